import { type Kysely, type RawBuilder, sql } from "kysely";
import { parseSearchQuery, type SearchWord, TYPO_MIN_LENGTH } from "#app/catalogue/search-query.ts";
import type { Symptom } from "#app/catalogue/search-symptoms.ts";
import { memoisedPerVersion } from "../catalogue/version-memo.server.ts";
import type { Database } from "../db/schema.ts";
import { isSqlite } from "../db/sqlite-dialect.server.ts";
import { visibleToVisitors } from "../products/visibility.server.ts";
import { parseNumberList } from "./number-list.server.ts";
import {
  detailFilter,
  type FitFilter,
  fitsInYear,
  loadFittedEngines,
  loadFittedModels,
  productsFilterLeaves,
  readFitDetails,
  readYearFilter,
} from "./vehicle-years.server.ts";
import { loadVocabulary, type Spelling } from "./vocabulary.server.ts";

/**
 * A query made ready for the database (docs/decisions/045): its words, each with the spellings it
 * may match, and the whole query as one part-number key for the number search of decision 021.
 */
export interface SearchPlan {
  text: string;
  key: string;
  words: SearchWord[];
  /** Per word: the catalogue's words it stands for (those it starts, or its typo's corrections). */
  spellings: Spelling[][];
  /**
   * A model year the query gives with a vehicle, and a fuel or engine it names: a filter on that
   * vehicle's fitment (or, details alone, on every fitment line), not words.
   */
  year?: FitFilter;
  /** A fault the query names: its parts' categories are a filter, not words (docs/decisions/141). */
  symptom?: Symptom;
  sqlite: boolean;
}

/** A query matches other numbers from this many letters and digits on (decision 021). */
export const CROSS_NUMBER_MIN_KEY = 3;

/** Above every character: `key <= k < key + this` is "k starts with key" in byte order. */
const AFTER_EVERY_CHARACTER = "\u{10FFFF}";

export function numbersStartingWith(key: string) {
  return sql`select product_id from product_numbers where number_key >= ${key} and number_key < ${key + AFTER_EVERY_CHARACTER}`;
}

/** A word that starts more catalogue words than this is left to the database's prefix search. */
const MAX_SPELLED_OUT = 40;

/**
 * Reads a query and spells each word out as the catalogue's words that start with it, which the
 * word index answers faster than a prefix (exact terms stream; a prefix is merged first). A word
 * of TYPO_MIN_LENGTH letters or more that starts no word of the catalogue stands for the words one
 * edit away from it (decision 046); with `lenient` (the closest matches of an empty result) words
 * of one letter less too. The vocabulary is read again whenever the catalogue version moves;
 * numbers and words it does not start keep the prefix search.
 */
export async function planSearch(
  db: Kysely<Database>,
  q: string | undefined,
  options: { lenient?: boolean | undefined } = {},
): Promise<SearchPlan | undefined> {
  const text = q?.trim() ?? "";
  if (!text) return undefined;
  const parsed = parseSearchQuery(text);
  const { words } = parsed;
  const symptom = parsed.symptom ? { symptom: parsed.symptom } : {};
  const minTypoLength = options.lenient ? TYPO_MIN_LENGTH - 1 : TYPO_MIN_LENGTH;
  const vocabulary = words.some((word) => !word.number) ? await loadVocabulary(db) : undefined;
  const spellings = words.map((word): Spelling[] => {
    if (word.text.length < 3) return [{ text: word.text, prefix: false }];
    const asTyped = { text: word.text, prefix: true };
    if (word.number || !vocabulary) return [asTyped];
    const started = vocabulary.startingWith(word.text, MAX_SPELLED_OUT);
    if (started === undefined) return [asTyped];
    if (started.length > 0) return [asTyped, ...started.map((term) => ({ text: term, prefix: false }))];
    const corrections = word.text.length >= minTypoLength ? vocabulary.corrections(word.text) : [];
    return [asTyped, ...corrections.map((term) => ({ text: term, prefix: false }))];
  });
  const sqlite = isSqlite(db);
  const models = words.length > 1 ? await loadFittedModels(db) : [];
  const year = words.some((word) => word.number) ? readYearFilter(words, spellings, models) : undefined;
  const read = readFitDetails(words, await loadFittedEngines(db), new Set(year ? [year.index] : []));
  const filter = read
    ? { ...(year?.filter ?? detailFilter(words, spellings, models, read)), details: read.details }
    : year?.filter;
  if (filter) {
    const filterWords = new Set([...(year ? [year.index] : []), ...(read?.indexes ?? [])]);
    const others = (_: unknown, i: number) => !filterWords.has(i);
    return {
      text,
      key: parsed.key,
      words: words.filter(others),
      spellings: spellings.filter(others),
      year: filter,
      ...symptom,
      sqlite,
    };
  }
  return { text, key: parsed.key, words, spellings, ...symptom, sqlite };
}

/**
 * The FTS5 expression. A word spelled out drops its own prefix form: the spelled-out words are
 * every word it starts, as of the vocabulary's last load.
 */
function ftsExpression(plan: SearchPlan): string {
  return plan.spellings
    .map(
      (spellings) =>
        `(${usable(spellings)
          .map((s) => `"${s.text}"${s.prefix ? "*" : ""}`)
          .join(" OR ")})`,
    )
    .join(" AND ");
}

/** The spellings a query uses: the word's prefix only when nothing was spelled out for it. */
function usable(spellings: readonly Spelling[]): readonly Spelling[] {
  const spelled = spellings.filter((s) => !s.prefix);
  return spelled.length > 0 && spellings[0]?.prefix && spelled.some((s) => s.text.startsWith(spellings[0]?.text ?? ""))
    ? spelled
    : spellings;
}

/** PostgreSQL's form; `weights` "A" keeps to the structured fields (numbers, vehicle, category, brand). */
function tsQuery(plan: SearchPlan, weights = ""): string {
  return plan.spellings
    .map(
      (spellings) =>
        `(${usable(spellings)
          .map((s) => `'${s.text}'${s.prefix || weights ? ":" : ""}${s.prefix ? "*" : ""}${weights}`)
          .join(" | ")})`,
    )
    .join(" & ");
}

/** The year's condition on the vehicle's fitment (docs/decisions/063), when the query gives one. */
function inYear(plan: SearchPlan, id: RawBuilder<unknown>) {
  return plan.year ? sql` and ${fitsInYear(plan.year, id)}` : sql``;
}

/** Where a product's words are: the FTS5 table on SQLite, the tsvector table on PostgreSQL. */
type WordSet = "all" | "structured" | "unstructured";

/** The ids of products whose words match every word of the query, in one of three ways. */
function wordMatches(plan: SearchPlan, set: WordSet = "all") {
  if (plan.sqlite) {
    const all = ftsExpression(plan);
    const structured = `{numbers vehicle category brand} : (${all})`;
    const expression = set === "all" ? all : set === "structured" ? structured : `(${all}) NOT ${structured}`;
    return {
      id: sql`rowid`,
      from: sql`product_words where product_words match ${expression}${inYear(plan, sql`product_words.rowid`)}`,
    };
  }
  const all = tsQuery(plan);
  const structured = tsQuery(plan, "A");
  const query = set === "all" ? all : set === "structured" ? structured : `(${all}) & !(${structured})`;
  return {
    id: sql`product_id`,
    from: sql`product_words where document @@ to_tsquery('simple', ${query})${inYear(plan, sql`product_words.product_id`)}`,
  };
}

function wordIds(plan: SearchPlan, set: WordSet = "all") {
  const { id, from } = wordMatches(plan, set);
  return sql`select ${id} from ${from}`;
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const longEnough = (plan: SearchPlan) =>
  plan.key.length >= CROSS_NUMBER_MIN_KEY && plan.text.length >= CROSS_NUMBER_MIN_KEY;

/** Products whose part number holds the whole query, or another number of which starts with it (decision 021). */
function numberIds(plan: SearchPlan) {
  const partNumbers = plan.sqlite
    ? sql`select rowid from product_search where product_search match ${`part_key : "${plan.key.replace(/"/g, '""')}"`}`
    : sql`select id from products where part_key like ${`%${escapeLike(plan.key)}%`} escape '\\'`;
  return sql`${partNumbers} union ${numbersStartingWith(plan.key)}`;
}

/**
 * Whether the whole query as part of a name is worth a look when words found nothing: for one
 * word (a fragment from inside a word, "ressor"); several words that each failed will not be
 * found side by side in a name either.
 */
export function substringMayHelp(plan: SearchPlan): boolean {
  return plan.words.length <= 1 && !plan.symptom;
}

/** Products whose name holds the whole query: the last resort when no word or number matched. */
function nameIds(plan: SearchPlan) {
  if (plan.sqlite && plan.text.length >= 3)
    return sql`select rowid from product_search where product_search match ${`name : "${plan.text.replace(/"/g, '""')}"`}`;
  return sql`select id from products where lower(name) like ${`%${escapeLike(plan.text.toLowerCase())}%`} escape '\\'`;
}

/**
 * Whether a product matches the query: every meaningful word matches one of its words (numbers,
 * vehicles, category, brand, name, description), or the whole query is in its part number or
 * starts another of its numbers. With `substring` (when that found nothing): the whole query is
 * in its name, as search worked before words.
 */
export function searchCondition(plan: SearchPlan, substring = false): RawBuilder<boolean> {
  if (substring) {
    const sets = [
      nameIds(plan),
      // Longer numbers were searched already (numberIds); one or two characters only here.
      ...(plan.key && !longEnough(plan) ? [sql`select id from products where part_key like ${`%${plan.key}%`}`] : []),
    ];
    return sql<boolean>`products.id in (${sql.join(sets, sql` union `)})`;
  }
  const sets = [...(plan.words.length > 0 ? [wordIds(plan)] : []), ...(longEnough(plan) ? [numberIds(plan)] : [])];
  // A fault alone ("AC thanda nahi karta"): its categories, a filter of listProducts, are the search.
  if (sets.length === 0 && plan.symptom) return sql<boolean>`1 = 1`;
  return sets.length > 0 ? sql<boolean>`products.id in (${sql.join(sets, sql` union `)})` : sql<boolean>`1 = 0`;
}

/** 0 the part number is the whole query, 1 another number is, 2 a number holds or starts with it. */
function numberRank(plan: SearchPlan) {
  return sql<number>`case when products.part_key = ${plan.key} then 0
    when products.id in (select product_id from product_numbers where number_key = ${plan.key}) then 1 else 2 end`;
}

/**
 * The order of relevance (docs/decisions/047), smaller first: 0 the whole query is the part
 * number, 1 it is another number (OE, cross reference), 2 a part number holds it or another
 * number starts with it; 3 every word matched a structured field (numbers, vehicle, category,
 * brand); 4 some word matched only in the name or description. Within a rank, catalogue order
 * (id): what the word index gives without reading a product.
 */
export function relevance(plan: SearchPlan): RawBuilder<number> {
  const number = longEnough(plan) ? sql`products.id in (${numberIds(plan)})` : sql`1 = 0`;
  const structured = plan.words.length > 0 ? sql`products.id in (${wordIds(plan, "structured")})` : sql`1 = 0`;
  return sql<number>`case when ${number} then ${numberRank(plan)} when ${structured} then 3 else 4 end`;
}

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
 * Whether a product is of a fault's parts (docs/decisions/141). `checkedOnly` (SQLite's `+`): the
 * category is checked on products found otherwise, never used to find them (the number matches are
 * few, while SQLite would walk the category index through a third of the catalogue).
 */
export function inSymptomCategories(symptom: Symptom, { checkedOnly = false } = {}): RawBuilder<boolean> {
  const category = checkedOnly ? sql`+products.category_slug` : sql`products.category_slug`;
  return sql<boolean>`${category} in (${sql.join(symptom.categories.map((slug) => sql`${slug}`))})`;
}

/** The position of a product's category among a fault's causes, likeliest first. */
export function symptomOrder(symptom: Symptom): RawBuilder<number> {
  const cases = symptom.categories.map((slug, i) => sql`when ${slug} then ${i}`);
  return sql<number>`case products.category_slug ${sql.join(cases, sql` `)} else ${symptom.categories.length} end`;
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
