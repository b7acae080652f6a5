import { useState } from "react";
import type { Product } from "#app/catalogue/product.ts";
import { PencilIcon, TrashIcon } from "#app/components/ui/icons/staff.tsx";
import { staffTexts } from "#app/i18n/texts/staff.ts";
import { officeTexts } from "#app/i18n/texts/staff-office.ts";
import { apiRequest } from "#app/utils/staff-api.ts";
import { ConfirmDialog } from "../confirm-dialog.tsx";
import type { Notice } from "../ui.tsx";
import { StaffButton } from "../ui.tsx";
import { ProductForm } from "./product-form.tsx";
import { changeProductPhoto, PhotoButtons } from "./product-photo-actions.tsx";
import { type StatusActions, StatusButtons } from "./status-actions.tsx";

interface RowActionsOptions {
  /** Shows an outcome (or clears it) in the table's message box. */
  onNotice: (notice: Notice | null) => void;
  /** The catalogue changed: the page is fetched again. */
  onChanged: () => void;
  /** Where the focus goes once an edit or a delete is done, as its dialog closes (the table's heading). */
  focusAfter: () => void;
}

/**
 * What staff do to one product from its row: edit it (the product form, also for adding one),
 * replace or remove its photo, delete it. Removing a photo and deleting ask first. `dialogs` are
 * the form and the two questions, rendered once for the whole table.
 */
export function useRowActions({ onNotice, onChanged, focusAfter }: RowActionsOptions) {
  const { t } = staffTexts.useTexts();
  const office = officeTexts.useTexts().t;
  // The product form: open with the product to edit, or null to add one.
  const [form, setForm] = useState<{ open: boolean; product: Product | null }>({ open: false, product: null });
  const [photoBusy, setPhotoBusy] = useState<number | null>(null);
  const [pendingDelete, setPendingDelete] = useState<Product | null>(null);
  const [pendingPhotoRemoval, setPendingPhotoRemoval] = useState<Product | null>(null);
  const named = (product: Product) => `${product.name} · ${product.partNumber}`;

  const confirmDelete = async () => {
    const product = pendingDelete;
    setPendingDelete(null);
    if (!product) return;
    onNotice(null);
    const result = await apiRequest("DELETE /products/delete", { json: { id: product.id } });
    if (result.status === 401) return;
    // The row and its button are gone: the focus goes to the table's heading, above the message.
    focusAfter();
    if (result.ok) {
      onNotice({ tone: "success", text: t("staff.products.deleted"), detail: named(product) });
      onChanged();
    } else {
      onNotice({ tone: "error", text: t("staff.products.deleteError") });
    }
  };

  const onSaved = (product: Product, created: boolean, photoProblem: string | null) => {
    setForm({ open: false, product: null });
    onNotice(
      photoProblem
        ? { tone: "error", text: office("office.form.photoFailed", { reason: photoProblem }) }
        : {
            tone: "success",
            text: created ? office("office.products.added") : office("office.products.saved"),
            detail: named(product),
          },
    );
    onChanged();
    focusAfter();
  };

  const changePhoto = async (product: Product, file: File | null) => {
    setPhotoBusy(product.id);
    onNotice(null);
    const result = await changeProductPhoto(product, file);
    setPhotoBusy(null);
    if (result.status === 401) return;
    if (result.ok) {
      onNotice({
        tone: "success",
        text: file ? office("office.photo.replaced") : office("office.photo.removed"),
        detail: named(product),
      });
      onChanged();
    } else {
      onNotice({ tone: "error", text: result.error ?? office("office.photo.failed"), detail: file?.name });
    }
  };

  const dialogs = (
    <>
      <ProductForm
        open={form.open}
        product={form.product}
        onClose={() => setForm((current) => ({ ...current, open: false }))}
        onSaved={onSaved}
      />

      <ConfirmDialog
        open={pendingPhotoRemoval !== null}
        title={office("office.photo.confirmRemove")}
        confirmLabel={office("office.photo.remove")}
        cancelLabel={t("staff.cancel")}
        onConfirm={() => {
          const product = pendingPhotoRemoval;
          setPendingPhotoRemoval(null);
          if (product) changePhoto(product, null);
        }}
        onCancel={() => setPendingPhotoRemoval(null)}
      >
        {pendingPhotoRemoval ? (
          <>
            <p className="font-semibold text-ink">{pendingPhotoRemoval.name}</p>
            <p className="font-mono text-sm">{pendingPhotoRemoval.partNumber}</p>
          </>
        ) : null}
      </ConfirmDialog>

      <ConfirmDialog
        open={pendingDelete !== null}
        title={t("staff.products.confirmDelete")}
        confirmLabel={t("staff.products.delete")}
        cancelLabel={t("staff.cancel")}
        onConfirm={confirmDelete}
        onCancel={() => setPendingDelete(null)}
      >
        {pendingDelete ? (
          <>
            <p className="font-semibold text-ink">{pendingDelete.name}</p>
            <p className="font-mono text-sm">{pendingDelete.partNumber}</p>
            <p className="mt-3 text-sm">{t("staff.products.deleteNote")}</p>
          </>
        ) : null}
      </ConfirmDialog>
    </>
  );

  return {
    /** The product whose photo is on its way, if any. */
    photoBusy,
    /** Opens the product form on a product, or empty to add one. */
    openForm: (product: Product | null) => setForm({ open: true, product }),
    changePhoto,
    askPhotoRemoval: setPendingPhotoRemoval,
    askDelete: setPendingDelete,
    dialogs,
  };
}

export type RowActions = ReturnType<typeof useRowActions>;

/** A row's buttons: Edit, the photo's Replace and Remove, Delete; each names its product for screen readers. */
export function RowActionButtons({
  product,
  actions,
  status,
}: {
  product: Product;
  actions: RowActions;
  status: StatusActions;
}) {
  const { t } = staffTexts.useTexts();
  const office = officeTexts.useTexts().t;
  const productName = (
    <span className="sr-only">
      {" "}
      {product.name} ({product.partNumber})
    </span>
  );
  return (
    <div className="flex flex-wrap items-center justify-end gap-2">
      <StatusButtons product={product} actions={status} />
      <StaffButton look="quiet" onClick={() => actions.openForm(product)}>
        <PencilIcon className="size-4" />
        {office("office.products.edit")}
        {productName}
      </StaffButton>
      <PhotoButtons
        product={product}
        busy={actions.photoBusy === product.id}
        onFile={(file) => actions.changePhoto(product, file)}
        onRemove={() => actions.askPhotoRemoval(product)}
      />
      <StaffButton look="danger" onClick={() => actions.askDelete(product)}>
        <TrashIcon className="size-4" />
        {t("staff.products.delete")}
        {productName}
      </StaffButton>
    </div>
  );
}
