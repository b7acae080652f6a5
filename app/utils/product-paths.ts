import type { Language } from "#app/i18n/language.ts";
import { localizePath } from "#app/i18n/language.ts";

/**
 * Product pages live under the listing the visitor came from. The part number is one encoded path
 * segment, so "VA07-AP12/C-58A" and "AC 417 000S" survive links, reloads and sharing.
 * (The spec's category page links to /brands/{category}/…: a defect; see docs/decisions.)
 */
export function productPath(
  context: { kind: "brand"; brandSlug: string } | { kind: "category"; categorySlug: string },
  partNumber: string,
  language: Language,
): string {
  const listing = context.kind === "brand" ? `/brands/${context.brandSlug}` : `/categories/${context.categorySlug}`;
  return localizePath(`${listing}/products/${encodeURIComponent(partNumber)}`, language);
}

/**
 * Another product's page in the same kind of listing as the page it is shown on: under its own brand
 * (or its own category), never the shown page's, whose address would only redirect (issue 43).
 */
export function productPathLike(
  context: { kind: "brand" } | { kind: "category" },
  product: { brandSlug: string; categorySlug: string; partNumber: string },
  language: Language,
): string {
  const own =
    context.kind === "brand"
      ? { kind: "brand" as const, brandSlug: product.brandSlug }
      : { kind: "category" as const, categorySlug: product.categorySlug };
  return productPath(own, product.partNumber, language);
}
