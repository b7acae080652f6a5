import type { Response } from "express";
import type { SignInOutcome } from "#app/server/auth/login-throttle.server.ts";
import { type ApiError, tooManyRequests } from "./respond.ts";

/**
 * The 429 of a password check the sign-in throttle refused (a sign-in or the current password of a
 * password change): a sentence for people and Retry-After. The caller throws it.
 */
export function signInRefusal(
  res: Response,
  refusal: Extract<SignInOutcome<unknown>, { status: "refused" }>,
): ApiError {
  const minutes = Math.ceil(refusal.retryAfterSeconds / 60);
  return tooManyRequests(
    res,
    refusal.retryAfterSeconds,
    refusal.reason === "busy"
      ? "Too many sign-in attempts at once. Please try again."
      : `Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
  );
}
