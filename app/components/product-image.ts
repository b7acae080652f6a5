import type { Product } from "#app/catalogue/product.ts";
import { resolveCategory } from "#app/catalogue/resolve.ts";

/** The picture a product shows: its photo, else its category's illustration, else the placeholder. */
export function productImageSrc(product: Pick<Product, "image" | "categorySlug">, placeholder: string): string {
  return product.image ?? resolveCategory(product.categorySlug)?.image ?? placeholder;
}
