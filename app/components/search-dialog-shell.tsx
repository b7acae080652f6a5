import { useId, useLayoutEffect, useRef } from "react";
import { IconButton } from "#app/components/ui/button.tsx";
import { CloseIcon } from "#app/components/ui/icons/nav.tsx";
import { SearchField } from "#app/components/ui/search-field.tsx";
import { localizePath } from "#app/i18n/language.ts";
import { useTranslation } from "#app/i18n/translate.ts";
import { closeDialog, showAsModal } from "#app/utils/after-next-paint.ts";

/**
 * What the search icon's tap shows while the search dialog's code is still on its way (issue 30):
 * the same dialog frame, title and field, opened and focused in the tap's own frame, so the visitor
 * can type at once. What is typed is kept in `typed` for the real dialog (search-dialog.tsx), which
 * takes the field over when its code arrives and adds the suggestions and the vehicle finder.
 * Without script at all, or if the code never comes, the field is a plain search form.
 */
export function SearchDialogShell({ typed, onClose }: { typed: { current: string }; onClose: () => void }) {
  const { t, language } = useTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const titleId = useId();

  // Before paint: the dialog shows, modal and focused, in the same frame as the tap (decision 164).
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    return showAsModal(dialog, inputRef.current);
  }, []);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onClose={onClose}
      popover="manual"
      data-testid="search-dialog-shell"
      className="mx-auto mt-24 max-h-[calc(100%-7rem)] w-[min(40rem,calc(100%-2rem))] max-w-[calc(100%-6px-2em)] rounded-xl p-0 text-ink shadow-2xl backdrop:bg-slate-950/60"
    >
      <form action={localizePath("/search", language)} method="get" className="p-5">
        <div className="mb-3 flex items-center justify-between">
          <h2 id={titleId} className="text-lg font-semibold">
            {t("search.title")}
          </h2>
          <IconButton
            tone="close"
            onClick={() => dialogRef.current && closeDialog(dialogRef.current)}
            label={t("search.close")}
          >
            <CloseIcon />
          </IconButton>
        </div>
        <SearchField
          id={inputId}
          label={t("search.label")}
          submitLabel={t("search.submit")}
          ref={inputRef}
          required
          autoComplete="off"
          defaultValue={typed.current}
          onInput={(event) => {
            typed.current = event.currentTarget.value;
          }}
          placeholder={t("search.placeholder")}
        />
      </form>
    </dialog>
  );
}
