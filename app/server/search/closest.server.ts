import type { Kysely } from "kysely";
import { modelKey } from "#app/catalogue/fitment.ts";
import type { Product } from "#app/catalogue/product.ts";
import { parseSearchQuery, type SearchWord } from "#app/catalogue/search-query.ts";
import type { Database } from "../db/schema.ts";
import { anotherPartAskedFor, listProducts, type ProductQuery } from "./list-products.server.ts";
import { modelYear } from "./vehicle-years.server.ts";

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
  /**
   * The model year these parts are not listed for: it was left out to find them, so each is shown
   * with the years it does fit, never as fitting this one (a wrong order is the costliest mistake).
   */
  yearLeftOut?: number;
}

/** The filters a page's closest matches keep: its brand or category. */
export type ClosestScope = Pick<ProductQuery, "brand" | "category">;

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
  const { words, symptom } = parseSearchQuery(q);
  if (words.length === 0) return undefined;
  // A fault named is never left out: its words (as its first phrase) go with every try.
  const asQuery = (kept: readonly SearchWord[]) =>
    [...kept.map((word) => word.text), ...(symptom ? [symptom.phrases[0]] : [])].join(" ");
  const search = (kept: readonly SearchWord[], lenient = true) =>
    listProducts(db, { ...scope, q: asQuery(kept), limit: CLOSEST_MATCHES_LIMIT, lenient });
  const answer = (kept: readonly SearchWord[], found: Awaited<ReturnType<typeof search>>): ClosestMatches => {
    const dropped = words.filter((word) => !kept.includes(word));
    const yearLeftOut = dropped.map((word) => modelYear(word)).find((year) => year !== undefined);
    return {
      ...found,
      q: asQuery(kept),
      dropped: dropped.map((word) => word.text),
      ...(yearLeftOut !== undefined ? { yearLeftOut } : {}),
    };
  };

  // An accessory asked for ("compressor oil pag 46") stands apart: leaving out the part it belongs to
  // would list that part's products by their descriptions ("charged with PAG 46 oil") under "without
  // 'compressor'". The closest are the part's own products, and what is left out is said: the accessory.
  const accessory = await anotherPartAskedFor(db, q);
  if (accessory !== undefined) {
    const accessoryWords = new Set(parseSearchQuery(accessory).words.map((word) => word.text));
    const kept = words.filter((word) => !accessoryWords.has(word.text));
    if (kept.length === 0 || kept.length === words.length) return undefined;
    const found = await search(kept);
    return found.total > 0 ? answer(kept, found) : undefined;
  }

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

/**
 * The finder's vehicle in other years, when nothing is listed for the year chosen (a 2019 Creta
 * whose parts fit 2020 onwards): the same make, model, words and page scope without the year, each part marked
 * with the years it fits that model. Undefined when the vehicle has no part in any year either.
 */
export async function closestInOtherYears(
  db: Kysely<Database>,
  vehicle: Required<Pick<ProductQuery, "make" | "year">> & Pick<ProductQuery, "model">,
  q: string,
  scope: ClosestScope = {},
): Promise<ClosestMatches | undefined> {
  const found = await listProducts(db, {
    ...scope,
    make: vehicle.make,
    model: vehicle.model,
    q: q || undefined,
    limit: CLOSEST_MATCHES_LIMIT,
  });
  if (found.total === 0) return undefined;
  const wantedModel = vehicle.model === undefined ? undefined : modelKey(vehicle.model);
  for (const product of found.products) {
    const fit = product.fits.find(
      (f) => f.makeSlug === vehicle.make && (wantedModel === undefined || modelKey(f.model) === wantedModel),
    );
    if (fit) product.matchedFit = fit;
  }
  return { ...found, q, dropped: [String(vehicle.year)], yearLeftOut: vehicle.year };
}

/**
 * What a page whose search or vehicle found nothing shows instead: with a model year chosen, the
 * vehicle's parts in other years (never passed off as fitting the year); else, with words typed,
 * the closest matches of the words (in the page's scope, then anywhere, when `scope` is given).
 */
export async function closestTo(
  db: Kysely<Database>,
  q: string,
  vehicle: Pick<ProductQuery, "make" | "model" | "year">,
  scope?: ClosestScope,
): Promise<ClosestMatches | undefined> {
  const { make, model, year } = vehicle;
  if (make !== undefined && year !== undefined) {
    const otherYears = await closestInOtherYears(db, { make, model, year }, q, scope);
    if (otherYears) return otherYears;
  }
  if (!q) return undefined;
  return scope ? closestWithin(db, q, scope) : closestMatches(db, q);
}
