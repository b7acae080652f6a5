import express, { type NextFunction, type Request, type Response, Router } from "express";
import { DatabaseBusyError } from "#app/server/db/sqlite-dialect.server.ts";
import { uploadLimits } from "#app/server/upload-limits.server.ts";
import { clientErrorStatus } from "../http-errors.ts";
import { apiMethodNotAllowed } from "./allowed-methods.ts";
import { requireAdmin } from "./require-admin.ts";
import { ApiError, databaseBusy, noFields, parseRequest, sendError } from "./respond.ts";
import type { ApiDependencies, ApiRoute } from "./route.ts";
import { acSystemRoutes } from "./routes/ac-systems.ts";
import { adminRoutes } from "./routes/admins.ts";
import { authRoutes } from "./routes/auth.ts";
import { catalogueHealthRoutes } from "./routes/catalogue-health.ts";
import { demandRoutes } from "./routes/demand.ts";
import { enquiryRoutes } from "./routes/enquiries.ts";
import { importReviewRoutes } from "./routes/import-review.ts";
import { importRoutes } from "./routes/imports.ts";
import { jobRoutes } from "./routes/jobs.ts";
import { mediaRoutes } from "./routes/media.ts";
import { priceRoutes } from "./routes/prices.ts";
import { productRoutes } from "./routes/products.ts";
import { scanRoutes } from "./routes/scan.ts";
import { specFieldRoutes } from "./routes/spec-fields.ts";
import { subscriberRoutes } from "./routes/subscribers.ts";
import { taxonomyRoutes } from "./routes/taxonomy.ts";

export type { ApiDependencies } from "./route.ts";

/**
 * Every call of the JSON API (spec section 7, docs/api.md), one table of (method, path) read in
 * order: a more specific path comes before a pattern that would also match it.
 */
export const apiRoutes: readonly ApiRoute[] = [
  // Before productRoutes: /products/status-summary is no product.
  ...importReviewRoutes,
  ...productRoutes,
  ...priceRoutes,
  ...authRoutes,
  ...adminRoutes,
  ...importRoutes,
  ...mediaRoutes,
  ...enquiryRoutes,
  ...subscriberRoutes,
  ...taxonomyRoutes,
  ...demandRoutes,
  ...catalogueHealthRoutes,
  ...specFieldRoutes,
  ...jobRoutes,
  ...scanRoutes,
  ...acSystemRoutes,
];

/**
 * The JSON API, mounted at /api and /proxy/api. Every administrator call passes requireAdmin
 * first; every query string and JSON body is read through the call's strict schema before its
 * handler runs; handlers answer through sendOk or by throwing an ApiError.
 */
export function createApiRouter(deps: ApiDependencies): Router {
  const router = Router();
  const admin = requireAdmin(deps.db);
  // A call that takes a larger body reads it first; the parser below then finds it read and passes.
  for (const call of apiRoutes) {
    if (call.maxJsonBytes === undefined) continue;
    const method = ({ GET: "get", POST: "post", PUT: "put", PATCH: "patch", DELETE: "delete" } as const)[call.method];
    const parse = express.json({ limit: call.maxJsonBytes });
    const { tooLarge } = call;
    router[method](call.path, (req, res, next) =>
      parse(req, res, (error?: unknown) => {
        const overLimit = (error as { type?: string } | undefined)?.type === "entity.too.large";
        next(overLimit && tooLarge ? new ApiError(413, tooLarge) : error);
      }),
    );
  }
  router.use(express.json({ limit: uploadLimits.maxJsonBytes }));

  for (const call of apiRoutes) {
    const handler = async (req: Request, res: Response) => {
      const query = parseRequest(call.query ?? noFields, req.query, "query string", call.invalidQuery);
      const body =
        call.body === "multipart"
          ? {}
          : parseRequest(call.body ?? noFields, req.body, "request body", call.invalidBody);
      if (call.cacheControl) res.set("Cache-Control", call.cacheControl);
      await call.handle({ req, res, deps, query, body });
    };
    const method = ({ GET: "get", POST: "post", PUT: "put", PATCH: "patch", DELETE: "delete" } as const)[call.method];
    if (call.access === "admin") router[method](call.path, admin, handler);
    else router[method](call.path, handler);
  }

  router.use(apiMethodNotAllowed(apiRoutes, deps.logger));
  router.use((_req, _res) => {
    throw new ApiError(404, "Not found");
  });

  router.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    if (error instanceof ApiError) return sendError(res, error.status, error.message, error.extra);
    if (error instanceof DatabaseBusyError) {
      // A write waited its whole budget for an import's lock: nothing was written.
      deps.logger.info("database-busy", { message: error.message });
      const busy = databaseBusy(res);
      return sendError(res, busy.status, busy.message);
    }
    const type = (error as { type?: string }).type;
    if (type === "entity.too.large") return sendError(res, 413, "The request body is too large.");
    if (type === "entity.parse.failed") return sendError(res, 400, "The request body is not valid JSON.");
    const clientStatus = clientErrorStatus(error);
    if (clientStatus) return sendError(res, clientStatus, "The request could not be read.");
    deps.logger.error("api-error", { message: (error as Error).message, stack: (error as Error).stack });
    sendError(res, 500, "Something went wrong on our side. Please try again.");
  });

  return router;
}
