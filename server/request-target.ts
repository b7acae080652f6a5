import type { RequestListener } from "node:http";
import type { NextFunction, Request, Response } from "express";
import { sendPlainError } from "./http-errors.ts";
import { type Logger, logRequestWhenDone } from "./request-log.ts";
import { contentSecurityPolicy, fixedSecurityHeaders } from "./security-headers.ts";

/**
 * How long an address may be (decision 072). Real addresses of the site are a few hundred bytes
 * and at most six segments deep; the limits leave room for long searches and tracking parameters
 * while keeping the router's work per request small (it matches every prefix of a path, so a path
 * of 7,900 segments held the event loop for seconds).
 */
export const addressLimits = {
  /** Bytes of the whole request target: path and query. */
  maxTargetBytes: 8 * 1024,
  /** Bytes of the path alone. */
  maxPathBytes: 2 * 1024,
  /** Segments of the path (`/a/b/c` has three). */
  maxPathSegments: 64,
} as const;

interface Refusal {
  status: 400 | 414;
  reason: string;
  message: string;
}

const hostAndPort = /^(\[[0-9a-f:.]+\]|[a-z0-9._-]+)(?::(\d{1,5}))?$/i;

/** Whether a Host (or a trusted proxy's X-Forwarded-Host) can name this site in a URL. */
export function isUsableHost(host: string | undefined): boolean {
  const match = hostAndPort.exec(host ?? "");
  if (!match) return false;
  if (match[2] !== undefined && Number(match[2]) > 65_535) return false;
  return URL.canParse(`http://${host}/`);
}

/**
 * The origin a request names (scheme, host and port, as a trusted proxy reports them), in URL's
 * normal form: lower case, no default port. Call it only on a request requestTargetCheck let through.
 */
export function requestOrigin(req: Request): string {
  return new URL(`${req.protocol}://${req.host}`).origin;
}

/**
 * What makes a request unusable as an address of this site, or undefined. Node takes every request
 * target and Host header that is syntactically HTTP; the page renderer then has to rebuild a URL
 * from them, and `new URL()` threw for `Host: x:99999`, `Host: [::1`, no Host, `OPTIONS *` and
 * `GET http://evil/` (a 500 with a stack trace). RFC 9112 §3.2 asks for 400 there.
 */
export function targetRefusal(req: Request): Refusal | undefined {
  const refusal = pathRefusal(req.url);
  if (refusal) return refusal;
  // A load balancer's probe may name no site at all, even over HTTP/1.0 without a Host.
  if (req.url.split("?", 1)[0] === "/healthz") return undefined;
  if (!isUsableHost(req.host) || (req.protocol !== "http" && req.protocol !== "https")) {
    return {
      status: 400,
      reason: "bad-host",
      message: "The Host header must name a site, such as example.com or example.com:8080.",
    };
  }
  return undefined;
}

/**
 * A target that begins like `//evil.example/` or `/\evil.example/`: legal HTTP (a path whose first
 * segment is empty), but a URL parser reading it against the site's origin takes `evil.example` for
 * the host (WHATWG URL drops tabs and line breaks first, and takes `\` for `/`). The render cache
 * did, and kept a home page whose canonical link, hreflang, sitemap and robots.txt named that host.
 */
const namesAHost = /^\/[\t\n\r]*[/\\]/;

const notAPath: Refusal = {
  status: 400,
  reason: "not-a-path",
  message: "The request target must be a path such as /brands, not a full URL, //host or *.",
};

/** What makes the request target itself unusable (see targetRefusal), whatever the host. */
export function pathRefusal(target: string): Refusal | undefined {
  // Only a path is this site's address: an absolute-form target (`http://host/path`) and a path
  // that names a host are refused alike (decision 173), so no host but the checked one is read.
  if (!target.startsWith("/") || namesAHost.test(target)) return notAPath;
  // Node hands the target over as Latin-1 text, one character per byte, so length counts bytes.
  const path = target.split("?", 1)[0] ?? "";
  if (
    target.length > addressLimits.maxTargetBytes ||
    path.length > addressLimits.maxPathBytes ||
    path.split("/").length - 1 > addressLimits.maxPathSegments
  ) {
    return { status: 414, reason: "address-too-long", message: "The address is too long." };
  }
  return undefined;
}

/**
 * Refuses, before any routing, a request whose address cannot be served: a target that is not a
 * path (400), one too long to route cheaply (414), a missing or malformed Host (400). One log line,
 * with the path cut short.
 */
export function requestTargetCheck(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const refusal = targetRefusal(req);
    if (!refusal) return next();
    logger.info("request-refused", {
      method: req.method,
      path: req.url.slice(0, 200),
      status: refusal.status,
      reason: refusal.reason,
    });
    sendPlainError(req, res, refusal.status, refusal.message);
  };
}

/**
 * Answers, ahead of Express, a request whose target does not begin with `/` (`http://host/x`, `*`,
 * `https://[::1/x`) with requestTargetCheck's 400, its log lines and the security headers. Express's
 * router hands such a target to Node's url.parse: one it cannot parse skipped every middleware,
 * logs included, for an unlogged 404, and Node printed a raw DEP0170 warning.
 */
export function refuseTargetsNotAPath(logger: Logger, handler: RequestListener): RequestListener {
  return (req, res) => {
    const target = req.url ?? "";
    if (target.startsWith("/")) return handler(req, res);
    logRequestWhenDone(logger, req, res);
    logger.info("request-refused", {
      method: req.method,
      path: target.slice(0, 200),
      status: notAPath.status,
      reason: notAPath.reason,
    });
    const body = Buffer.from(notAPath.message);
    res.writeHead(notAPath.status, [
      ...fixedSecurityHeaders(false).flat(),
      "Content-Security-Policy",
      contentSecurityPolicy([], { development: false, secure: false }),
      "Cache-Control",
      "no-store",
      "Content-Type",
      "text/plain; charset=utf-8",
      "Content-Length",
      String(body.length),
    ]);
    res.end(body);
  };
}
