import { type Kysely, sql } from "kysely";
import { modelKey } from "#app/catalogue/fitment.ts";
import type { Product } from "#app/catalogue/product.ts";
import type { Database } from "../db/schema.ts";
import { selectProductsWithMedia, toProduct } from "./product-rows.server.ts";
import { visibleToVisitors } from "./visibility.server.ts";

export const RELATED_PRODUCTS_LIMIT = 6;

/**
 * A product page's related products, as a counter clerk would offer them (issue 27): first the rest
 * of the job, one part of each other category that fits the same vehicles in overlapping years (the
 * condenser and expansion valve beside a Creta's compressor); then the same category from other
 * brands, then from its own. Never the product itself, never one product twice. Active products
 * only: the fitment table holds no others (decision 085), and the category fill asks for them.
 */
export async function relatedProducts(db: Kysely<Database>, product: Product): Promise<Product[]> {
  const sameJob = await otherPartsForTheSameVehicles(db, product);
  const alternatives = await sameCategory(db, product, [product.id, ...sameJob]);
  const ids = [...sameJob, ...alternatives].slice(0, RELATED_PRODUCTS_LIMIT);
  if (ids.length === 0) return [];
  const rows = await selectProductsWithMedia(db).where("products.id", "in", ids).execute();
  const byId = new Map(rows.map((row) => [Number(row.id), toProduct(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** One product per other category fitting a vehicle of this one in overlapping years: its ids. */
async function otherPartsForTheSameVehicles(db: Kysely<Database>, product: Product): Promise<number[]> {
  if (product.fits.length === 0) return [];
  const rows = await db
    .selectFrom("product_fitments as fit")
    .innerJoin("products", "products.id", "fit.product_id")
    .select(["products.category_slug as category", (eb) => eb.fn.min("products.id").as("id")])
    .where(visibleToVisitors("products"))
    .where("products.category_slug", "<>", product.categorySlug)
    .where((eb) =>
      eb.or(
        product.fits.map((fit) =>
          eb.and([
            eb("fit.make_slug", "=", fit.makeSlug),
            eb("fit.model_key", "=", modelKey(fit.model)),
            // Years overlap; an open end (null) overlaps everything on its side.
            sql<boolean>`coalesce(fit.year_to, ${fit.yearFrom ?? 0}) >= ${fit.yearFrom ?? 0}`,
            sql<boolean>`coalesce(fit.year_from, ${fit.yearTo ?? 9999}) <= ${fit.yearTo ?? 9999}`,
          ]),
        ),
      ),
    )
    .groupBy("products.category_slug")
    .orderBy("products.category_slug")
    .limit(RELATED_PRODUCTS_LIMIT)
    .execute();
  return rows.map((row) => Number(row.id));
}

/** The same category, other brands first, none of the ids already chosen: its ids. */
async function sameCategory(db: Kysely<Database>, product: Product, taken: readonly number[]): Promise<number[]> {
  const rows = await db
    .selectFrom("products")
    .select("id")
    .where(visibleToVisitors())
    .where("category_slug", "=", product.categorySlug)
    .where("id", "not in", taken)
    .orderBy(sql`case when brand_slug = ${product.brandSlug} then 1 else 0 end`)
    .orderBy("name")
    .orderBy("id")
    .limit(RELATED_PRODUCTS_LIMIT)
    .execute();
  return rows.map((row) => Number(row.id));
}
