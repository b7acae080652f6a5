import type { NextFunction, Request, Response } from "express";
import { sendPlainError } from "./http-errors.ts";
import type { Logger } from "./request-log.ts";

// Returns the decoded path (not a boolean) on purpose: the bundler drops a call whose result is
// unused, and with it the check.
export function decodedPath(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

/**
 * Refuses, before any routing, a path whose percent-escapes do not decode (`/%`, `/%C0%AF`, an
 * overlong or truncated UTF-8 sequence): 400, one log line. Without this the router and the page
 * renderer each met the broken escape in their own way (a 500 with a stack trace on the API, a 404
 * and a console warning on pages). Query strings are left alone: their parsers keep a broken escape
 * as text.
 */
export function rejectBadPercentEncoding(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const path = req.url.split("?", 1)[0] ?? "";
    if (decodedPath(path) === undefined) {
      logger.info("request-refused", {
        method: req.method,
        path: path.slice(0, 200),
        status: 400,
        reason: "bad-percent-encoding",
      });
      sendPlainError(req, res, 400, "The address holds a broken percent-escape (such as a lone % sign).");
      return;
    }
    next();
  };
}
