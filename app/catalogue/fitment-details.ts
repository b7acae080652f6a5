/*
 * The details a fitment line may carry after its vehicle (decision 131), as staff write them in a
 * Fits cell: "Hyundai Creta 2015-2020 (1.6 CRDi, MT, manual AC, from 03/2017, from chassis no.
 * MALC381)". The group in brackets at the end of an entry is read item by item (items separated by
 * commas): an engine, a fuel, a gearbox, the AC type, the first and last month, and anything else
 * as the line's note. A group with no item this reading knows (a model such as "i20 (Elite)") is
 * left to the model, as before.
 */

export const FUELS = ["petrol", "diesel", "cng", "lpg", "hybrid", "electric"] as const;
export type Fuel = (typeof FUELS)[number];
export const TRANSMISSIONS = ["MT", "AT", "AMT", "CVT", "DCT"] as const;
export type Transmission = (typeof TRANSMISSIONS)[number];
export const AC_TYPES = ["manual", "climate", "none"] as const;
export type AcType = (typeof AC_TYPES)[number];

/** What narrows a fitment line beyond make, model and years; every part optional. */
export interface FitDetails {
  /** As written, spaces collapsed: "1.6 CRDi", "1.2 K-series". */
  engine: string | null;
  fuel: Fuel | null;
  transmission: Transmission | null;
  ac: AcType | null;
  /** First and last month of production the part fits, "2017-03". */
  monthFrom: string | null;
  monthTo: string | null;
  /** Whatever else the line says: "from chassis no. MALC381". */
  note: string | null;
}

export const MAX_DETAILS_LENGTH = 200;

const FUEL_WORDS: Readonly<Record<string, Fuel>> = {
  petrol: "petrol",
  gasoline: "petrol",
  gasolina: "petrol",
  benzin: "petrol",
  diesel: "diesel",
  cng: "cng",
  lpg: "lpg",
  hybrid: "hybrid",
  electric: "electric",
  ev: "electric",
};

/** Engine names that say their fuel: "1.5 CRDi" is a diesel, "1.0 TSI" a petrol. */
const FUEL_OF_ENGINE_WORD: Readonly<Record<string, Fuel>> = {
  crdi: "diesel",
  crde: "diesel",
  tdci: "diesel",
  tdi: "diesel",
  dci: "diesel",
  ddis: "diesel",
  multijet: "diesel",
  mhawk: "diesel",
  d4d: "diesel",
  "d-4d": "diesel",
  kryotec: "diesel",
  vtec: "petrol",
  "i-vtec": "petrol",
  tsi: "petrol",
  tfsi: "petrol",
  revotron: "petrol",
  kappa: "petrol",
  "k-series": "petrol",
  dualjet: "petrol",
  vvt: "petrol",
};

const TRANSMISSION_WORDS: Readonly<Record<string, Transmission>> = {
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
};

const AC_WORDS: Readonly<Record<string, AcType>> = {
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
};

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

/** An engine item, its fuel word split off ("1.5 petrol") or said by its name ("1.5 CRDi"). */
function readEngine(item: string): { engine: string; fuel: Fuel | null } {
  const words = item.split(" ");
  const last = words.at(-1)?.toLowerCase() ?? "";
  const fuel = FUEL_WORDS[last];
  if (fuel && words.length > 1) return { engine: words.slice(0, -1).join(" "), fuel };
  const named = words.map((word) => FUEL_OF_ENGINE_WORD[word.toLowerCase()]).find(Boolean);
  return { engine: item, fuel: named ?? null };
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

const sheetMonth = (value: string) => `${value.slice(5)}/${value.slice(0, 4)}`;
const AC_TEXT: Readonly<Record<AcType, string>> = {
  manual: "manual AC",
  climate: "climate control",
  none: "without AC",
};

/** The details as the sheet writes them, the form splitFitDetails reads back to the same details. */
export function formatFitDetails(details: FitDetails): string {
  const items: string[] = [];
  if (details.engine) {
    const implied = readEngine(details.engine).fuel;
    items.push(details.fuel && details.fuel !== implied ? `${details.engine} ${details.fuel}` : details.engine);
  } else if (details.fuel) items.push(details.fuel);
  if (details.transmission) items.push(details.transmission);
  if (details.ac) items.push(AC_TEXT[details.ac]);
  if (details.monthFrom) items.push(`from ${sheetMonth(details.monthFrom)}`);
  if (details.monthTo) items.push(`to ${sheetMonth(details.monthTo)}`);
  if (details.note) items.push(details.note);
  return items.join(", ");
}
