import type { ReactNode } from "react";
import type { ImportSummary } from "#app/api/imports.ts";
import { staffTexts } from "#app/i18n/texts/staff.ts";
import { staffImportTexts } from "#app/i18n/texts/staff-import.ts";
import { useCreatedTermsPhrase } from "./created-terms.ts";
import { PreviewChanges } from "./preview-changes.tsx";
import { formatList, formatNumber } from "./ui.tsx";

/** The mapping step folded away when the sheet mapped itself with nothing to settle (our own template). */
export function FoldedWhenSettled({
  folded,
  label,
  children,
}: {
  folded: boolean;
  label: string;
  children: ReactNode;
}) {
  if (!folded) return children;
  return (
    <details className="rounded-xl bg-white ring-1 ring-slate-200">
      <summary className="cursor-pointer px-4 py-3 text-sm font-semibold text-brand-700 sm:px-5">{label}</summary>
      {children}
    </details>
  );
}

export function ImportPreview({ summary }: { summary: ImportSummary }) {
  const { t, language } = staffTexts.useTexts();
  const importTexts = staffImportTexts.useTexts();
  const counts = summary.rowCounts;
  // Where every row of the sheet went, the whole sheet read (decisions 180 and 203): read, placed,
  // needing a look and left out; then what the placed rows do to the catalogue.
  const rowStats = counts
    ? [
        { key: "rows", label: t("staff.preview.rows"), value: counts.read, tone: "text-ink" },
        { key: "placed", label: importTexts.t("import.rows.placedCount"), value: summary.rows, tone: "text-ink" },
        {
          key: "needsLook",
          label: importTexts.t("import.rows.needsLook"),
          value: counts.needsLook,
          tone: counts.needsLook > 0 ? "text-amber-800" : "text-slate-600",
        },
        { key: "leftOut", label: importTexts.t("import.rows.leftOut"), value: counts.leftOut, tone: "text-slate-600" },
      ]
    : [{ key: "rows", label: t("staff.preview.rows"), value: summary.rows, tone: "text-ink" }];
  const stats: { key: string; label: string; value: number; tone: string }[] = [
    ...rowStats,
    { key: "created", label: t("staff.preview.created"), value: summary.created, tone: "text-emerald-700" },
    { key: "updated", label: t("staff.preview.updated"), value: summary.updated, tone: "text-brand-700" },
    { key: "unchanged", label: t("staff.preview.unchanged"), value: summary.unchanged, tone: "text-slate-600" },
  ];
  const nothingChanges = summary.created === 0 && summary.updated === 0;
  const createdTerms = useCreatedTermsPhrase();
  const newTerms = summary.newTerms ?? [];
  return (
    <section aria-labelledby="import-preview-title" className="rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:p-5">
      <h3 id="import-preview-title" className="font-semibold text-ink">
        {t("staff.preview.title")}
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        {nothingChanges ? t("staff.preview.nothingChanges") : t("staff.preview.valid")}
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {stats.map((stat) => (
          <div key={stat.key} data-stat={stat.key} className="rounded-lg bg-slate-50 px-3 py-2.5 ring-1 ring-slate-200">
            <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{stat.label}</dt>
            <dd className={`mt-0.5 text-2xl font-bold tabular-nums ${stat.tone}`}>
              {formatNumber(stat.value, language)}
            </dd>
          </div>
        ))}
      </dl>
      {counts && counts.placed.length > 0 ? (
        <p className="mt-3 text-sm text-slate-700" data-placed>
          {importTexts.t("import.rows.placed", {
            list: formatList(
              counts.placed.map((category) => `${category.name} ${formatNumber(category.rows, language)}`),
              language,
            ),
          })}
        </p>
      ) : null}
      {newTerms.length > 0 ? (
        <p className="mt-3 text-sm font-medium text-ink" data-new-terms>
          {importTexts.t("import.newTerms.preview", { list: createdTerms(newTerms) })}
        </p>
      ) : null}
      {summary.changes && summary.changes.length > 0 ? (
        <PreviewChanges products={summary.changes} updated={summary.updated} />
      ) : null}
    </section>
  );
}
