import { useState } from "react";
import type { SheetProblem } from "#app/api/imports.ts";
import { staffTexts } from "#app/i18n/texts/staff.ts";
import { staffMappingTexts } from "#app/i18n/texts/staff-mapping.ts";
import { StaffTable } from "./staff-table.tsx";
import { formatNumber, StaffButton } from "./ui.tsx";

/** How many faults show before "Show all": a sheet of 50,000 wrong rows must not freeze the page. */
const FIRST_PROBLEMS = 100;

/**
 * The faults of a refused sheet, by spreadsheet row and column, for staff to fix in the sheet. The
 * server lists the first 1,000 of them; `total` counts them all, and the heading says so.
 */
export function SheetProblems({
  problems,
  total = problems.length,
  headerRow = 1,
}: {
  problems: SheetProblem[];
  total?: number;
  /** The header row the check read: row numbers are the sheet's own. */
  headerRow?: number;
}) {
  const { t, language } = staffTexts.useTexts();
  const mappingTexts = staffMappingTexts.useTexts();
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? problems : problems.slice(0, FIRST_PROBLEMS);
  return (
    <section aria-labelledby="sheet-problems-title" className="rounded-xl bg-white ring-1 ring-red-200">
      <div className="border-b border-red-100 px-4 py-3 sm:px-5">
        <h3 id="sheet-problems-title" className="font-semibold text-red-900">
          {t("staff.problems.title", { count: formatNumber(total, language) })}
        </h3>
        <p className="mt-0.5 text-sm text-slate-700">{mappingTexts.t("mapping.problemsIntro", { row: headerRow })}</p>
        {total > problems.length ? (
          <p className="mt-0.5 text-sm text-slate-700">
            {t("staff.problems.firstOnly", {
              listed: formatNumber(problems.length, language),
              count: formatNumber(total, language),
            })}
          </p>
        ) : null}
      </div>
      <StaffTable
        caption={t("staff.problems.caption")}
        scroll="max-h-[28rem]"
        tone="red"
        columns={[
          { label: t("staff.problems.row"), className: "px-4 py-2 sm:px-5" },
          { label: t("staff.problems.column"), className: "hidden px-2 py-2 sm:table-cell" },
          { label: t("staff.problems.message"), className: "px-2 py-2 pe-4" },
        ]}
      >
        {shown.map((problem, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a row can hold several faults; the list never reorders
          <tr key={index} className="align-top">
            <td className="px-4 py-2 sm:px-5">
              <span className="font-mono font-semibold tabular-nums">{problem.row || "—"}</span>
              <span className="block text-xs text-slate-600 sm:hidden">{problem.column}</span>
            </td>
            <td className="hidden px-2 py-2 whitespace-nowrap text-slate-800 sm:table-cell">{problem.column || "—"}</td>
            <td className="px-2 py-2 pe-4 text-slate-800">{problem.message}</td>
          </tr>
        ))}
      </StaffTable>
      {problems.length > shown.length ? (
        <div className="border-t border-red-100 px-4 py-2 sm:px-5">
          <StaffButton look="quiet" onClick={() => setShowAll(true)}>
            {t("staff.problems.showAll", { count: formatNumber(problems.length, language) })}
          </StaffButton>
        </div>
      ) : null}
    </section>
  );
}
