import { EARLIEST_MODEL_YEAR, latestModelYear, splitListCell, type VehicleFit } from "./fitment.ts";
import { splitFitDetails } from "./fitment-details-reading.ts";
import { fitIdentity, leadingMake, parseFit, splitYears } from "./fitment-parse.ts";

/*
 * How an import and the product form read a Fits text written by anyone (decision 093): vehicles the
 * finder can list, and the rest kept as a note. Apart from fitment.ts so that the public pages, which
 * only show fits, do not carry the reading's code.
 */

/** A word that starts an engine description: "2.4l", "1.6l+l4+diesel", "transit+custom". */
const isEngineWord = (word: string) => word.includes("+") || /^\d+(\.\d+)?l$/i.test(word);
const YEARS_WORD = /^(?:\d{4}(?:[-–—]\d{4}?)?|[-–—]\d{4})$/u;

/**
 * A scraped site's "make years model engine" ("toyota 2016-2020 innova crysta 2.4l+l4+diesel") in
 * the sheet's order ("Toyota innova crysta 2016-2020") and the engine words it leaves out; the entry
 * unchanged when it has neither leading years nor engine words.
 */
function reordered(entry: string): { entry: string; engine: string } {
  // Details in brackets (decision 131) stay at the end, as they were written.
  const { vehicle } = splitFitDetails(entry);
  const details = entry.slice(vehicle.length);
  const found = leadingMake(vehicle.split(" "));
  if (!found) return { entry, engine: "" };
  const words = found.rest === "" ? [] : found.rest.split(" ");
  const years = words[0] !== undefined && YEARS_WORD.test(words[0]) && words.length > 1 ? words.shift() : undefined;
  const engineAt = words.findIndex(isEngineWord);
  if (years === undefined && engineAt === -1) return { entry, engine: "" };
  const model = engineAt === -1 ? words : words.slice(0, engineAt);
  const engine = engineAt === -1 ? "" : words.slice(engineAt).join(" ");
  return { entry: [found.make.name, ...model, ...(years ? [years] : [])].join(" ") + details, engine };
}

/** Words a model may have at most; longer text is a description of a vehicle, not a model. */
const MAX_MODEL_WORDS = 4;

/**
 * Whether a parsed entry reads as a vehicle for the finder (decision 093): a model of one to four
 * words of letters, digits and - . / ( ) & ' with no model year inside it. "Ford 2018
 * transit+custom 2.2l+l4+diesel" has a year before the model and "+" joins: it is not one.
 */
function readsAsModel(model: string, now: Date): boolean {
  const words = model.split(" ");
  if (words.length > MAX_MODEL_WORDS) return false;
  if (!/^[\p{L}\p{N} .\-/()&']+$/u.test(model)) return false;
  const latest = latestModelYear(now);
  return !words.some((word) => /^\d{4}$/.test(word) && Number(word) >= EARLIEST_MODEL_YEAR && Number(word) <= latest);
}

/**
 * A Fits text as an import and the product form read it: the vehicles, the entries that are not a
 * vehicle (no known make, or no model the finder could list) kept as a note, and the faults of
 * entries that are plainly vehicles (years backwards or out of range, no model).
 */
export function readFits(
  text: string,
  now: Date = new Date(),
): { fits: VehicleFit[]; notes: string[]; errors: string[] } {
  const fits: VehicleFit[] = [];
  const notes: string[] = [];
  const errors: string[] = [];
  const seen = new Set<string>();
  for (const written of splitListCell(text)) {
    const { entry, engine } = reordered(written);
    const found = leadingMake(splitFitDetails(entry).vehicle.split(" "));
    const { model } = found ? splitYears(found.rest) : { model: "" };
    // No make, no model left before the engine words, or a model the finder could not list: a note.
    // A make with no model and no engine ("Kia 2019-") is a vehicle written short: a fault, as before.
    const modelText = model.trim();
    const notAVehicle = !found || (modelText === "" ? engine !== "" : !readsAsModel(modelText, now));
    if (notAVehicle) {
      if (!notes.includes(written)) notes.push(written);
      continue;
    }
    const fit = parseFit(entry, now);
    if ("error" in fit) {
      errors.push(fit.error);
      continue;
    }
    // The engine is what a buyer checks next: kept with the vehicle it belongs to, as a note.
    if (engine !== "") notes.push(`${fit.make} ${fit.model}: ${engine}`);
    const identity = fitIdentity(fit);
    if (seen.has(identity)) continue;
    seen.add(identity);
    fits.push(fit);
  }
  return { fits, notes, errors };
}

/** A product's whole Fits text as staff read and write it: its vehicles, then its note. */
export function fitsWithNote(fits: string, note: string): string {
  return [fits, note].filter((part) => part !== "").join("; ");
}
