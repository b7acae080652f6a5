import type { Kysely } from "kysely";
import { filledHoneypot } from "#app/forms/honeypot.ts";
import type { SubscribeResult } from "#app/forms/subscribe-result.ts";
import { subscriptionSchema } from "#app/forms/subscription.ts";
import type { Language } from "#app/i18n/language.ts";
import type { Database } from "./db/schema.ts";
import { BUSY_RETRY_AFTER_SECONDS, DatabaseBusyError } from "./db/sqlite-dialect.server.ts";
import type { SharedLimit } from "./limits/shared-limit.server.ts";

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

/** The Subscribe form's answer, and the HTTP status and Retry-After (seconds) it goes out with. */
export interface SubscriptionAnswer {
  result: SubscribeResult;
  status: 200 | 400 | 429 | 503;
  retryAfterSeconds?: number;
}

/**
 * The footer's Subscribe form: the per-address limit (FormLimits.subscriptions; every attempt counts, a bot's too), the
 * honeypot (a bot is answered as if it worked and nothing is stored), the shared schema, then the
 * list. `language` is the page's, for a form that did not say.
 */
export async function submitSubscription(
  db: Kysely<Database>,
  form: FormData,
  clientKey: string,
  language: Language,
  limit: SharedLimit,
): Promise<SubscriptionAnswer> {
  const { waitMs } = await limit.take(clientKey);
  if (waitMs > 0)
    return { result: { ok: false, error: "too-many" }, status: 429, retryAfterSeconds: Math.ceil(waitMs / 1000) };
  if (filledHoneypot(form)) return { result: { ok: true }, status: 200 };
  const fields = Object.fromEntries(form);
  const parsed = subscriptionSchema.safeParse({ ...fields, language: fields.language ?? language });
  if (!parsed.success) return { result: { ok: false, error: "invalid" }, status: 400 };
  try {
    await subscribe(db, parsed.data.email, parsed.data.language);
  } catch (error) {
    // An import held the database past the wait (decision 066): nothing stored, try again shortly.
    if (!(error instanceof DatabaseBusyError)) throw error;
    return { result: { ok: false, error: "busy" }, status: 503, retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS };
  }
  return { result: { ok: true }, status: 200 };
}
