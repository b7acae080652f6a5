import { type Kysely, sql } from "kysely";
import { modelKey } from "#app/catalogue/fitment.ts";
import { resolveVehicleMake } from "#app/catalogue/resolve.ts";
import { parseSearchQuery } from "#app/catalogue/search-query.ts";
import type { DemandReport, DemandRow, MissingNumber, SearchedVehicle, ViewedProduct } from "#app/utils/api-types.ts";
import type { Database } from "../db/schema.ts";
import { visibleToVisitors } from "../products/visibility.server.ts";
import { modelYear } from "../search/vehicle-years.server.ts";
import { daysBefore, daysFrom, demandDay } from "./demand-day.ts";
import type { DemandEventKind } from "./demand-events.server.ts";

/** Rows a table of the report shows at most. */
export const REPORT_ROWS = 50;

/** What staff can mark as not stocked: a search with no result, or a part number not carried. */
export const dismissibleKinds = ["search", "number"] as const;
export type DismissibleKind = (typeof dismissibleKinds)[number];

/**
 * The staff's Demand report over the last `days` days, today included (docs/decisions/122): the
 * searches that found nothing, the part numbers asked for and not carried, the vehicles chosen in
 * the finder with the parts each has, the products most viewed, the clicks per page type, the
 * listings that showed nothing, and the zero-result rate with the rate of the days before.
 */
export async function demandReport(db: Kysely<Database>, days: number, now = Date.now()): Promise<DemandReport> {
  const last = demandDay(now);
  const first = daysBefore(last, days - 1);
  const window = { first, last };
  const [zeroResults, numbers, vehicles, viewed, enquired, enquiredElsewhere, clicks, emptyPages, rate, previousRate] =
    await Promise.all([
      zeroResultSearches(db, window),
      numbersNotCarried(db, window),
      vehiclesSearched(db, window),
      productsByHits(db, "view", window),
      productsByHits(db, "enquiry-line", window),
      enquiredNotListed(db, window),
      clicksByPage(db, window),
      topSubjects(db, "empty-page", window),
      zeroResultRate(db, window),
      zeroResultRate(db, { first: daysBefore(first, days), last: daysBefore(first, 1) }),
    ]);
  return {
    days,
    from: first,
    to: last,
    zeroResults,
    numbersNotCarried: numbers,
    vehicles,
    mostViewed: viewed,
    mostEnquired: enquired,
    enquiredNotListed: enquiredElsewhere,
    clicks,
    emptyPages,
    zeroResultRate: { ...rate, previous: previousRate.rate },
  };
}

interface Window {
  first: string;
  last: string;
}

/** Day rows of one event within the window (month rows are older than any window). */
function inWindow(db: Kysely<Database>, event: DemandEventKind, { first, last }: Window) {
  return db
    .selectFrom("demand_counts")
    .where("event", "=", event)
    .where("period", ">=", first)
    .where("period", "<=", last)
    .where(sql<boolean>`length(period) = 10`);
}

function notDismissed(kind: DismissibleKind) {
  return sql<boolean>`not exists (select 1 from demand_dismissed d where d.event = ${kind} and d.subject = demand_counts.subject)`;
}

/** Report rows with their hits per day over the window (oldest first), for the sparklines. */
async function withDailyHits(
  db: Kysely<Database>,
  event: DemandEventKind,
  rows: readonly { subject: string; detail: string; hits: number | string }[],
  window: Window,
  zeroOnly: boolean,
): Promise<DemandRow[]> {
  const series = await dailyHits(
    db,
    event,
    rows.map((row) => row.subject),
    window,
    zeroOnly,
  );
  return rows.map((row) => ({
    subject: row.subject,
    detail: row.detail,
    hits: Number(row.hits),
    daily: series.get(row.subject) ?? [],
  }));
}

/** Hits per day of each subject, oldest day first, for the sparklines. */
async function dailyHits(
  db: Kysely<Database>,
  event: DemandEventKind,
  subjects: readonly string[],
  window: Window,
  zeroOnly: boolean,
): Promise<Map<string, number[]>> {
  const days = daysFrom(window.first, window.last);
  const series = new Map(subjects.map((subject) => [subject, days.map(() => 0)]));
  if (subjects.length === 0) return series;
  let query = inWindow(db, event, window)
    .where("subject", "in", subjects)
    .select(["subject", "period", sql<number>`sum(hits)`.as("hits")])
    .groupBy(["subject", "period"]);
  if (zeroOnly) query = query.where("results", "=", 0);
  // A list's lines: a typed "123" is not product 123's line.
  if (event === "enquiry-line") query = query.where("detail", "<>", "product");
  for (const row of await query.execute()) {
    const values = series.get(row.subject);
    const index = days.indexOf(row.period);
    if (values && index >= 0) values[index] = Number(row.hits);
  }
  return series;
}

async function zeroResultSearches(db: Kysely<Database>, window: Window): Promise<DemandRow[]> {
  const zeroResults = inWindow(db, "search", window).where("results", "=", 0);
  return mostAskedNotFound(db, "search", zeroResults, window);
}

/**
 * The most asked-for words of a window's rows, with their hits a day, leaving out the words staff
 * marked "not stocked": that mark is said of the words, wherever they were asked (by a search or an
 * enquiry-list line), so a search's mark hides them in both reports.
 */
async function mostAskedNotFound(
  db: Kysely<Database>,
  event: "search" | "enquiry-line",
  rowsAsked: ReturnType<typeof inWindow>,
  window: Window,
): Promise<DemandRow[]> {
  const rows = await rowsAsked
    .where(notDismissed("search"))
    .select(["subject", sql<string>`max(detail)`.as("detail"), sql<number>`sum(hits)`.as("hits")])
    .groupBy("subject")
    .orderBy("hits", "desc")
    .orderBy("subject")
    .limit(REPORT_ROWS)
    .execute();
  // A search's sparkline counts only its searches that found nothing; an enquiry line's, every ask.
  return withDailyHits(db, event, rows, window, event === "search");
}

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
async function numbersNotCarried(db: Kysely<Database>, window: Window): Promise<MissingNumber[]> {
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
        .where(visibleToVisitors())
        .where("part_key", "in", chunk)
        .select("part_key as key")
        .execute(),
      db
        .selectFrom("product_numbers")
        .innerJoin("products", "products.id", "product_numbers.product_id")
        .where(visibleToVisitors("products"))
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
      .where(visibleToVisitors())
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
      .where(visibleToVisitors("products"))
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

/** Vehicles chosen in the finder, by make and model (years together), with the active parts each has. */
async function vehiclesSearched(db: Kysely<Database>, window: Window): Promise<SearchedVehicle[]> {
  const rows = await inWindow(db, "finder", window)
    .select(["subject", sql<number>`sum(hits)`.as("hits")])
    .groupBy("subject")
    .execute();
  const byVehicle = new Map<string, { make: string; model: string; hits: number }>();
  for (const row of rows) {
    const [make = "", model = ""] = row.subject.split("|");
    const key = `${make}|${modelKey(model)}`;
    const entry = byVehicle.get(key) ?? { make, model, hits: 0 };
    entry.hits += Number(row.hits);
    byVehicle.set(key, entry);
  }
  const top = [...byVehicle.values()]
    .sort((a, b) => b.hits - a.hits || `${a.make}${a.model}`.localeCompare(`${b.make}${b.model}`))
    .slice(0, REPORT_ROWS);
  return Promise.all(
    top.map(async (vehicle) => {
      let parts = db
        .selectFrom("product_fitments")
        .where("make_slug", "=", vehicle.make)
        .select(sql<number>`count(distinct product_id)`.as("parts"));
      if (vehicle.model) parts = parts.where("model_key", "=", modelKey(vehicle.model));
      const { parts: count } = (await parts.executeTakeFirst()) ?? { parts: 0 };
      return {
        make: vehicle.make,
        makeName: resolveVehicleMake(vehicle.make)?.name ?? vehicle.make,
        model: vehicle.model,
        hits: vehicle.hits,
        activeParts: Number(count),
      };
    }),
  );
}

/**
 * Products by how often they were seen (`view`) or asked for in an enquiry list (`enquiry-line`
 * lines of the catalogue, detail "product", decision 152).
 */
async function productsByHits(
  db: Kysely<Database>,
  event: "view" | "enquiry-line",
  window: Window,
): Promise<ViewedProduct[]> {
  const rows = await inWindow(db, event, window)
    .$if(event === "enquiry-line", (query) => query.where("detail", "=", "product"))
    .select(["subject", sql<number>`sum(hits)`.as("hits")])
    .groupBy("subject")
    .orderBy("hits", "desc")
    .orderBy("subject")
    .limit(REPORT_ROWS)
    .execute();
  const ids = rows.map((row) => Number(row.subject)).filter(Number.isSafeInteger);
  const products =
    ids.length === 0
      ? []
      : await db
          .selectFrom("products")
          .where("id", "in", ids)
          .select(["id", "name", "part_number", "brand_slug", "category_slug", "status"])
          .execute();
  const byId = new Map(products.map((product) => [String(product.id), product]));
  return rows.map((row) => {
    const product = byId.get(row.subject);
    return {
      id: Number(row.subject),
      hits: Number(row.hits),
      name: product?.name ?? null,
      partNumber: product?.part_number ?? null,
      brandSlug: product?.brand_slug ?? null,
      categorySlug: product?.category_slug ?? null,
    };
  });
}

/** Enquiry-list lines the catalogue had no product for, by their words (decision 152), with their trend. */
async function enquiredNotListed(db: Kysely<Database>, window: Window): Promise<DemandRow[]> {
  const notMatched = inWindow(db, "enquiry-line", window).where("detail", "<>", "product");
  return mostAskedNotFound(db, "enquiry-line", notMatched, window);
}

async function clicksByPage(db: Kysely<Database>, window: Window) {
  const rows = await inWindow(db, "click", window)
    .select(["subject", "detail", sql<number>`sum(hits)`.as("hits")])
    .groupBy(["subject", "detail"])
    .orderBy("hits", "desc")
    .execute();
  return rows.map((row) => ({ channel: row.subject, pageType: row.detail, hits: Number(row.hits) }));
}

async function topSubjects(db: Kysely<Database>, event: DemandEventKind, window: Window): Promise<DemandRow[]> {
  const rows = await inWindow(db, event, window)
    .select(["subject", sql<string>`max(detail)`.as("detail"), sql<number>`sum(hits)`.as("hits")])
    .groupBy("subject")
    .orderBy("hits", "desc")
    .orderBy("subject")
    .limit(REPORT_ROWS)
    .execute();
  return withDailyHits(db, event, rows, window, false);
}

/** Searches and those with no result, per day and in all; rate null without searches. */
async function zeroResultRate(db: Kysely<Database>, window: Window) {
  const rows = await inWindow(db, "search", window)
    .select([
      "period",
      sql<number>`sum(hits)`.as("searches"),
      sql<number>`sum(case when results = 0 then hits else 0 end)`.as("zero"),
    ])
    .groupBy("period")
    .execute();
  const days = daysFrom(window.first, window.last);
  const daily = days.map(() => null as number | null);
  let searches = 0;
  let zero = 0;
  for (const row of rows) {
    const index = days.indexOf(row.period);
    const [s, z] = [Number(row.searches), Number(row.zero)];
    searches += s;
    zero += z;
    if (index >= 0 && s > 0) daily[index] = z / s;
  }
  return { searches, zero, rate: searches > 0 ? zero / searches : null, daily };
}

/** Marks a search or a part number as not stocked: the report leaves it out from now on. */
export async function markNotStocked(
  db: Kysely<Database>,
  kind: DismissibleKind,
  subject: string,
  by: string,
): Promise<void> {
  await db
    .insertInto("demand_dismissed")
    .values({ event: kind, subject, dismissed_by: by, dismissed_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.columns(["event", "subject"]).doNothing())
    .execute();
}
