import { type FitDetails, formatFitDetails } from "./fitment-details.ts";
import { partNumberKey } from "./part-number.ts";

/**
 * The vehicles a part fits, as staff type them in a sheet's "Fits" cell and as the products row
 * stores them: entries separated by ";" or line breaks, each a make, a model, optional years and
 * optional details in brackets ("Hyundai Creta 2015-2020 (1.6 CRDi, MT); Kia Seltos 2019-").
 * docs/import-format.md describes the syntax. Reading it is fitment-parse.ts's: pages that only show
 * fits do not carry it.
 */
export interface VehicleFit {
  makeSlug: string;
  /** The canonical make name, e.g. "Maruti Suzuki" for "Maruti". */
  make: string;
  /** The model as typed, spaces collapsed: "Innova Crysta". */
  model: string;
  /** First and last model year, inclusive; null is open-ended. */
  yearFrom: number | null;
  yearTo: number | null;
  /** Engine, fuel, gearbox, AC type, months and a note, when the line narrows the vehicle (decision 131). */
  details?: FitDetails | undefined;
}

export const MAX_MODEL_LENGTH = 60;
export const EARLIEST_MODEL_YEAR = 1950;

/** The latest plausible model year: cars are sold as next year's model a year ahead. */
export function latestModelYear(now: Date = new Date()): number {
  return now.getUTCFullYear() + 2;
}

/** The key two spellings of a model share: "Scorpio-N", "scorpio n" and "SCORPION" are one model. */
export function modelKey(model: string): string {
  return partNumberKey(model);
}

/** The model as a readable URL value: "Innova Crysta" → "innova-crysta"; modelKey reads it back. */
export function modelSlug(model: string): string {
  return model
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-|-$/g, "");
}

/** The entries of a list cell: split at ";" and line breaks, trimmed, inner spaces collapsed, empties dropped. */
export function splitListCell(text: string): string[] {
  // Most rows leave their list cells empty: an import splits each of them several times.
  if (text === "") return [];
  return text
    .split(/[;\r\n]+/)
    .map((entry) => entry.trim().replace(/\s+/g, " "))
    .filter((entry) => entry !== "");
}

/** Years as the sheet writes them: "2015-2020", "2019-", "-2012", "2018", or "" for any year. */
export function formatYears(fit: Pick<VehicleFit, "yearFrom" | "yearTo">): string {
  const { yearFrom: from, yearTo: to } = fit;
  if (from !== null && to !== null) return from === to ? String(from) : `${from}-${to}`;
  if (from !== null) return `${from}-`;
  if (to !== null) return `-${to}`;
  return "";
}

/** One fit as the sheet writes it: "Hyundai Creta 2015-2020 (1.6 CRDi, MT)". */
export function formatFit(fit: VehicleFit): string {
  const years = formatYears(fit);
  const details = fit.details ? formatFitDetails(fit.details) : "";
  return `${fit.make} ${fit.model}${years ? ` ${years}` : ""}${details ? ` (${details})` : ""}`;
}

/** The stored (and exported) form of a Fits cell: canonical makes, entries joined by "; ". */
export function formatFits(fits: readonly VehicleFit[]): string {
  return fits.map(formatFit).join("; ");
}
