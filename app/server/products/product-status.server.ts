import type { Kysely } from "kysely";
import type { ProductStatus } from "#app/catalogue/product.ts";
import type { Database } from "../db/schema.ts";
import { broughtByImport } from "../import/brought-by-import.server.ts";
import { rebuildProductLookups } from "./product-lookups.server.ts";
import { isVisibleToVisitors } from "./visibility.server.ts";

/**
 * Publishing, archiving and restoring (docs/decisions/085, 086): a product's status set for chosen
 * products, for every product one import brought, or for every product of one brand.
 */

/** Which products: by id, the ones an import created or updated, or one brand's. */
export type StatusTarget = { ids: readonly number[] } | { importId: number } | { brand: string };

/** Ids per statement: under both databases' bound-parameter limits. */
const CHUNK = 500;

/**
 * Sets the status of the target's products in one transaction and answers how many changed (those
 * that already had it are left alone, their dates too). Changed products are derived again, so
 * search and the finder gain or lose them with the same commit; the write bumps the catalogue
 * version through the products triggers (decision 055), which empties the render cache.
 *
 * Not an entry of the import history: undoing an import puts its products' rows back whole, status
 * included, before and after they were published (decision 086).
 */
export async function setProductStatus(
  db: Kysely<Database>,
  target: StatusTarget,
  status: ProductStatus,
  now = new Date().toISOString(),
): Promise<{ changed: number }> {
  return db.transaction().execute(async (trx) => {
    const update = (alsoSet: { needs_look?: number } = {}) =>
      trx
        .updateTable("products")
        .set({ status, updated_at: now, ...alsoSet })
        .where("status", "<>", status)
        .returning("id");
    // Publishing all of an import or a brand skips the drafts staff sent back to "needs a look"
    // (decision 202); a product published by itself was looked at, and needs no look any more.
    const publishing = isVisibleToVisitors(status);
    const inBulk = () => (publishing ? update().where("needs_look", "=", 0) : update());
    const changed: number[] = [];
    if ("ids" in target) {
      for (let i = 0; i < target.ids.length; i += CHUNK) {
        const ids = target.ids.slice(i, i + CHUNK);
        const rows = await update(publishing ? { needs_look: 0 } : {})
          .where("id", "in", ids)
          .execute();
        changed.push(...rows.map((row) => Number(row.id)));
      }
    } else if ("importId" in target) {
      changed.push(...(await inBulk().where(broughtByImport(target.importId)).execute()).map((row) => Number(row.id)));
    } else {
      changed.push(...(await inBulk().where("brand_slug", "=", target.brand).execute()).map((row) => Number(row.id)));
    }
    await rebuildProductLookups(trx, changed);
    return { changed: changed.length };
  });
}
