import type { Kysely } from "kysely";
import type { ProductStatus } from "#app/catalogue/product.ts";
import type { Database } from "../db/schema.ts";
import { broughtByImport } from "../import/brought-by-import.server.ts";
import { rebuildProductLookups } from "./product-lookups.server.ts";

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
    const update = () =>
      trx.updateTable("products").set({ status, updated_at: now }).where("status", "<>", status).returning("id");
    const changed: number[] = [];
    if ("ids" in target) {
      for (let i = 0; i < target.ids.length; i += CHUNK) {
        const ids = target.ids.slice(i, i + CHUNK);
        changed.push(...(await update().where("id", "in", ids).execute()).map((row) => Number(row.id)));
      }
    } else if ("importId" in target) {
      changed.push(...(await update().where(broughtByImport(target.importId)).execute()).map((row) => Number(row.id)));
    } else {
      changed.push(...(await update().where("brand_slug", "=", target.brand).execute()).map((row) => Number(row.id)));
    }
    await rebuildProductLookups(trx, changed);
    return { changed: changed.length };
  });
}
