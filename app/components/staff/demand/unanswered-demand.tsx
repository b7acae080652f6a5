import type { DemandReport } from "#app/api/demand.ts";
import { formatNumber } from "../ui.tsx";
import { type Actions, cell, numberCell, ReportTable, type TableTexts } from "./report-table.tsx";
import { Sparkline } from "./sparkline.tsx";

// The Demand tab's tables of what buyers asked for and the catalogue did not answer, each row with
// the actions that add a product or mark it not stocked.

/** What one "asked for, not found" table shows: its rows, its words, and how a row's kind reads. */
interface AskedForTable {
  rows: DemandReport["zeroResults"];
  title: string;
  headers: [subject: string, kind: string, count: string];
  fileName: string;
  testId: string;
  kindLabel: (kind: string) => string;
}

/**
 * Demand nothing in the catalogue answered (searches with no result, enquiry-list lines that
 * named no product), with its trend and the actions that add a product or mark it not stocked.
 */
function AskedForRows({ table, texts, actions }: { table: AskedForTable; texts: TableTexts; actions: Actions }) {
  const { t, language } = texts;
  const { rows, headers, kindLabel } = table;
  return (
    <ReportTable
      t={t}
      title={table.title}
      fileName={table.fileName}
      count={rows.length}
      csv={() => [headers, ...rows.map((row) => [row.subject, kindLabel(row.detail), row.hits])]}
      columns={[
        { label: headers[0], className: cell },
        { label: headers[1], className: cell },
        { label: headers[2], className: `${cell} text-end` },
        { label: t("demand.zero.trend"), className: cell },
        { label: t("demand.zero.actions"), className: cell },
      ]}
    >
      {rows.map((row) => (
        <tr key={row.subject} data-testid={table.testId}>
          <th scope="row" className={`${cell} font-semibold text-ink`}>
            {row.subject}
          </th>
          <td className={cell}>{kindLabel(row.detail)}</td>
          <td className={numberCell}>{formatNumber(row.hits, language)}</td>
          <td className={cell}>
            <Sparkline values={row.daily} label={t("demand.trend", { values: row.daily.join(", ") })} />
          </td>
          <td className={cell}>
            {actions(
              row.subject,
              "search",
              row.detail === "number" ? { partNumber: row.subject.toUpperCase() } : { name: row.subject },
            )}
          </td>
        </tr>
      ))}
    </ReportTable>
  );
}

export function ZeroResultSearches({
  report,
  texts,
  actions,
}: {
  report: DemandReport;
  texts: TableTexts;
  actions: Actions;
}) {
  const { t } = texts;
  const table: AskedForTable = {
    rows: report.zeroResults,
    title: t("demand.zero.title"),
    headers: [t("demand.zero.search"), t("demand.zero.kind"), t("demand.zero.count")],
    fileName: `searches-no-result-${report.days}d.csv`,
    testId: "zero-result-row",
    kindLabel: (kind) =>
      kind === "number" || kind === "vehicle" || kind === "words" ? t(`demand.kind.${kind}`) : kind,
  };
  return <AskedForRows table={table} texts={texts} actions={actions} />;
}

export function NumbersNotCarried({
  report,
  texts,
  actions,
}: {
  report: DemandReport;
  texts: TableTexts;
  actions: Actions;
}) {
  const { t, language } = texts;
  const lookalike = (row: DemandReport["numbersNotCarried"][number]) =>
    row.lookalike
      ? row.lookalike.oe
        ? `${row.lookalike.number} (${t("demand.numbers.oe", { partNumber: row.lookalike.partNumber })})`
        : `${row.lookalike.number} (${row.lookalike.brandSlug})`
      : t("demand.numbers.none");
  const headers = [t("demand.numbers.number"), t("demand.numbers.count"), t("demand.numbers.lookalike")];
  return (
    <ReportTable
      t={t}
      title={t("demand.numbers.title")}
      fileName={`numbers-not-carried-${report.days}d.csv`}
      count={report.numbersNotCarried.length}
      csv={() => [headers, ...report.numbersNotCarried.map((row) => [row.key, row.hits, lookalike(row)])]}
      columns={[
        { label: headers[0] ?? "", className: cell },
        { label: headers[1] ?? "", className: `${cell} text-end` },
        { label: headers[2] ?? "", className: cell },
        { label: t("demand.zero.actions"), className: cell },
      ]}
    >
      {report.numbersNotCarried.map((row) => (
        <tr key={row.key} data-testid="missing-number-row">
          <th scope="row" className={`${cell} font-mono font-semibold text-ink`}>
            {row.key}
          </th>
          <td className={numberCell}>{formatNumber(row.hits, language)}</td>
          <td className={cell}>{lookalike(row)}</td>
          <td className={cell}>{actions(row.key, "number", { partNumber: row.key })}</td>
        </tr>
      ))}
    </ReportTable>
  );
}

/** Lines of enquiry lists no product answered, as the buyer wrote them (folded), with "add a product". */
export function EnquiredNotListed({
  report,
  texts,
  actions,
}: {
  report: DemandReport;
  texts: TableTexts;
  actions: Actions;
}) {
  const { t } = texts;
  const table: AskedForTable = {
    rows: report.enquiredNotListed,
    title: t("demand.enquiredNotListed.title"),
    headers: [
      t("demand.enquiredNotListed.text"),
      t("demand.enquiredNotListed.kind"),
      t("demand.enquiredNotListed.count"),
    ],
    fileName: `enquired-not-listed-${report.days}d.csv`,
    testId: "enquired-not-listed-row",
    kindLabel: (kind) => (kind === "number" ? t("demand.kind.number") : t("demand.enquiredNotListed.words")),
  };
  return <AskedForRows table={table} texts={texts} actions={actions} />;
}
