import type { Kysely } from "kysely";
import { readCatalogueVersion } from "#app/server/db/catalogue-version.server.ts";
import type { Database } from "#app/server/db/schema.ts";

/**
 * Results that change only when the catalogue does, kept per database handle while the catalogue
 * version (docs/decisions/055) stands: every write to what a public page shows bumps it, in this
 * process, in the import worker or in another process sharing the PostgreSQL database, so a kept
 * value is never older than the last committed write. The version moving drops them all at once.
 *
 * For aggregates over many rows that every listing page repeats (a brand's counts per category,
 * the makes the vehicle finder offers, the taxonomy, search's vocabulary and fitted models): one
 * read of one row instead of a scan. The one memo of the codebase: whatever is derived from the
 * catalogue and kept in memory is kept here, so nothing is older than the last committed write.
 * Keys must come from a bounded set (slugs of brands, categories or makes), never from free text,
 * unless the memo is bounded (boundedMemoPerVersion, weighedMemoPerVersion).
 */
type Memo = { version: number; values: Map<string, Promise<unknown>>; weights: Map<string, number>; weight: number };

interface MemoBounds {
  /** Keys kept at most. */
  most?: number;
  /** What a value weighs (the ids it holds, say), once read; with `maxWeight`, the most kept in all. */
  weigh?: (value: never) => number;
  maxWeight?: number;
}

/**
 * A store of values per database handle and catalogue version, keeping at most `most` keys (and at
 * most `maxWeight` of weight): a value read again moves to the back, and the one read longest ago
 * is dropped first.
 */
function versionMemo({ most = Number.POSITIVE_INFINITY, weigh, maxWeight = Number.POSITIVE_INFINITY }: MemoBounds) {
  const memos = new WeakMap<Kysely<Database>, Memo>();
  return async <T>(db: Kysely<Database>, key: string, load: () => Promise<T>): Promise<T> => {
    const version = await readCatalogueVersion(db as unknown as Kysely<unknown>);
    let memo = memos.get(db);
    if (!memo || memo.version !== version) {
      memo = { version, values: new Map(), weights: new Map(), weight: 0 };
      memos.set(db, memo);
    }
    const kept = memo.values.get(key) as Promise<T> | undefined;
    if (kept) {
      // Least recently used last to go: a Map keeps the order keys were set in.
      memo.values.delete(key);
      memo.values.set(key, kept);
      return kept;
    }
    const value = load();
    const current = memo;
    current.values.set(key, value);
    if (current.values.size > most) drop(current, current.values.keys().next().value as string);
    value.then(
      (loaded) => {
        if (!weigh || current.values.get(key) !== value) return;
        const weight = (weigh as (value: T) => number)(loaded);
        current.weights.set(key, weight);
        current.weight += weight;
        // The least recently used go until the rest fit; the newest stays even if alone it does not.
        for (const oldest of current.values.keys()) {
          if (current.weight <= maxWeight || oldest === key) break;
          drop(current, oldest);
        }
      },
      // A failed read is not kept: the next request tries again.
      () => {
        if (current.values.get(key) === value) drop(current, key);
      },
    );
    return value;
  };
}

function drop(memo: Memo, key: string): void {
  memo.values.delete(key);
  memo.weight -= memo.weights.get(key) ?? 0;
  memo.weights.delete(key);
}

export const memoisedPerVersion = versionMemo({});

/**
 * Like memoisedPerVersion, for keys from a set bounded but large (a vehicle and a model year) or
 * values that may be large: at most `most` keys, the least recently used dropped first. Its own
 * store, so it never drops another memo's keys.
 */
export function boundedMemoPerVersion(most: number) {
  return versionMemo({ most });
}

/**
 * Like boundedMemoPerVersion, also bounded by what its values weigh together (`weigh` of each, at
 * most `maxWeight`): for keys from free text, such as search queries (ranked-search.server.ts).
 */
export function weighedMemoPerVersion<T>(bounds: { most: number; weigh: (value: T) => number; maxWeight: number }) {
  return versionMemo(bounds as MemoBounds);
}
