import type { Kysely } from "kysely";
import { weighedMemoPerVersion } from "../catalogue/version-memo.server.ts";
import type { Database } from "../db/schema.ts";
import { type Ranking, rankSearch } from "./ranking.server.ts";
import { planSearch, type SearchPlan } from "./search-plan.server.ts";

/**
 * The search's result cache (decision 171): a query's plan and ranking (its matches counted, rank
 * by rank, in order of relevance) kept per catalogue version under the query as normalised, so
 * every page of one query, and every spelling of it that differs only in case or spaces, costs one
 * search: later pages read only their ids (pageOfRanking). The search page, the search dialog's
 * suggestions and the closest matches (with `lenient`) all go through it (list-products.server.ts).
 * A catalogue write moves the version and drops every kept search at once, as for the render cache.
 */

/** Queries kept at most, and ids kept in their rankings together (8 bytes each: 16 MB). */
const MOST_QUERIES = 512;
const MOST_HELD_IDS = 2_000_000;

export interface RankedSearch {
  plan: SearchPlan | undefined;
  /** Undefined when the query has no words to rank by (the caller lists with conditions instead). */
  ranking: Ranking | undefined;
}

const searches = weighedMemoPerVersion<RankedSearch>({
  most: MOST_QUERIES,
  // The plan and the counts are small; what a ranking weighs is the ids it keeps.
  weigh: (search) => 64 + (search.ranking?.heldIds ?? 0),
  maxWeight: MOST_HELD_IDS,
});

/** A query as the cache keys it: one form for every spelling that differs only in case or spaces. */
export function normalisedQuery(q: string): string {
  return q.normalize("NFC").toLowerCase().trim().replace(/\s+/gu, " ");
}

/** A query's plan and ranking, from the cache or searched (once, however many ask at once). */
export function rankedSearch(
  db: Kysely<Database>,
  q: string,
  options: { lenient?: boolean | undefined } = {},
): Promise<RankedSearch> {
  const text = normalisedQuery(q);
  const lenient = options.lenient === true;
  return searches(db, `${lenient ? "lenient" : "strict"}:${text}`, async () => {
    const plan = await planSearch(db, text, { lenient });
    return { plan, ranking: plan ? await rankSearch(db, plan) : undefined };
  });
}
