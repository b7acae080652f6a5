import type { Kysely } from "kysely";
import type { Language } from "#app/i18n/language.ts";
import type { Database } from "./db/schema.ts";
import { SlidingWindowLimiter } from "./rate-limit.server.ts";

/** At most 10 sign-ups per address in 10 minutes: a family or an office, not a script. */
export const subscribeLimiter = new SlidingWindowLimiter({ windowMs: 10 * 60 * 1000, max: 10 });

/**
 * Adds an address to the newsletter list. Subscribing twice is not an error and reveals nothing
 * about who is already on the list.
 */
export async function subscribe(db: Kysely<Database>, email: string, language: Language): Promise<void> {
  await db
    .insertInto("subscribers")
    .values({ email: email.trim().toLowerCase(), language, created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column("email").doNothing())
    .execute();
}
