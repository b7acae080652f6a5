import { westernDigits } from "./part-number.ts";

/**
 * Lower case, accents and marks removed: "Compresór" and "compresor" are one word. Devanagari loses
 * its vowel signs too (कंडेंसर is कडसर), as both word indexes split words at them: a search word and
 * a product's word fold alike, and spellings that differ by a vowel sign ("कंडेनसर") often meet.
 */
export function foldText(text: string): string {
  // Plain ASCII, most of a catalogue's words, has no digit, accent or mark to fold: lower case is all
  // (an import folds each of 45,000 products' words, where normalising costs more than the rest).
  if (ASCII.test(text)) return text.toLowerCase();
  return westernDigits(text).normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
}

const ASCII = /^\p{ASCII}*$/u;

/** The letters-and-digits words of a text, folded: what the search documents are made of. */
export function textWords(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== "");
}
