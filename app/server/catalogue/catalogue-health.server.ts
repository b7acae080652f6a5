import { type Kysely, type RawBuilder, sql } from "kysely";
import type { CatalogueHealth } from "#app/api/demand.ts";
import { type ProductGap, productGaps } from "#app/api/products.ts";
import { resolveVehicleMake } from "#app/catalogue/resolve.ts";
import { defaultLanguage, languages } from "#app/i18n/language.ts";
import type { Database } from "../db/schema.ts";
import { brandPhotoKeySql } from "../media/photo-keys.server.ts";
import { parseTranslations } from "./taxonomy.server.ts";

/**
 * What the catalogue's own data is missing (issue 31, docs/decisions/123): active products without a
 * photo, a description, fitment, OE numbers or specifications, or with a name that says nothing; brands and
 * categories without a logo or a description; vehicles whose parts are all of one category.
 * `productGapCondition` is the one definition: the counts here and the staff products table's
 * `missing` filter both use it, so a count and the list it links to always agree.
 */

/** Names that stand in for a name: an import's or a supplier's filler, not a product's name. */
export const PLACEHOLDER_NAMES = [
  "product",
  "new product",
  "item",
  "part",
  "spare part",
  "untitled",
  "unknown",
  "tbd",
  "tba",
  "na",
  "n/a",
  "none",
  "test",
  "-",
  ".",
  "producto",
  "nuevo producto",
  "sin nombre",
];

export function productGapCondition(gap: ProductGap): RawBuilder<boolean> {
  switch (gap) {
    case "photo":
      // As productImage (product-rows.server.ts) finds one: a library photo by the Image cell's name,
      // by brand and part number or by part number, else an absolute URL in the Image cell.
      // Or the first of its photos in staff's order (decision 151).
      return sql<boolean>`(not exists (select 1 from media where media.stem_key in
          (products.image_key, ${brandPhotoKeySql}, products.part_key))
        and not exists (select 1 from product_photos where product_photos.product_id = products.id)
        and (products.image is null or (lower(trim(products.image)) not like 'http://%'
          and lower(trim(products.image)) not like 'https://%')))`;
    case "description":
      return sql<boolean>`trim(products.description) = ''`;
    case "fitment":
      return sql<boolean>`trim(products.fits) = ''`;
    case "oe":
      return sql<boolean>`trim(products.oe_numbers) = ''`;
    case "specs":
      // No value at all, in a category that has fields to fill (decision 152): a category without
      // fields has nothing to ask for.
      return sql<boolean>`(products.specs = '{}'
        and exists (select 1 from spec_fields where spec_fields.category_slug = products.category_slug))`;
    case "placeholder-name":
      // A filler word, the part number again, or one or two characters.
      return sql<boolean>`(lower(trim(products.name)) in (${sql.join(PLACEHOLDER_NAMES)})
        or upper(trim(products.name)) = upper(trim(products.part_number))
        or length(trim(products.name)) < 3)`;
  }
}

/** Products listed per gap, and terms and vehicles listed, at most. */
const LISTED = 20;

export async function catalogueHealth(db: Kysely<Database>): Promise<CatalogueHealth> {
  const [active, gaps, brands, categories, vehicles] = await Promise.all([
    db
      .selectFrom("products")
      .where("status", "=", "active")
      .select(sql<number>`count(*)`.as("count"))
      .executeTakeFirstOrThrow(),
    Promise.all(productGaps.map(async (gap) => [gap, await productsWith(db, gap)] as const)),
    termsMissing(db, "brands"),
    termsMissing(db, "categories"),
    vehiclesOfOneCategory(db),
  ]);
  return {
    activeProducts: Number(active.count),
    products: Object.fromEntries(gaps) as CatalogueHealth["products"],
    brands,
    categories,
    vehiclesOfOneCategory: vehicles,
  };
}

async function productsWith(db: Kysely<Database>, gap: ProductGap) {
  const matching = db.selectFrom("products").where("status", "=", "active").where(productGapCondition(gap));
  const [count, listed] = await Promise.all([
    matching.select(sql<number>`count(*)`.as("count")).executeTakeFirstOrThrow(),
    matching
      .select(["id", "name", "part_number", "brand_slug"])
      .orderBy(sql`lower(name)`)
      .orderBy("id")
      .limit(LISTED)
      .execute(),
  ]);
  return {
    count: Number(count.count),
    listed: listed.map((row) => ({
      id: row.id,
      name: row.name,
      partNumber: row.part_number,
      brandSlug: row.brand_slug,
    })),
  };
}

/** Listed brands or categories with products that lack a logo or a description (in any language). */
async function termsMissing(db: Kysely<Database>, table: "brands" | "categories") {
  const rows = await db
    .selectFrom(table)
    .where("visible", "=", 1)
    .select(["slug", "name", "image", "description", "translations"])
    .orderBy("sort_order")
    .orderBy("name")
    .execute();
  const withoutLogo = rows.filter((row) => !row.image).map(({ slug, name }) => ({ slug, name }));
  const withoutDescription = rows
    .filter((row) => {
      const translations = parseTranslations(row.translations);
      return (
        row.description.trim() === "" ||
        languages.some((language) => language !== defaultLanguage && !translations[language]?.description?.trim())
      );
    })
    .map(({ slug, name }) => ({ slug, name }));
  return { withoutLogo, withoutDescription };
}

/**
 * Vehicles (make and model) whose active parts are all of one category: a Creta with compressors
 * only is a gap to fill before a buyer finds it. The most parts first.
 */
async function vehiclesOfOneCategory(db: Kysely<Database>) {
  const rows = await db
    .selectFrom("product_fitments")
    .innerJoin("products", "products.id", "product_fitments.product_id")
    .leftJoin("categories", "categories.slug", "products.category_slug")
    .where("products.status", "=", "active")
    .select([
      "product_fitments.make_slug as make",
      sql<string>`min(product_fitments.model)`.as("model"),
      sql<string>`min(products.category_slug)`.as("category"),
      sql<string>`min(coalesce(categories.name, products.category_slug))`.as("categoryName"),
      sql<number>`count(distinct products.id)`.as("parts"),
    ])
    .groupBy(["product_fitments.make_slug", "product_fitments.model_key"])
    .having(sql<boolean>`count(distinct products.category_slug) = 1`)
    .orderBy(sql`count(distinct products.id)`, "desc")
    .orderBy("product_fitments.make_slug")
    .execute();
  return {
    count: rows.length,
    listed: rows.slice(0, LISTED).map((row) => ({
      make: row.make,
      makeName: resolveVehicleMake(row.make)?.name ?? row.make,
      model: row.model,
      category: row.category,
      categoryName: row.categoryName,
      parts: Number(row.parts),
    })),
  };
}
