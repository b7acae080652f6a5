import type { NextFunction, Request, Response } from "express";
import { match } from "path-to-regexp";
import { allowHeader, answerDisallowedMethod } from "../allowed-methods.ts";
import type { Logger } from "../request-log.ts";
import type { ApiRoute } from "./route.ts";

/** The methods the route table declares for a path (Express path syntax, matched as Express does). */
export function routeMethods(routes: readonly Pick<ApiRoute, "method" | "path">[], path: string): string[] {
  const methods = new Set<string>();
  for (const call of routes) {
    try {
      if (match(call.path, { decode: false })(path)) methods.add(call.method);
    } catch {
      // A path that breaks the pattern matches nothing.
    }
  }
  return [...methods];
}

/**
 * Mounted after the API's routes: a path the table declares under other methods answers 405 with
 * `Allow` (OPTIONS: 204), where it answered 404 before. Unknown paths go on to the 404.
 */
export function apiMethodNotAllowed(routes: readonly ApiRoute[], logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const allow = allowHeader(routeMethods(routes, req.path));
    if (!allow) return next();
    answerDisallowedMethod(req, res, allow, logger);
  };
}
