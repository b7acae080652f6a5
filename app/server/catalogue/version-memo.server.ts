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
 * Keys must come from a bounded set (slugs of brands, categories or makes), never from free text.
 */
type Memo = { version: number; values: Map<string, Promise<unknown>> };

/**
 * A store of values per database handle and catalogue version, keeping at most `most` keys: a
 * value read again moves to the back, and the one read longest ago is dropped first.
 */
function versionMemo(most = Number.POSITIVE_INFINITY) {
  const memos = new WeakMap<Kysely<Database>, Memo>();
  return async <T>(db: Kysely<Database>, key: string, load: () => Promise<T>): Promise<T> => {
    const version = await readCatalogueVersion(db as unknown as Kysely<unknown>);
    let memo = memos.get(db);
    if (!memo || memo.version !== version) {
      memo = { version, values: new Map() };
      memos.set(db, memo);
    }
    const values = memo.values;
    const kept = values.get(key) as Promise<T> | undefined;
    if (kept) {
      // Least recently used last to go: a Map keeps the order keys were set in.
      values.delete(key);
      values.set(key, kept);
      return kept;
    }
    const value = load();
    values.set(key, value);
    if (values.size > most) values.delete(values.keys().next().value as string);
    // A failed read is not kept: the next request tries again.
    value.catch(() => {
      if (values.get(key) === value) values.delete(key);
    });
    return value;
  };
}

export const memoisedPerVersion = versionMemo();

/**
 * Like memoisedPerVersion, for keys from a set bounded but large (a vehicle and a model year) or
 * values that may be large: at most `most` keys, the least recently used dropped first. Its own
 * store, so it never drops another memo's keys.
 */
export function boundedMemoPerVersion(most: number) {
  return versionMemo(most);
}
