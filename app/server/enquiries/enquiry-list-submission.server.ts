import type { Kysely } from "kysely";
import type * as z from "zod/mini";
import { type EnquiryFieldErrors, enquiryFieldErrors } from "#app/forms/enquiry.ts";
import { type EnquiryListSend, enquiryListSendSchema } from "#app/forms/enquiry-list-send.ts";
import { filledHoneypot } from "#app/forms/honeypot.ts";
import type { Database } from "../db/schema.ts";
import { BUSY_RETRY_AFTER_SECONDS, DatabaseBusyError } from "../db/sqlite-dialect.server.ts";
import type { SharedLimit } from "../limits/shared-limit.server.ts";
import { type SentLine, saveEnquiryList, unusedEnquiryReference } from "./enquiry-lists.server.ts";

export type EnquiryListSubmission =
  /** `jobs`: the jobs asked for, named in the buyer's language (issue 44). */
  | { ok: true; reference: string; lines: SentLine[]; vehicle: string; note: string; jobs: string[] }
  /**
   * `fieldErrors`: the sender's fields, as message keys (the page shows them beside the fields);
   * `problem`: the first fault of the list itself, or a field no list has, as a sentence.
   */
  | { ok: false; reason: "invalid"; fieldErrors: EnquiryFieldErrors; problem: string | null }
  | { ok: false; reason: "rate-limited"; retryAfterSeconds: number }
  | { ok: false; reason: "busy"; retryAfterSeconds: number }
  | { ok: false; reason: "failed" };

const senderFields = new Set(["name", "phone", "email"]);

/** The first fault that is not a sender field's, in words; unknown fields named as the API names them. */
function listProblem(issues: readonly z.core.$ZodIssue[]): string | null {
  for (const issue of issues) {
    if (issue.code === "unrecognized_keys") {
      const where = issue.path.length > 0 ? ` in ${issue.path.join(".")}` : "";
      return `Unknown field${issue.keys.length > 1 ? "s" : ""} ${issue.keys.map((key) => `"${key}"`).join(", ")}${where}; an enquiry list does not take ${issue.keys.length > 1 ? "them" : "it"}.`;
    }
    if (senderFields.has(String(issue.path[0])) && issue.path.length === 1) continue;
    const where = issue.path.length > 0 ? `${issue.path.join(".")}: ` : "";
    return `${where}${issue.message}`;
  }
  return null;
}

/**
 * Sending an enquiry list, from its page or `POST /api/enquiry-lists`: the per-address limit (the
 * contact form's, FormLimits.enquiries, so both doors count together), the honeypot, the schema, then one transaction.
 * A bot that filled the honeypot is answered as a real sender is, with a reference of the same form
 * that no list has or will have (unusedEnquiryReference), and nothing is stored.
 */
export async function submitEnquiryList(
  db: Kysely<Database>,
  input: unknown,
  clientKey: string,
  limit: SharedLimit,
): Promise<EnquiryListSubmission> {
  const wait = await limit.waitMs(clientKey);
  if (wait > 0) return { ok: false, reason: "rate-limited", retryAfterSeconds: Math.ceil(wait / 1000) };
  const fields = typeof input === "object" && input !== null ? (input as Record<string, unknown>) : {};
  if (filledHoneypot(fields)) {
    await limit.take(clientKey);
    try {
      return { ok: true, reference: await unusedEnquiryReference(db), lines: [], vehicle: "", note: "", jobs: [] };
    } catch (error) {
      return notStored(error);
    }
  }
  const parsed = enquiryListSendSchema.safeParse(input);
  if (!parsed.success) {
    const sender = parsed.error.issues.filter((issue) => issue.path.length === 1);
    return {
      ok: false,
      reason: "invalid",
      fieldErrors: enquiryFieldErrors(sender),
      problem: listProblem(parsed.error.issues),
    };
  }
  const list: EnquiryListSend = parsed.data;
  const taken = await limit.take(clientKey);
  if (taken.waitMs > 0) return { ok: false, reason: "rate-limited", retryAfterSeconds: Math.ceil(taken.waitMs / 1000) };
  try {
    const saved = await saveEnquiryList(db, list);
    return {
      ok: true,
      reference: saved.reference,
      lines: saved.lines,
      vehicle: list.vehicle,
      note: list.note,
      jobs: saved.jobs,
    };
  } catch (error) {
    await limit.giveBack(clientKey);
    return notStored(error);
  }
}

/** The answer when the database could not take a list (or a bot's reference): busy, or failed. */
function notStored(error: unknown): EnquiryListSubmission {
  if (error instanceof DatabaseBusyError)
    return { ok: false, reason: "busy", retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS };
  console.error("Could not store an enquiry list:", error);
  return { ok: false, reason: "failed" };
}
