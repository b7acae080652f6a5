import { type Kysely, type SelectQueryBuilder, sql } from "kysely";
import { parseCrossNumbers } from "#app/catalogue/cross-numbers.ts";
import { modelKey, parseFits } from "#app/catalogue/fitment.ts";
import { isAbsoluteUrl } from "#app/catalogue/media-key.ts";
import { partNumberKey } from "#app/catalogue/part-number.ts";
import { mediaImage, type Product } from "#app/catalogue/product.ts";
import { resolveVehicleMake } from "#app/catalogue/resolve.ts";
import type { ProductListQuery, ProductPage, ProductSort } from "#app/utils/api-types.ts";
import { loadTaxonomy } from "./catalogue/taxonomy.server.ts";
import type { Database, ProductRow } from "./db/schema.ts";
import {
  planSearch,
  relevance,
  type SearchPlan,
  searchCondition,
  searchPage,
  substringMayHelp,
} from "./search/match.server.ts";
import { explainMatches } from "./search/reasons.server.ts";

/**
 * The catalogue's read queries: listings with filters, sorting and paging, one product, counts. The
 * writes (imports, deletion) are in product-writes.server.ts; the export's rows are the export's
 * (import/export-workbook.server.ts).
 */

/** A product row with the library photos that may belong to it (by Image cell, by part number). */
type ProductWithMedia = ProductRow & {
  brand_name: string | null;
  category_name: string | null;
  named_file_id: string | null;
  named_widths: string | null;
  part_file_id: string | null;
  part_widths: string | null;
};

/**
 * The photo a product shows: the library photo its Image cell names, else the one named after its
 * part number, else an absolute URL typed in the Image cell, else none (the placeholder).
 */
function productImage(row: ProductWithMedia): { src: string; srcSet: string | null } | null {
  const fileId = row.named_file_id ?? row.part_file_id;
  const widths = row.named_file_id ? row.named_widths : row.part_widths;
  if (fileId && widths) return mediaImage(fileId, widths.split(",").map(Number));
  if (row.image && isAbsoluteUrl(row.image)) return { src: row.image, srcSet: null };
  return null;
}

export function toProduct(row: ProductWithMedia): Product {
  const image = productImage(row);
  return {
    id: Number(row.id),
    name: row.name,
    partNumber: row.part_number,
    brand: row.brand_name ?? row.brand_slug,
    brandSlug: row.brand_slug,
    category: row.category_name ?? row.category_slug,
    categorySlug: row.category_slug,
    description: row.description,
    image: image?.src ?? null,
    imageSrcSet: image?.srcSet ?? null,
    rating: row.rating === null ? null : Number(row.rating),
    oeNumbers: parseCrossNumbers("oe", row.oe_numbers).numbers,
    crossReferences: parseCrossNumbers("xref", row.cross_references).numbers,
    fits: parseFits(row.fits).fits,
    updatedAt: row.updated_at,
  };
}

/**
 * Products joined to their brand's and category's names and their candidate photos; every read of
 * products for display goes through it.
 */
function selectProductsWithMedia(db: Kysely<Database>) {
  return db
    .selectFrom("products")
    .leftJoin("brands", "brands.slug", "products.brand_slug")
    .leftJoin("categories", "categories.slug", "products.category_slug")
    .leftJoin("media as named", "named.stem_key", "products.image_key")
    .leftJoin("media as by_part", "by_part.stem_key", "products.part_key")
    .selectAll("products")
    .select([
      "brands.name as brand_name",
      "categories.name as category_name",
      "named.file_id as named_file_id",
      "named.widths as named_widths",
      "by_part.file_id as part_file_id",
      "by_part.widths as part_widths",
    ]);
}

/**
 * The filters, order and page of a listing: the API's query, which the pages' loaders use too,
 * and two options of the pages' own.
 */
export type ProductQuery = ProductListQuery & {
  /** Only parts that list no vehicle (what the finder cannot find; /search?fits=none). */
  withoutVehicle?: boolean | undefined;
  /** Forgive typos in words of four letters too (the closest matches of an empty search). */
  lenient?: boolean | undefined;
  /**
   * The number of matches when the caller knows it already (a listing without search or vehicle:
   * its facet counts), so that it is not counted again.
   */
  knownTotal?: number | undefined;
};

/** A query with its brand and category resolved to slugs (null: known to nobody, matches nothing). */
type ResolvedQuery = ProductQuery & { brandSlug?: string | null; categorySlug?: string | null };

async function resolveQuery(db: Kysely<Database>, query: ProductQuery): Promise<ResolvedQuery> {
  if (query.brand === undefined && query.category === undefined) return query;
  const taxonomy = await loadTaxonomy(db);
  return {
    ...query,
    brandSlug: query.brand === undefined ? undefined : (taxonomy.resolveBrand(query.brand)?.slug ?? null),
    categorySlug: query.category === undefined ? undefined : (taxonomy.resolveCategory(query.category)?.slug ?? null),
  };
}

/**
 * The filters shared by the count and the page. A brand or category that resolves to nothing
 * matches nothing (rather than everything), so a mistyped filter never shows the whole catalogue.
 */
function applyFilters<DB extends Database, TB extends keyof DB & "products", O>(
  query: SelectQueryBuilder<DB, TB, O>,
  filters: ResolvedQuery,
  search: SearchPlan | undefined,
  substring = false,
) {
  const matchesNothing = sql<boolean>`1 = 0`;
  let filtered = query;
  if (filters.brand !== undefined) {
    filtered = filters.brandSlug
      ? filtered.where(sql<boolean>`products.brand_slug = ${filters.brandSlug}`)
      : filtered.where(matchesNothing);
  }
  if (filters.category !== undefined) {
    filtered = filters.categorySlug
      ? filtered.where(sql<boolean>`products.category_slug = ${filters.categorySlug}`)
      : filtered.where(matchesNothing);
  }
  if (search) filtered = filtered.where(searchCondition(search, substring));
  if (filters.withoutVehicle)
    filtered = filtered.where(sql<boolean>`products.id not in (select product_id from product_fitments)`);
  if (filters.make !== undefined) {
    const fitting = fitmentConditions(filters);
    // A whole make fits a large share of a catalogue: reading its products one by one to sort them
    // costs more than walking the name (or brand) index in order until a page is full, which SQLite
    // does when `+` keeps it from looking products up by id. A model narrows enough for the former.
    const id = filters.model ? sql`products.id` : sql`+products.id`;
    filtered = filtered.where(
      fitting ? sql<boolean>`${id} in (select product_id from product_fitments where ${fitting})` : matchesNothing,
    );
  }
  return filtered;
}

/** The product_fitments rows of the vehicle filter (make, model, year); undefined for an unknown make. */
function fitmentConditions(filters: ProductQuery) {
  const make = resolveVehicleMake(filters.make);
  if (!make) return undefined;
  const model = filters.model ? modelKey(filters.model) : "";
  const year = filters.year;
  return sql<boolean>`make_slug = ${make.slug}${model ? sql` and model_key = ${model}` : sql``}${
    year !== undefined
      ? sql` and (year_from is null or year_from <= ${year}) and (year_to is null or year_to >= ${year})`
      : sql``
  }`;
}

const sortOrders: Record<ProductSort, [column: string, direction: "asc" | "desc"][]> = {
  name: [["products.name", "asc"]],
  partNumber: [["products.part_key", "asc"]],
  brand: [
    ["products.brand_slug", "asc"],
    ["products.name", "asc"],
  ],
  newest: [["products.updated_at", "desc"]],
};

/** The order of a listing, with the id last so that pages never overlap. */
function inOrder<DB extends Database, TB extends keyof DB & "products", O>(
  query: SelectQueryBuilder<DB, TB, O>,
  sort: ProductSort | undefined,
  search: SearchPlan | undefined,
) {
  let ordered = query;
  // A search is in order of relevance unless another order is asked for (docs/decisions/047).
  // Within a rank, catalogue order (id), as the word index gives it.
  const columns = search && sort === undefined ? [] : sortOrders[sort ?? "name"];
  if (search && sort === undefined) ordered = ordered.orderBy(relevance(search));
  for (const [column, direction] of [...columns, ["products.id", "asc"] as const])
    ordered = ordered.orderBy(sql.ref(column), direction);
  return ordered;
}

/**
 * The number of matches. With only a vehicle filter it is counted on the fitments alone, without
 * reading a product row: the make links of the home page list a tenth of a large catalogue.
 */
function countMatches(db: Kysely<Database>, filters: ResolvedQuery, search: SearchPlan | undefined, substring = false) {
  const fitting =
    filters.brand === undefined && filters.category === undefined && !filters.q?.trim() && !filters.withoutVehicle
      ? fitmentConditions(filters)
      : undefined;
  return fitting
    ? db
        .selectFrom("product_fitments")
        .select(sql<number>`count(distinct product_id)`.as("total"))
        .where(fitting)
        .executeTakeFirstOrThrow()
    : applyFilters(
        db.selectFrom("products").select((eb) => eb.fn.countAll().as("total")),
        filters,
        search,
        substring,
      ).executeTakeFirstOrThrow();
}

export async function listProducts(db: Kysely<Database>, query: ProductQuery = {}): Promise<ProductPage> {
  const filters = await resolveQuery(db, query);
  const search = await planSearch(db, filters.q, { lenient: filters.lenient });
  const onlySearch =
    filters.brand === undefined &&
    filters.category === undefined &&
    filters.make === undefined &&
    !filters.withoutVehicle &&
    !filters.sort;
  if (search && onlySearch && filters.limit !== undefined) {
    const found = await searchPage(db, search, filters.limit, filters.offset ?? 0);
    if (found) {
      const rows = found.ids.length
        ? await selectProductsWithMedia(db).where("products.id", "in", found.ids).execute()
        : [];
      const byId = new Map(rows.map((row) => [Number(row.id), row]));
      const products = found.ids.flatMap((id) => {
        const row = byId.get(id);
        return row ? [toProduct(row)] : [];
      });
      await explainMatches(db, products, search);
      return { products, total: found.total };
    }
  }
  // Without a word or number match, the whole query as part of a name (how search worked before words).
  let count =
    filters.knownTotal === undefined ? await countMatches(db, filters, search) : { total: filters.knownTotal };
  const substring = search !== undefined && Number(count.total) === 0 && substringMayHelp(search);
  if (substring) count = await countMatches(db, filters, search, true);
  const filtered = <TB extends keyof Database & "products", O>(query: SelectQueryBuilder<Database, TB, O>) =>
    applyFilters(query, filters, search, substring);
  // A page is chosen on the products alone, and only its rows are joined to their photos.
  const pageQuery =
    filters.limit === undefined
      ? inOrder(filtered(selectProductsWithMedia(db)), filters.sort, search)
      : inOrder(selectProductsWithMedia(db), filters.sort, search).where(
          "products.id",
          "in",
          inOrder(filtered(db.selectFrom("products").select("products.id")), filters.sort, search)
            .limit(filters.limit)
            .offset(filters.offset ?? 0),
        );
  const products = (await pageQuery.execute()).map(toProduct);
  if (search) await explainMatches(db, products, search);
  return { products, total: Number(count.total) };
}

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
