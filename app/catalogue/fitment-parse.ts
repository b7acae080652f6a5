import {
  EARLIEST_MODEL_YEAR,
  latestModelYear,
  MAX_MODEL_LENGTH,
  modelKey,
  splitListCell,
  type VehicleFit,
} from "./fitment.ts";
import { formatFitDetails } from "./fitment-details.ts";
import { splitFitDetails } from "./fitment-details-reading.ts";
import { resolveVehicleMake } from "./resolve.ts";
import { vehicleMakes } from "./vehicle-makes.ts";

/*
 * Reading a Fits text (fitment.ts describes it) into vehicles, with a message per faulty entry: the
 * import's, the product form's and the server's. Apart from fitment.ts, which public pages load.
 */

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
