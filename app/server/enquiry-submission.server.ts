import type { Kysely } from "kysely";
import { type EnquiryField, type EnquiryFieldErrors, enquiryFieldErrors, enquirySchema } from "#app/forms/enquiry.ts";
import { filledHoneypot, type SubmittedFields } from "#app/forms/honeypot.ts";
import type { Database } from "./db/schema.ts";
import { BUSY_RETRY_AFTER_SECONDS, DatabaseBusyError } from "./db/sqlite-dialect.server.ts";
import { saveEnquiry } from "./enquiries.server.ts";
import type { SharedLimit } from "./limits/shared-limit.server.ts";

/** What the visitor typed, handed back on failure so the form can show it again. */
export type EnquiryValues = Record<EnquiryField, string>;

export type EnquirySubmission =
  | { ok: true; name: string }
  | { ok: false; reason: "invalid"; fieldErrors: EnquiryFieldErrors; values: EnquiryValues }
  | { ok: false; reason: "rate-limited"; retryAfterSeconds: number; values: EnquiryValues }
  /** The database stayed locked by an import past the wait (decision 066): nothing stored, try again. */
  | { ok: false; reason: "busy"; retryAfterSeconds: number; values: EnquiryValues }
  | { ok: false; reason: "failed"; values: EnquiryValues };

function text(form: SubmittedFields, name: string): string {
  const value = form instanceof FormData ? form.get(name) : form[name];
  return typeof value === "string" ? value : "";
}

/**
 * The contact form's submission: the per-address limit (shared with POST /api/enquiries, so both
 * doors count together), the honeypot, the same zod schema the browser used, then the database.
 * `clientKey` identifies the sender for the limit (the visitor's address); `limit` is the process's
 * enquiry limit (FormLimits.enquiries). Fields other than text (files, numbers) count as empty.
 */
export async function submitEnquiry(
  db: Kysely<Database>,
  form: SubmittedFields,
  clientKey: string,
  limit: SharedLimit,
): Promise<EnquirySubmission> {
  const values: EnquiryValues = {
    name: text(form, "name"),
    email: text(form, "email"),
    phone: text(form, "phone"),
    message: text(form, "message"),
  };
  const wait = await limit.waitMs(clientKey);
  if (wait > 0) return { ok: false, reason: "rate-limited", retryAfterSeconds: Math.ceil(wait / 1000), values };

  // A bot: answer as if it worked, store nothing, and count it against the limit.
  if (filledHoneypot(form)) {
    await limit.take(clientKey);
    return { ok: true, name: values.name.trim() };
  }

  const parsed = enquirySchema.safeParse({ ...values, language: text(form, "language") });
  if (!parsed.success) {
    return { ok: false, reason: "invalid", fieldErrors: enquiryFieldErrors(parsed.error.issues), values };
  }
  // Counted before the write, in one step of the store, so a burst sent at once (to any process) is
  // limited; an enquiry that was not stored gives its place back, since the visitor is asked to send it again.
  const taken = await limit.take(clientKey);
  if (taken.waitMs > 0)
    return { ok: false, reason: "rate-limited", retryAfterSeconds: Math.ceil(taken.waitMs / 1000), values };
  try {
    await saveEnquiry(db, parsed.data);
  } catch (error) {
    await limit.giveBack(clientKey);
    if (error instanceof DatabaseBusyError)
      return { ok: false, reason: "busy", retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS, values };
    console.error("Could not store an enquiry:", error);
    return { ok: false, reason: "failed", values };
  }
  return { ok: true, name: parsed.data.name };
}
