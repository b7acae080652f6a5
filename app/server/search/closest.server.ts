import type { Kysely } from "kysely";
import type { Product } from "#app/catalogue/product.ts";
import { parseSearchQuery, type SearchWord } from "#app/catalogue/search-query.ts";
import type { Database } from "../db/schema.ts";
import { listProducts, type ProductQuery } from "./list-products.server.ts";

/** How many closest matches a page with no result shows. */
export const CLOSEST_MATCHES_LIMIT = 8;

export interface ClosestMatches {
  products: Product[];
  total: number;
  /** The words the closest matches match, as one query (what "see all" searches). */
  q: string;
  /** The typed words that were left out to find them; empty when only typos were forgiven more. */
  dropped: string[];
  /** Found in the whole catalogue because the page's own brand or category had nothing close. */
  siteWide?: boolean;
  /** Every word typed matched as typed (in the whole catalogue): nothing was left out or guessed. */
  asTyped?: boolean;
}

/** The filters a page's closest matches keep: its brand or category. */
export type ClosestScope = Pick<ProductQuery, "brand" | "category">;

const asQuery = (words: readonly SearchWord[]) => words.map((word) => word.text).join(" ");

/**
 * What a search that found nothing shows instead of an empty page (docs/decisions/046): first
 * the typo rule stretched to four-letter words; else the typed words without those that match
 * nothing on their own; else, when each word matches but not together, the largest result with
 * one word left out. Undefined when nothing comes close either.
 */
export async function closestMatches(
  db: Kysely<Database>,
  q: string,
  scope: ClosestScope = {},
  options: { leaveWordsOut?: boolean } = {},
): Promise<ClosestMatches | undefined> {
  const { words } = parseSearchQuery(q);
  if (words.length === 0) return undefined;
  const search = (kept: readonly SearchWord[], lenient = true) =>
    listProducts(db, { ...scope, q: asQuery(kept), limit: CLOSEST_MATCHES_LIMIT, lenient });
  const answer = (kept: readonly SearchWord[], found: Awaited<ReturnType<typeof search>>): ClosestMatches => ({
    ...found,
    q: asQuery(kept),
    dropped: words.filter((word) => !kept.includes(word)).map((word) => word.text),
  });

  const stretched = await search(words);
  if (stretched.total > 0) return answer(words, stretched);
  if (words.length === 1 || options.leaveWordsOut === false) return undefined;

  const alone = await Promise.all(words.map(async (word) => ({ word, total: (await search([word])).total })));
  const matching = alone.filter((entry) => entry.total > 0).map((entry) => entry.word);
  if (matching.length === 0) return undefined;
  if (matching.length < words.length) {
    const together = await search(matching);
    if (together.total > 0) return answer(matching, together);
  }
  let best: ClosestMatches | undefined;
  for (const left of matching) {
    const kept = matching.filter((word) => word !== left);
    if (kept.length === 0) continue;
    const found = await search(kept);
    if (found.total > (best?.total ?? 0)) best = answer(kept, found);
  }
  return best;
}

/**
 * The closest matches on a brand or category page (docs/decisions/064), so that its own search
 * never ends the visit either: every word, with typos forgiven more, in its brand or category;
 * else every word as typed in the whole catalogue; else words left out, in its brand or category,
 * then in the whole catalogue (marked `siteWide`).
 */
export async function closestWithin(
  db: Kysely<Database>,
  q: string,
  scope: ClosestScope,
): Promise<ClosestMatches | undefined> {
  const similar = await closestMatches(db, q, scope, { leaveWordsOut: false });
  if (similar) return similar;
  // Every word typed may fit parts of another brand or category: better than leaving a word out
  // (a Creta compressor of another brand, not this brand's compressors for any car).
  const exact = await listProducts(db, { q, limit: CLOSEST_MATCHES_LIMIT });
  if (exact.total > 0) return { ...exact, q, dropped: [], siteWide: true, asTyped: true };
  const within = await closestMatches(db, q, scope);
  if (within) return within;
  const anywhere = await closestMatches(db, q);
  return anywhere && { ...anywhere, siteWide: true };
}
