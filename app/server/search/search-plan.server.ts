import type { Kysely } from "kysely";
import { parseSearchQuery, type SearchWord, TYPO_MIN_LENGTH } from "#app/catalogue/search-query.ts";
import type { Symptom } from "#app/catalogue/search-symptoms.ts";
import type { Database } from "../db/schema.ts";
import { isSqlite } from "../db/sqlite-dialect.server.ts";
import {
  detailFilter,
  type FitFilter,
  loadFittedEngines,
  loadFittedModels,
  readFitDetails,
  readYearFilter,
} from "./vehicle-years.server.ts";
import { loadVocabulary, type Spelling } from "./vocabulary.server.ts";

/**
 * A query made ready for the database (docs/decisions/045): its words, each with the spellings it
 * may match, and the whole query as one part-number key for the number search of decision 021.
 */
export interface SearchPlan {
  text: string;
  key: string;
  words: SearchWord[];
  /** Per word: the catalogue's words it stands for (those it starts, or its typo's corrections). */
  spellings: Spelling[][];
  /**
   * A model year the query gives with a vehicle, and a fuel or engine it names: a filter on that
   * vehicle's fitment (or, details alone, on every fitment line), not words.
   */
  year?: FitFilter;
  /** A fault the query names: its parts' categories are a filter, not words (docs/decisions/141). */
  symptom?: Symptom;
  sqlite: boolean;
}

/** A word that starts more catalogue words than this is left to the database's prefix search. */
const MAX_SPELLED_OUT = 40;

/**
 * Reads a query and spells each word out as the catalogue's words that start with it, which the
 * word index answers faster than a prefix (exact terms stream; a prefix is merged first). A word
 * of TYPO_MIN_LENGTH letters or more that starts no word of the catalogue stands for the words one
 * edit away from it (decision 046); with `lenient` (the closest matches of an empty result) words
 * of one letter less too. The vocabulary is read again whenever the catalogue version moves;
 * numbers and words it does not start keep the prefix search.
 */
export async function planSearch(
  db: Kysely<Database>,
  q: string | undefined,
  options: { lenient?: boolean | undefined } = {},
): Promise<SearchPlan | undefined> {
  const text = q?.trim() ?? "";
  if (!text) return undefined;
  const parsed = parseSearchQuery(text);
  const { words } = parsed;
  const symptom = parsed.symptom ? { symptom: parsed.symptom } : {};
  const minTypoLength = options.lenient ? TYPO_MIN_LENGTH - 1 : TYPO_MIN_LENGTH;
  const vocabulary = words.some((word) => !word.number) ? await loadVocabulary(db) : undefined;
  const spellings = words.map((word): Spelling[] => {
    if (word.text.length < 3) return [{ text: word.text, prefix: false }];
    const asTyped = { text: word.text, prefix: true };
    if (word.number || !vocabulary) return [asTyped];
    const started = vocabulary.startingWith(word.text, MAX_SPELLED_OUT);
    if (started === undefined) return [asTyped];
    if (started.length > 0) return [asTyped, ...started.map((term) => ({ text: term, prefix: false }))];
    const corrections = word.text.length >= minTypoLength ? vocabulary.corrections(word.text) : [];
    return [asTyped, ...corrections.map((term) => ({ text: term, prefix: false }))];
  });
  const sqlite = isSqlite(db);
  const models = words.length > 1 ? await loadFittedModels(db) : [];
  const year = words.some((word) => word.number) ? readYearFilter(words, spellings, models) : undefined;
  const read = readFitDetails(words, await loadFittedEngines(db), new Set(year ? [year.index] : []));
  const filter = read
    ? { ...(year?.filter ?? detailFilter(words, spellings, models, read)), details: read.details }
    : year?.filter;
  if (filter) {
    const filterWords = new Set([...(year ? [year.index] : []), ...(read?.indexes ?? [])]);
    const others = (_: unknown, i: number) => !filterWords.has(i);
    return {
      text,
      key: parsed.key,
      words: words.filter(others),
      spellings: spellings.filter(others),
      year: filter,
      ...symptom,
      sqlite,
    };
  }
  return { text, key: parsed.key, words, spellings, ...symptom, sqlite };
}
