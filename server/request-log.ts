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

export function requestLog(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      logger.info("request", {
        method: req.method,
        path: req.originalUrl.split("?")[0],
        status: res.statusCode,
        ms: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
        bytes: Number(res.getHeader("content-length") ?? 0) || undefined,
      });
    });
    next();
  };
}
