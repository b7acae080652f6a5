import { useMemo } from "react";
import { PRODUCT_PLACEHOLDER_IMAGE, type Product } from "#app/catalogue/product.ts";
import { termsBySlug } from "#app/catalogue/taxonomy.ts";
import { useTaxonomy } from "#app/utils/site.ts";

/**
 * The picture a product shows, wherever it shows it: its photo, else its category's illustration
 * (the database's listed categories, through the root loader), else the placeholder; the photo's
 * widths, with the slot's `sizes` when it has them; and its name, or `noPhoto` when the photo is
 * missing.
 */
export function useProductPhoto(
  product: Pick<Product, "name" | "image" | "imageSrcSet" | "categorySlug">,
  noPhoto: string,
  sizes?: string,
): { src: string; srcSet: string | undefined; sizes: string | undefined; alt: string } {
  const { categories } = useTaxonomy();
  const categoryBySlug = useMemo(() => termsBySlug(categories), [categories]);
  const srcSet = product.imageSrcSet ?? undefined;
  return {
    src: product.image ?? categoryBySlug(product.categorySlug)?.image ?? PRODUCT_PLACEHOLDER_IMAGE,
    srcSet,
    sizes: sizesBesideSrcSet(srcSet, sizes),
    alt: product.image ? product.name : noPhoto,
  };
}

/**
 * `sizes` only beside a `srcset`: alone it means nothing, HTML forbids it, and React would copy it
 * into a preload link of a high-priority image as an `imagesizes` without `imagesrcset`.
 */
export function sizesBesideSrcSet(srcSet: string | null | undefined, sizes: string | undefined): string | undefined {
  return srcSet ? sizes : undefined;
}
