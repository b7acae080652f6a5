import type { Kysely } from "kysely";
import type { Product } from "#app/catalogue/product.ts";
import type { Database } from "../db/schema.ts";
import { findProductsByPartNumber } from "../products/product-queries.server.ts";

/** What the list page shows of a product still in the catalogue. */
export type ListedProduct = Pick<
  Product,
  "name" | "brand" | "brandSlug" | "partNumber" | "image" | "imageSrcSet" | "category" | "categorySlug"
>;

/**
 * The products of the enquiry list's lines that are still public, by line key ("brand-slug|part
 * number", lineKey in catalogue/enquiry-list.ts). A line absent from the answer is gone: the page
 * marks it and it is sent as text. The same (brand, part number) lookup the product pages use.
 */
export async function findListedProducts(
  db: Kysely<Database>,
  keys: readonly string[],
): Promise<Record<string, ListedProduct>> {
  const found: Record<string, ListedProduct> = {};
  for (const key of new Set(keys)) {
    const at = key.indexOf("|");
    if (at <= 0) continue;
    const brandSlug = key.slice(0, at);
    const [product] = await findProductsByPartNumber(db, key.slice(at + 1), { brandSlug });
    if (!product) continue;
    const { name, brand, partNumber, image, imageSrcSet, category, categorySlug } = product;
    found[key] = { name, brand, brandSlug, partNumber, image, imageSrcSet, category, categorySlug };
  }
  return found;
}
