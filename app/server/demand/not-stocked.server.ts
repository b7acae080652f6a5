import { type Kysely, sql } from "kysely";
import type { dismissibleKinds } from "#app/api/demand.ts";
import type { Database } from "../db/schema.ts";

/** What staff can mark as not stocked: a search with no result, or a part number not carried. */
export type DismissibleKind = (typeof dismissibleKinds)[number];

/** Leaves out of a report's rows the subjects staff marked not stocked as this kind. */
export function notDismissed(kind: DismissibleKind) {
  return sql<boolean>`not exists (select 1 from demand_dismissed d where d.event = ${kind} and d.subject = demand_counts.subject)`;
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
