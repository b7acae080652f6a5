import { type RawBuilder, type SqlBool, sql } from "kysely";
import type { ProductStatus } from "#app/catalogue/product.ts";

/**
 * The one rule of what a visitor may see of the catalogue (docs/decisions/085): a product is public
 * when its status is active; drafts and archived products are staff's alone. Every visitor-facing
 * read of `products` filters through `visibleToVisitors`, and what derives from products follows:
 * the lookup tables (numbers, fitments, specs, search words) are written from visible products only
 * (product-lookups.server.ts, search/documents.server.ts), so the finder's vehicles and the word
 * search need no condition of their own; a brand or category is listed when some visible product
 * uses it (catalogue/taxonomy.server.ts, `onlyDrafts`). Staff reads that report on the public
 * catalogue (catalogue health, demand) use the same rule. `visibility.server.test.ts` fails when a
 * server module compares a status with "active" anywhere else.
 */
const VISIBLE: ProductStatus = "active";

/** The column `status` of `table` (an alias too), or unqualified when the query has one table. */
const statusOf = (table: string | undefined) => sql.ref(table ? `${table}.status` : "status");

/**
 * The condition "a visitor may see this product", for a query over `products` (or an alias of it):
 * `.where(visibleToVisitors("products"))`, or inside raw SQL. The status is written as a literal,
 * as the partial indexes on hidden products (`where status <> 'active'`) are.
 */
export function visibleToVisitors(table?: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`${statusOf(table)} = ${sql.lit(VISIBLE)}`;
}

/** Its opposite: drafts and archived products (a partial index holds just these). */
export function hiddenFromVisitors(table?: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`${statusOf(table)} <> ${sql.lit(VISIBLE)}`;
}

/** The same rule for a row already read, or for a status staff chose as a filter. */
export function isVisibleToVisitors(status: string): boolean {
  return status === VISIBLE;
}
