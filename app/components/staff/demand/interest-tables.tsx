import type { DemandReport } from "#app/api/demand.ts";
import { formatNumber } from "../ui.tsx";
import { cell, numberCell, ReportTable, type TableTexts } from "./report-table.tsx";
import { Sparkline } from "./sparkline.tsx";

// The Demand tab's tables of what buyers looked at: vehicles searched, products viewed and enquired
// for, WhatsApp and call clicks by page, and listings that showed nothing.

export function VehiclesSearched({ report, texts }: { report: DemandReport; texts: TableTexts }) {
  const { t, language } = texts;
  const name = (row: DemandReport["vehicles"][number]) =>
    `${row.makeName} ${row.model || t("demand.vehicles.anyModel")}`;
  const headers = [t("demand.vehicles.vehicle"), t("demand.vehicles.count"), t("demand.vehicles.parts")];
  return (
    <ReportTable
      t={t}
      title={t("demand.vehicles.title")}
      fileName={`vehicles-searched-${report.days}d.csv`}
      count={report.vehicles.length}
      csv={() => [headers, ...report.vehicles.map((row) => [name(row), row.hits, row.activeParts])]}
      columns={[
        { label: headers[0] ?? "", className: cell },
        { label: headers[1] ?? "", className: `${cell} text-end` },
        { label: headers[2] ?? "", className: `${cell} text-end` },
      ]}
    >
      {report.vehicles.map((row) => (
        <tr key={`${row.make}|${row.model}`} data-testid="vehicle-row">
          <th scope="row" className={`${cell} font-semibold text-ink`}>
            {name(row)}
          </th>
          <td className={numberCell}>{formatNumber(row.hits, language)}</td>
          <td className={numberCell}>{formatNumber(row.activeParts, language)}</td>
        </tr>
      ))}
    </ReportTable>
  );
}

function ProductsByHits({
  rows,
  title,
  countLabel,
  fileName,
  testId,
  texts,
}: {
  rows: DemandReport["mostViewed"];
  title: string;
  countLabel: string;
  fileName: string;
  testId: string;
  texts: TableTexts;
}) {
  const { t, language } = texts;
  const headers = [t("demand.viewed.product"), t("demand.viewed.partNumber"), countLabel];
  const name = (row: DemandReport["mostViewed"][number]) => row.name ?? t("demand.viewed.removed", { id: row.id });
  return (
    <ReportTable
      t={t}
      title={title}
      fileName={fileName}
      count={rows.length}
      csv={() => [headers, ...rows.map((row) => [name(row), row.partNumber ?? "", row.hits])]}
      columns={[
        { label: headers[0] ?? "", className: cell },
        { label: headers[1] ?? "", className: cell },
        { label: headers[2] ?? "", className: `${cell} text-end` },
      ]}
    >
      {rows.map((row) => (
        <tr key={row.id} data-testid={testId}>
          <th scope="row" className={`${cell} font-semibold text-ink`}>
            {name(row)}
          </th>
          <td className={`${cell} font-mono`}>{row.partNumber ?? "—"}</td>
          <td className={numberCell}>{formatNumber(row.hits, language)}</td>
        </tr>
      ))}
    </ReportTable>
  );
}

export function MostViewed({ report, texts }: { report: DemandReport; texts: TableTexts }) {
  return (
    <ProductsByHits
      rows={report.mostViewed}
      title={texts.t("demand.viewed.title")}
      countLabel={texts.t("demand.viewed.count")}
      fileName={`most-viewed-${report.days}d.csv`}
      testId="viewed-row"
      texts={texts}
    />
  );
}

/** Products by the enquiry-list lines that named them (decision 152). */
export function MostEnquired({ report, texts }: { report: DemandReport; texts: TableTexts }) {
  return (
    <ProductsByHits
      rows={report.mostEnquired}
      title={texts.t("demand.enquired.title")}
      countLabel={texts.t("demand.enquired.count")}
      fileName={`most-enquired-${report.days}d.csv`}
      testId="enquired-row"
      texts={texts}
    />
  );
}

const pageKeys = ["home", "product", "brand", "category", "search", "contact", "blog", "other"] as const;

export function ClicksByPage({ report, texts }: { report: DemandReport; texts: TableTexts }) {
  const { t, language } = texts;
  const channel = (value: string) => (value === "whatsapp" || value === "call" ? t(`demand.channel.${value}`) : value);
  const page = (value: string) => {
    const known = pageKeys.find((key) => key === value);
    return known ? t(`demand.page.${known}`) : value;
  };
  const headers = [t("demand.clicks.channel"), t("demand.clicks.page"), t("demand.clicks.count")];
  return (
    <ReportTable
      t={t}
      title={t("demand.clicks.title")}
      fileName={`clicks-${report.days}d.csv`}
      count={report.clicks.length}
      csv={() => [headers, ...report.clicks.map((row) => [channel(row.channel), page(row.pageType), row.hits])]}
      columns={[
        { label: headers[0] ?? "", className: cell },
        { label: headers[1] ?? "", className: cell },
        { label: headers[2] ?? "", className: `${cell} text-end` },
      ]}
    >
      {report.clicks.map((row) => (
        <tr key={`${row.channel}|${row.pageType}`}>
          <th scope="row" className={`${cell} font-semibold text-ink`}>
            {channel(row.channel)}
          </th>
          <td className={cell}>{page(row.pageType)}</td>
          <td className={numberCell}>{formatNumber(row.hits, language)}</td>
        </tr>
      ))}
    </ReportTable>
  );
}

/**
 * A table of subjects, each with its count and its daily trend: the listings that answered empty and
 * the whole jobs asked for share it.
 */
function SubjectTrendTable({
  rows,
  texts,
  title,
  headers,
  fileName,
}: {
  rows: DemandReport["emptyPages"];
  texts: TableTexts;
  title: string;
  headers: [string, string];
  fileName: string;
}) {
  const { t, language } = texts;
  return (
    <ReportTable
      t={t}
      title={title}
      fileName={fileName}
      count={rows.length}
      csv={() => [headers, ...rows.map((row) => [row.subject, row.hits])]}
      columns={[
        { label: headers[0], className: cell },
        { label: headers[1], className: `${cell} text-end` },
        { label: t("demand.zero.trend"), className: cell },
      ]}
    >
      {rows.map((row) => (
        <tr key={row.subject}>
          <th scope="row" className={`${cell} font-mono text-ink`}>
            {row.subject}
          </th>
          <td className={numberCell}>{formatNumber(row.hits, language)}</td>
          <td className={cell}>
            <Sparkline values={row.daily} label={t("demand.trend", { values: row.daily.join(", ") })} />
          </td>
        </tr>
      ))}
    </ReportTable>
  );
}

export function EmptyListings({ report, texts }: { report: DemandReport; texts: TableTexts }) {
  const { t } = texts;
  return (
    <SubjectTrendTable
      rows={report.emptyPages}
      texts={texts}
      title={t("demand.emptyPages.title")}
      headers={[t("demand.emptyPages.page"), t("demand.emptyPages.count")]}
      fileName={`empty-listings-${report.days}d.csv`}
    />
  );
}

/** Whole jobs asked for (issue 44), by job and car: what workshops plan to do to which cars. */
export function JobsAsked({ report, texts }: { report: DemandReport; texts: TableTexts }) {
  const { t } = texts;
  return (
    <SubjectTrendTable
      rows={report.jobsAsked}
      texts={texts}
      title={t("demand.jobs.title")}
      headers={[t("demand.jobs.job"), t("demand.jobs.count")]}
      fileName={`jobs-asked-${report.days}d.csv`}
    />
  );
}
