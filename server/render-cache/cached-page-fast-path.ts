import type { IncomingMessage, ServerResponse } from "node:http";
import type { Express, Request } from "express";
import type { DemandCounter } from "#app/server/demand/demand-counter.server.ts";
import { countDemand } from "#app/server/demand/demand-counting.server.ts";
import { DEMAND_HEADER } from "#app/server/demand/demand-events.server.ts";
import { isCacheable, normalisedPath } from "#server/render-cache/cache-key.ts";
import type { CachedPage, PageCache } from "#server/render-cache/page-cache.ts";
import { clientAddress } from "../client-address.ts";
import { decodedPath } from "../malformed-requests.ts";
import { acceptedEncodings } from "../precompressed-assets.ts";
import type { LogLevel } from "../request-log.ts";
import { pathRefusal, targetRefusal } from "../request-target.ts";
import { contentSecurityPolicy, fixedSecurityHeaders } from "../security-headers.ts";
import { cachedAt } from "./render-cache.ts";

export interface FastPathOptions {
  app: Express;
  cache: PageCache;
  /** The catalogue version as committed now (AppDatabase.catalogueVersion). */
  version: () => number | Promise<number>;
  publicUrl?: string | undefined;
  /** Whether the site answers for the request's host (hostCheck in server/trusted-host.ts). */
  answersFor: (req: Request) => boolean;
  demand?: DemandCounter | undefined;
  logLevel: LogLevel;
}

type Encoding = "br" | "gzip";

/** A kept page's whole header block for one encoding and scheme, as writeHead takes it. */
type HeaderBlock = string[];

/**
 * Everything about a kept page's headers that does not change per request, worked out on its
 * first hit: the blocks for br and gzip over http and https, and the demand header to count. A
 * WeakMap, so the blocks go when the cache lets the page go.
 */
interface Precomputed {
  blocks: Record<`${Encoding}-${"secure" | "plain"}`, HeaderBlock>;
  demand: string | undefined;
}
const precomputed = new WeakMap<CachedPage, Precomputed>();

function precompute(page: CachedPage): Precomputed {
  let demand: string | undefined;
  const pageHeaders: string[] = [];
  for (const [name, value] of page.headers) {
    // The demand header is the host's to take off (decision 120): it is counted, never sent.
    if (name.toLowerCase() === DEMAND_HEADER) demand = value;
    else pageHeaders.push(name, value);
  }
  const block = (encoding: Encoding, secure: boolean): HeaderBlock => {
    const body = page[encoding];
    return [
      ...fixedSecurityHeaders(secure).flat(),
      ...pageHeaders,
      "Content-Security-Policy",
      contentSecurityPolicy(page.scriptHashes, { development: false, secure }),
      "X-Render-Cache",
      "hit",
      "Vary",
      "Accept-Encoding",
      "ETag",
      `${page.etag.slice(0, -1)}-${encoding}"`,
      "Content-Encoding",
      encoding,
      "Content-Length",
      String(body.length),
    ];
  };
  return {
    blocks: {
      "br-secure": block("br", true),
      "br-plain": block("br", false),
      "gzip-secure": block("gzip", true),
      "gzip-plain": block("gzip", false),
    },
    demand,
  };
}

/** Verdicts kept at most, and for how long: one per client address behind no proxy. */
const MAX_ORIGINS = 10_000;
const ORIGINS_TTL_MS = 60_000;

/**
 * Express's request object for a raw request, as Express itself makes it (its app.handle): the
 * scheme, host and client address read through it honour TRUST_PROXY exactly as in the app.
 */
function expressRequest(app: Express, incoming: IncomingMessage): Request {
  Object.setPrototypeOf(incoming, app.request);
  const req = incoming as Request;
  // As Express's router sets it; Express keeps one already set.
  req.originalUrl = incoming.url ?? "/";
  return req;
}

/** br when accepted, then gzip: the cheap test first, as browsers send "gzip, deflate, br, zstd". */
const encodingsByHeader = new Map<string, Encoding | undefined>();

function chosenEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  // Browsers send a handful of spellings: each is worked out once.
  if (encodingsByHeader.has(header)) return encodingsByHeader.get(header);
  const chosen = encodingOf(header);
  if (encodingsByHeader.size < 100) encodingsByHeader.set(header, chosen);
  return chosen;
}

function encodingOf(header: string): Encoding | undefined {
  // A q-value may refuse an encoding (br;q=0): only the full parse can tell.
  const accepted = header.includes("q=") ? acceptedEncodings(header) : new Set(header.split(/\s*,\s*/));
  return accepted.has("br") ? "br" : accepted.has("gzip") ? "gzip" : undefined;
}

/**
 * The shortest path for the commonest answer (issue 30): a public page the render cache already
 * keeps, asked for by a visitor whose browser takes br or gzip. It runs before Express and answers
 * with the kept bytes and a header block worked out once per page, after the same checks the
 * middleware in front of the cache makes (the address, its escapes, the host). Anything else (a
 * page not kept, a conditional request, a cookie, a stopping server, an address the checks refuse)
 * goes to the Express app, which answers it as before, refusals and their log lines included.
 * What a kept page needs and gets here, as there: the security headers, the CSP with its scripts'
 * hashes, demand counting (decision 120) and one log line per request at LOG_LEVEL=info.
 */
export function cachedPageFastPath({
  app,
  cache,
  version: readVersion,
  publicUrl,
  answersFor,
  demand,
  logLevel,
}: FastPathOptions): (req: IncomingMessage, res: ServerResponse) => void {
  const logLine =
    logLevel === "info"
      ? (req: IncomingMessage, status: number, bytes: number, started: bigint) =>
          process.stdout.write(
            `${JSON.stringify({
              time: new Date().toISOString(),
              level: "info",
              event: "request",
              method: req.method,
              path: req.url?.split("?", 1)[0],
              status,
              ms: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
              bytes,
              cache: "hit",
            })}\n`,
          )
      : undefined;

  /**
   * The origin a request names and whether the site answers for it, worked out through Express's
   * own request (the scheme, host and port as a trusted proxy reports them, then the same checks as
   * requestTargetCheck and trustedHost) once per combination of the headers and socket they read,
   * and kept for a minute (the machine's own names are read again as often, trusted-host.ts).
   */
  let origins = new Map<string, { origin: string; secure: boolean; address: string } | null>();
  let originsSince = Date.now();
  const originOf = (incoming: IncomingMessage) => {
    const { headers, socket } = incoming;
    const key = `${headers.host}\n${headers["x-forwarded-host"]}\n${headers["x-forwarded-proto"]}\n${headers["x-forwarded-for"]}\n${socket.remoteAddress}\n${socket.localPort}`;
    let known = origins.get(key);
    if (known === undefined) {
      if (origins.size >= MAX_ORIGINS || Date.now() - originsSince > ORIGINS_TTL_MS) {
        origins = new Map();
        originsSince = Date.now();
      }
      const req = expressRequest(app, incoming);
      known =
        targetRefusal(req) === undefined && answersFor(req)
          ? { origin: cachedAt(req, publicUrl).origin, secure: req.secure, address: clientAddress(req) }
          : null;
      origins.set(key, known);
    }
    return known;
  };

  /**
   * The catalogue version, read once per turn of the event loop: the requests Node hands over
   * together share one read. A write committed before a request arrived is always seen, as the
   * kept value is dropped before the next batch of requests is read.
   */
  let version: number | undefined;
  const versionThisTurn = () => {
    if (version !== undefined) return version;
    const read = readVersion();
    if (typeof read !== "number") return read;
    version = read;
    setImmediate(() => {
      version = undefined;
    });
    return version;
  };

  return (incoming, response) => {
    const started = logLine ? process.hrtime.bigint() : 0n;
    const { method, url = "", headers } = incoming;
    if (
      (method !== "GET" && method !== "HEAD") ||
      headers["if-none-match"] !== undefined ||
      app.locals.stopping ||
      !isCacheable({ method, url, headers })
    ) {
      return app(incoming, response);
    }
    const encoding = chosenEncoding(headers["accept-encoding"]);
    const current = versionThisTurn();
    if (!encoding || typeof current !== "number") return app(incoming, response);
    const pathOnly = url.split("?", 1)[0] ?? "";
    if (pathRefusal(url) !== undefined || decodedPath(pathOnly) === undefined) return app(incoming, response);
    const where = originOf(incoming);
    if (!where) return app(incoming, response);
    const { origin, secure } = where;
    const path = normalisedPath(url);
    const page = cache.hit(`${origin}${path}`, current);
    if (!page) return app(incoming, response);
    let known = precomputed.get(page);
    if (!known) {
      known = precompute(page);
      precomputed.set(page, known);
    }
    if (known.demand !== undefined && demand) {
      countDemand(demand, { address: where.address, userAgent: headers["user-agent"] }, known.demand);
    }
    const body = page[encoding];
    response.writeHead(page.status, known.blocks[`${encoding}-${secure ? "secure" : "plain"}`]);
    response.end(method === "HEAD" ? undefined : body);
    logLine?.(incoming, page.status, body.length, started);
  };
}
