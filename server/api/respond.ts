import type { Request, Response } from "express";
import { z } from "zod";
import { isControlCharacterIssue } from "#app/forms/plain-text.ts";
import { BUSY_RETRY_AFTER_SECONDS } from "#app/server/db/sqlite-dialect.server.ts";
import type { FieldProblem } from "#app/utils/api-refusals.ts";
import { type FairShare, takeShare } from "../fair-share.ts";

/**
 * The one shape of every API answer, as the spec's browser code reads it: `success` always, the
 * payload fields beside it, and `error` (a sentence for people) when it failed.
 */
export function sendOk(res: Response, body: object = {}, status = 200): void {
  res.status(status).json({ success: true, ...body });
}

export function sendError(res: Response, status: number, error: string, extra: Record<string, unknown> = {}): void {
  res.status(status).json({ success: false, error, ...extra });
}

/**
 * Sends `body` (with `success`) as JSON, with the fields of `fields`, the JSON text of an object made
 * elsewhere (an import's lists, serialised in its worker), added as they are: a list of 50,000 faults
 * is neither parsed nor serialised again on this thread. No ETag: it would hash megabytes here.
 */
export function sendJsonWithFields(res: Response, status: number, body: object, fields: Uint8Array): void {
  const head = JSON.stringify(body);
  const parts =
    fields.byteLength <= 2
      ? [Buffer.from(head)]
      : // `{...body,` then the fields' text without its opening brace: its closing one ends the whole.
        [
          Buffer.from(`${head.slice(0, -1)},`),
          Buffer.from(fields.buffer, fields.byteOffset + 1, fields.byteLength - 1),
        ];
  res.status(status).type("application/json; charset=utf-8");
  res.set("Content-Length", String(parts.reduce((sum, part) => sum + part.byteLength, 0)));
  for (const part of parts.slice(0, -1)) res.write(part);
  res.end(parts.at(-1));
}

export class ApiError extends Error {
  readonly status: number;
  readonly extra: Record<string, unknown>;

  constructor(status: number, message: string, extra: Record<string, unknown> = {}) {
    super(message);
    this.status = status;
    this.extra = extra;
  }
}

/** A 429 that says in its Retry-After header how many seconds to wait; the caller throws it. */
export function tooManyRequests(res: Response, retryAfterSeconds: number, message: string): ApiError {
  res.set("Retry-After", String(retryAfterSeconds));
  return new ApiError(429, message);
}

/**
 * An expensive public call's turn (decision 171): true once the call may do its work (the turn is
 * held until its response closes), false when the client left while it waited (nothing to answer).
 * A spent budget is thrown as a 429, a full line or too long a wait as a 503, both with Retry-After.
 */
export async function takeApiTurn(
  share: FairShare,
  req: Request,
  res: Response,
  say: { budget: (seconds: number) => string; busy: (seconds: number) => string },
): Promise<boolean> {
  const outcome = await takeShare(share, req, res);
  if (outcome.kind !== "refused") return outcome.kind === "turn";
  const seconds = outcome.retryAfterSeconds;
  if (outcome.status === 429) throw tooManyRequests(res, seconds, say.budget(seconds));
  res.set("Retry-After", String(seconds));
  throw new ApiError(503, say.busy(seconds));
}

/**
 * The 503 of a write that waited its whole budget for SQLite's lock while an import wrote (decision
 * 066): nothing was written, and Retry-After says when to try again. The caller throws it.
 */
export function databaseBusy(res: Response, retryAfterSeconds = BUSY_RETRY_AFTER_SECONDS): ApiError {
  res.set("Retry-After", String(retryAfterSeconds));
  return new ApiError(503, "The catalogue is being updated. Nothing was saved; please try again in a few seconds.");
}

/** Where a request's input came from, as the refusal names it. */
export type RequestPart = "query string" | "request body" | "form";

/** The schema of a part that takes no fields at all: any field in it is refused by name. */
export const noFields = z.strictObject({});

/**
 * The one way the API reads a query string, a JSON body or an upload's form fields: through a strict
 * zod schema. A field the call does not know is a 400 that names it (a misspelt field must never
 * pass as an empty one); any other fault is a 400 with the call's own sentence, or one built from
 * the first issue.
 */
export function parseRequest<S extends z.ZodType>(
  schema: S,
  input: unknown,
  part: RequestPart,
  invalidMessage?: string,
): z.output<S> {
  const parsed = schema.safeParse(input ?? {});
  if (parsed.success) return parsed.data;
  const unknown = parsed.error.issues.flatMap((issue) =>
    issue.code === "unrecognized_keys" ? issue.keys.map((key) => [...issue.path, key].join(".")) : [],
  );
  // Every fault by field, so a form can show each beside its field.
  const errors: FieldProblem[] = parsed.error.issues.flatMap((issue) =>
    issue.code === "unrecognized_keys"
      ? issue.keys.map((key) => ({ field: [...issue.path, key].join("."), message: `Unknown field "${key}".` }))
      : [{ field: issue.path.join("."), message: issue.message }],
  );
  if (unknown.length > 0) {
    const names = unknown.map((name) => `"${name}"`).join(", ");
    throw new ApiError(
      400,
      unknown.length === 1
        ? `Unknown field ${names} in the ${part}; this call does not take it.`
        : `Unknown fields ${names} in the ${part}; this call does not take them.`,
      { unknownFields: unknown, errors },
    );
  }
  // A control character is refused in the same words by every call (decision 079), never hidden
  // behind a call's own sentence for a missing or malformed field.
  const control = parsed.error.issues.find(isControlCharacterIssue);
  if (control) throw new ApiError(400, control.message, { errors });
  if (invalidMessage) throw new ApiError(400, invalidMessage, { errors });
  const first = parsed.error.issues[0];
  const where = first && first.path.length > 0 ? ` (${first.path.join(".")})` : "";
  throw new ApiError(400, `Invalid ${part}${where}: ${first?.message ?? "not accepted"}.`, { errors });
}

/** A module's own refusal (a status and a message staff read), such as TaxonomyRefusal or JobRefusal. */
type RefusalClass = abstract new (...args: never[]) => Error & { status: number };

/**
 * Runs `work`, answering the module's refusals as the API's errors (their status and message); any
 * other error goes on to the 500 handler. One per module: `const refusals = refusalsAs(JobRefusal)`.
 */
export function refusalsAs(refusal: RefusalClass) {
  return async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof refusal) throw new ApiError(error.status, error.message);
      throw error;
    }
  };
}
