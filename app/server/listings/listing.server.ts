import type { Kysely } from "kysely";
import { z } from "zod";
import type { Product } from "#app/catalogue/product.ts";
import { noControlCharacters } from "#app/forms/plain-text.ts";
import type { Localized } from "#app/i18n/language.ts";
import { languageFromPath } from "#app/i18n/language.ts";
import { loadSpecFields } from "../catalogue/spec-fields.server.ts";
import { loadTaxonomy } from "../catalogue/taxonomy.server.ts";
import { memoisedPerVersion } from "../catalogue/version-memo.server.ts";
import type { Database } from "../db/schema.ts";
import { facetCounts } from "../products/product-queries.server.ts";
import { type ClosestMatches, closestTo } from "../search/closest.server.ts";
import { listProducts } from "../search/list-products.server.ts";
import { addressText, pageNumber } from "./address-query.server.ts";
import { filterableFields, readSpecChoices, type SpecFacet, specFacets } from "./spec-facets.server.ts";
import { loadVehicleChoice, type VehicleChoice } from "./vehicle-choice.server.ts";

export const LISTING_PAGE_SIZE = 24;

export type ListingScope = { kind: "brand"; brandSlug: string } | { kind: "category"; categorySlug: string };

export interface ListingData {
  products: Product[];
  /** All matches of the filter and search, not just this page. */
  total: number;
  page: number;
  pageCount: number;
  /** The filter's choices: categories within a brand, or brands within a category, with counts. */
  facets: { slug: string; count: number; label: Localized<string> }[];
  /** The chosen facet slug, or null for "All". */
  selected: string | null;
  q: string;
  /** The "find by vehicle" control: its choices and what is chosen. */
  vehicle: VehicleChoice;
  /** When the search found nothing: what comes closest, in this brand or category or else anywhere. */
  closest: ClosestMatches | null;
  /**
   * The listed category's specification filters with counts, written in the page's language (decision
   * 103); on a brand page once a category is chosen. Empty when there are none.
   */
  specFacets: SpecFacet[];
}

const listingQuerySchema = z.object({
  // A filter or search the page cannot use (too long, a control character: decision 079) is ignored.
  filter: z
    .string()
    .max(100)
    .check(noControlCharacters({ label: "The filter" }))
    .optional()
    .catch(undefined),
  q: addressText("The search text"),
  page: pageNumber,
});

/**
 * What a brand or category page shows, from its URL: `?category=` (or `?brand=`), `?q=`,
 * `?make=&model=&year=` and `?page=` are applied on the server, so a filtered page can be
 * shared, reloaded and indexed.
 */
export async function loadListing(db: Kysely<Database>, scope: ListingScope, url: URL): Promise<ListingData> {
  const filterParam = scope.kind === "brand" ? "category" : "brand";
  const query = listingQuerySchema.parse({
    filter: url.searchParams.get(filterParam) ?? undefined,
    q: url.searchParams.get("q") ?? "",
    page: url.searchParams.get("page") ?? 1,
  });
  const [facetsUnsorted, vehicle, taxonomy, allSpecFields] = await Promise.all([
    // The same for every visitor and every filter of the page until the catalogue changes.
    memoisedPerVersion(
      db,
      scope.kind === "brand" ? `facets:brand:${scope.brandSlug}` : `facets:category:${scope.categorySlug}`,
      () =>
        facetCounts(db, scope.kind === "brand" ? { brandSlug: scope.brandSlug } : { categorySlug: scope.categorySlug }),
    ),
    loadVehicleChoice(db, url),
    loadTaxonomy(db),
    loadSpecFields(db),
  ]);
  // Categories in the order staff set for the menu, brands by name (as before brands were data).
  const resolveFacet = scope.kind === "brand" ? taxonomy.resolveCategory : taxonomy.resolveBrand;
  const order = (slug: string) => {
    const term = resolveFacet(slug);
    return scope.kind === "brand"
      ? String(term?.sortOrder ?? Number.MAX_SAFE_INTEGER).padStart(16, "0")
      : (term?.name ?? slug);
  };
  const facets = [...facetsUnsorted]
    .sort((a, b) => order(a.slug).localeCompare(order(b.slug)))
    .map((facet) => {
      const term = resolveFacet(facet.slug);
      return { ...facet, label: term ? term.label : { en: facet.slug } };
    });
  const chosen = query.filter ? resolveFacet(query.filter)?.slug : undefined;
  const selected = chosen && facets.some((f) => f.slug === chosen) ? chosen : null;

  // Specification filters belong to one category: the page's, or on a brand page the one chosen.
  const categorySlug = scope.kind === "category" ? scope.categorySlug : selected;
  const specFields = categorySlug ? filterableFields(allSpecFields.ofCategory(categorySlug)) : [];
  const specChoices = readSpecChoices(url, specFields);
  const hasSpecChoices = Object.keys(specChoices).length > 0;
  const filters = {
    ...(scope.kind === "brand"
      ? { brand: scope.brandSlug, category: selected ?? undefined }
      : { category: scope.categorySlug, brand: selected ?? undefined }),
    ...(hasSpecChoices ? { specs: specChoices } : {}),
  };
  // Without a search, a vehicle or specifications, the facet counts already say how many products match.
  const knownTotal =
    query.q || vehicle.filters.make || hasSpecChoices
      ? undefined
      : facets.reduce((sum, facet) => sum + (selected === null || facet.slug === selected ? facet.count : 0), 0);
  const fetchPage = (page: number) =>
    listProducts(db, {
      ...filters,
      ...vehicle.filters,
      q: query.q || undefined,
      knownTotal,
      limit: LISTING_PAGE_SIZE,
      offset: (page - 1) * LISTING_PAGE_SIZE,
    });
  const [first, specFacetList] = await Promise.all([
    fetchPage(query.page),
    categorySlug
      ? specFacets(
          db,
          { categorySlug, brandSlug: scope.kind === "brand" ? scope.brandSlug : (selected ?? undefined) },
          specFields,
          specChoices,
          languageFromPath(url.pathname),
        )
      : [],
  ]);
  const pageCount = Math.max(1, Math.ceil(first.total / LISTING_PAGE_SIZE));
  // A page past the end (an old link after products were removed) shows the last page instead.
  const page = Math.min(query.page, pageCount);
  const result = page === query.page ? first : await fetchPage(page);
  const closest =
    result.total === 0
      ? ((await closestTo(
          db,
          query.q,
          vehicle.filters,
          scope.kind === "brand" ? { brand: scope.brandSlug } : { category: scope.categorySlug },
        )) ?? null)
      : null;
  return {
    products: result.products,
    total: result.total,
    page,
    pageCount,
    facets,
    selected,
    q: query.q,
    vehicle: vehicle.choice,
    closest,
    specFacets: specFacetList,
  };
}
