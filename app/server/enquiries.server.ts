import type { Kysely, Selectable } from "kysely";
import type { EnquiryInput } from "#app/forms/enquiry.ts";
import type { Enquiry, Subscriber } from "#app/utils/api-types.ts";
import type { Database } from "./db/schema.ts";
import { SlidingWindowLimiter } from "./rate-limit.server.ts";

/** At most 5 enquiries per address in 10 minutes: enough for a person, useless for a spammer. */
export const enquiryLimiter = new SlidingWindowLimiter({ windowMs: 10 * 60 * 1000, max: 5 });

export async function saveEnquiry(db: Kysely<Database>, enquiry: EnquiryInput): Promise<void> {
  await db
    .insertInto("enquiries")
    .values({
      name: enquiry.name,
      email: enquiry.email,
      phone: enquiry.phone,
      message: enquiry.message,
      language: enquiry.language,
      created_at: new Date().toISOString(),
    })
    .execute();
}

/**
 * The latest `limit` rows of a table the staff reads, newest first (ties: the later insert first),
 * as the API sends them: every column, the id a number and the time `createdAt`.
 */
async function newestFirst<T extends "enquiries" | "subscribers">(db: Kysely<Database>, table: T, limit: number) {
  const rows = (await db
    .selectFrom(table as "enquiries" | "subscribers")
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute()) as (Selectable<Database[T]> & { id: number; created_at: string })[];
  return rows.map(({ id, created_at, ...row }) => ({ ...row, id: Number(id), createdAt: created_at }));
}

export function listEnquiries(db: Kysely<Database>, limit = 500): Promise<Enquiry[]> {
  return newestFirst(db, "enquiries", limit);
}

export function listSubscribers(db: Kysely<Database>, limit = 5000): Promise<Subscriber[]> {
  return newestFirst(db, "subscribers", limit);
}
