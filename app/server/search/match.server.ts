import { type RawBuilder, sql } from "kysely";
import type { Symptom } from "#app/catalogue/search-symptoms.ts";
import type { SearchPlan } from "./search-plan.server.ts";
import { fitsInYear } from "./vehicle-years.server.ts";
import type { Spelling } from "./vocabulary.server.ts";

// The SQL a search plan (search-plan.server.ts) becomes: which products match its words and numbers,
// in what order of relevance, and a fault's categories. ranking.server.ts counts and pages the same
// matches rank by rank; listProducts uses these conditions where it cannot.

/** A query matches other numbers from this many letters and digits on (decision 021). */
export const CROSS_NUMBER_MIN_KEY = 3;

/** Above every character: `key <= k < key + this` is "k starts with key" in byte order. */
const AFTER_EVERY_CHARACTER = "\u{10FFFF}";

export function numbersStartingWith(key: string) {
  return sql`select product_id from product_numbers where number_key >= ${key} and number_key < ${key + AFTER_EVERY_CHARACTER}`;
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
export type WordSet = "all" | "structured" | "unstructured";

/** The ids of products whose words match every word of the query, in one of three ways. */
export function wordMatches(plan: SearchPlan, set: WordSet = "all") {
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

export const longEnough = (plan: SearchPlan) =>
  plan.key.length >= CROSS_NUMBER_MIN_KEY && plan.text.length >= CROSS_NUMBER_MIN_KEY;

/** Products whose part number holds the whole query, or another number of which starts with it (decision 021). */
export function numberIds(plan: SearchPlan) {
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
export function numberRank(plan: SearchPlan) {
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
