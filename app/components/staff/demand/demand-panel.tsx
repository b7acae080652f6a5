import { useCallback, useEffect, useId, useState } from "react";
import { type DemandReport, type DemandWindow, demandWindows, type NotStockedRequest } from "#app/api/demand.ts";
import type { Product } from "#app/catalogue/product.ts";
import { demandTexts } from "#app/i18n/texts/staff-demand.ts";
import { apiRequest } from "#app/utils/staff-api.ts";
import { ProductForm } from "../products/product-form.tsx";
import type { ProductPrefill } from "../products/product-form-values.ts";
import { LoadFailed, MessageBox, type Notice, Spinner, StaffButton } from "../ui.tsx";
import {
  ClicksByPage,
  EmptyListings,
  JobsAsked,
  MostEnquired,
  MostViewed,
  VehiclesSearched,
} from "./interest-tables.tsx";
import { EnquiredNotListed, NumbersNotCarried, ZeroResultSearches } from "./unanswered-demand.tsx";
import { ZeroResultRate } from "./zero-result-rate.tsx";

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
          <JobsAsked report={report} texts={{ t, language }} />
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
