import { startTransition, useCallback, useEffect, useRef, useState } from "react";
import { SearchIcon } from "#app/components/ui/icons/nav.tsx";
import { useTranslation } from "#app/i18n/translate.ts";
import { afterNextPaint, isShown, showAsModal } from "#app/utils/after-next-paint.ts";
import { whenIdle } from "#app/utils/when-idle.ts";
import { SearchDialogShell } from "./search-dialog-shell.tsx";

// The search dialog and its vehicle finder are not in every page's first load (decision 020): their
// code is fetched once the page is idle, or sooner on a pointer or focus on the search button. Until
// it has come, a tap opens the dialog's shell at once (search-dialog-shell.tsx, decision 143). Once
// it has come, the dialog is mounted closed, and a tap shows it without rendering (decision 169).
type SearchDialogComponent = typeof import("./search-dialog.tsx").SearchDialog;
let searchDialogCode: Promise<SearchDialogComponent> | undefined;
function loadSearchDialog(): Promise<SearchDialogComponent> {
  searchDialogCode ??= import("./search-dialog.tsx").then(
    (module) => module.SearchDialog,
    (error: unknown) => {
      // A failed download (offline for a moment) is tried again on the next wish.
      searchDialogCode = undefined;
      throw error;
    },
  );
  return searchDialogCode;
}

/**
 * The nav's search button and the dialog it opens. Its own component, so opening the dialog renders
 * only this, not the whole bar with its menus (issue 30: the tap's work is what delays its paint).
 */
export function NavSearch() {
  const { t } = useTranslation();
  const [searchOpen, setSearchOpen] = useState(false);
  const [SearchDialog, setSearchDialog] = useState<SearchDialogComponent>();
  const dialogRef = useRef<HTMLDialogElement>(null);
  // What the visitor typed into the shell before the dialog's code came: the dialog starts from it.
  const typedBeforeLoad = useRef("");
  const fetchSearchDialog = useCallback(() => {
    loadSearchDialog().then(
      // Mounting the closed dialog may wait for whatever the visitor does meanwhile.
      (component) => startTransition(() => setSearchDialog(() => component)),
      () => {},
    );
  }, []);
  useEffect(() => whenIdle(fetchSearchDialog), [fetchSearchDialog]);

  const openSearch = () => {
    const dialog = dialogRef.current;
    if (!dialog) {
      setSearchOpen(true);
      return;
    }
    // The tap's own task shows the mounted dialog with its field focused; React renders it open once
    // that frame is painted (issue 30: rendering it here made the tap's paint wait). Closed again
    // before then, it stays closed.
    showAsModal(dialog, dialog.querySelector("input"));
    afterNextPaint(() => {
      if (isShown(dialog)) setSearchOpen(true);
    });
  };

  // "/" opens the search from anywhere, unless the visitor is typing in a field.
  useEffect(() => {
    const openOnSlash = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement;
      if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey) return;
      if (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) return;
      event.preventDefault();
      setSearchOpen(true);
    };
    document.addEventListener("keydown", openOnSlash);
    return () => document.removeEventListener("keydown", openOnSlash);
  }, []);

  return (
    <>
      <button
        type="button"
        onClick={openSearch}
        onPointerEnter={fetchSearchDialog}
        onPointerDown={fetchSearchDialog}
        onFocus={fetchSearchDialog}
        className="rounded-full p-2 hover:bg-white/10"
        aria-label={t("nav.search")}
      >
        <SearchIcon />
      </button>
      {SearchDialog ? (
        <SearchDialog
          dialogRef={dialogRef}
          open={searchOpen}
          onClose={() => setSearchOpen(false)}
          initialQuery={typedBeforeLoad.current}
        />
      ) : searchOpen ? (
        <SearchDialogShell typed={typedBeforeLoad} onClose={() => setSearchOpen(false)} />
      ) : null}
    </>
  );
}
