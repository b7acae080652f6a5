import { type Kysely, sql } from "kysely";
import type { MissingNumber } from "#app/api/demand.ts";
import { parseSearchQuery } from "#app/catalogue/search-query.ts";
import type { Database } from "../db/schema.ts";
import { modelYear } from "../search/vehicle-years.server.ts";
import { inWindow, REPORT_ROWS, type ReportWindow } from "./report-window.server.ts";

/**
 * The part number a counted search asks for, formatting-blind: its words with a digit that are not
 * a model year, joined ("sd7v16 9999" and "SD7V16-9999" are SD7V169999; "creta 2018 sd7v16" is
 * SD7V16); undefined when none is three characters or more.
 */
export function numberKeyOf(subject: string): string | undefined {
  const key = parseSearchQuery(subject)
    .words.filter((word) => word.number && modelYear(word) === undefined)
    .map((word) => word.text.toUpperCase())
    .join("");
  return key.length >= 3 ? key : undefined;
}

/**
 * Part numbers searched for that no active product carries, as its own number or an OE or cross
 * reference number, grouped by formatting-blind key ("SD7V16-1234" and "sd7v16 1234" are one),
 * with the carried number that starts alike, if any (what the buyer may have meant).
 */
export async function numbersNotCarried(db: Kysely<Database>, window: ReportWindow): Promise<MissingNumber[]> {
  // Asked for by search, or by an enquiry-list line the catalogue had no product for (decision 152).
  const [searchedRows, enquiredRows] = await Promise.all(
    (["search", "enquiry-line"] as const).map((event) =>
      inWindow(db, event, window)
        .where("detail", "=", "number")
        .select(["subject", sql<number>`sum(hits)`.as("hits"), sql<number | null>`min(results)`.as("results")])
        .groupBy("subject")
        .execute(),
    ),
  );
  const searched = [...(searchedRows ?? []), ...(enquiredRows ?? [])];
  const byKey = new Map<string, { hits: number; results: number }>();
  for (const row of searched) {
    const key = numberKeyOf(row.subject);
    if (!key) continue;
    const entry = byKey.get(key) ?? { hits: 0, results: Number.POSITIVE_INFINITY };
    entry.hits += Number(row.hits);
    if (row.results !== null) entry.results = Math.min(entry.results, Number(row.results));
    byKey.set(key, entry);
  }
  if (byKey.size === 0) return [];
  const keys = [...byKey.keys()];
  const carried = new Set<string>();
  const dismissed = new Set<string>();
  for (let start = 0; start < keys.length; start += 500) {
    const chunk = keys.slice(start, start + 500);
    const [own, cross, marked] = await Promise.all([
      db
        .selectFrom("products")
        .where("status", "=", "active")
        .where("part_key", "in", chunk)
        .select("part_key as key")
        .execute(),
      db
        .selectFrom("product_numbers")
        .innerJoin("products", "products.id", "product_numbers.product_id")
        .where("products.status", "=", "active")
        .where("number_key", "in", chunk)
        .select("number_key as key")
        .execute(),
      db
        .selectFrom("demand_dismissed")
        .where("event", "=", "number")
        .where("subject", "in", chunk)
        .select("subject as key")
        .execute(),
    ]);
    for (const row of [...own, ...cross]) carried.add(row.key);
    for (const row of marked) dismissed.add(row.key);
  }
  const missing = [...byKey]
    .filter(([key]) => !carried.has(key) && !dismissed.has(key))
    .sort(([a, x], [b, y]) => y.hits - x.hits || (a < b ? -1 : 1))
    .slice(0, REPORT_ROWS);
  return Promise.all(
    missing.map(async ([key, entry]) => ({
      key,
      hits: entry.hits,
      // A list's line shows no results: 0 when the number was only asked for in lists.
      results: Number.isFinite(entry.results) ? entry.results : 0,
      lookalike: (await lookalike(db, key)) ?? null,
    })),
  );
}

/** The active product whose number (or OE number) starts with the longest part of `key`, down to 4 characters. */
async function lookalike(db: Kysely<Database>, key: string): Promise<MissingNumber["lookalike"] | undefined> {
  for (let length = key.length - 1; length >= Math.min(4, key.length - 1) && length > 0; length--) {
    const prefix = key.slice(0, length);
    const upper = `${prefix}\u{10FFFF}`;
    const own = await db
      .selectFrom("products")
      .where("status", "=", "active")
      .where("part_key", ">=", prefix)
      .where("part_key", "<", upper)
      .select(["part_number as number", "brand_slug as brandSlug", "part_number as partNumber"])
      .orderBy("part_key")
      .limit(1)
      .executeTakeFirst();
    if (own) return { ...own, oe: false };
    const cross = await db
      .selectFrom("product_numbers")
      .innerJoin("products", "products.id", "product_numbers.product_id")
      .where("products.status", "=", "active")
      .where("number_key", ">=", prefix)
      .where("number_key", "<", upper)
      .select([
        "product_numbers.number as number",
        "products.brand_slug as brandSlug",
        "products.part_number as partNumber",
      ])
      .orderBy("number_key")
      .limit(1)
      .executeTakeFirst();
    if (cross) return { ...cross, oe: true };
    if (length <= 4) break;
  }
  return undefined;
}
