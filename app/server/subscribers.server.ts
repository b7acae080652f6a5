import type { Kysely } from "kysely";
import type { Language } from "#app/i18n/language.ts";
import type { Database } from "./db/schema.ts";

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
