import { useEffect, useId, useRef } from "react";
import { Form } from "react-router";
import { localizePath } from "#app/i18n/language.ts";
import { useTranslation } from "#app/i18n/translate.ts";
import { CloseIcon, SearchIcon } from "./ui/icons.tsx";

/**
 * The nav's search icon opens this dialog: one field for a part number or a product name, which
 * leads to the catalogue search page. A native modal dialog keeps focus inside and closes on Escape.
 */
export function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, language } = useTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputId = useId();
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes; keyboard users have Escape and the close button
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === dialogRef.current) onClose();
      }}
      className="mx-auto mt-24 w-[min(40rem,calc(100%-2rem))] rounded-xl p-0 text-ink shadow-2xl backdrop:bg-slate-950/60"
    >
      <Form action={localizePath("/search", language)} method="get" onSubmit={onClose} className="p-5">
        <div className="mb-3 flex items-center justify-between">
          <h2 id={titleId} className="text-lg font-semibold">
            {t("search.title")}
          </h2>
          <button
            type="button"
            onClick={onClose}
            className="rounded-full p-1 hover:bg-slate-100"
            aria-label={t("search.close")}
          >
            <CloseIcon />
          </button>
        </div>
        <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-700">
          {t("search.label")}
        </label>
        <div className="flex gap-2">
          <input
            id={inputId}
            name="q"
            type="search"
            required
            autoComplete="off"
            placeholder={t("search.placeholder")}
            className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2"
          />
          <button
            type="submit"
            className="inline-flex items-center gap-1 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
          >
            <SearchIcon className="size-4" />
            {t("search.submit")}
          </button>
        </div>
      </Form>
    </dialog>
  );
}
