import { type Kysely, sql } from "kysely";
import { TYPO_MIN_LENGTH, withinOneEdit } from "#app/catalogue/search-query.ts";
import { memoisedPerVersion } from "../catalogue/version-memo.server.ts";
import type { Database } from "../db/schema.ts";

/**
 * One way a word of the query may be written in a product's words: exactly (a word of the
 * vocabulary it stands for), or as their start (the word as typed). Search plans and the vehicle
 * years both read it, so it sits below them both.
 */
export interface Spelling {
  text: string;
  prefix: boolean;
}

/**
 * The words of the catalogue, kept in memory to correct typos (docs/decisions/046): a sorted list
 * answers "does any word start with this?" by binary search, and an index of each word with one
 * letter deleted finds the words one edit away from a typed word in a few map look-ups
 * (the symmetric-delete method), whatever the vocabulary's size.
 */
export class Vocabulary {
  private readonly sorted: string[];
  private readonly deletions = new Map<string, string[]>();

  constructor(words: Iterable<string>) {
    this.sorted = [...new Set(words)].sort();
    for (const word of this.sorted) {
      if (word.length < TYPO_MIN_LENGTH - 1) continue;
      for (const variant of oneDeleted(word)) {
        const list = this.deletions.get(variant);
        if (list) list.push(word);
        else this.deletions.set(variant, [word]);
      }
    }
  }

  get size(): number {
    return this.sorted.length;
  }

  /**
   * The words of the catalogue that start with this one, alphabetical; undefined when there are
   * more than `max` (the database's own prefix search is then the better tool).
   */
  startingWith(prefix: string, max: number): string[] | undefined {
    let low = 0;
    let high = this.sorted.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((this.sorted[middle] ?? "") < prefix) low = middle + 1;
      else high = middle;
    }
    const found: string[] = [];
    for (let i = low; i < this.sorted.length && this.sorted[i]?.startsWith(prefix); i++) {
      if (found.length === max) return undefined;
      found.push(this.sorted[i] ?? "");
    }
    return found;
  }

  /** The catalogue's words one edit away from this one (itself excluded), alphabetical. */
  corrections(word: string): string[] {
    const found = new Set<string>();
    for (const variant of [word, ...oneDeleted(word)]) {
      for (const candidate of this.deletions.get(variant) ?? []) {
        if (candidate !== word && withinOneEdit(candidate, word)) found.add(candidate);
      }
    }
    return [...found].sort();
  }
}

/** The word itself and the word with each one letter removed. */
function oneDeleted(word: string): string[] {
  const variants = [word];
  for (let i = 0; i < word.length; i++) variants.push(word.slice(0, i) + word.slice(i + 1));
  return variants;
}

/**
 * The catalogue's words, kept while the catalogue version stands (memoisedPerVersion): the words
 * are written with the products, and every write to them moves the version, whether made in this
 * thread, in an import's worker or in another process, so the next search after it reads them again.
 */
export function loadVocabulary(db: Kysely<Database>): Promise<Vocabulary> {
  return memoisedPerVersion(db, "search:vocabulary", async () => {
    const { rows } = await sql<{ term: string }>`select term from search_vocabulary`.execute(db);
    return new Vocabulary(rows.map((row) => row.term));
  });
}
