import { formatFit } from "#app/catalogue/fitment.ts";
import type { Product } from "#app/catalogue/product.ts";
import type { FinderKey } from "#app/i18n/texts/parts-finder.ts";
import type { Translate } from "#app/i18n/translate.ts";

/**
 * Why a search found a product, for its card and suggestion: "matches OE …", "fits Hyundai Creta 2020-";
 * with `notListedFor`, a year the search left out, said so plainly: "fits Hyundai Creta 2020-, not listed for 2019".
 */
export function matchReason(
  product: Pick<Product, "matched" | "matchedFit">,
  t: Translate<FinderKey>,
  notListedFor?: number,
): string | null {
  if (product.matched)
    return t(product.matched.kind === "oe" ? "finder.matchesOe" : "finder.matchesXref", {
      number: product.matched.number,
    });
  if (product.matchedFit && notListedFor !== undefined)
    return t("finder.matchesFitNotYear", { vehicle: formatFit(product.matchedFit), year: notListedFor });
  if (product.matchedFit) return t("finder.matchesFit", { vehicle: formatFit(product.matchedFit) });
  return null;
}
