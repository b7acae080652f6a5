/**
 * The bot trap of the public forms (the contact form's enquiry, the footer's Subscribe): a text
 * field people never see (HoneypotField) that form-filling bots fill in. A filled one is answered
 * as if it worked and nothing is stored, so the bot learns nothing. Shared by the browser's field
 * and every server check, so the field's name is written once.
 */
export const HONEYPOT_FIELD = "website";

/** A posted form, or a parsed JSON body (POST /api/enquiries). */
export type SubmittedFields = FormData | Readonly<Record<string, unknown>>;

/** True when the hidden field came back filled in: the sender is a bot. */
export function filledHoneypot(fields: SubmittedFields): boolean {
  const value = fields instanceof FormData ? fields.get(HONEYPOT_FIELD) : fields[HONEYPOT_FIELD];
  return typeof value === "string" && value !== "";
}
