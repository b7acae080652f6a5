import type { Kysely } from "kysely";
import type { Product } from "#app/catalogue/product.ts";
import { parseSearchQuery } from "#app/catalogue/search-query.ts";
import type { SymptomKey } from "#app/catalogue/search-symptoms.ts";
import { isListed } from "#app/catalogue/taxonomy.ts";
import { inLanguage, type Language } from "#app/i18n/language.ts";
import { loadTaxonomy, type TaxonomySnapshot } from "../catalogue/taxonomy.server.ts";
import type { Database } from "../db/schema.ts";
import { taxonomyTerms } from "./catalogue-terms.server.ts";
import { type ClosestMatches, closestMatches } from "./closest.server.ts";
import { listProducts } from "./list-products.server.ts";

export interface SearchSuggestions {
  products: Pick<Product, "name" | "partNumber" | "brandSlug" | "brand" | "matched" | "matchedFit">[];
  brands: { name: string; slug: string }[];
  categories: { name: string; slug: string }[];
  /** The fault the query names, whose parts are suggested (docs/decisions/141). */
  symptom?: SymptomKey;
  /** When no product matched: the suggested products are the closest matches, without these words. */
  closest?: Pick<ClosestMatches, "dropped" | "yearLeftOut">;
}

/**
 * Listed brands and categories a word of the query names (from three letters, as the start of one
 * of their names, aliases or labels): "denso compresor" shows Denso and Compressor. Hidden ones are
 * left out (docs/decisions/050).
 */
export function matchCatalogueNames(taxonomy: TaxonomySnapshot, q: string, language: Language) {
  const parsed = parseSearchQuery(q);
  const words = parsed.words.filter((word) => !word.number && word.text.length >= 3).map((word) => word.text);
  // A fault's parts are named too ("AC thanda nahi": Compressor, Condenser, Expansion Valve).
  const causes = parsed.symptom?.categories ?? [];
  const terms = taxonomyTerms(taxonomy);
  const named = (slug: string, map: ReadonlyMap<string, string>) => {
    const own = (map.get(slug) ?? "").split(" ");
    return words.some((word) => own.some((term) => term.startsWith(word)));
  };
  const brands = taxonomy.brands.filter(isListed);
  const categories = taxonomy.categories.filter(isListed);
  return {
    brands: brands.filter((b) => named(b.slug, terms.brand)).map((b) => ({ name: b.name, slug: b.slug })),
    categories: categories
      .filter((c) => causes.includes(c.slug) || named(c.slug, terms.category))
      .map((c) => ({ name: inLanguage(c.label, language), slug: c.slug })),
  };
}

const SUGGESTED_PRODUCTS = 6;

/**
 * The search dialog's instant suggestions: a few products, and matching brands and categories.
 * When no product matches, the closest matches stand in, as on the page with no result.
 */
export async function searchSuggestions(
  db: Kysely<Database>,
  q: string,
  language: Language,
): Promise<SearchSuggestions> {
  const [found, taxonomy] = await Promise.all([
    q.trim() ? listProducts(db, { q, limit: SUGGESTED_PRODUCTS }) : { products: [] },
    loadTaxonomy(db),
  ]);
  const closest = q.trim() && found.products.length === 0 ? await closestMatches(db, q) : undefined;
  const products = closest ? closest.products.slice(0, SUGGESTED_PRODUCTS) : found.products;
  return {
    ...("symptom" in found && found.symptom ? { symptom: found.symptom.key } : {}),
    ...(closest
      ? {
          closest: {
            dropped: closest.dropped,
            ...(closest.yearLeftOut !== undefined ? { yearLeftOut: closest.yearLeftOut } : {}),
          },
        }
      : {}),
    products: products.map(({ name, partNumber, brandSlug, brand, matched, matchedFit }) => ({
      name,
      partNumber,
      brandSlug,
      brand,
      ...(matched ? { matched } : {}),
      ...(matchedFit ? { matchedFit } : {}),
    })),
    ...matchCatalogueNames(taxonomy, q, language),
  };
}
