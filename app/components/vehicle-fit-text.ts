import type { FitDetails } from "#app/catalogue/fitment-details.ts";
import { sheetMonth } from "#app/catalogue/fitment-details.ts";
import type { YearRange } from "#app/catalogue/vehicle-generations.ts";
import type { FinderKey } from "#app/i18n/texts/parts-finder.ts";
import type { Translate } from "#app/i18n/translate.ts";

/**
 * A fit's years and details in words, as a product page and a vehicle page say them: "2015–2020",
 * "2020 onwards", "up to 2012", or "" for a fit without years.
 */
export function fitYears(fit: YearRange, t: Translate<FinderKey>): string {
  if (fit.yearFrom !== null && fit.yearTo !== null) {
    return fit.yearFrom === fit.yearTo
      ? String(fit.yearFrom)
      : t("finder.yearsRange", { from: fit.yearFrom, to: fit.yearTo });
  }
  if (fit.yearFrom !== null) return t("finder.yearsFrom", { from: fit.yearFrom });
  return fit.yearTo !== null ? t("finder.yearsTo", { to: fit.yearTo }) : "";
}

/** "1.6 CRDi · diesel · manual gearbox · from 03/2017": what narrows the vehicle (decision 131). */
export function fitDetails(details: FitDetails, t: Translate<FinderKey>): string {
  return [
    details.engine,
    details.fuel && t(`finder.fuel.${details.fuel}`),
    details.transmission && t(`finder.transmission.${details.transmission}`),
    details.ac && t(`finder.ac.${details.ac}`),
    details.monthFrom && t("finder.monthFrom", { month: sheetMonth(details.monthFrom) }),
    details.monthTo && t("finder.monthTo", { month: sheetMonth(details.monthTo) }),
    details.note,
  ]
    .filter(Boolean)
    .join(" · ");
}
