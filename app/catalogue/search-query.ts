import { partNumberKey } from "./part-number.ts";

/**
 * How a search box's text is read as words (docs/decisions/045). Pure, so the server, the tests and
 * the pages read a query alike.
 */

/** Lower case, accents and marks removed: "Compresór" and "compresor" are one word. */
export function foldText(text: string): string {
  return text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
}

/** The letters-and-digits words of a text, folded: what the search documents are made of. */
export function textWords(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== "");
}

/**
 * Words that say nothing about which part is wanted, in English, Spanish and the trade's Hinglish:
 * the whole catalogue is car air-conditioning and cooling. "AC" and "air conditioning" are one
 * synonym, and filler together.
 */
export const FILLER_WORDS: ReadonlySet<string> = new Set([
  // English
  "a",
  "an",
  "and",
  "the",
  "for",
  "of",
  "to",
  "in",
  "with",
  "my",
  "car",
  "cars",
  "vehicle",
  "auto",
  "ac",
  "air",
  "aircon",
  "conditioning",
  "conditioner",
  "part",
  "parts",
  "spare",
  "spares",
  "new",
  "original",
  "genuine",
  "price",
  "model",
  // Spanish
  "el",
  "la",
  "los",
  "las",
  "un",
  "una",
  "de",
  "del",
  "para",
  "por",
  "con",
  "y",
  "mi",
  "coche",
  "carro",
  "auto",
  "aire",
  "acondicionado",
  "repuesto",
  "repuestos",
  "pieza",
  "piezas",
  "precio",
  "modelo",
  // Hinglish
  "ka",
  "ki",
  "ke",
  "wala",
  "wali",
  "chahiye",
]);

export interface SearchWord {
  /** Folded letters and digits. For a number, its key in lower case ("97701-2S000" → "977012s000"). */
  text: string;
  /** Holds a digit: matched against part numbers, OE numbers and cross references from its start. */
  number: boolean;
}

export interface ParsedSearch {
  /** The meaningful words, in the order typed; fillers left out unless the query is only fillers. */
  words: SearchWord[];
  /** The whole query as one part-number key (spacing and punctuation aside), in upper case. */
  key: string;
}

/** At most this many words count: a pasted paragraph is not a part search. */
export const MAX_SEARCH_WORDS = 8;

/**
 * Reads a query as words. A word with a digit is a number and keeps its punctuation-blind key
 * whole ("SD7V16-1234"); other words split at punctuation ("Scorpio-N" is "scorpio" and "n").
 */
export function parseSearchQuery(q: string): ParsedSearch {
  const words: SearchWord[] = [];
  const fillers: SearchWord[] = [];
  for (const raw of foldText(q).split(/\s+/)) {
    if (raw === "") continue;
    if (FILLER_WORDS.has(raw.replace(/[^\p{L}\p{N}]/gu, ""))) {
      fillers.push({ text: raw.replace(/[^\p{L}\p{N}]/gu, ""), number: false });
      continue;
    }
    if (/\p{N}/u.test(raw)) {
      const key = partNumberKey(raw).toLowerCase();
      if (key) words.push({ text: key, number: true });
      continue;
    }
    for (const word of textWords(raw)) {
      if (FILLER_WORDS.has(word)) fillers.push({ text: word, number: false });
      else words.push({ text: word, number: false });
    }
  }
  const meaningful = words.length > 0 ? words : fillers;
  return { words: meaningful.slice(0, MAX_SEARCH_WORDS), key: partNumberKey(q) };
}

/** Words of five letters or more find their one-letter typos (docs/decisions/046). */
export const TYPO_MIN_LENGTH = 5;

/**
 * Whether two words are at most one edit apart: one letter replaced, added, removed, or two
 * neighbours swapped ("compresser"/"compressor", "hundai"/"hyundai", "cerat"/"creta" no).
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (long.length - short.length > 1) return false;
  let i = 0;
  while (i < short.length && short[i] === long[i]) i++;
  if (short.length === long.length) {
    if (short.slice(i + 1) === long.slice(i + 1)) return true;
    return short[i] === long[i + 1] && short[i + 1] === long[i] && short.slice(i + 2) === long.slice(i + 2);
  }
  return short.slice(i) === long.slice(i + 1);
}
