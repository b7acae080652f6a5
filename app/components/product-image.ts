import { useMemo } from "react";
import { PRODUCT_PLACEHOLDER_IMAGE, type Product } from "#app/catalogue/product.ts";
import { termsBySlug } from "#app/catalogue/taxonomy.ts";
import { useTaxonomy } from "#app/utils/site.ts";

/**
 * The picture a product shows, wherever it shows it: its photo, else its category's illustration
 * (the database's listed categories, through the root loader), else the placeholder; the photo's
 * widths; and its name, or `noPhoto` when the photo is missing.
 */
export function useProductPhoto(
  product: Pick<Product, "name" | "image" | "imageSrcSet" | "categorySlug">,
  noPhoto: string,
): { src: string; srcSet: string | undefined; alt: string } {
  const { categories } = useTaxonomy();
  const categoryBySlug = useMemo(() => termsBySlug(categories), [categories]);
  return {
    src: product.image ?? categoryBySlug(product.categorySlug)?.image ?? PRODUCT_PLACEHOLDER_IMAGE,
    srcSet: product.imageSrcSet ?? undefined,
    alt: product.image ? product.name : noPhoto,
  };
}
