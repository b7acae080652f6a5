import { type ReactNode, useCallback, useEffect, useId, useState } from "react";
import { type DemandReport, type DemandWindow, demandWindows, type NotStockedRequest } from "#app/api/demand.ts";
import type { Product } from "#app/catalogue/product.ts";
import { DownloadIcon } from "#app/components/ui/icons/staff.tsx";
import { type Language, languageLocale } from "#app/i18n/language.ts";
import { demandTexts } from "#app/i18n/texts/staff-demand.ts";
import { downloadCsv, toCsv } from "#app/utils/csv.ts";
import { apiRequest } from "#app/utils/staff-api.ts";
import { ProductForm, type ProductPrefill } from "../products/product-form.tsx";
import { StaffTable } from "../staff-table.tsx";
import { formatNumber, LoadFailed, MessageBox, type Notice, Spinner, StaffButton } from "../ui.tsx";
import { Sparkline } from "./sparkline.tsx";

type Texts = ReturnType<typeof demandTexts.useTexts>;
type T = Texts["t"];

/**
 * The staff's Demand tab (issue 31, decision 122): what buyers looked for over 7, 30 or 90 days, from
 * `GET /api/demand`. Each table downloads as CSV; a search with no result or a number not carried
 * opens the product form prefilled, or is marked as not stocked and leaves the report.
 * Loaded only when the tab is opened (its own route, /add-products/demand).
 */
export default function DemandPanel() {
  const { t, language } = demandTexts.useTexts();
  const id = useId();
  const [days, setDays] = useState<DemandWindow>(30);
  const [load, setLoad] = useState<
    { status: "loading"; report: DemandReport | null } | { status: "ready"; report: DemandReport } | { status: "error" }
  >({ status: "loading", report: null });
  const [notice, setNotice] = useState<Notice | null>(null);
  const [adding, setAdding] = useState<ProductPrefill | null>(null);

  const fetchReport = useCallback(async (window: DemandWindow) => {
    setLoad((current) => ({ status: "loading", report: current.status === "error" ? null : current.report }));
    const result = await apiRequest("GET /demand", { query: { days: window } });
    if (result.status === 401) return;
    setLoad(result.ok ? { status: "ready", report: result.data.report } : { status: "error" });
  }, []);

  useEffect(() => {
    fetchReport(days);
  }, [days, fetchReport]);

  const markNotStocked = async (request: NotStockedRequest) => {
    setNotice(null);
    const result = await apiRequest("POST /demand/not-stocked", { json: request });
    if (result.status === 401) return;
    setNotice(
      result.ok
        ? { tone: "success", text: t("demand.notStockedDone", { subject: request.subject }) }
        : { tone: "error", text: t("demand.notStockedError") },
    );
    if (result.ok) fetchReport(days);
  };

  const report = load.status === "error" ? null : load.report;
  const actions = (subject: string, kind: NotStockedRequest["kind"], prefill: ProductPrefill) => (
    <div className="flex flex-wrap gap-1">
      <StaffButton look="quiet" aria-label={t("demand.addFor", { subject })} onClick={() => setAdding(prefill)}>
        {t("demand.add")}
      </StaffButton>
      <StaffButton
        look="quiet"
        aria-label={t("demand.notStockedFor", { subject })}
        onClick={() => markNotStocked({ kind, subject })}
      >
        {t("demand.notStocked")}
      </StaffButton>
    </div>
  );

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id={`${id}-title`} className="text-xl font-bold text-ink sm:text-2xl">
            {t("demand.title")}
          </h2>
          <p className="mt-1 max-w-2xl text-slate-600">{t("demand.intro")}</p>
        </div>
        <fieldset className="flex flex-wrap items-center gap-2">
          <legend className="sr-only">{t("demand.window")}</legend>
          {demandWindows.map((window) => (
            <label
              key={window}
              className="inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-lg px-3 text-sm font-semibold ring-1 ring-slate-300 has-checked:bg-brand-700 has-checked:text-white has-checked:ring-brand-700 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700"
            >
              <input
                type="radio"
                name={`${id}-days`}
                value={window}
                checked={days === window}
                onChange={() => setDays(window)}
                className="sr-only"
              />
              {t("demand.days", { days: window })}
            </label>
          ))}
        </fieldset>
      </div>

      <MessageBox notice={notice} />

      {load.status === "error" ? (
        <LoadFailed message={t("demand.loadError")} onRetry={() => fetchReport(days)} />
      ) : !report ? (
        <p className="flex items-center gap-3 py-10 text-slate-600">
          <Spinner className="size-5 text-brand-700" />
          {t("demand.loading")}
        </p>
      ) : (
        <div
          aria-busy={load.status === "loading"}
          className={load.status === "loading" ? "space-y-6 opacity-60" : "space-y-6"}
        >
          <ZeroResultRate report={report} t={t} language={language} />
          <ZeroResultSearches report={report} texts={{ t, language }} actions={actions} />
          <NumbersNotCarried report={report} texts={{ t, language }} actions={actions} />
          <VehiclesSearched report={report} texts={{ t, language }} />
          <MostViewed report={report} texts={{ t, language }} />
          <MostEnquired report={report} texts={{ t, language }} />
          <EnquiredNotListed report={report} texts={{ t, language }} actions={actions} />
          <ClicksByPage report={report} texts={{ t, language }} />
          <EmptyListings report={report} texts={{ t, language }} />
        </div>
      )}

      <ProductForm
        open={adding !== null}
        product={null}
        prefill={adding ?? undefined}
        onClose={() => setAdding(null)}
        onSaved={(product: Product) => {
          setAdding(null);
          setNotice({
            tone: "success",
            text: t("demand.productAdded"),
            detail: `${product.name} · ${product.partNumber}`,
          });
          fetchReport(days);
        }}
      />
    </section>
  );
}

function percent(rate: number, language: Language): string {
  return new Intl.NumberFormat(languageLocale(language), { style: "percent", maximumFractionDigits: 1 }).format(rate);
}

function ZeroResultRate({ report, t, language }: { report: DemandReport; t: T; language: Language }) {
  const { rate, previous, searches, daily } = report.zeroResultRate;
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h3 id={id} className="text-lg font-semibold text-ink">
        {t("demand.rate.title")}
      </h3>
      <div className="mt-2 flex flex-wrap items-center gap-x-6 gap-y-2">
        <p className="text-2xl font-bold text-ink" data-testid="zero-result-rate">
          {rate === null
            ? t("demand.rate.none")
            : t("demand.rate.value", { rate: percent(rate, language), searches: formatNumber(searches, language) })}
        </p>
        {rate === null ? null : (
          <Sparkline
            values={daily}
            label={t("demand.trend", {
              values: daily.map((value) => (value === null ? "–" : percent(value, language))).join(", "),
            })}
          />
        )}
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {previous === null
          ? t("demand.rate.previousNone")
          : t("demand.rate.previous", { rate: percent(previous, language) })}
      </p>
    </section>
  );
}

interface TableTexts {
  t: T;
  language: Language;
}

/** One table of the report under its heading, with its CSV download; an empty one says so. */
function ReportTable({
  title,
  fileName,
  columns,
  csv,
  children,
  count,
  t,
}: {
  title: string;
  fileName: string;
  columns: { label: string; className: string }[];
  /** The table as CSV lines, headers first. */
  csv: () => (string | number)[][];
  children: ReactNode;
  count: number;
  t: T;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 px-4 py-3 sm:px-6">
        <h3 id={id} className="text-lg font-semibold text-ink">
          {title}
        </h3>
        {count > 0 ? (
          <StaffButton look="quiet" onClick={() => downloadCsv(toCsv(csv()), fileName)} aria-describedby={id}>
            <DownloadIcon className="size-4" />
            {t("demand.csv")}
          </StaffButton>
        ) : null}
      </div>
      {count === 0 ? (
        <p className="px-4 py-6 text-slate-600 sm:px-6">{t("demand.empty")}</p>
      ) : (
        <StaffTable scroll="sideways" columns={columns} caption={title}>
          {children}
        </StaffTable>
      )}
    </section>
  );
}

const cell = "px-4 py-2 sm:px-6";
const numberCell = `${cell} text-end tabular-nums`;

type Actions = (subject: string, kind: NotStockedRequest["kind"], prefill: ProductPrefill) => ReactNode;

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

function ZeroResultSearches({ report, texts, actions }: { report: DemandReport; texts: TableTexts; actions: Actions }) {
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

function NumbersNotCarried({ report, texts, actions }: { report: DemandReport; texts: TableTexts; actions: Actions }) {
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

function VehiclesSearched({ report, texts }: { report: DemandReport; texts: TableTexts }) {
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

function MostViewed({ report, texts }: { report: DemandReport; texts: TableTexts }) {
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
function MostEnquired({ report, texts }: { report: DemandReport; texts: TableTexts }) {
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

/** Lines of enquiry lists no product answered, as the buyer wrote them (folded), with "add a product". */
function EnquiredNotListed({ report, texts, actions }: { report: DemandReport; texts: TableTexts; actions: Actions }) {
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

const pageKeys = ["home", "product", "brand", "category", "search", "contact", "blog", "other"] as const;

function ClicksByPage({ report, texts }: { report: DemandReport; texts: TableTexts }) {
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

function EmptyListings({ report, texts }: { report: DemandReport; texts: TableTexts }) {
  const { t, language } = texts;
  const headers = [t("demand.emptyPages.page"), t("demand.emptyPages.count")];
  return (
    <ReportTable
      t={t}
      title={t("demand.emptyPages.title")}
      fileName={`empty-listings-${report.days}d.csv`}
      count={report.emptyPages.length}
      csv={() => [headers, ...report.emptyPages.map((row) => [row.subject, row.hits])]}
      columns={[
        { label: headers[0] ?? "", className: cell },
        { label: headers[1] ?? "", className: `${cell} text-end` },
        { label: t("demand.zero.trend"), className: cell },
      ]}
    >
      {report.emptyPages.map((row) => (
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
