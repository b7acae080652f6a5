import { useId } from "react";
import type { SheetProblem } from "#app/api/imports.ts";
import { DownloadIcon } from "#app/components/ui/icons/staff.tsx";
import { staffImportTexts } from "#app/i18n/texts/staff-import.ts";
import { downloadCsv, toCsv } from "#app/utils/csv.ts";
import { StaffTable } from "./staff-table.tsx";
import { formatNumber, StaffButton } from "./ui.tsx";

/** Rows shown on the page; the report holds all of them. */
const SHOWN_ROWS = 100;

/** The report as CSV text (row, column, reason). */
export function skippedRowsCsv(rows: readonly SheetProblem[], headers: readonly [string, string, string]): string {
  return toCsv([headers, ...rows.map((row) => [row.row, row.column, row.message] as const)]);
}

/**
 * Rows an import left out, with a report to download, fix and upload again; `outsideCatalogue` of
 * them name no category of the catalogue (decision 091), `needsLook` do not surely name one
 * (decision 180: staff give them a category, or leave them out).
 */
export function SkippedRows({
  rows,
  outsideCatalogue = 0,
  needsLook = 0,
}: {
  rows: SheetProblem[];
  outsideCatalogue?: number;
  needsLook?: number;
}) {
  const { t, language } = staffImportTexts.useTexts();
  const id = useId();
  const headers = [t("import.skipped.row"), t("import.skipped.column"), t("import.skipped.reason")] as const;
  const download = () => downloadCsv(skippedRowsCsv(rows, headers), t("import.skipped.fileName"));
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl bg-white ring-1 ring-amber-200">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-amber-100 px-4 py-3 sm:px-5">
        <div>
          <h3 id={`${id}-title`} className="font-semibold text-amber-950">
            {t("import.skipped.title", { count: formatNumber(rows.length, language) })}
          </h3>
          <p className="mt-0.5 text-sm text-slate-700">{t("import.skipped.intro")}</p>
          {outsideCatalogue > 0 ? (
            <p className="mt-0.5 text-sm text-slate-700">
              {t("import.skipped.outsideCatalogue", { count: outsideCatalogue })}
            </p>
          ) : null}
          {needsLook > 0 ? (
            <p className="mt-0.5 text-sm text-slate-700" data-needs-look>
              {t("import.skipped.needsLook", { count: needsLook })}
            </p>
          ) : null}
        </div>
        <StaffButton look="quiet" onClick={download}>
          <DownloadIcon className="size-4" />
          {t("import.skipped.download")}
        </StaffButton>
      </div>
      <StaffTable
        scroll="max-h-[20rem]"
        tone="amber"
        columns={headers.map((header) => ({ label: header, className: "px-4 py-2" }))}
      >
        {rows.slice(0, SHOWN_ROWS).map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a row can be reported twice; the list never reorders
          <tr key={index} className="align-top">
            <td className="px-4 py-2 font-mono tabular-nums">{row.row}</td>
            <td className="px-4 py-2">{row.column || "—"}</td>
            <td className="px-4 py-2">{row.message}</td>
          </tr>
        ))}
      </StaffTable>
    </section>
  );
}
