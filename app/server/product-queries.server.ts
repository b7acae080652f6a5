import type { Kysely } from "kysely";
import { partNumberKey } from "#app/catalogue/part-number.ts";
import type { Product } from "#app/catalogue/product.ts";
import { loadTaxonomy, type TaxonomySnapshot } from "./catalogue/taxonomy.server.ts";
import type { Database, ProductRow } from "./db/schema.ts";
import { selectProductsWithMedia, toProduct } from "./product-rows.server.ts";

/**
 * The catalogue's reads besides listings and search (search/list-products.server.ts): one product,
 * counts, a listing's facet counts and the export's rows. The writes (imports, deletion) are in
 * product-writes.server.ts.
 */

/**
 * A product by its part number typed in any spacing or case, or by its numeric id. Digits can be
 * both (part number 33740, product 33740), so the caller says which reading wins: pages carry part
 * numbers in their addresses, the API's details call is documented with the id.
 */
export async function findProduct(
  db: Kysely<Database>,
  idOrPartNumber: string,
  { prefer }: { prefer: "partNumber" | "id" } = { prefer: "partNumber" },
): Promise<Product | undefined> {
  const trimmed = idOrPartNumber.trim();
  const byPartNumber = async () => {
    const key = partNumberKey(trimmed);
    if (!key) return undefined;
    return selectProductsWithMedia(db).where("products.part_key", "=", key).executeTakeFirst();
  };
  const byId = async () => {
    if (!/^\d{1,9}$/.test(trimmed)) return undefined;
    return selectProductsWithMedia(db).where("products.id", "=", Number(trimmed)).executeTakeFirst();
  };
  const [first, second] = prefer === "id" ? [byId, byPartNumber] : [byPartNumber, byId];
  const row = (await first()) ?? (await second());
  return row ? toProduct(row) : undefined;
}

export async function countProducts(db: Kysely<Database>): Promise<number> {
  const { total } = await db
    .selectFrom("products")
    .select((eb) => eb.fn.countAll().as("total"))
    .executeTakeFirstOrThrow();
  return Number(total);
}

/** The columns a spreadsheet row sets: what an import compares and writes, and the export reads. */
export const sheetColumns = [
  "name",
  "part_number",
  "brand_slug",
  "category_slug",
  "description",
  "image",
  "rating",
  "oe_numbers",
  "cross_references",
  "fits",
] as const;

/** A product's sheet columns as the products table stores them. */
export type SheetFields = Pick<ProductRow, (typeof sheetColumns)[number]>;

/** The names of brands and categories by slug, as a sheet shows them. */
export interface TermNames {
  brand(slug: string): string;
  category(slug: string): string;
}

/** Names by slug as the taxonomy resolves them (a former slug of a renamed one included); else the slug. */
export function termNames(taxonomy: TaxonomySnapshot): TermNames {
  return {
    brand: (slug) => taxonomy.resolveBrand(slug)?.name ?? slug,
    category: (slug) => taxonomy.resolveCategory(slug)?.name ?? slug,
  };
}

/** A product's fields as a sheet holds them: names instead of slugs, the Image cell as typed. */
export function sheetRow(row: SheetFields, names: TermNames) {
  return {
    name: row.name,
    partNumber: row.part_number,
    brand: names.brand(row.brand_slug),
    category: names.category(row.category_slug),
    description: row.description,
    image: row.image,
    rating: row.rating === null ? null : Number(row.rating),
    oeNumbers: row.oe_numbers,
    crossReferences: row.cross_references,
    fits: row.fits,
  };
}

/** Every product with its fields as a sheet holds them (canonical names, the Image cell as typed). */
export async function listProductsForExport(db: Kysely<Database>) {
  const [rows, taxonomy] = await Promise.all([
    db
      .selectFrom("products")
      .select(sheetColumns)
      .orderBy("brand_slug")
      .orderBy("category_slug")
      .orderBy("name")
      .execute(),
    loadTaxonomy(db),
  ]);
  const names = termNames(taxonomy);
  return rows.map((row) => sheetRow(row, names));
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
    .groupBy(groupColumn)
    .execute();
  return rows.map((row) => ({ slug: String(row[groupColumn]), count: Number(row.count) }));
}
