import { type Kysely, sql } from "kysely";
import type { Database, DemandCountsTable } from "../db/schema.ts";
import { daysBefore } from "./demand-day.ts";

/** One row of counts to add: a day (or month), what was counted, and how often. */
export type DemandCountRow = DemandCountsTable;

/** Day rows older than this many days are folded into their month (docs/decisions/120). */
export const KEEP_DAYS = 400;

/** Rows per statement: SQLite takes at most 32,766 parameters, seven a row. */
const ROWS_PER_STATEMENT = 500;

/**
 * Adds counts in one transaction: a row already there gets the hits added and the latest result
 * count (what the catalogue answers now).
 */
export async function addDemandCounts(db: Kysely<Database>, rows: readonly DemandCountRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
      await trx
        .insertInto("demand_counts")
        .values(rows.slice(start, start + ROWS_PER_STATEMENT))
        .onConflict((conflict) =>
          conflict.columns(["event", "period", "subject", "language", "detail"]).doUpdateSet({
            hits: sql`demand_counts.hits + excluded.hits`,
            results: sql`excluded.results`,
          }),
        )
        .execute();
    }
  });
}

/**
 * Folds the day rows older than KEEP_DAYS before `today` into one row per month (period "2025-10"),
 * so storage stays bounded: a month row keeps the hits summed and the highest result count.
 * Returns how many day rows were folded.
 */
export async function foldOldDemand(db: Kysely<Database>, today: string): Promise<number> {
  const cutoff = daysBefore(today, KEEP_DAYS);
  return db.transaction().execute(async (trx) => {
    const isOldDay = sql<boolean>`length(period) = 10 and period < ${cutoff}`;
    const months = await trx
      .selectFrom("demand_counts")
      .where(isOldDay)
      .select([
        sql<string>`substr(period, 1, 7)`.as("period"),
        "event",
        "subject",
        "language",
        "detail",
        sql<number | null>`max(results)`.as("results"),
        sql<number>`sum(hits)`.as("hits"),
      ])
      .groupBy([sql`substr(period, 1, 7)`, "event", "subject", "language", "detail"])
      .execute();
    if (months.length === 0) return 0;
    const folded = await trx.deleteFrom("demand_counts").where(isOldDay).executeTakeFirst();
    for (let start = 0; start < months.length; start += ROWS_PER_STATEMENT) {
      await trx
        .insertInto("demand_counts")
        .values(
          months.slice(start, start + ROWS_PER_STATEMENT).map((row) => ({
            ...row,
            hits: Number(row.hits),
            results: row.results === null ? null : Number(row.results),
          })),
        )
        .onConflict((conflict) =>
          conflict.columns(["event", "period", "subject", "language", "detail"]).doUpdateSet({
            hits: sql`demand_counts.hits + excluded.hits`,
            results: sql`case when demand_counts.results is null or excluded.results > demand_counts.results then excluded.results else demand_counts.results end`,
          }),
        )
        .execute();
    }
    return Number(folded.numDeletedRows);
  });
}
