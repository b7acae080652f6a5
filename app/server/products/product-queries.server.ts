import type { Kysely } from "kysely";
import { partNumberKey } from "#app/catalogue/part-number.ts";
import type { Product } from "#app/catalogue/product.ts";
import { parseRecordId } from "#app/forms/record-id.ts";
import type { Database } from "../db/schema.ts";
import { selectProductsWithMedia, toProduct } from "./product-rows.server.ts";
import { visibleToVisitors } from "./visibility.server.ts";

/**
 * The catalogue's reads besides listings and search (search/list-products.server.ts): one product,
 * counts and a listing's facet counts. The writes (imports, deletion) are in product-writes.server.ts;
 * the export's rows are the export's (import/export-workbook.server.ts).
 */

/**
 * A product by its part number typed in any spacing or case, or by its numeric id. Digits can be
 * both (part number 33740, product 33740), so the caller says which reading wins: pages carry part
 * numbers in their addresses, the API's details call is documented with the id. Part numbers are
 * unique per brand only (decision 089): a number several brands sell finds one only with `brandSlug`;
 * without it, none (findProductsByPartNumber lists them).
 */
export async function findProduct(
  db: Kysely<Database>,
  idOrPartNumber: string,
  { prefer, staff = false, brandSlug }: { prefer: "partNumber" | "id"; staff?: boolean; brandSlug?: string } = {
    prefer: "partNumber",
  },
): Promise<Product | undefined> {
  const trimmed = idOrPartNumber.trim();
  const byPartNumber = async () => {
    const found = await findProductsByPartNumber(db, trimmed, { staff, brandSlug });
    return found.length === 1 ? found[0] : undefined;
  };
  const byId = async () => {
    // Only plain digits name an id ("0x14" or " 14" are not product 14; decision 175).
    const id = parseRecordId(idOrPartNumber);
    if (id === undefined) return undefined;
    const row = await visibleTo(db, staff).where("products.id", "=", id).executeTakeFirst();
    return row ? toProduct(row) : undefined;
  };
  const [first, second] = prefer === "id" ? [byId, byPartNumber] : [byPartNumber, byId];
  return (await first()) ?? (await second());
}

/**
 * Every product with this part number typed in any spacing or case, in brand order: one per brand
 * at most, since (brand, part number) is a product's identity. `brandSlug` keeps that brand's.
 */
export async function findProductsByPartNumber(
  db: Kysely<Database>,
  partNumber: string,
  { staff = false, brandSlug }: { staff?: boolean; brandSlug?: string } = {},
): Promise<Product[]> {
  const key = partNumberKey(partNumber);
  if (!key) return [];
  let query = visibleTo(db, staff).where("products.part_key", "=", key);
  if (brandSlug !== undefined) query = query.where("products.brand_slug", "=", brandSlug);
  const rows = await query.orderBy("products.brand_slug").execute();
  return rows.map(toProduct);
}

/** Visitors find active products only; staff drafts and archived ones too (decision 085). */
function visibleTo(db: Kysely<Database>, staff: boolean) {
  const query = selectProductsWithMedia(db);
  return staff ? query : query.where(visibleToVisitors("products"));
}

export async function countProducts(db: Kysely<Database>): Promise<number> {
  const { total } = await db
    .selectFrom("products")
    .select((eb) => eb.fn.countAll().as("total"))
    .executeTakeFirstOrThrow();
  return Number(total);
}

/**
 * How many products each category has within a brand, or each brand within a category: the
 * listing pages' filter shows only values that exist, with their counts.
 */
export async function facetCounts(
  db: Kysely<Database>,
  scope: { brandSlug: string } | { categorySlug: string },
): Promise<{ slug: string; count: number }[]> {
  const [groupColumn, whereColumn, value] =
    "brandSlug" in scope
      ? (["category_slug", "brand_slug", scope.brandSlug] as const)
      : (["brand_slug", "category_slug", scope.categorySlug] as const);
  const rows = await db
    .selectFrom("products")
    .select([groupColumn, (eb) => eb.fn.countAll().as("count")])
    .where(whereColumn, "=", value)
    .where(visibleToVisitors())
    .groupBy(groupColumn)
    .execute();
  return rows.map((row) => ({ slug: String(row[groupColumn]), count: Number(row.count) }));
}
