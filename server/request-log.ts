import type { IncomingMessage, ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";

export type LogLevel = "silent" | "error" | "info";

export interface Logger {
  info(event: string, fields?: Record<string, unknown>): void;
  error(event: string, fields?: Record<string, unknown>): void;
}

/** The process's own logger, which can also warn the operator about something to change. */
export interface ProcessLogger extends Logger {
  /** On stderr at LOG_LEVEL info and error, like an error, but marked as a warning. */
  warn(event: string, fields?: Record<string, unknown>): void;
}

/** One JSON object per line on stdout/stderr: easy to grep here and to ship to any log store. */
export function createLogger(level: LogLevel): ProcessLogger {
  const write = (stream: NodeJS.WriteStream, lvl: string, event: string, fields: Record<string, unknown> = {}) =>
    stream.write(`${JSON.stringify({ time: new Date().toISOString(), level: lvl, event, ...fields })}\n`);
  return {
    info: (event, fields) => {
      if (level === "info") write(process.stdout, "info", event, fields);
    },
    warn: (event, fields) => {
      if (level !== "silent") write(process.stderr, "warn", event, fields);
    },
    error: (event, fields) => {
      if (level !== "silent") write(process.stderr, "error", event, fields);
    },
  };
}

/**
 * Writes the request's one `request` line when its connection is done with it: on "close", which
 * follows every response, finished or not. ("finish" never came when a client's broken upload made
 * Node drop the connection right after the app's answer, so that answer went unlogged.) When the
 * connection closed before Node had flushed the whole answer, `closedEarly` says so, and `status`
 * is left out if no answer was begun.
 */
export function logRequestWhenDone(logger: Logger, req: IncomingMessage, res: ServerResponse): void {
  const started = process.hrtime.bigint();
  res.once("close", () => {
    logger.info("request", {
      method: req.method,
      path: ((req as { originalUrl?: string }).originalUrl ?? req.url ?? "").split("?")[0],
      status: res.headersSent ? res.statusCode : undefined,
      ms: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
      bytes: Number(res.getHeader("content-length") ?? 0) || undefined,
      closedEarly: res.writableFinished ? undefined : true,
    });
  });
}

export function requestLog(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    logRequestWhenDone(logger, req, res);
    next();
  };
}

/**
 * Node's own warnings (a deprecation, an experimental API) as log lines of their own, in place of
 * the raw text Node prints on stderr: the log stays one JSON object per line.
 */
export function logNodeWarnings(logger: ProcessLogger): void {
  process.removeAllListeners("warning");
  process.on("warning", (warning: Error & { code?: string }) => {
    logger.warn("node-warning", { name: warning.name, code: warning.code, message: warning.message });
  });
}
