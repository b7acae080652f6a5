import type { Kysely } from "kysely";
import { brands } from "#app/catalogue/brands.ts";
import { categories } from "#app/catalogue/categories.ts";
import type { Product } from "#app/catalogue/product.ts";
import type { Language } from "#app/i18n/language.ts";
import type { Database } from "./db/schema.ts";
import { listProducts } from "./product-queries.server.ts";

export interface SearchSuggestions {
  products: Pick<Product, "name" | "partNumber" | "brandSlug" | "brand" | "matched">[];
  brands: { name: string; slug: string }[];
  categories: { name: string; slug: string }[];
}

function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}

/** Brands and categories whose name, alias or translated label contains the query. */
export function matchCatalogueNames(q: string, language: Language) {
  const needle = fold(q.trim());
  if (!needle) return { brands: [], categories: [] };
  return {
    brands: brands
      .filter((b) => [b.name, ...b.aliases].some((name) => fold(name).includes(needle)))
      .map((b) => ({ name: b.name, slug: b.slug })),
    categories: categories
      .filter((c) => [c.name, c.label[language], ...c.aliases].some((name) => fold(name).includes(needle)))
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
    products: products.map(({ name, partNumber, brandSlug, brand, matched }) => ({
      name,
      partNumber,
      brandSlug,
      brand,
      ...(matched ? { matched } : {}),
    })),
    ...matchCatalogueNames(q, language),
  };
}
