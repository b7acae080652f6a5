import { FILLER_WORDS } from "./filler-words.ts";
import { textWords } from "./fold-text.ts";
import { partNumberKey, westernDigits } from "./part-number.ts";
import { type Symptom, searchSymptoms } from "./search-symptoms.ts";
import { searchSynonyms } from "./search-synonyms.ts";

/**
 * How a search box's text is read as words (docs/decisions/045). Pure, so the server, the tests and
 * the pages read a query alike.
 */

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
  /**
   * A fault the query describes (docs/decisions/141): its phrase's words are not among `words`, and
   * `key` is then the key of the words left, which alone can be a number.
   */
  symptom?: Symptom;
}

/** At most this many words count: a pasted paragraph is not a part search. */
export const MAX_SEARCH_WORDS = 8;

/**
 * Reads a query as words. A word with a digit is a number and keeps its punctuation-blind key
 * whole ("SD7V16-1234"); other words split at punctuation ("Scorpio-N" is "scorpio" and "n"), are
 * read as the catalogue's words they are another spelling of (search-synonyms.ts), and a fault's
 * phrase among them stands for the parts that cause it (search-symptoms.ts).
 */
export function parseSearchQuery(q: string): ParsedSearch {
  const read: SearchWord[] = [];
  for (const raw of foldKeepingVowelSigns(q).split(/\s+/)) {
    if (raw === "") continue;
    const bare = stripMarks(raw).replace(/[^\p{L}\p{N}]/gu, "");
    // "a/c" is the filler "ac", not the words "a" and "c".
    if (FILLER_WORDS.has(bare)) {
      read.push({ text: bare, number: false });
      continue;
    }
    if (/\p{N}/u.test(raw)) {
      const key = partNumberKey(stripMarks(raw)).toLowerCase();
      if (key) read.push({ text: key, number: true });
      continue;
    }
    for (const word of wordsKeepingVowelSigns(raw)) read.push({ text: word, number: false });
  }
  const spelled = asCatalogueWords(read);
  const found = findSymptom(spelled);
  const rest = found ? spelled.filter((_, i) => !found.at.has(i)) : spelled;
  const words = rest.filter((word) => word.number || !FILLER_WORDS.has(word.text));
  const fillers = rest.filter((word) => !word.number && FILLER_WORDS.has(word.text));
  // A fault and fillers alone search by the fault: the fillers were words about it ("AC", "car").
  const meaningful = words.length > 0 || found ? words : fillers;
  return {
    words: meaningful.slice(0, MAX_SEARCH_WORDS),
    key: found ? partNumberKey(words.map((word) => word.text).join("")) : partNumberKey(q),
    ...(found ? { symptom: found.symptom } : {}),
  };
}

/**
 * foldText that keeps Devanagari's vowel signs, the finer reading the listed spellings are looked up
 * by: वाल्व (valve) and वोल्वो (Volvo) differ only in them. The nukta and the chandrabindu, which
 * people write or leave out at will, go (फ़ैन is फैन, ँ is ं).
 */
function foldKeepingVowelSigns(text: string): string {
  return westernDigits(text)
    .normalize("NFKD")
    .replace(/\u093C/g, "")
    .replace(/\u0901/g, "\u0902")
    .replace(/(?![\u0900-\u097F])\p{M}/gu, "")
    .toLowerCase();
}

const stripMarks = (word: string) => word.replace(/\p{M}/gu, "");

/** The words of an already folded text, vowel signs kept. */
const wordsKeepingVowelSigns = (text: string) => text.split(/[^\p{L}\p{M}\p{N}]+/u).filter((word) => word !== "");

/** The listed spellings (their words, vowel signs kept, joined by spaces) → the catalogue's words. */
interface Synonyms {
  byKey: ReadonlyMap<string, readonly string[]>;
  /** The keys in order, for the starts of a word being typed. */
  sortedKeys: readonly string[];
  /** The most words a key has. */
  longest: number;
}

let synonyms: Synonyms | undefined;

function synonymMap(): Synonyms {
  if (!synonyms) {
    const byKey = new Map<string, readonly string[]>();
    let longest = 1;
    for (const [word, spellings] of Object.entries(searchSynonyms)) {
      for (const spelling of spellings) {
        const words = wordsKeepingVowelSigns(foldKeepingVowelSigns(spelling));
        byKey.set(words.join(" "), textWords(word));
        longest = Math.max(longest, words.length);
      }
    }
    synonyms = { byKey, sortedKeys: [...byKey.keys()].sort(), longest };
  }
  return synonyms;
}

/**
 * The catalogue word a last word in another script is the start of, when it starts the spellings of
 * one word only: "होंडा सिटी कंडे" as it is typed is read as "honda city condenser". (A last word in
 * Latin letters is spelled out by the catalogue's own words, decision 045, which know "val" starts
 * Valeo as well as valve.)
 */
function typedStart(word: SearchWord | undefined): string[] | undefined {
  if (!word || word.number || /\p{Script=Latin}/u.test(word.text) || stripMarks(word.text).length < 2) return undefined;
  const { byKey, sortedKeys } = synonymMap();
  let low = 0;
  let high = sortedKeys.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((sortedKeys[middle] ?? "") < word.text) low = middle + 1;
    else high = middle;
  }
  let target: readonly string[] | undefined;
  for (let i = low; i < sortedKeys.length && sortedKeys[i]?.startsWith(word.text); i++) {
    const words = byKey.get(sortedKeys[i] ?? "") ?? [];
    if (target && target.join(" ") !== words.join(" ")) return undefined;
    target = words;
  }
  return target && [...target];
}

/**
 * The words with each listed other spelling (of one word or more) replaced by its catalogue words,
 * and the others folded as the word indexes hold them (vowel signs aside).
 */
function asCatalogueWords(words: readonly SearchWord[]): SearchWord[] {
  const { byKey, longest } = synonymMap();
  const out: SearchWord[] = [];
  const last = words.length - 1;
  const lastWord = words[last];
  const started = lastWord && !FILLER_WORDS.has(stripMarks(lastWord.text)) ? typedStart(lastWord) : undefined;
  for (let i = 0; i < words.length; ) {
    let replaced = false;
    for (let length = Math.min(longest, words.length - i); length >= 1 && !replaced; length--) {
      const span = words.slice(i, i + length);
      if (span.some((word) => word.number)) continue;
      const target = byKey.get(length === 1 ? (span[0]?.text ?? "") : span.map((word) => word.text).join(" "));
      if (!target) continue;
      out.push(...target.map((text) => ({ text, number: false })));
      i += length;
      replaced = true;
    }
    if (!replaced) {
      const word = words[i];
      if (i === last && started) out.push(...started.map((text) => ({ text, number: false })));
      else if (word) out.push(word.number ? word : { text: stripMarks(word.text), number: false });
      i++;
    }
  }
  return out;
}

/** Each symptom's phrases as words, read as queries are (synonyms applied), by their first word. */
let symptomPhrases: ReadonlyMap<string, { symptom: Symptom; words: string[] }[]> | undefined;

function phrasesByFirstWord() {
  if (!symptomPhrases) {
    const byFirst = new Map<string, { symptom: Symptom; words: string[] }[]>();
    for (const symptom of searchSymptoms) {
      for (const phrase of symptom.phrases) {
        const words = asCatalogueWords(
          wordsKeepingVowelSigns(foldKeepingVowelSigns(phrase)).map((text) => ({ text, number: false })),
        ).map((word) => word.text);
        const first = words[0] ?? "";
        byFirst.set(first, [...(byFirst.get(first) ?? []), { symptom, words }]);
      }
    }
    symptomPhrases = byFirst;
  }
  return symptomPhrases;
}

/**
 * The symptom whose phrase matches the most words of the query, and the positions of those words: a
 * phrase's words in order, fillers of the query allowed between them. Of phrases as long, the one
 * starting first, then the one listed first.
 */
function findSymptom(words: readonly SearchWord[]): { symptom: Symptom; at: Set<number> } | undefined {
  let best: { symptom: Symptom; at: Set<number> } | undefined;
  const phrases = phrasesByFirstWord();
  for (const [start, word] of words.entries()) {
    if (word.number) continue;
    for (const phrase of phrases.get(word.text) ?? []) {
      if (best && phrase.words.length <= best.at.size) continue;
      const at = phraseAt(words, start, phrase.words);
      if (at) best = { symptom: phrase.symptom, at };
    }
  }
  return best;
}

function phraseAt(words: readonly SearchWord[], start: number, phrase: readonly string[]): Set<number> | undefined {
  const at = new Set<number>();
  let i = start;
  for (const [n, wanted] of phrase.entries()) {
    // Fillers may stand between the phrase's words, not before its first.
    while (n > 0 && i < words.length && words[i]?.text !== wanted && isFiller(words[i])) i++;
    if (words[i]?.text !== wanted || words[i]?.number) return undefined;
    at.add(i);
    i++;
  }
  return at;
}

const isFiller = (word: SearchWord | undefined) => word !== undefined && !word.number && FILLER_WORDS.has(word.text);

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
