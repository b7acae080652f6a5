import { type Kysely, type SelectQueryBuilder, sql } from "kysely";
import { brands } from "#app/catalogue/brands.ts";
import { categories } from "#app/catalogue/categories.ts";
import { partNumberKey } from "#app/catalogue/part-number.ts";
import { mediaUrl, type Product } from "#app/catalogue/product.ts";
import { resolveBrand, resolveCategory } from "#app/catalogue/resolve.ts";
import type { Database, ProductRow } from "./db/schema.ts";

const brandNames = new Map(brands.map((b) => [b.slug, b.name]));
const categoryNames = new Map(categories.map((c) => [c.slug, c.name]));

export function toProduct(row: ProductRow): Product {
  return {
    id: Number(row.id),
    name: row.name,
    partNumber: row.part_number,
    brand: brandNames.get(row.brand_slug) ?? row.brand_slug,
    brandSlug: row.brand_slug,
    category: categoryNames.get(row.category_slug) ?? row.category_slug,
    categorySlug: row.category_slug,
    description: row.description,
    image: mediaUrl(row.image),
    rating: row.rating === null ? null : Number(row.rating),
    updatedAt: row.updated_at,
  };
}

export interface ProductQuery {
  /** A brand name, slug or alias in any case. */
  brand?: string | undefined;
  /** A category name, slug or alias in any case. */
  category?: string | undefined;
  /** Words of the name, or a part number typed with any spacing and punctuation. */
  q?: string | undefined;
  limit?: number | undefined;
  offset?: number | undefined;
}

export interface ProductPage {
  products: Product[];
  total: number;
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The filters shared by the count and the page. A brand or category that resolves to nothing
 * matches nothing (rather than everything), so a mistyped filter never shows the whole catalogue.
 */
function applyFilters<O>(query: SelectQueryBuilder<Database, "products", O>, filters: ProductQuery) {
  const matchesNothing = sql<boolean>`1 = 0`;
  let filtered = query;
  if (filters.brand !== undefined) {
    const brand = resolveBrand(filters.brand);
    filtered = brand ? filtered.where("brand_slug", "=", brand.slug) : filtered.where(matchesNothing);
  }
  if (filters.category !== undefined) {
    const category = resolveCategory(filters.category);
    filtered = category ? filtered.where("category_slug", "=", category.slug) : filtered.where(matchesNothing);
  }
  const text = filters.q?.trim();
  if (text) {
    const key = partNumberKey(text);
    const namePattern = `%${escapeLike(text.toLowerCase())}%`;
    // SQLite has no default LIKE escape character, so name one for both databases.
    const nameMatches = sql<boolean>`lower(name) like ${namePattern} escape '\\'`;
    filtered = filtered.where((eb) =>
      key ? eb.or([nameMatches, sql<boolean>`part_key like ${`%${key}%`}`]) : nameMatches,
    );
  }
  return filtered;
}

export async function listProducts(db: Kysely<Database>, filters: ProductQuery = {}): Promise<ProductPage> {
  const base = db.selectFrom("products");
  let pageQuery = applyFilters(base.selectAll(), filters).orderBy("name").orderBy("id");
  if (filters.limit !== undefined) pageQuery = pageQuery.limit(filters.limit).offset(filters.offset ?? 0);
  const [rows, count] = await Promise.all([
    pageQuery.execute(),
    applyFilters(
      base.select((eb) => eb.fn.countAll().as("total")),
      filters,
    ).executeTakeFirstOrThrow(),
  ]);
  return { products: rows.map(toProduct), total: Number(count.total) };
}

/** A product by its numeric id or by its part number typed in any spacing or case. */
export async function findProduct(db: Kysely<Database>, idOrPartNumber: string): Promise<Product | undefined> {
  const trimmed = idOrPartNumber.trim();
  const byKey = await db
    .selectFrom("products")
    .selectAll()
    .where("part_key", "=", partNumberKey(trimmed))
    .executeTakeFirst();
  if (byKey) return toProduct(byKey);
  if (/^\d{1,9}$/.test(trimmed)) {
    const byId = await db.selectFrom("products").selectAll().where("id", "=", Number(trimmed)).executeTakeFirst();
    if (byId) return toProduct(byId);
  }
  return undefined;
}

export async function countProducts(db: Kysely<Database>): Promise<number> {
  const { total } = await db
    .selectFrom("products")
    .select((eb) => eb.fn.countAll().as("total"))
    .executeTakeFirstOrThrow();
  return Number(total);
}

export async function deleteProduct(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db.deleteFrom("products").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export interface ProductInput {
  name: string;
  partNumber: string;
  brandSlug: string;
  categorySlug: string;
  description: string;
  image: string | null;
  rating: number | null;
}

/**
 * Inserts or updates products by part-number key, all in one transaction: a sheet lands whole or
 * not at all. With replaceAll the old catalogue is removed in the same transaction. Returns how
 * many rows were created and updated.
 */
export async function upsertProducts(
  db: Kysely<Database>,
  inputs: readonly ProductInput[],
  options: { replaceAll?: boolean; now?: string } = {},
): Promise<{ created: number; updated: number }> {
  const now = options.now ?? new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    if (options.replaceAll) await trx.deleteFrom("products").execute();
    let created = 0;
    let updated = 0;
    const existing = new Set(
      (await trx.selectFrom("products").select("part_key").execute()).map((row) => row.part_key),
    );
    for (const chunk of chunks(inputs, 200)) {
      const rows = chunk.map((input) => ({
        name: input.name,
        part_number: input.partNumber,
        part_key: partNumberKey(input.partNumber),
        brand_slug: input.brandSlug,
        category_slug: input.categorySlug,
        description: input.description,
        image: input.image,
        rating: input.rating,
        created_at: now,
        updated_at: now,
      }));
      for (const row of rows) existing.has(row.part_key) ? updated++ : created++;
      await trx
        .insertInto("products")
        .values(rows)
        .onConflict((oc) =>
          oc.column("part_key").doUpdateSet((eb) => ({
            name: eb.ref("excluded.name"),
            part_number: eb.ref("excluded.part_number"),
            brand_slug: eb.ref("excluded.brand_slug"),
            category_slug: eb.ref("excluded.category_slug"),
            description: eb.ref("excluded.description"),
            // A sheet row without an image keeps the photo uploaded earlier.
            image: eb.fn.coalesce(eb.ref("excluded.image"), eb.ref("products.image")),
            rating: eb.ref("excluded.rating"),
            updated_at: eb.ref("excluded.updated_at"),
          })),
        )
        .execute();
    }
    return { created, updated };
  });
}

function* chunks<T>(items: readonly T[], size: number): Generator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}
