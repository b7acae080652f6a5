import { useId } from "react";
import { DownloadIcon } from "#app/components/ui/icons/staff.tsx";
import { staffImportTexts } from "#app/i18n/texts/staff-import.ts";
import type { SheetProblem } from "#app/utils/api-types.ts";
import { StaffTable } from "./staff-table.tsx";
import { formatNumber, StaffButton } from "./ui.tsx";

/** Rows shown on the page; the report holds all of them. */
const SHOWN_ROWS = 100;

function csvField(value: string | number): string {
  const text = String(value);
  // A leading =, +, - or @ would run as a formula in a spreadsheet (OWASP CSV injection).
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The report as CSV text (row, column, reason), with a byte order mark so Excel reads it as UTF-8. */
export function skippedRowsCsv(rows: readonly SheetProblem[], headers: readonly [string, string, string]): string {
  const lines = [headers, ...rows.map((row) => [row.row, row.column, row.message] as const)];
  return `\uFEFF${lines.map((line) => line.map(csvField).join(",")).join("\r\n")}\r\n`;
}

/**
 * Rows an import left out, with a report to download, fix and upload again; `outsideCatalogue` of
 * them name no category of the catalogue (decision 091).
 */
export function SkippedRows({ rows, outsideCatalogue = 0 }: { rows: SheetProblem[]; outsideCatalogue?: number }) {
  const { t, language } = staffImportTexts.useTexts();
  const id = useId();
  const headers = [t("import.skipped.row"), t("import.skipped.column"), t("import.skipped.reason")] as const;
  const download = () => {
    const blob = new Blob([skippedRowsCsv(rows, headers)], { type: "text/csv;charset=utf-8" });
    const url = URL.createObjectURL(blob);
    const link = document.createElement("a");
    link.href = url;
    link.download = t("import.skipped.fileName");
    document.body.append(link);
    link.click();
    link.remove();
    URL.revokeObjectURL(url);
  };
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
