import type { NextFunction, Request, Response } from "express";
import type { DemandCounter } from "#app/server/demand/demand-counter.server.ts";
import { takeDemandHeader } from "#app/server/demand/demand-counting.server.ts";
import { isCacheable, normalisedPath } from "#server/render-cache/cache-key.ts";
import { inlineScriptHashes } from "#server/render-cache/inline-script-hashes.ts";
import type { CachedPage, PageCache, RenderedPage } from "#server/render-cache/page-cache.ts";
import { acceptedEncodings } from "../precompressed-assets.ts";
import { requestOrigin } from "../request-target.ts";
import { contentSecurityPolicy } from "../security-headers.ts";

export interface RenderCacheOptions {
  cache: PageCache;
  /** The catalogue version as committed now (AppDatabase.catalogueVersion). */
  version: () => number | Promise<number>;
  /**
   * Renders a page for everybody: no nonce, no cookie, no visitor's headers (app.ts hands it
   * React Router's fetch handler with a load context that says so).
   */
  render: (request: globalThis.Request) => Promise<globalThis.Response>;
  /** PUBLIC_URL: when set, every host name shares one copy of a page. */
  publicUrl?: string | undefined;
  development: boolean;
  /** Counts what a page names as demand each time it is served, kept copy or not (decision 120). */
  demand?: DemandCounter | undefined;
}

/** Headers that belong to one response, not to the page. */
const perResponseHeaders = new Set(["date", "content-length", "content-encoding", "etag", "content-security-policy"]);

/**
 * Serves public pages from the render cache (docs/decisions/055-057): the first request for a
 * page at a catalogue version renders it (once, however many ask at once), later ones get the same
 * bytes, precompressed, with a strong ETag and a CSP naming the page's inline scripts by hash.
 * Anything the cache may not answer goes on to the per-visitor renderer.
 */
export function renderCache({ cache, version, render, publicUrl, development, demand }: RenderCacheOptions) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (!isCacheable({ method: req.method, url: req.originalUrl, headers: req.headers })) {
      res.setHeader("X-Render-Cache", "bypass");
      return next();
    }
    const { origin, path } = cachedAt(req, publicUrl);
    let answer: { page: CachedPage; hit: boolean };
    try {
      const current = await version();
      // Joined as text, never `new URL(path, origin)`: that reads `//evil.example/` (or `/\evil.example/`)
      // as another host's address, and the page kept here named it in every link (decision 173).
      const key = `${origin}${path}`;
      answer = await cache.get(key, current, () => renderForEveryone(render, new URL(key)));
    } catch {
      // The database or the renderer failed: the per-visitor renderer answers, with its own error page.
      return next();
    }
    send(req, res, answer.page, answer.hit, development, demand);
  };
}

/** The origin and normalised path a request's page is kept under. */
export function cachedAt(req: Request, publicUrl: string | undefined): { origin: string; path: string } {
  // The Host header, or X-Forwarded-Host from a trusted proxy, in URL's normal form, so `LOCALHOST`
  // and `localhost:80` are not pages of their own (server/request-target.ts checked it). PUBLIC_URL's
  // origin only: the path is joined to it as text (renderCache).
  const origin = publicUrl ? new URL(publicUrl).origin : requestOrigin(req);
  return { origin, path: normalisedPath(req.originalUrl) };
}

/**
 * Whether the render cache will answer this request with a copy it keeps (no render): what the
 * search budget (server/search-budget.ts) leaves uncounted.
 */
export async function servedFromCache(
  { cache, version, publicUrl }: Pick<RenderCacheOptions, "cache" | "version" | "publicUrl">,
  req: Request,
): Promise<boolean> {
  if (!isCacheable({ method: req.method, url: req.originalUrl, headers: req.headers })) return false;
  const { origin, path } = cachedAt(req, publicUrl);
  return cache.holds(`${origin}${path}`, await version());
}

async function renderForEveryone(
  render: RenderCacheOptions["render"],
  url: URL,
): Promise<RenderedPage & { keep: boolean }> {
  const response = await render(new Request(url, { method: "GET", headers: { accept: "text/html" } }));
  const body = Buffer.from(await response.arrayBuffer());
  const headers = [...response.headers].filter(([name]) => !perResponseHeaders.has(name));
  const html = response.headers.get("content-type")?.startsWith("text/html") ?? false;
  return {
    status: response.status,
    headers,
    scriptHashes: html ? inlineScriptHashes(body.toString("utf8")) : [],
    body,
    // Errors, redirects and not-found pages are sent but not kept: a crawl of made-up addresses
    // must not push real pages out.
    keep: response.status === 200 && !response.headers.has("set-cookie"),
  };
}

function send(
  req: Request,
  res: Response,
  page: CachedPage,
  hit: boolean,
  development: boolean,
  demand: DemandCounter | undefined,
) {
  res.status(page.status);
  for (const [name, value] of page.headers) {
    if (!takeDemandHeader(demand, req, name, value)) res.append(name, value);
  }
  res.setHeader(
    "Content-Security-Policy",
    contentSecurityPolicy(page.scriptHashes, { development, secure: req.secure }),
  );
  res.setHeader("X-Render-Cache", hit ? "hit" : "miss");
  res.vary("Accept-Encoding");
  const accepted = acceptedEncodings(req.get("Accept-Encoding"));
  // Ours in order of preference (smallest first), as for the static assets.
  const [encoding, body] = accepted.has("br")
    ? (["br", page.br] as const)
    : accepted.has("gzip")
      ? (["gzip", page.gzip] as const)
      : ([undefined, page.identity] as const);
  // Each encoding is its own representation, so its own strong tag.
  res.setHeader("ETag", encoding ? `${page.etag.slice(0, -1)}-${encoding}"` : page.etag);
  if (page.status === 200 && matchesTag(req.get("If-None-Match"), page.etag)) {
    res.status(304).end();
    return;
  }
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.end(req.method === "HEAD" ? undefined : body);
}

/** Whether If-None-Match names this page in any of its encodings. */
export function matchesTag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const base = etag.slice(1, -1);
  return header.split(",").some((raw) => {
    const tag = raw.trim().replace(/^W\//, "");
    return tag === "*" || tag.replace(/^"|"$/g, "").replace(/-(br|gzip)$/, "") === base;
  });
}
