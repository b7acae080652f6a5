import type { Kysely } from "kysely";
import type { Database } from "#app/server/db/schema.ts";
import type { WholeListJson } from "#app/server/import/catalogue-worker-thread.server.ts";
import type { ProductQuery } from "#app/server/search/list-products.server.ts";
import { boundedMemoPerVersion } from "./version-memo.server.ts";

export type { WholeListJson };
export type BuildWholeList = (query: ProductQuery) => Promise<WholeListJson>;

/**
 * Product list calls without `limit` answer with every matching product: the whole catalogue is
 * 15 MB of JSON at 70,000 products. Each is built once per catalogue version by `build` (off the main
 * thread: wholeListInWorker) and its bytes and ETag sent again to every caller until the catalogue
 * changes; callers asking while it is built wait for the same build. At most `most` lists are kept
 * (the least recently used dropped first), which bounds the memory they hold.
 */
export function wholeListCache(build: BuildWholeList, most = 4) {
  const memo = boundedMemoPerVersion(most);
  return (db: Kysely<Database>, query: ProductQuery): Promise<WholeListJson> => {
    const fields = Object.entries(query).filter(([, value]) => value !== undefined);
    const key = JSON.stringify(fields.sort(([a], [b]) => (a < b ? -1 : 1)));
    return memo(db, `whole-list ${key}`, () => build(query));
  };
}
