import { type Kysely, type SelectQueryBuilder, sql } from "kysely";
import type { ProductListQuery, ProductPage, ProductSort } from "#app/api/products.ts";
import { modelKey } from "#app/catalogue/fitment.ts";
import { resolveVehicleMake } from "#app/catalogue/resolve.ts";
import type { TaxonomyTerm } from "#app/catalogue/taxonomy.ts";
import { productGapCondition } from "../catalogue/catalogue-health.server.ts";
import { loadTaxonomy } from "../catalogue/taxonomy.server.ts";
import type { Database } from "../db/schema.ts";
import { broughtByImport } from "../import/brought-by-import.server.ts";
import { rowCategoriesOf } from "../import/value-choices.server.ts";
import { type SpecChoices, specCondition } from "../listings/spec-facets.server.ts";
import { selectProductsWithMedia, toProduct } from "../products/product-rows.server.ts";
import { isVisibleToVisitors, visibleToVisitors } from "../products/visibility.server.ts";
import { type FitDetailAnswers, fitDetailConditions } from "./fit-detail-filter.server.ts";
import { inSymptomCategories, relevance, searchCondition, substringMayHelp, symptomOrder } from "./match.server.ts";
import { rankedSearch } from "./ranked-search.server.ts";
import { pageOfRanking } from "./ranking.server.ts";
import { explainMatches } from "./reasons.server.ts";
import { planSearch, type SearchPlan } from "./search-plan.server.ts";

/**
 * Word search's entry, and every listing's: listProducts finds the products that match a query's
 * words, brand, category and vehicle, in order of relevance or as asked, a page at a time. The
 * search page, the brand and category pages, the JSON API's list, the closest matches
 * (closest.server.ts) and the search dialog's suggestions (suggestions.server.ts) all go through
 * it. How a query is read is in search-plan.server.ts, how it matches in match.server.ts, how its
 * matches are ranked in ranking.server.ts, why a product matched in reasons.server.ts.
 */

/**
 * The filters, order and page of a listing: the API's query, which the pages' loaders use too,
 * and two options of the pages' own.
 */
/**
 * A product that lists no vehicle. NOT EXISTS, not NOT IN: PostgreSQL runs `id not in (subquery)`
 * as a hashed subplan only while the subquery's ids fit in work_mem; past that (two million fitment
 * lines at a million products) it reads the subquery again for every product, and a count of the
 * products without a vehicle took minutes (issue 42's growth bench). NOT EXISTS is an anti-join.
 */
export const listsNoVehicle = sql<boolean>`not exists (select 1 from product_fitments where product_fitments.product_id = products.id)`;

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
  /** The finder's answers about the vehicle (decision 131): a line without that detail fits any. */
  fitDetails?: FitDetailAnswers | undefined;
  /** Only products with, for every field given, one of its values (a listing's filters, decision 103). */
  specs?: SpecChoices | undefined;
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
  // Visitors see what the visibility rule lets them (docs/decisions/085); staff may ask for another
  // status or all.
  const visitorsView = showsVisitorsView(filters);
  // The fitments hold visible products only (decision 085): a vehicle filter says "visible" already,
  // and without the condition a brand's or category's index answers without reading each product's
  // row (a brand's listing by make: half the time at 100,000 products, docs/decisions/158).
  if (visitorsView && filters.make === undefined) filtered = filtered.where(visibleToVisitors("products"));
  if (!visitorsView && filters.status !== "all")
    filtered = filtered.where(sql<boolean>`products.status = ${filters.status}`);
  if (filters.importId !== undefined) filtered = filtered.where(broughtByImport(filters.importId));
  if (filters.missing !== undefined) filtered = filtered.where(productGapCondition(filters.missing));
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
  if (search?.symptom) filtered = filtered.where(inSymptomCategories(search.symptom));
  const specs = filters.specs ? specCondition(filters.specs) : undefined;
  if (specs) filtered = filtered.where(specs);
  if (filters.withoutVehicle) filtered = filtered.where(listsNoVehicle);
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
export function fitmentConditions(filters: ProductQuery) {
  const make = resolveVehicleMake(filters.make);
  if (!make) return undefined;
  const model = filters.model ? modelKey(filters.model) : "";
  const year = filters.year;
  return sql<boolean>`make_slug = ${make.slug}${model ? sql` and model_key = ${model}` : sql``}${
    year !== undefined
      ? sql` and (year_from is null or year_from <= ${year}) and (year_to is null or year_to >= ${year})`
      : sql``
  }${fitDetailConditions(filters.fitDetails)}`;
}

const sortOrders: Record<ProductSort, [column: string, direction: "asc" | "desc"][]> = {
  name: [["products.name", "asc"]],
  // A number two brands sell lists in brand order; the unique (part_key, brand_slug) index has this order.
  partNumber: [
    ["products.part_key", "asc"],
    ["products.brand_slug", "asc"],
  ],
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
  // A fault's parts, likeliest cause first (docs/decisions/141).
  if (search?.symptom && sort === undefined) ordered = ordered.orderBy(symptomOrder(search.symptom));
  for (const [column, direction] of [...columns, ["products.id", "asc"] as const])
    ordered = ordered.orderBy(sql.ref(column), direction);
  return ordered;
}

/**
 * The number of matches. With only a vehicle filter it is counted on the fitments alone, without
 * reading a product row: the make links of the home page list a tenth of a large catalogue.
 */
function countMatches(db: Kysely<Database>, filters: ResolvedQuery, search: SearchPlan | undefined, substring = false) {
  // The fitments hold active products only (docs/decisions/085): counted there for visitors alone.
  const fitting =
    filters.brand === undefined &&
    filters.category === undefined &&
    !filters.q?.trim() &&
    !filters.withoutVehicle &&
    onlyActive(filters)
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

/** Whether the listing shows what visitors see: no status asked for, or the visible one. */
const showsVisitorsView = (filters: ProductQuery) =>
  filters.status === undefined || isVisibleToVisitors(filters.status);

/** A visitor's listing: visible products, however they came. */
const onlyActive = (filters: ProductQuery) =>
  showsVisitorsView(filters) && filters.importId === undefined && filters.missing === undefined;

/**
 * The categories a buyer's words are read against: those with public products. A category staff made
 * for a job before stocking it ("Compressor Oil", issue 44) would otherwise turn "compressor oil pag 46"
 * from oil asked for into a search that finds the compressors whose descriptions mention their oil.
 * One array per taxonomy snapshot, so the row reader built for it is kept (rowCategoriesOf).
 */
const visibleCategories = new WeakMap<readonly TaxonomyTerm[], TaxonomyTerm[]>();
function categoriesVisitorsSee(categories: readonly TaxonomyTerm[]): TaxonomyTerm[] {
  let seen = visibleCategories.get(categories);
  if (!seen) {
    seen = categories.filter((category) => category.hasPublicProducts);
    visibleCategories.set(categories, seen);
  }
  return seen;
}

/**
 * The accessory or fluid the words ask for, when it belongs to a part the catalogue carries: their
 * head, read as an imported row's name is (row-category.ts), is another part, and the rest names one
 * of the catalogue's ("compressor oil pag 46" asks for "oil", "radiator cap" for "cap"). Such a search
 * finds nothing, rather than the compressors whose descriptions mention their oil, so the buyer is
 * offered the closest parts and WhatsApp and the staff's Demand tab hears what was asked for (issue
 * 43). A word alone ("coil") is searched as ever: it may start a category's name.
 */
export async function anotherPartAskedFor(db: Kysely<Database>, q: string | undefined): Promise<string | undefined> {
  if (!q?.trim()) return undefined;
  const rows = rowCategoriesOf(categoriesVisitorsSee((await loadTaxonomy(db)).categories));
  const read = rows.ofRow(q, "");
  if (read.kind !== "other-part") return undefined;
  const rest = q.toLowerCase().replace(read.head.toLowerCase(), " ");
  return rows.ofRow(rest, "").kind === "none" ? undefined : read.head;
}

export async function listProducts(db: Kysely<Database>, query: ProductQuery = {}): Promise<ProductPage> {
  if ((await anotherPartAskedFor(db, query.q)) !== undefined) return { products: [], total: 0 };
  const filters = await resolveQuery(db, query);
  const onlySearch =
    onlyActive(filters) &&
    filters.brand === undefined &&
    filters.category === undefined &&
    filters.make === undefined &&
    !filters.withoutVehicle &&
    !filters.sort &&
    filters.limit !== undefined &&
    Boolean(filters.q?.trim());
  // A page of a search alone comes from the search's result cache (ranked-search.server.ts).
  const ranked = onlySearch ? await rankedSearch(db, filters.q as string, { lenient: filters.lenient }) : undefined;
  const search = ranked ? ranked.plan : await planSearch(db, filters.q, { lenient: filters.lenient });
  // The fault the query names, said with the answer (docs/decisions/141).
  const symptom = search?.symptom
    ? { symptom: { key: search.symptom.key, categories: [...search.symptom.categories] } }
    : {};
  if (search && ranked?.ranking) {
    const ids = await pageOfRanking(ranked.ranking, filters.limit as number, filters.offset ?? 0);
    const rows = ids.length ? await selectProductsWithMedia(db).where("products.id", "in", ids).execute() : [];
    const byId = new Map(rows.map((row) => [Number(row.id), row]));
    const products = ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toProduct(row)] : [];
    });
    await explainMatches(db, products, search);
    return { products, total: ranked.ranking.total, ...symptom };
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
  return { products, total: Number(count.total), ...symptom };
}
