import type { NextFunction, Request, Response } from "express";
import { stripLanguage } from "#app/i18n/language.ts";
import { type LimitStore, SharedLimit } from "#app/server/limits/shared-limit.server.ts";
import { ENQUIRY_LIST_TOO_LARGE, uploadLimits } from "#app/server/upload-limits.server.ts";
import { clientAddress } from "./client-address.ts";
import { sendPlainError } from "./http-errors.ts";
import type { Logger } from "./request-log.ts";

/**
 * Posts to pages one address may make in ten minutes, whatever they hold: the enquiry (5) and
 * sign-up (10) limits count only what they accept, so without this a client could send invalid or
 * unreadable forms without end, each one read and parsed. Counted in the limit store (decision 197).
 */
export const pagePostLimit = (store: LimitStore) =>
  new SharedLimit(store, { name: "page-posts", max: 30, windowMs: 10 * 60 * 1000 });

type BodyRead = { ok: true; body: Buffer } | { ok: false };

/**
 * Reads a request body into memory, at most `maxBytes`: resolves `{ ok: false }` as soon as one
 * byte more arrives (or Content-Length promises it), and reads no further.
 */
export function readBoundedBody(req: Request, maxBytes: number): Promise<BodyRead> {
  const declared = Number(req.headers["content-length"] ?? 0);
  if (declared > maxBytes) return Promise.resolve({ ok: false });
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
      req.off("close", onClose);
      req.pause();
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        stop();
        resolve({ ok: false });
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      stop();
      resolve({ ok: true, body: Buffer.concat(chunks) });
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    // A client that goes away mid-body ends the request with "close" and no "end".
    const onClose = () => onError(new Error("The client closed the connection during the body."));
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
    req.on("close", onClose);
  });
}

/**
 * The enquiry list's page (`/enquiry`, `/hi/enquiry`, their `.data` twins): its form carries a whole
 * list, which within its field limits is far past a contact form (uploadLimits.maxEnquiryListFormBytes).
 */
function isEnquiryListPage(path: string): boolean {
  return stripLanguage(path.replace(/\.data$/, "")) === "/enquiry";
}

/**
 * In front of the page renderer, for every request that may carry a body (a form post, a `.data`
 * post): a per-address limit, then the body read whole but only up to maxPageFormBytes, into
 * `req.body` for server/page-handler.ts (the list page's, up to maxEnquiryListFormBytes). Too many posts: 429 before reading; too large a body: 413
 * and the connection closed, so neither a big Content-Length nor an endless chunked body is read.
 */
export function pagePosts(logger: Logger, limit: SharedLimit) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    const address = clientAddress(req);
    const { waitMs: wait } = await limit.take(address);
    const refuse = (status: number, message: string) => {
      logger.info("request-refused", { method: req.method, path: req.path, status });
      // The rest of the body is not wanted: closing spares reading it.
      res.set("Connection", "close");
      sendPlainError(req, res, status, message);
    };
    if (wait > 0) {
      res.set("Retry-After", String(Math.ceil(wait / 1000)));
      refuse(429, "Too many forms sent from this address. Please wait a few minutes and try again.");
      return;
    }
    try {
      const list = isEnquiryListPage(req.path);
      const maxBytes = list ? uploadLimits.maxEnquiryListFormBytes : uploadLimits.maxPageFormBytes;
      const read = await readBoundedBody(req, maxBytes);
      if (!read.ok) {
        refuse(413, list ? ENQUIRY_LIST_TOO_LARGE : `The form is larger than ${maxBytes / 1024} KB.`);
        return;
      }
      req.body = read.body;
      next();
    } catch (error) {
      // The client went away mid-body: nobody is left to answer.
      logger.info("request-refused", { method: req.method, path: req.path, reason: (error as Error).message });
      req.socket.destroy();
    }
  };
}
