import type { NextFunction, Request, Response } from "express";
import type { Logger } from "./request-log.ts";

/**
 * The status a thrown error asks for when the client caused it (body-parser's 400 and 413, the
 * router's 400 for a parameter it cannot decode, static files' 404 and 405): 400-499, else undefined.
 */
export function clientErrorStatus(error: unknown): number | undefined {
  const { status, statusCode } = (error ?? {}) as { status?: unknown; statusCode?: unknown };
  const value = typeof status === "number" ? status : statusCode;
  return typeof value === "number" && value >= 400 && value < 500 ? value : undefined;
}

/** Whether a request is for the JSON API, which answers errors in its own JSON shape. */
export function isApiPath(path: string): boolean {
  return /^\/(proxy\/)?api(\/|$)/.test(path);
}

/** A short error answer in the shape the caller expects: JSON for the API, plain text elsewhere. */
export function sendPlainError(req: Request, res: Response, status: number, message: string): void {
  res.status(status).set("Cache-Control", "no-store");
  if (isApiPath(req.originalUrl.split("?", 1)[0] ?? "")) res.json({ success: false, error: message });
  else res.type("text/plain").send(message);
}

const reasons: Record<number, string> = {
  400: "Bad request.",
  404: "Not found.",
  405: "Method not allowed.",
  413: "The request body is too large.",
};

/**
 * Whether an error says the client broke off: its request stopped before its declared end (Node's
 * parser, `HPE_*`) or its connection was reset. Nobody is left to answer, and it is no fault of ours.
 */
export function isClientGone(error: unknown): boolean {
  const code = (error as { code?: unknown } | undefined)?.code;
  return typeof code === "string" && (code.startsWith("HPE_") || code === "ECONNRESET" || code === "ECONNABORTED");
}

/**
 * The last error handler of the host. Express's own would print a raw stack on stderr and answer
 * 500 to anything; here a client's mistake gets its 4xx and one info line, a client that broke off
 * one info line and no answer, and only a fault of ours is a 500, logged as one JSON line with its
 * stack as a field.
 */
export function finalErrorHandler(logger: Logger) {
  return (error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const status = clientErrorStatus(error);
    const fields = { method: req.method, path: req.path, message: (error as Error)?.message };
    if (isClientGone(error)) {
      // A file being sent (media, assets) meets the broken-off request as an error of its stream.
      logger.info("request-aborted", { ...fields, code: (error as { code?: string }).code });
      req.socket.destroy();
      return;
    }
    if (status) logger.info("request-refused", { ...fields, status });
    else logger.error("request-error", { ...fields, stack: (error as Error)?.stack });
    if (res.headersSent) {
      // Part of a response went out: the client can only learn of the failure by a cut connection.
      req.socket.destroy();
      return;
    }
    if (status) sendPlainError(req, res, status, reasons[status] ?? "Bad request.");
    else sendPlainError(req, res, 500, "Something went wrong on our side. Please try again.");
  };
}
