import type { Kysely } from "kysely";
import { brands } from "#app/catalogue/brands.ts";
import { categories } from "#app/catalogue/categories.ts";
import type { Product } from "#app/catalogue/product.ts";
import { parseSearchQuery } from "#app/catalogue/search-query.ts";
import type { Language } from "#app/i18n/language.ts";
import type { Database } from "./db/schema.ts";
import { listProducts } from "./product-queries.server.ts";
import { catalogueTerms } from "./search/catalogue-terms.server.ts";

export interface SearchSuggestions {
  products: Pick<Product, "name" | "partNumber" | "brandSlug" | "brand" | "matched" | "matchedFit">[];
  brands: { name: string; slug: string }[];
  categories: { name: string; slug: string }[];
}

const terms = catalogueTerms();

/**
 * Brands and categories a word of the query names (from three letters, as the start of one of
 * their names, aliases or labels): "denso compresor" shows Denso and Compressor.
 */
export function matchCatalogueNames(q: string, language: Language) {
  const words = parseSearchQuery(q)
    .words.filter((word) => !word.number && word.text.length >= 3)
    .map((word) => word.text);
  const named = (slug: string, map: ReadonlyMap<string, string>) => {
    const own = (map.get(slug) ?? "").split(" ");
    return words.some((word) => own.some((term) => term.startsWith(word)));
  };
  return {
    brands: brands.filter((b) => named(b.slug, terms.brand)).map((b) => ({ name: b.name, slug: b.slug })),
    categories: categories
      .filter((c) => named(c.slug, terms.category))
      .map((c) => ({ name: c.label[language], slug: c.slug })),
  };
}

/** The search dialog's instant suggestions: a few products, and matching brands and categories. */
export async function searchSuggestions(
  db: Kysely<Database>,
  q: string,
  language: Language,
): Promise<SearchSuggestions> {
  const { products } = q.trim() ? await listProducts(db, { q, limit: 6 }) : { products: [] };
  return {
    products: products.map(({ name, partNumber, brandSlug, brand, matched, matchedFit }) => ({
      name,
      partNumber,
      brandSlug,
      brand,
      ...(matched ? { matched } : {}),
      ...(matchedFit ? { matchedFit } : {}),
    })),
    ...matchCatalogueNames(q, language),
  };
}
