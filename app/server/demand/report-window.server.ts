import { type Kysely, sql } from "kysely";
import type { DemandRow } from "#app/api/demand.ts";
import type { Database } from "../db/schema.ts";
import { daysFrom } from "./demand-day.ts";
import type { DemandEventKind } from "./demand-events.server.ts";

// The days a Demand report covers, and the counts of one event within them, with each subject's hits
// a day for the sparklines.

/** Rows a table of the report shows at most. */
export const REPORT_ROWS = 50;

/** The first and last day of a report, as demand days (YYYY-MM-DD). */
export interface ReportWindow {
  first: string;
  last: string;
}

/** Day rows of one event within the window (month rows are older than any window). */
export function inWindow(db: Kysely<Database>, event: DemandEventKind, { first, last }: ReportWindow) {
  return db
    .selectFrom("demand_counts")
    .where("event", "=", event)
    .where("period", ">=", first)
    .where("period", "<=", last)
    .where(sql<boolean>`length(period) = 10`);
}

/** Report rows with their hits per day over the window (oldest first), for the sparklines. */
export async function withDailyHits(
  db: Kysely<Database>,
  event: DemandEventKind,
  rows: readonly { subject: string; detail: string; hits: number | string }[],
  window: ReportWindow,
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
  window: ReportWindow,
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
