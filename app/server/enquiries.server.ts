import type { Kysely } from "kysely";
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

export async function listEnquiries(db: Kysely<Database>, limit = 500): Promise<Enquiry[]> {
  const rows = await db
    .selectFrom("enquiries")
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    language: row.language,
    createdAt: row.created_at,
  }));
}

export async function listSubscribers(db: Kysely<Database>, limit = 5000): Promise<Subscriber[]> {
  const rows = await db
    .selectFrom("subscribers")
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    email: row.email,
    language: row.language,
    createdAt: row.created_at,
  }));
}
