/*
 * The details a fitment line may carry after its vehicle (decision 131), as staff write them in a
 * Fits cell: "Hyundai Creta 2015-2020 (1.6 CRDi, MT, manual AC, from 03/2017, from chassis no.
 * MALC381)": an engine, a fuel, a gearbox, the AC type, the first and last month, and anything else
 * as the line's note. Their types and written form; reading them is fitment-details-reading.ts's.
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

/**
 * A table of words without Object's own keys: read with any word a sheet or a search holds, a plain
 * object answers "constructor" or "toString" with a function, which then passed for a detail.
 */
export function wordTable<T>(entries: Record<string, T>): Readonly<Record<string, T>> {
  return Object.freeze(Object.assign(Object.create(null) as Record<string, T>, entries));
}

export const FUEL_WORDS: Readonly<Record<string, Fuel>> = wordTable({
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
});

/** Engine names that say their fuel: "1.5 CRDi" is a diesel, "1.0 TSI" a petrol. */
const FUEL_OF_ENGINE_WORD: Readonly<Record<string, Fuel>> = wordTable({
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
});

/** An engine item, its fuel word split off ("1.5 petrol") or said by its name ("1.5 CRDi"). */
export function readEngine(item: string): { engine: string; fuel: Fuel | null } {
  const words = item.split(" ");
  const last = words.at(-1)?.toLowerCase() ?? "";
  const fuel = FUEL_WORDS[last];
  if (fuel && words.length > 1) return { engine: words.slice(0, -1).join(" "), fuel };
  const named = words.map((word) => FUEL_OF_ENGINE_WORD[word.toLowerCase()]).find(Boolean);
  return { engine: item, fuel: named ?? null };
}

/**
 * A fuel as a sheet writes it: the abbreviations in capitals, as the trade and the demo catalogue
 * write them ("(CNG)"); read back through FUEL_WORDS, whatever their case, to the same fuel. Written
 * lower case, an exported "(CNG)" came back from its own import as "(cng)" (issue 41).
 */
const FUEL_TEXT: Readonly<Record<Fuel, string>> = {
  petrol: "petrol",
  diesel: "diesel",
  cng: "CNG",
  lpg: "LPG",
  hybrid: "hybrid",
  electric: "electric",
};

/** "2017-03" as the sheet and the product page write it: "03/2017". */
export const sheetMonth = (value: string) => `${value.slice(5)}/${value.slice(0, 4)}`;
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
    items.push(
      details.fuel && details.fuel !== implied ? `${details.engine} ${FUEL_TEXT[details.fuel]}` : details.engine,
    );
  } else if (details.fuel) items.push(FUEL_TEXT[details.fuel]);
  if (details.transmission) items.push(details.transmission);
  if (details.ac) items.push(AC_TEXT[details.ac]);
  if (details.monthFrom) items.push(`from ${sheetMonth(details.monthFrom)}`);
  if (details.monthTo) items.push(`to ${sheetMonth(details.monthTo)}`);
  if (details.note) items.push(details.note);
  return items.join(", ");
}
