import { memo, type RefObject, useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { Form, useFetcher, useNavigate } from "react-router";
import { buttonClass, IconButton } from "#app/components/ui/button.tsx";
import { CloseIcon } from "#app/components/ui/icons/nav.tsx";
import { SearchField } from "#app/components/ui/search-field.tsx";
import { localizePath } from "#app/i18n/language.ts";
import { finderTexts } from "#app/i18n/texts/parts-finder.ts";
import { symptomTextKey, searchSymptomsTexts as symptomTexts } from "#app/i18n/texts/search-symptoms.ts";
import type { VehicleChoice } from "#app/server/listings/vehicle-choice.server.ts";
import type { SearchSuggestions } from "#app/server/search/suggestions.server.ts";
import { closeDialog, isShown, showAsModal, usePaintedOnce } from "#app/utils/after-next-paint.ts";
import { productPath } from "#app/utils/product-paths.ts";
import { matchReason } from "./match-reason.ts";
import { applyOnVehicleChange, filledParams, VehicleFields } from "./vehicle-fields.tsx";

const SUGGEST_DELAY_MS = 150;

interface Option {
  id: string;
  label: string;
  detail: string;
  href: string;
}

/** Before the dialog has asked the server for a make's models: every make, no choice. */
function emptyVehicleChoice(makes: VehicleChoice["makes"]): VehicleChoice {
  return {
    makes,
    models: [],
    years: [],
    make: null,
    model: null,
    year: null,
    details: {},
    question: null,
    label: null,
    withoutVehicle: null,
  };
}

/** The finder's choice until the makes arrive: one object, so the memoised finder keeps it. */
const NO_VEHICLE = emptyVehicleChoice([]);

/**
 * The dialog's "find by vehicle" form: memoised, so a key typed in the search field above renders
 * the field and its suggestions, not the finder's three lists (decision 166).
 */
const DialogFinder = memo(function DialogFinder({
  vehicle,
  searchPath,
  submitLabel,
  loadVehicle,
  goTo,
}: {
  vehicle: VehicleChoice;
  searchPath: string;
  submitLabel: string;
  loadVehicle: (href: string) => void;
  goTo: (href: string) => void;
}) {
  return (
    <Form
      action={searchPath}
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        goTo(`${searchPath}?${filledParams(event.currentTarget)}`);
      }}
      onChange={(event) => {
        const target = event.target;
        if (applyOnVehicleChange(target) && target instanceof HTMLSelectElement && target.name === "make") {
          loadVehicle(`${searchPath}?suggest=1&make=${encodeURIComponent(target.value)}`);
        }
      }}
      className="border-t border-slate-200 p-5"
    >
      <VehicleFields choice={vehicle} compact />
      <button type="submit" disabled={vehicle.makes.length === 0} className={buttonClass({ className: "mt-4" })}>
        {submitLabel}
      </button>
    </Form>
  );
});

/**
 * The nav's search: a modal dialog with one field for a part number, an OE or cross-reference
 * number, or a product name. Typing shows instant suggestions (products, brands, categories; for a
 * fault typed, "AC thanda nahi karta", the line that says why these parts, decision 141) as an
 * ARIA combobox: arrows move, Enter opens the highlighted one or searches the whole catalogue,
 * Escape closes. Focus stays inside (showAsModal). Below it, "find by vehicle" (a GET form to
 * /search) fetches the chosen make's models from the search loader. Without JavaScript the fields
 * are plain GET forms to /search.
 */
export function SearchDialog({
  dialogRef,
  open,
  onClose,
  initialQuery = "",
}: {
  /** The dialog element, the caller's: its tap shows the mounted dialog at once (nav-search.tsx). */
  dialogRef: RefObject<HTMLDialogElement | null>;
  open: boolean;
  onClose: () => void;
  /** What was typed into the dialog's shell (search-dialog-shell.tsx) before this code arrived. */
  initialQuery?: string;
}) {
  const { t, language } = finderTexts.useTexts();
  const inputRef = useRef<HTMLInputElement>(null);
  const fetcher = useFetcher<{ kind: "suggestions"; suggestions: SearchSuggestions }>();
  const vehicleFetcher = useFetcher<{ kind: "suggestions"; vehicle: VehicleChoice }>();
  const navigate = useNavigate();
  const [q, setQ] = useState(initialQuery);
  const [active, setActive] = useState(-1);
  const inputId = useId();
  const titleId = useId();
  const listId = useId();
  const searchPath = localizePath("/search", language);

  // Before paint, so the dialog takes the shell's place in the same frame, with the caret where it
  // was (decision 164). Shown already by the tap (nav-search.tsx), it keeps its field and caret.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!open) {
      closeDialog(dialog);
      return;
    }
    const input = inputRef.current;
    if (input && !isShown(dialog)) input.setSelectionRange(input.value.length, input.value.length);
    return showAsModal(dialog, input);
  }, [open, dialogRef]);

  // The tap's own frame shows the title and the field; the vehicle finder and its request follow in
  // the next one, so the first opening's paint waits for no more than it must (issue 30).
  const finderShown = usePaintedOnce(open);
  const loadVehicle = vehicleFetcher.load;
  useEffect(() => {
    // The makes come with the first answer; the list is small and the same on every page.
    if (finderShown && !vehicleFetcher.data && vehicleFetcher.state === "idle") loadVehicle(`${searchPath}?suggest=1`);
  }, [finderShown, vehicleFetcher.data, vehicleFetcher.state, searchPath, loadVehicle]);
  const vehicle = vehicleFetcher.data?.vehicle ?? NO_VEHICLE;

  const load = fetcher.load;
  useEffect(() => {
    if (!q.trim()) return;
    const timer = setTimeout(() => load(`${searchPath}?suggest=1&q=${encodeURIComponent(q.trim())}`), SUGGEST_DELAY_MS);
    return () => clearTimeout(timer);
  }, [q, searchPath, load]);

  const suggestions = q.trim() && fetcher.data?.kind === "suggestions" ? fetcher.data.suggestions : undefined;
  const options: Option[] = suggestions
    ? [
        ...suggestions.products.map((p) => ({
          id: `p-${p.partNumber}`,
          label: p.name,
          detail: [p.brand, p.partNumber, matchReason(p, t, suggestions?.closest?.yearLeftOut)]
            .filter(Boolean)
            .join(" · "),
          href: productPath({ kind: "brand", brandSlug: p.brandSlug }, p.partNumber, language),
        })),
        ...suggestions.brands.map((b) => ({
          id: `b-${b.slug}`,
          label: b.name,
          detail: t("search.brands"),
          href: localizePath(`/brands/${b.slug}`, language),
        })),
        ...suggestions.categories.map((c) => ({
          id: `c-${c.slug}`,
          label: c.name,
          detail: t("search.categories"),
          href: localizePath(`/categories/${c.slug}`, language),
        })),
      ]
    : [];
  const activeOption = options[active];

  const close = () => {
    setActive(-1);
    onClose();
  };
  // The finder's way out, the same function at every render so the memoised finder skips the keys.
  const latestClose = useRef(close);
  useLayoutEffect(() => {
    latestClose.current = close;
  });
  const goTo = useCallback(
    (href: string) => {
      latestClose.current();
      navigate(href);
    },
    [navigate],
  );

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes; keyboard users have Escape and the close button
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      popover="manual"
      onClose={close}
      onClick={(event) => {
        if (event.target === dialogRef.current) close();
      }}
      className="mx-auto mt-24 max-h-[calc(100%-7rem)] w-[min(40rem,calc(100%-2rem))] max-w-[calc(100%-6px-2em)] rounded-xl p-0 text-ink shadow-2xl backdrop:bg-slate-950/60"
    >
      <Form action={searchPath} method="get" role="search" onSubmit={close} className="p-5">
        <div className="mb-3 flex items-center justify-between">
          <h2 id={titleId} className="text-lg font-semibold">
            {t("search.title")}
          </h2>
          <IconButton tone="close" onClick={close} label={t("search.close")}>
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
          role="combobox"
          aria-expanded={options.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeOption ? `${listId}-${activeOption.id}` : undefined}
          value={q}
          onChange={(event) => {
            setQ(event.target.value);
            setActive(-1);
          }}
          onKeyDown={(event) => {
            if (event.key === "ArrowDown" && options.length > 0) {
              event.preventDefault();
              setActive((i) => (i + 1) % options.length);
            } else if (event.key === "ArrowUp" && options.length > 0) {
              event.preventDefault();
              setActive((i) => (i <= 0 ? options.length - 1 : i - 1));
            } else if (event.key === "Escape") {
              // A search field would only clear itself on Escape; here Escape closes the dialog.
              event.preventDefault();
              close();
            } else if (event.key === "Enter" && activeOption) {
              event.preventDefault();
              close();
              navigate(activeOption.href);
            }
          }}
          placeholder={t("search.placeholder")}
        />
        {suggestions?.closest ? (
          <p className="mt-3 text-sm font-medium text-slate-700" data-testid="suggestions-closest">
            <span className="block">{t("search.noResultTitle", { q: q.trim() })}</span>
            <span className="block">
              {suggestions.closest.yearLeftOut !== undefined
                ? t("search.closestOtherYears", { year: suggestions.closest.yearLeftOut })
                : suggestions.closest.dropped.length
                  ? t("search.closestDropped", { words: suggestions.closest.dropped.join(" ") })
                  : t("search.closestTypo")}
            </span>
          </p>
        ) : null}
        {suggestions?.symptom ? (
          <p className="mt-3 text-sm font-medium text-slate-700" data-testid="suggestions-symptom">
            {symptomTexts.translate(language, symptomTextKey(suggestions.symptom))}
          </p>
        ) : null}
        <div id={listId} role="listbox" aria-label={t("search.title")} className="mt-3 max-h-80 overflow-y-auto">
          {options.map((option, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/useFocusableInteractive: options are chosen from the combobox input (aria-activedescendant), as the ARIA combobox pattern prescribes
            <div
              key={option.id}
              id={`${listId}-${option.id}`}
              role="option"
              aria-selected={index === active}
              onClick={() => {
                close();
                navigate(option.href);
              }}
              onMouseEnter={() => setActive(index)}
              className={`cursor-pointer rounded-lg px-3 py-2 ${index === active ? "bg-brand-50" : ""}`}
            >
              <span className="block font-medium">{option.label}</span>
              <span className="block text-sm text-slate-600">{option.detail}</span>
            </div>
          ))}
        </div>
        {q.trim() && suggestions && options.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600">{t("search.noSuggestions")}</p>
        ) : null}
        <p className="mt-3 hidden text-xs text-slate-500 [@media(hover:hover)_and_(pointer:fine)]:block">
          {t("search.hint")}
        </p>
      </Form>
      {finderShown ? (
        <DialogFinder
          vehicle={vehicle}
          searchPath={searchPath}
          submitLabel={t("finder.submit")}
          loadVehicle={loadVehicle}
          goTo={goTo}
        />
      ) : null}
    </dialog>
  );
}
