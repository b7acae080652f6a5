import { type FitDetails, formatFitDetails, splitFitDetails } from "./fitment-details.ts";
import { partNumberKey } from "./part-number.ts";
import { resolveVehicleMake } from "./resolve.ts";
import { vehicleMakes } from "./vehicle-makes.ts";

/**
 * The vehicles a part fits, as staff type them in a sheet's "Fits" cell and as the products row
 * stores them: entries separated by ";" or line breaks, each a make, a model, optional years and
 * optional details in brackets ("Hyundai Creta 2015-2020 (1.6 CRDi, MT); Kia Seltos 2019-").
 * docs/import-format.md describes the syntax.
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
  return text
    .split(/[;\r\n]+/)
    .map((entry) => entry.trim().replace(/\s+/g, " "))
    .filter((entry) => entry !== "");
}

function quoted(value: string): string {
  return `"${value.length > 60 ? `${value.slice(0, 57)}…` : value}"`;
}

const acceptedMakes = vehicleMakes.map((m) => m.name).join(", ");

/** The make at the start of an entry (one to three words: "Land Rover", "Mahindra & Mahindra"). */
export function leadingMake(words: readonly string[]) {
  for (let count = Math.min(3, words.length); count >= 1; count--) {
    const make = resolveVehicleMake(words.slice(0, count).join(" "));
    if (make) return { make, rest: words.slice(count).join(" ") };
  }
  return undefined;
}

/** "Creta 2015-2020" → model and years; years stand last, after a space. */
export function splitYears(rest: string): { model: string; from: string | null; to: string | null } {
  const range = rest.match(/^(.*?)\s*(?:^|\s)(\d{4})?\s*[-–—]\s*(\d{4})?$/u);
  if (range && (range[2] || range[3])) return { model: range[1] ?? "", from: range[2] ?? null, to: range[3] ?? null };
  const single = rest.match(/^(.*?)\s*(?:^|\s)(\d{4})$/u);
  if (single) return { model: single[1] ?? "", from: single[2] ?? null, to: single[2] ?? null };
  return { model: rest, from: null, to: null };
}

/** One entry of a Fits cell to a VehicleFit, or the message that says what is wrong with it. */
export function parseFit(entry: string, now: Date = new Date()): VehicleFit | { error: string } {
  const { vehicle, details, error } = splitFitDetails(entry);
  if (error) return { error: `The details of ${quoted(entry)} do not read: ${error}.` };
  const found = leadingMake(vehicle.split(" "));
  if (!found) {
    return { error: `Unknown vehicle make in ${quoted(entry)}. Start each vehicle with one of: ${acceptedMakes}.` };
  }
  const { model, from, to } = splitYears(found.rest);
  const trimmedModel = model.trim();
  if (trimmedModel === "" || modelKey(trimmedModel) === "") {
    return {
      error: `${quoted(entry)} names no model. Write the make, the model and optional years, such as "Hyundai Creta 2015-2020".`,
    };
  }
  if (trimmedModel.length > MAX_MODEL_LENGTH) {
    return { error: `The model in ${quoted(entry)} is longer than ${MAX_MODEL_LENGTH} characters.` };
  }
  const latest = latestModelYear(now);
  const yearFrom = from === null ? null : Number(from);
  const yearTo = to === null ? null : Number(to);
  for (const year of [yearFrom, yearTo]) {
    if (year !== null && (year < EARLIEST_MODEL_YEAR || year > latest)) {
      return {
        error: `Year ${year} in ${quoted(entry)} is not a model year. Use years from ${EARLIEST_MODEL_YEAR} to ${latest}.`,
      };
    }
  }
  if (yearFrom !== null && yearTo !== null && yearFrom > yearTo) {
    return { error: `The years in ${quoted(entry)} run backwards. Write the first year first, such as 2015-2020.` };
  }
  const fit: VehicleFit = { makeSlug: found.make.slug, make: found.make.name, model: trimmedModel, yearFrom, yearTo };
  if (details) fit.details = details;
  return fit;
}

/** What makes two entries one: the vehicle, its years and its details, spelling-blind. */
export function fitIdentity(fit: VehicleFit): string {
  const details = fit.details ? formatFitDetails(fit.details).toLowerCase() : "";
  return `${fit.makeSlug}|${modelKey(fit.model)}|${fit.yearFrom}|${fit.yearTo}|${details}`;
}

/** Every entry of a Fits cell: the vehicles, duplicates dropped, and a message per faulty entry. */
export function parseFits(text: string, now: Date = new Date()): { fits: VehicleFit[]; errors: string[] } {
  const fits: VehicleFit[] = [];
  const errors: string[] = [];
  const seen = new Set<string>();
  for (const entry of splitListCell(text)) {
    const fit = parseFit(entry, now);
    if ("error" in fit) {
      errors.push(fit.error);
      continue;
    }
    const identity = fitIdentity(fit);
    if (seen.has(identity)) continue;
    seen.add(identity);
    fits.push(fit);
  }
  return { fits, errors };
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
