import { useMemo } from "react";
import type { Product } from "#app/catalogue/product.ts";
import { termsBySlug } from "#app/catalogue/taxonomy.ts";
import { useTaxonomy } from "#app/utils/site.ts";

type Pictured = Pick<Product, "image" | "categorySlug">;

/**
 * The picture a product shows: its photo, else its category's illustration (the database's listed
 * categories, through the root loader), else the placeholder.
 */
export function useProductImageSrc(placeholder: string): (product: Pictured) => string {
  const { categories } = useTaxonomy();
  return useMemo(() => {
    const bySlug = termsBySlug(categories);
    return (product) => product.image ?? bySlug(product.categorySlug)?.image ?? placeholder;
  }, [categories, placeholder]);
}
