import { hostname, networkInterfaces } from "node:os";
import type { NextFunction, Request, Response } from "express";
import type { Env } from "#app/server/env.server.ts";
import { sendPlainError } from "./http-errors.ts";
import type { Logger } from "./request-log.ts";
import { requestOrigin } from "./request-target.ts";

/** Loopback by its usual names only: `*.localhost` and the rest of 127/8 would each be one more site to cache. */
const LOOPBACK = ["localhost", "127.0.0.1", "::1"];
const ADDRESSES_TTL_MS = 60_000;

/**
 * The names by which this machine itself is reached: loopback, its own name, the address it was told
 * to listen on, and its interfaces' addresses (what a load balancer or a colleague on the LAN uses).
 * Read again after a minute, as DHCP may change them.
 */
function ownNames(listenHost: string): () => Set<string> {
  let cached: { names: Set<string>; at: number } | undefined;
  return () => {
    if (cached && Date.now() - cached.at < ADDRESSES_TTL_MS) return cached.names;
    const names = new Set([...LOOPBACK, hostname().toLowerCase(), listenHost.toLowerCase()]);
    for (const list of Object.values(networkInterfaces())) {
      for (const entry of list ?? []) names.add(entry.address.toLowerCase());
    }
    cached = { names, at: Date.now() };
    return names;
  };
}

/**
 * Whether the site answers for the request's host (see trustedHost), for a request that
 * requestTargetCheck let through. Takes X-Forwarded-Host off a request from a peer that is not a
 * trusted proxy: React Router's adapter would read the port from it.
 */
export function hostCheck(env: Pick<Env, "PUBLIC_URL" | "HOST">): (req: Request) => boolean {
  const names = ownNames(env.HOST);
  return (req) => {
    if (env.PUBLIC_URL) return true;
    const trustProxy = req.app.get("trust proxy fn") as (address: string, hop: number) => boolean;
    if (!trustProxy(req.socket.remoteAddress ?? "", 0)) delete req.headers["x-forwarded-host"];
    // In URL's normal form (lower case, no default port), as the render cache keys pages by it.
    const { hostname: name, port } = new URL(requestOrigin(req));
    const host = name.replace(/^\[(.*)\]$/, "$1");
    return names().has(host) && (port === "" || port === String(req.socket.localPort));
  };
}

/**
 * Without PUBLIC_URL, canonical links, `hreflang`, the sitemap and robots.txt are built from the
 * request's Host, so a forged Host would rewrite them (and poison any cache in front). Then the site
 * answers only for the names of this machine, with no port or the port the request came in on; any
 * other Host gets 421 Misdirected Request and a word to set PUBLIC_URL. The set is exact (no
 * `*.localhost`, no other port), since each host the site answers for is a copy of every page in the
 * render cache. With PUBLIC_URL set, links come from it and Host changes nothing.
 * /healthz answers whatever the Host: a load balancer's probe names no site.
 */
export function trustedHost(env: Pick<Env, "PUBLIC_URL" | "HOST">, logger: Logger) {
  const answersFor = hostCheck(env);
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.path === "/healthz" || answersFor(req)) return next();
    logger.info("request-refused", { method: req.method, path: req.path, status: 421, host: req.host?.slice(0, 100) });
    sendPlainError(
      req,
      res,
      421,
      "This server does not answer for that host name. Its operator sets PUBLIC_URL to the site's address.",
    );
  };
}
