import { type Kysely, type RawBuilder, sql } from "kysely";
import type { Symptom } from "#app/catalogue/search-symptoms.ts";
import { memoisedPerVersion } from "../catalogue/version-memo.server.ts";
import type { Database } from "../db/schema.ts";
import { isSqlite } from "../db/sqlite-dialect.server.ts";
import { visibleToVisitors } from "../products/visibility.server.ts";
import {
  inSymptomCategories,
  longEnough,
  numberIds,
  numberRank,
  searchCondition,
  substringMayHelp,
  symptomOrder,
  type WordSet,
  wordMatches,
} from "./match.server.ts";
import { parseNumberList } from "./number-list.server.ts";
import type { SearchPlan } from "./search-plan.server.ts";
import { type FitFilter, productsFilterLeaves } from "./vehicle-years.server.ts";

/** The ids an array keeps alive: the whole buffer it is a part of (sortedSplit's halves share theirs). */
const heldIds = (ids: Float64Array) => ids.buffer.byteLength / Float64Array.BYTES_PER_ELEMENT;

/** One rank of a search's matches: how many, a page of them, and how many ids it keeps in memory. */
type Rank = { count: number; page: (limit: number, offset: number) => Promise<number[]>; held?: number };

/**
 * Ranks 3 and 4 of a query with a model year: the year is asked per product (decision 063), so
 * all the word matches are read once, each marked structured or not by the word index alone, and
 * the two ranks are paged in process rather than counted and paged by three statements.
 */
async function yearRanks(
  db: Kysely<Database>,
  plan: SearchPlan & { year: FitFilter },
  exclude: RawBuilder<unknown>,
): Promise<Rank[]> {
  // The year is not asked in SQL: the products it rules out are kept per catalogue version.
  const matches = await matchesByKind(db, { ...plan, year: undefined }, exclude);
  return byKind(await leftByFilter(db, matches.all, plan.year), matches).map((ids) => ({
    count: ids.length,
    page: async (n, skip) => [...ids.subarray(skip, skip + n)],
    held: heldIds(ids),
  }));
}

/**
 * The word matches of a plan (its year aside), and those of them that match in the structured
 * fields, from the word index alone, each in ascending order.
 */
async function matchesByKind(
  db: Kysely<Database>,
  words: SearchPlan,
  exclude: RawBuilder<unknown> = sql``,
): Promise<{ all: Float64Array; structured: Float64Array }> {
  const { id, from } = wordMatches(words, "all");
  const all = await readIds(db, id, sql`${from}${exclude}`);
  if (all.length === 0) return { all, structured: all };
  // Most often every match is structured (a vehicle and a category) or none is: counted before
  // the structured matches are read.
  const structured = wordMatches(words, "structured");
  const { rows } = await sql<{ n: number }>`select count(*) as n from ${structured.from}${exclude}`.execute(db);
  const count = Number(rows[0]?.n ?? 0);
  if (count === all.length) return { all, structured: all };
  if (count === 0) return { all, structured: new Float64Array() };
  return { all, structured: await readIds(db, structured.id, sql`${structured.from}${exclude}`) };
}

/** The ids (sorted) that a fit filter leaves, by the products it rules out or keeps. */
async function leftByFilter(db: Kysely<Database>, ids: Float64Array, filter: FitFilter): Promise<Float64Array> {
  const leaves = await productsFilterLeaves(db, filter);
  return sortedSplit(ids, leaves.ids)[leaves.keep ? 0 : 1];
}

/** `ids` split into those also in `among` and the others, each in order (both sorted ascending). */
function sortedSplit(ids: Float64Array, among: Float64Array): [Float64Array, Float64Array] {
  if (among.length === 0) return [new Float64Array(), ids];
  // Two arrays the length of ids, cut to size: tens of thousands of pushes made garbage enough to
  // cost a fault's search as much as its word index.
  const inside = new Float64Array(ids.length);
  const outside = new Float64Array(ids.length);
  let insideCount = 0;
  let outsideCount = 0;
  let j = 0;
  for (const id of ids) {
    while (j < among.length && (among[j] as number) < id) j++;
    if (among[j] === id) inside[insideCount++] = id;
    else outside[outsideCount++] = id;
  }
  return [inside.subarray(0, insideCount), outside.subarray(0, outsideCount)];
}

/** `ids` (some of the word matches) split into the structured matches and the others. */
function byKind(ids: Float64Array, matches: { all: Float64Array; structured: Float64Array }) {
  return matches.structured === matches.all ? [ids, new Float64Array()] : sortedSplit(ids, matches.structured);
}

/**
 * A category's active products, in id order, kept while the catalogue version stands: a fault alone
 * ("AC not cooling") lists three eighths of a catalogue, which the category index cannot count without
 * reading each product's status (90 ms at p95 for 100,000 products; kept as 8 bytes a product).
 */
function activeProductsOf(db: Kysely<Database>, slug: string): Promise<Float64Array> {
  return memoisedPerVersion(db, `search:category-products:${slug}`, async () => {
    const { rows } = await sql<{ id: number }>`select id from products
      where ${visibleToVisitors()} and category_slug = ${slug} order by id`.execute(db);
    return Float64Array.from(rows, (row) => Number(row.id));
  });
}

/**
 * The ids of a word-index query's matches (`select ${id} from ${from}`), in ascending order, as a
 * compact array. SQLite hands them over as one text: tens of thousands of rows as objects cost
 * three times as much as the index's own work ("creta" alone matches a quarter of the bench).
 */
async function readIds(
  db: Kysely<Database>,
  id: RawBuilder<unknown>,
  from: RawBuilder<unknown>,
): Promise<Float64Array> {
  if (!isSqlite(db)) {
    const { rows } = await sql<{ id: number }>`select ${id} as id from ${from} order by ${id}`.execute(db);
    return Float64Array.from(rows, (row) => Number(row.id));
  }
  const { rows } = await sql<{ ids: string | null }>`select group_concat(${id}) as ids from ${from}`.execute(db);
  const ids = parseNumberList(rows[0]?.ids ?? "");
  // The word index gives its matches in rowid order; an aggregate is not bound to keep it.
  for (let i = 1; i < ids.length; i++) if ((ids[i] as number) < (ids[i - 1] as number)) return ids.sort();
  return ids;
}

/**
 * Ranks 3 and 4 of a fault's search, each category by category in the fault's order, as the
 * general query orders them (relevance, then the fault's order, then id). A fault alone pages each
 * category's products by the category index; with words, the word matches are read from the word
 * index alone (it holds active products only) and met with each category's active products, kept
 * per catalogue version: reading each matched product's row for its category cost "creta AC
 * thanda nahi karta" 34 ms CPU at p95 on the bench's 100,000 products (a model's every part).
 */
async function symptomRanks(
  db: Kysely<Database>,
  plan: SearchPlan & { symptom: Symptom },
  numbers: readonly number[],
): Promise<Rank[]> {
  const { categories } = plan.symptom;
  if (plan.words.length === 0) {
    // No words means no number either (the key is the words'): each category's active products.
    return Promise.all(
      categories.map(async (slug): Promise<Rank> => {
        const ids = await activeProductsOf(db, slug);
        return { count: ids.length, page: async (n, skip) => [...ids.subarray(skip, skip + n)] };
      }),
    );
  }
  const matches = await matchesByKind(db, { ...plan, year: undefined });
  const found = sortedSplit(matches.all, Float64Array.from(numbers).sort())[1];
  const kept = plan.year ? await leftByFilter(db, found, plan.year) : found;
  const byCategory = await Promise.all(
    categories.map(async (slug) => byKind(sortedSplit(kept, await activeProductsOf(db, slug))[0], matches)),
  );
  return [0, 1].flatMap((kind) =>
    byCategory.map((split): Rank => {
      const ranked = split[kind] as Float64Array;
      return {
        count: ranked.length,
        page: async (n, skip) => [...ranked.subarray(skip, skip + n)],
        held: heldIds(ranked),
      };
    }),
  );
}

/** Above this many number matches the fast path below hands over to the general query. */
const MAX_NUMBER_MATCHES = 2_000;

/**
 * A search's matches in order of relevance, as ranks counted once: any page of them is then read
 * from the ranks alone (pageOfRanking), so the search's result cache (ranked-search.server.ts)
 * keeps this and every later page of the query costs a page's read, not a search.
 */
export interface Ranking {
  ranks: Rank[];
  total: number;
  substring: boolean;
  /** How many ids the ranks hold in memory (what the result cache counts). */
  heldIds: number;
}

/**
 * The ranking of a search with no other filter, in order of relevance, and its total, without
 * reading a product row for the words: each rank is a set the word index counts and pages by
 * itself (docs/decisions/047). Undefined when the numbers matched too widely; the caller then uses
 * searchCondition and relevance, which give the same answer.
 */
export async function rankSearch(db: Kysely<Database>, plan: SearchPlan): Promise<Ranking | undefined> {
  const { symptom } = plan;
  const numbers = longEnough(plan)
    ? (
        await sql<{
          id: number;
        }>`select products.id as id from products where ${visibleToVisitors("products")} and products.id in (${numberIds(plan)})
          ${symptom ? sql`and ${inSymptomCategories(symptom, { checkedOnly: plan.sqlite })}` : sql``}
          order by ${numberRank(plan)}, ${symptom ? sql`${symptomOrder(symptom)}, ` : sql``}products.id
          limit ${MAX_NUMBER_MATCHES + 1}`.execute(db)
      ).rows.map((row) => Number(row.id))
    : [];
  if (numbers.length > MAX_NUMBER_MATCHES) return undefined;
  const ranks: Rank[] = [
    { count: numbers.length, page: async (n, skip) => numbers.slice(skip, skip + n), held: numbers.length },
  ];
  if (symptom) {
    ranks.push(...(await symptomRanks(db, { ...plan, symptom }, numbers)));
  } else if (plan.words.length > 0) {
    const exclude = numbers.length
      ? sql` and ${plan.sqlite ? sql`rowid` : sql`product_id`} not in (${sql.join(numbers)})`
      : sql``;
    const count = async (set: WordSet) => {
      const { from } = wordMatches(plan, set);
      const { rows } = await sql<{ n: number }>`select count(*) as n from ${from}${exclude}`.execute(db);
      return Number(rows[0]?.n ?? 0);
    };
    const page = (set: WordSet) => async (n: number, skip: number) => {
      const { id, from } = wordMatches(plan, set);
      const { rows } = await sql<{
        id: number;
      }>`select ${id} as id from ${from}${exclude} order by ${id} limit ${n} offset ${skip}`.execute(db);
      return rows.map((row) => Number(row.id));
    };
    if (plan.year) {
      ranks.push(...(await yearRanks(db, { ...plan, year: plan.year }, exclude)));
    } else {
      // The structured matches are a part of all the word matches: two counts give both ranks.
      const all = await count("all");
      const structured = all === 0 ? 0 : await count("structured");
      ranks.push(
        { count: structured, page: page("structured") },
        { count: all - structured, page: page("unstructured") },
      );
    }
  }
  let total = ranks.reduce((sum, rank) => sum + rank.count, 0);
  let substring = false;
  if (total === 0 && substringMayHelp(plan)) {
    substring = true;
    // PostgreSQL matches numbers and names on products itself, drafts included: visitors' answer.
    const condition = sql`${visibleToVisitors("products")} and ${searchCondition(plan, true)}`;
    const { rows } = await sql<{ n: number }>`select count(*) as n from products where ${condition}`.execute(db);
    total = Number(rows[0]?.n ?? 0);
    ranks.push({
      count: total,
      page: async (n, skip) =>
        (
          await sql<{
            id: number;
          }>`select id from products where ${condition} order by id limit ${n} offset ${skip}`.execute(db)
        ).rows.map((row) => Number(row.id)),
    });
  }
  return { ranks, total, substring, heldIds: ranks.reduce((sum, rank) => sum + (rank.held ?? 0), 0) };
}

/** A page of a ranking: the ids at `offset`, at most `limit` of them, rank after rank. */
export async function pageOfRanking({ ranks }: Ranking, limit: number, offset: number): Promise<number[]> {
  const ids: number[] = [];
  let skip = offset;
  for (const rank of ranks) {
    if (ids.length >= limit) break;
    if (skip >= rank.count) {
      skip -= rank.count;
      continue;
    }
    ids.push(...(await rank.page(limit - ids.length, skip)));
    skip = 0;
  }
  return ids;
}
