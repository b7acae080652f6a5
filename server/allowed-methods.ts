import type { NextFunction, Request, Response } from "express";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { sendPlainError } from "./http-errors.ts";
import type { Logger } from "./request-log.ts";

/** Adds what every resource that answers GET also answers (HEAD), and OPTIONS, in a stable order. */
export function allowHeader(methods: Iterable<string>): string {
  const all = new Set([...methods].map((method) => method.toUpperCase()));
  if (all.size === 0) return "";
  if (all.has("GET")) all.add("HEAD");
  all.add("OPTIONS");
  const order = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
  return [...all].sort((a, b) => order.indexOf(a) - order.indexOf(b)).join(", ");
}

/**
 * Answers a request whose method the resource does not take: OPTIONS gets 204 with `Allow`, any
 * other method 405 with `Allow` (RFC 9110 §15.5.6), so a client learns what it may do instead of a
 * misleading 404 or a stack trace.
 */
export function answerDisallowedMethod(req: Request, res: Response, allow: string, logger: Logger): void {
  res.set("Allow", allow);
  if (req.method === "OPTIONS") {
    res.status(204).set("Cache-Control", "no-store").end();
    return;
  }
  logger.info("request-refused", { method: req.method, path: req.path, status: 405 });
  sendPlainError(req, res, 405, `${req.method} is not allowed here. Allowed: ${allow}.`);
}

type BuildRoute = NonNullable<ServerBuild["routes"][string]>;

function routeTree(routes: ServerBuild["routes"], parentId: string | undefined): RouteObject[] {
  return Object.values(routes)
    .filter((route): route is BuildRoute => route !== undefined && route.parentId === parentId)
    .map((route) => {
      const children = routeTree(routes, route.id);
      const base = { id: route.id, path: route.path, caseSensitive: route.caseSensitive };
      return route.index ? { ...base, index: true as const } : { ...base, children };
    });
}

/**
 * In front of the page renderer: pages answer GET and HEAD, and POST only where their route has an
 * action. Anything else (PUT, DELETE, TRACE, PROPFIND…) gets 405 with `Allow` here; React Router
 * would call an action with any method, or throw on TRACE and answer 500.
 */
export function pageMethods(getBuild: () => Promise<ServerBuild>, logger: Logger) {
  let tree: { build: ServerBuild; routes: RouteObject[] } | undefined;
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    try {
      const build = await getBuild();
      if (tree?.build !== build) tree = { build, routes: routeTree(build.routes, undefined) };
      // Single-fetch data requests name the page with a ".data" suffix ("/_root.data" is "/").
      const path = req.path.replace(/\.data$/, "").replace(/^\/_root$/, "/");
      const leaf = matchRoutes(tree.routes, path)?.at(-1);
      if (!leaf) return next();
      const allowed = build.routes[leaf.route.id ?? ""]?.module.action ? ["GET", "POST"] : ["GET"];
      if (allowed.includes(req.method)) return next();
      answerDisallowedMethod(req, res, allowHeader(allowed), logger);
    } catch (error) {
      next(error);
    }
  };
}
