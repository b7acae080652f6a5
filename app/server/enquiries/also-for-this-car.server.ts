import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { listProducts } from "../search/list-products.server.ts";
import type { ListedProduct } from "./enquiry-list-products.server.ts";

/** At most this many suggestions: one per category, the AC and cooling job's other parts. */
const MAX_SUGGESTIONS = 6;

/**
 * "Also for this car" on the enquiry list: for the list's vehicle ("Hyundai Creta 2022", read as the
 * search reads a vehicle and its year, decision 063), one part of each category the list has none
 * of, among the parts whose fitment data names that vehicle. Nothing hand-made: a part is suggested
 * only because its fitment says it fits.
 */
export async function alsoForThisCar(
  db: Kysely<Database>,
  vehicle: string,
  categoriesInList: readonly string[],
): Promise<ListedProduct[]> {
  if (!vehicle.trim()) return [];
  const { products } = await listProducts(db, { q: vehicle, limit: 200 });
  const taken = new Set(categoriesInList);
  const suggestions: ListedProduct[] = [];
  for (const product of products) {
    if (!product.matchedFit || taken.has(product.categorySlug)) continue;
    taken.add(product.categorySlug);
    const { name, brand, brandSlug, partNumber, image, imageSrcSet, category, categorySlug } = product;
    suggestions.push({ name, brand, brandSlug, partNumber, image, imageSrcSet, category, categorySlug });
    if (suggestions.length === MAX_SUGGESTIONS) break;
  }
  return suggestions;
}
