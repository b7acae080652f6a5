import { useEffect, useId, useRef, useState } from "react";
import type { ProductPhoto } from "#app/catalogue/product.ts";
import { officeTexts } from "#app/i18n/texts/staff-office.ts";
import { StaffButton } from "../ui.tsx";

type Move = { key: string; action: "up" | "down" | "remove" };

/** `photos` with the one at `from` moved by `by` places (-1 up, +1 down); unchanged at either end. */
export function movePhoto(photos: readonly ProductPhoto[], from: number, by: -1 | 1): ProductPhoto[] {
  const to = from + by;
  if (from < 0 || to < 0 || to >= photos.length) return [...photos];
  const next = [...photos];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  return next;
}

/**
 * A product's photos in the product form (decision 151): staff move each up or down and remove
 * one; the first is the main photo. The order is the form's until it is saved. Buttons at an end
 * stay in the tab order (aria-disabled), and the focus stays on the button pressed, so the keyboard
 * can move one photo several places in a row; a polite message says where it went.
 */
export function ProductPhotoOrder({
  photos,
  onChange,
}: {
  photos: readonly ProductPhoto[];
  onChange: (photos: ProductPhoto[]) => void;
}) {
  const { t } = officeTexts.useTexts();
  const id = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const [lastMove, setLastMove] = useState<Move | null>(null);
  const [message, setMessage] = useState("");
  const total = photos.length;

  useEffect(() => {
    if (!lastMove || !listRef.current) return;
    const list = listRef.current;
    const item = list.querySelector<HTMLElement>(`[data-photo-key="${CSS.escape(lastMove.key)}"]`);
    // A removed photo's row is gone: the focus goes to the list's first button, never to the page.
    const target =
      item?.querySelector<HTMLElement>(`[data-action="${lastMove.action}"]`) ?? list.querySelector("button");
    target?.focus();
  }, [lastMove]);

  const move = (index: number, by: -1 | 1) => {
    const photo = photos[index];
    const to = index + by;
    if (!photo || to < 0 || to >= total) return;
    onChange(movePhoto(photos, index, by));
    setLastMove({ key: photo.key, action: by < 0 ? "up" : "down" });
    setMessage(t("office.gallery.moved", { name: photo.fileName, number: to + 1, total }));
  };

  const remove = (index: number) => {
    const photo = photos[index];
    if (!photo) return;
    onChange(photos.filter((_, at) => at !== index));
    setLastMove({ key: photo.key, action: "remove" });
    setMessage(t("office.gallery.removed", { name: photo.fileName }));
  };

  return (
    <fieldset className="sm:col-span-2" aria-describedby={`${id}-hint`}>
      <legend className="mb-1 block text-sm font-medium text-slate-700">{t("office.gallery.title")}</legend>
      <p id={`${id}-hint`} className="mb-2 text-xs text-slate-600 [overflow-wrap:anywhere]">
        {t("office.gallery.hint")}
      </p>
      <ol ref={listRef} className="grid gap-2" data-testid="product-photo-order">
        {photos.map((photo, index) => {
          const about = t("office.gallery.about", { number: index + 1, name: photo.fileName });
          return (
            <li
              key={photo.key}
              data-photo-key={photo.key}
              className="flex flex-wrap items-center gap-3 rounded-lg p-2 ring-1 ring-slate-200"
            >
              <img
                src={photo.src}
                srcSet={photo.srcSet}
                sizes="64px"
                width={photo.width}
                height={photo.height}
                alt=""
                loading="lazy"
                className="size-16 rounded bg-slate-100 object-contain"
              />
              <span className="min-w-0 flex-1 text-sm text-slate-800 [overflow-wrap:anywhere]">
                <span className="block font-medium">{photo.fileName}</span>
                <span className="text-xs text-slate-600">
                  {index === 0 ? t("office.gallery.main") : t("office.gallery.position", { number: index + 1, total })}
                </span>
              </span>
              <span className="flex gap-1">
                <StaffButton
                  look="quiet"
                  data-action="up"
                  aria-label={`${t("office.gallery.up")}: ${about}`}
                  inactive={index === 0}
                  onClick={() => move(index, -1)}
                >
                  {t("office.gallery.up")}
                </StaffButton>
                <StaffButton
                  look="quiet"
                  data-action="down"
                  aria-label={`${t("office.gallery.down")}: ${about}`}
                  inactive={index === total - 1}
                  onClick={() => move(index, 1)}
                >
                  {t("office.gallery.down")}
                </StaffButton>
                <StaffButton
                  look="danger"
                  data-action="remove"
                  aria-label={`${t("office.gallery.remove")}: ${about}`}
                  onClick={() => remove(index)}
                >
                  {t("office.gallery.remove")}
                </StaffButton>
              </span>
            </li>
          );
        })}
      </ol>
      <p role="status" className="sr-only">
        {message}
      </p>
    </fieldset>
  );
}
