import type { ImportSummary } from "#app/api/imports.ts";
import { staffTexts } from "#app/i18n/texts/staff.ts";
import { staffImportTexts } from "#app/i18n/texts/staff-import.ts";
import { staffMappingTexts } from "#app/i18n/texts/staff-mapping.ts";
import { staffReviewTexts } from "#app/i18n/texts/staff-review.ts";
import { useCreatedTermsPhrase } from "./created-terms.ts";
import { formatNumber, type Notice } from "./ui.tsx";

/**
 * The notice after an import: what it did, the brands and categories it created, how many of its
 * rows came in as drafts and where staff review them (decision 202), the rows needing a look it left
 * out, and fitment kept as notes.
 */
export function useImportedNotice(): (summary: ImportSummary) => Notice {
  const { t, language } = staffTexts.useTexts();
  const importT = staffImportTexts.useTexts().t;
  const mappingT = staffMappingTexts.useTexts().t;
  const reviewT = staffReviewTexts.useTexts().t;
  const createdTerms = useCreatedTermsPhrase();
  return (summary) => {
    const created = summary.newTerms ?? [];
    const notes = summary.readAs?.fitmentNotes ?? 0;
    const drafts = summary.drafts ?? 0;
    const needsLook = summary.rowCounts?.needsLook ?? 0;
    return {
      tone: "success",
      text: t("staff.excel.success"),
      detail: [
        t("staff.excel.summary", {
          count: summary.rows,
          created: formatNumber(summary.created, language),
          updated: formatNumber(summary.updated, language),
          unchanged: formatNumber(summary.unchanged, language),
        }),
        drafts > 0 ? reviewT("review.cameInAsDrafts", { count: drafts }) : "",
        created.length > 0 ? importT("import.newTerms.created", { list: createdTerms(created) }) : "",
        // Rows whose names did not surely say their category stayed out: say so, and where they are listed.
        needsLook > 0 ? importT("import.rows.needsLookLeftOut", { count: needsLook }) : "",
        // Fitment text that is no vehicle went in as notes, not finder models (decision 093): say how much.
        notes > 0 ? mappingT("mapping.samples.notes", { count: notes }) : "",
      ]
        .filter(Boolean)
        .join(" "),
    };
  };
}
