import type { Response } from "express";

/**
 * The one shape of every API answer, as the spec's browser code reads it: `success` always, the
 * payload fields beside it, and `error` (a sentence for people) when it failed.
 */
export function sendOk(res: Response, body: Record<string, unknown> = {}, status = 200): void {
  res.status(status).json({ success: true, ...body });
}

export function sendError(res: Response, status: number, error: string, extra: Record<string, unknown> = {}): void {
  res.status(status).json({ success: false, error, ...extra });
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
