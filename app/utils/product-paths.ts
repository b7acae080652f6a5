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
