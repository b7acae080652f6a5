import { useId } from "react";
import type { DemandReport } from "#app/api/demand.ts";
import { type Language, languageLocale } from "#app/i18n/language.ts";
import { formatNumber } from "../ui.tsx";
import type { DemandT } from "./report-table.tsx";
import { Sparkline } from "./sparkline.tsx";

function percent(rate: number, language: Language): string {
  return new Intl.NumberFormat(languageLocale(language), { style: "percent", maximumFractionDigits: 1 }).format(rate);
}

/** The share of searches that found nothing, its trend and the window before. */
export function ZeroResultRate({ report, t, language }: { report: DemandReport; t: DemandT; language: Language }) {
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
