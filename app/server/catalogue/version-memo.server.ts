import type { Kysely } from "kysely";
import type { Database } from "#app/server/db/schema.ts";
import { readCatalogueVersion } from "#app/server/render-cache/catalogue-version.server.ts";

/**
 * Results that change only when the catalogue does, kept per database handle while the catalogue
 * version (docs/decisions/055) stands: every write to what a public page shows bumps it, in this
 * process, in the import worker or in another process sharing the PostgreSQL database, so a kept
 * value is never older than the last committed write. The version moving drops them all at once.
 *
 * For aggregates over many rows that every listing page repeats (a brand's counts per category,
 * the makes the vehicle finder offers): one read of one row instead of a scan. Keys must come
 * from a bounded set (slugs of brands, categories or makes), never from free text.
 */
const memos = new WeakMap<Kysely<Database>, { version: number; values: Map<string, Promise<unknown>> }>();

export async function memoisedPerVersion<T>(db: Kysely<Database>, key: string, load: () => Promise<T>): Promise<T> {
  const version = await readCatalogueVersion(db as unknown as Kysely<unknown>);
  let memo = memos.get(db);
  if (!memo || memo.version !== version) {
    memo = { version, values: new Map() };
    memos.set(db, memo);
  }
  const kept = memo.values.get(key) as Promise<T> | undefined;
  if (kept) return kept;
  const value = load();
  const values = memo.values;
  values.set(key, value);
  // A failed read is not kept: the next request tries again.
  value.catch(() => {
    if (values.get(key) === value) values.delete(key);
  });
  return value;
}
