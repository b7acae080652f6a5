import path from "node:path";
import compression from "compression";
import express, { type RequestHandler } from "express";
import type { AppDatabase } from "#app/server/db/database.server.ts";
import type { Env } from "#app/server/env.server.ts";
import { type Logger, requestLog } from "./request-log.ts";
import { securityHeaders } from "./security-headers.ts";

export interface AppOptions {
  database: AppDatabase;
  env: Env;
  logger: Logger;
  /** Serves the built browser assets; absent in development (Vite serves them) and in API tests. */
  clientDir?: string | undefined;
  /** Middleware mounted before the pages (Vite's in development). */
  before?: RequestHandler[];
  /** Renders the pages; absent in API tests. */
  pages?: RequestHandler;
}

/**
 * The one Node process's HTTP surface: security headers and logs on everything, then health,
 * static assets, and the server-rendered pages.
 */
export function createApp({ database, env, logger, clientDir, before = [], pages }: AppOptions) {
  const app = express();
  app.disable("x-powered-by");
  // Behind a reverse proxy on the same host or private network, trust its X-Forwarded-* headers
  // so req.secure (HSTS, upgrade-insecure-requests) reflects the visitor's real scheme.
  app.set("trust proxy", "loopback, linklocal, uniquelocal");

  app.use(requestLog(logger));
  app.use(securityHeaders({ development: env.NODE_ENV === "development" }));
  app.use(compression());

  app.get("/healthz", async (_req, res) => {
    try {
      await database.db.selectFrom("products").select("id").limit(1).execute();
      res.set("Cache-Control", "no-store").json({ status: "ok", database: database.kind });
    } catch (error) {
      logger.error("healthz", { message: (error as Error).message });
      res.status(503).set("Cache-Control", "no-store").json({ status: "unavailable" });
    }
  });

  if (clientDir) {
    // Hashed file names change with their content, so they can be cached for a year.
    app.use(
      "/assets",
      express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", fallthrough: false }),
    );
    app.use(express.static(clientDir, { maxAge: "1h", index: false }));
  }
  for (const middleware of before) app.use(middleware);
  if (pages) app.use(pages);
  return app;
}
