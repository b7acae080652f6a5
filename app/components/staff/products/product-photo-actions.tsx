import { type ReactNode, useId, useState } from "react";
import type { Product } from "#app/catalogue/product.ts";
import { PhotoIcon, TrashIcon } from "#app/components/ui/icons/staff.tsx";
import { officeTexts } from "#app/i18n/texts/staff-office.ts";
import { type ApiResult, apiRequest, uploadForm } from "#app/utils/staff-api.ts";
import { buttonStyles, Spinner, StaffButton } from "../ui.tsx";

/** Sends a row's new photo (PUT, any file name) or removes it (DELETE); the caller shows the outcome. */
export function changeProductPhoto(product: Product, file: File | null): Promise<ApiResult<{ product: Product }>> {
  if (!file) return apiRequest("DELETE /products/:id/image", { params: { id: product.id } });
  const form = new FormData();
  form.append("image", file, file.name);
  return uploadForm("PUT /products/:id/image", form, { params: { id: product.id } });
}

/** A row's thumbnail that takes a dropped photo: the mouse shortcut for the Replace photo button. */
export function PhotoDropTarget({
  product,
  busy,
  onFile,
  children,
}: {
  product: Product;
  busy: boolean;
  onFile: (file: File) => void;
  children: ReactNode;
}) {
  const { t } = officeTexts.useTexts();
  const [over, setOver] = useState(false);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping is the mouse shortcut; the Replace photo button does the same for everyone
    <div
      title={t("office.photo.drop")}
      data-photo-drop={product.partNumber}
      className={`relative rounded-lg ${over ? "ring-2 ring-brand-600 ring-offset-2" : ""}`}
      onDragEnter={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragOver={(event) => {
        event.preventDefault();
        event.dataTransfer.dropEffect = "copy";
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        const file = event.dataTransfer.files[0];
        if (file && !busy) onFile(file);
      }}
    >
      {children}
      {busy ? (
        <span className="absolute inset-0 grid place-items-center rounded-lg bg-white/70">
          <Spinner className="size-5 text-brand-700" />
        </span>
      ) : null}
    </div>
  );
}

/** Replace (a file picker; the input itself is in the tab order) and remove buttons of a row's photo. */
export function PhotoButtons({
  product,
  busy,
  onFile,
  onRemove,
}: {
  product: Product;
  busy: boolean;
  onFile: (file: File) => void;
  onRemove: () => void;
}) {
  const { t } = officeTexts.useTexts();
  const id = useId();
  return (
    <>
      <input
        id={id}
        type="file"
        accept="image/*"
        className="peer sr-only"
        disabled={busy}
        aria-label={t("office.photo.replaceNamed", { name: `${product.name} (${product.partNumber})` })}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = "";
          if (file) onFile(file);
        }}
      />
      <label
        htmlFor={id}
        aria-hidden
        className={`${buttonStyles.quiet} cursor-pointer ring-1 ring-slate-200 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent-light`}
      >
        <PhotoIcon className="size-4" />
        {product.image ? t("office.photo.replace") : t("office.photo.add")}
      </label>
      {product.image ? (
        <StaffButton look="danger" onClick={onRemove} inactive={busy}>
          <TrashIcon className="size-4" />
          {t("office.photo.remove")}
          <span className="sr-only"> ({product.partNumber})</span>
        </StaffButton>
      ) : null}
    </>
  );
}
