import { type Kysely, sql } from "kysely";
import type { DemandReport, DemandRow, SearchedVehicle, ViewedProduct } from "#app/api/demand.ts";
import { modelKey } from "#app/catalogue/fitment.ts";
import { resolveVehicleMake } from "#app/catalogue/resolve.ts";
import type { Database } from "../db/schema.ts";
import { daysBefore, daysFrom, demandDay } from "./demand-day.ts";
import type { DemandEventKind } from "./demand-events.server.ts";
import { notDismissed } from "./not-stocked.server.ts";
import { numbersNotCarried } from "./numbers-not-carried.server.ts";
import { inWindow, REPORT_ROWS, type ReportWindow, withDailyHits } from "./report-window.server.ts";

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
  const [
    zeroResults,
    numbers,
    vehicles,
    viewed,
    enquired,
    enquiredElsewhere,
    clicks,
    emptyPages,
    jobsAsked,
    rate,
    previousRate,
  ] = await Promise.all([
    zeroResultSearches(db, window),
    numbersNotCarried(db, window),
    vehiclesSearched(db, window),
    productsByHits(db, "view", window),
    productsByHits(db, "enquiry-line", window),
    enquiredNotListed(db, window),
    clicksByPage(db, window),
    topSubjects(db, "empty-page", window),
    topSubjects(db, "job", window),
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
    jobsAsked,
    zeroResultRate: { ...rate, previous: previousRate.rate },
  };
}
async function zeroResultSearches(db: Kysely<Database>, window: ReportWindow): Promise<DemandRow[]> {
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
  window: ReportWindow,
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
/** Vehicles chosen in the finder, by make and model (years together), with the active parts each has. */
async function vehiclesSearched(db: Kysely<Database>, window: ReportWindow): Promise<SearchedVehicle[]> {
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
  window: ReportWindow,
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
async function enquiredNotListed(db: Kysely<Database>, window: ReportWindow): Promise<DemandRow[]> {
  const notMatched = inWindow(db, "enquiry-line", window).where("detail", "<>", "product");
  return mostAskedNotFound(db, "enquiry-line", notMatched, window);
}

async function clicksByPage(db: Kysely<Database>, window: ReportWindow) {
  const rows = await inWindow(db, "click", window)
    .select(["subject", "detail", sql<number>`sum(hits)`.as("hits")])
    .groupBy(["subject", "detail"])
    .orderBy("hits", "desc")
    .execute();
  return rows.map((row) => ({ channel: row.subject, pageType: row.detail, hits: Number(row.hits) }));
}

async function topSubjects(db: Kysely<Database>, event: DemandEventKind, window: ReportWindow): Promise<DemandRow[]> {
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
async function zeroResultRate(db: Kysely<Database>, window: ReportWindow) {
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
