import {
  type AcType,
  type FitDetails,
  FUEL_WORDS,
  formatFitDetails,
  MAX_DETAILS_LENGTH,
  readEngine,
  type Transmission,
  wordTable,
} from "./fitment-details.ts";

/*
 * Reading the details in brackets after a vehicle (fitment-details.ts describes them), item by item
 * (items separated by commas). A group with no item this reading knows (a model such as "i20
 * (Elite)") is left to the model, as before. Apart from the details' types and written form, which
 * public pages show: only the import, the product form and the server read them.
 */

const TRANSMISSION_WORDS: Readonly<Record<string, Transmission>> = wordTable({
  mt: "MT",
  manual: "MT",
  "manual transmission": "MT",
  at: "AT",
  automatic: "AT",
  "automatic transmission": "AT",
  amt: "AMT",
  cvt: "CVT",
  dct: "DCT",
  dsg: "DCT",
});

const AC_WORDS: Readonly<Record<string, AcType>> = wordTable({
  "manual ac": "manual",
  "manual a/c": "manual",
  "manual climate": "manual",
  "climate control": "climate",
  climate: "climate",
  "auto ac": "climate",
  "automatic ac": "climate",
  "automatic climate": "climate",
  "automatic climate control": "climate",
  climatronic: "climate",
  "without ac": "none",
  "non ac": "none",
  "non-ac": "none",
  "no ac": "none",
});

/** A chassis or VIN boundary is a note, but says the brackets hold details, not a model's name. */
const CHASSIS = /^(?:(?:from|to|up to|until)\s+)?(?:chassis|vin|frame)\b/u;

const MONTH = String.raw`(\d{1,2})\s*[/.-]\s*(\d{4})`;
const MONTH_RANGE = new RegExp(`^${MONTH}\\s*[-–—]\\s*${MONTH}$`, "u");
const MONTH_FROM = new RegExp(`^(?:from|since|desde|onwards from)\\s+${MONTH}$`, "u");
const MONTH_TO = new RegExp(`^(?:to|until|till|up to|upto|hasta)\\s+${MONTH}$`, "u");
/** An engine starts with its displacement: "1.5", "2.2l", "1.6 CRDi", "998cc". */
const ENGINE = /^(?:\d\.\d\s*l?|\d{3,4}\s*cc)(?:\s|$)/u;

const noDetails = (): FitDetails => ({
  engine: null,
  fuel: null,
  transmission: null,
  ac: null,
  monthFrom: null,
  monthTo: null,
  note: null,
});

const collapse = (text: string) => text.trim().replace(/\s+/g, " ");

function month(monthText: string, year: string): string | { error: string } {
  const number = Number(monthText);
  if (number < 1 || number > 12) return { error: `${monthText}/${year} is not a month` };
  return `${year}-${String(number).padStart(2, "0")}`;
}

/**
 * The details in an entry's closing brackets, the entry without them, and what is wrong with them;
 * `details` is null when the entry has no such group (or one that is part of the model).
 */
export function splitFitDetails(entry: string): { vehicle: string; details: FitDetails | null; error?: string } {
  const group = entry.match(/^(.*?)\s*\(([^()]*)\)$/u);
  if (!group) return { vehicle: entry, details: null };
  const vehicle = group[1] ?? "";
  const items = (group[2] ?? "").split(",").map(collapse).filter(Boolean);
  const details = noDetails();
  const notes: string[] = [];
  let known = 0;
  for (const item of items) {
    const lower = item.toLowerCase();
    const range = lower.match(MONTH_RANGE);
    const from = range ? null : lower.match(MONTH_FROM);
    const to = range || from ? null : lower.match(MONTH_TO);
    if (range || from || to) {
      const first = range ? month(range[1] ?? "", range[2] ?? "") : from ? month(from[1] ?? "", from[2] ?? "") : null;
      const last = range ? month(range[3] ?? "", range[4] ?? "") : to ? month(to[1] ?? "", to[2] ?? "") : null;
      for (const value of [first, last]) {
        if (value !== null && typeof value !== "string") return { vehicle, details: null, error: value.error };
      }
      if (first !== null) details.monthFrom = first as string;
      if (last !== null) details.monthTo = last as string;
      known += 1;
    } else if (CHASSIS.test(lower)) {
      notes.push(item);
      known += 1;
    } else if (AC_WORDS[lower]) {
      details.ac = AC_WORDS[lower] ?? null;
      known += 1;
    } else if (TRANSMISSION_WORDS[lower]) {
      details.transmission = TRANSMISSION_WORDS[lower] ?? null;
      known += 1;
    } else if (FUEL_WORDS[lower]) {
      details.fuel = FUEL_WORDS[lower] ?? null;
      known += 1;
    } else if (ENGINE.test(lower)) {
      const engine = readEngine(item);
      details.engine = engine.engine;
      // A fuel written on its own says more than one the engine's name suggests.
      details.fuel ??= engine.fuel;
      known += 1;
    } else notes.push(item);
  }
  if (known === 0) return { vehicle: entry, details: null };
  if (notes.length > 0) details.note = notes.join(", ");
  if (details.monthFrom && details.monthTo && details.monthFrom > details.monthTo) {
    return { vehicle, details: null, error: "its months run backwards" };
  }
  if (formatFitDetails(details).length > MAX_DETAILS_LENGTH) {
    return { vehicle, details: null, error: `its details are longer than ${MAX_DETAILS_LENGTH} characters` };
  }
  return { vehicle, details };
}
