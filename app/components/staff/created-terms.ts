import type { CreatedTerm } from "#app/api/imports.ts";
import { staffImportTexts } from "#app/i18n/texts/staff-import.ts";
import { formatList } from "./ui.tsx";

/**
 * The brands and categories an import creates (values mapped to "new") as one phrase, "brand NRF and
 * category CONDENSOR", for the preview, the import's notice, the history and its undo.
 */
export function useCreatedTermsPhrase(): (terms: readonly CreatedTerm[]) => string {
  const { t, language } = staffImportTexts.useTexts();
  return (terms) =>
    formatList(
      terms.map((term) =>
        t(term.kind === "brand" ? "import.newTerms.brand" : "import.newTerms.category", { name: term.name }),
      ),
      language,
    );
}
