import { partNumberKey } from "./part-number.ts";
import type { Product } from "./product.ts";

/*
 * The products of a comparison (issue 27, decision 133), up to four, named in the URL as
 * `?item={brand}:{part number}` (repeated), so a comparison is a link a buyer can send.
 */

export const MAX_COMPARED = 4;
const MAX_ITEM_LENGTH = 140;

export interface ComparedItem {
  brandSlug: string;
  partNumber: string;
}

/** The items of a URL: well-formed ones only, each once (brand and number, spelling-blind), four at most. */
export function comparedItems(url: URL): ComparedItem[] {
  const items: ComparedItem[] = [];
  const seen = new Set<string>();
  for (const value of url.searchParams.getAll("item")) {
    const colon = value.indexOf(":");
    if (colon < 1 || value.length > MAX_ITEM_LENGTH) continue;
    const brandSlug = value.slice(0, colon);
    const partNumber = value.slice(colon + 1).trim();
    const identity = `${brandSlug}|${partNumberKey(partNumber)}`;
    if (!/^[a-z0-9-]+$/.test(brandSlug) || partNumberKey(partNumber) === "" || seen.has(identity)) continue;
    seen.add(identity);
    items.push({ brandSlug, partNumber });
    if (items.length === MAX_COMPARED) break;
  }
  return items;
}

/** The `item` value of a product: what comparedItems reads back. */
export function itemOf(product: Pick<Product, "brandSlug" | "partNumber">): string {
  return `${product.brandSlug}:${product.partNumber}`;
}
