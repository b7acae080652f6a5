import path from "node:path";
import compression from "compression";
import express, { type Request, type RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { defaultThrottleOptions, LoginThrottle } from "#app/server/auth/login-throttle.server.ts";
import { type BuildWholeList, wholeListCache } from "#app/server/catalogue/whole-list.server.ts";
import type { AppDatabase } from "#app/server/db/database.server.ts";
import type { DemandCounter } from "#app/server/demand/demand-counter.server.ts";
import type { Env } from "#app/server/env.server.ts";
import { exportCatalogueInWorker, wholeListInWorker } from "#app/server/import/catalogue-worker-thread.server.ts";
import { ImportRunner } from "#app/server/import/import-runner.server.ts";
import { type FormLimits, formLimits } from "#app/server/limits/form-limits.server.ts";
import { type LimitStore, memoryLimitStore } from "#app/server/limits/shared-limit.server.ts";
import type { MediaStore } from "#app/server/media/media-store.server.ts";
import { SCANNER_ASSETS_ROUTE, scannerAsset } from "#app/server/scanner/scanner-assets.server.ts";
import { pageMethods } from "./allowed-methods.ts";
import { createApiRouter } from "./api/router.ts";
import { type PublicShares, publicShares } from "./fair-share.ts";
import { finalErrorHandler } from "./http-errors.ts";
import { rejectBadPercentEncoding } from "./malformed-requests.ts";
import { mediaRoute } from "./media-route.ts";
import { pagePostLimit, pagePosts } from "./page-posts.ts";
import { precompressedAssets } from "./precompressed-assets.ts";
import { type Logger, requestLog } from "./request-log.ts";
import { requestTargetCheck } from "./request-target.ts";
import { searchBudget } from "./search-budget.ts";
import { securityHeaders } from "./security-headers.ts";
import { trustedHost } from "./trusted-host.ts";

export interface AppOptions {
  database: AppDatabase;
  env: Env;
  logger: Logger;
  /** Where uploaded photos are stored and served from: the media folder or a bucket (decision 200). */
  media: MediaStore;
  /**
   * Where every limit is counted (decision 197): memory (the default; SQLite's one process), or
   * PostgreSQL shared by every process (openLimitStore).
   */
  limitStore?: LimitStore;
  /** The enquiry and sign-up limits, the same the pages' actions get (appContext). */
  forms?: FormLimits;
  throttle?: LoginThrottle;
  /** Runs catalogue imports off the main thread, one at a time. */
  imports?: ImportRunner;
  /** Builds a list call's answer without `limit` (in a worker thread unless a test says otherwise). */
  buildWholeList?: BuildWholeList;
  /** Serves the built browser assets; absent in development (Vite serves them) and in API tests. */
  clientDir?: string | undefined;
  /** Middleware mounted before the pages (Vite's in development). */
  before?: RequestHandler[];
  /** Renders the pages (server/page-handler.ts, after page-posts.ts read any body); absent in API tests. */
  pages?: RequestHandler;
  /** The pages' build, to tell which methods each page takes (see pageMethods). */
  pageBuild?: () => Promise<ServerBuild>;
  /** Answers public pages from the render cache before `pages` renders them (render-cache/render-cache.ts). */
  pageCache?: RequestHandler | undefined;
  /** Whether the render cache answers a request from a kept copy (servedFromCache, render-cache/render-cache.ts). */
  servedFromCache?: ((req: Request) => Promise<boolean>) | undefined;
  /** Counts what buyers look for (decision 120): the pages hand it their events, the API its clicks. */
  demand?: DemandCounter | undefined;
  /** The expensive public calls' budgets and gates; made from env unless a test hands its own. */
  shares?: PublicShares;
}

/**
 * The one Node process's HTTP surface: security headers and logs on everything, then health, the
 * JSON API, uploaded media, static assets, and the server-rendered pages.
 */
export function createApp({
  database,
  env,
  logger,
  media,
  limitStore = memoryLimitStore,
  forms = formLimits(limitStore),
  throttle = new LoginThrottle(limitStore, defaultThrottleOptions, {
    log: (event, fields) => logger.info(event, fields),
  }),
  imports = new ImportRunner(database.reopen),
  buildWholeList = (query) => wholeListInWorker(database.reopen, query),
  clientDir,
  before = [],
  pages,
  pageBuild,
  pageCache,
  servedFromCache,
  demand,
  shares = publicShares(env, {}, limitStore),
}: AppOptions) {
  const app = express();
  // Where tests read each gate's running and waiting requests (gateStats).
  app.locals.shares = shares;
  app.disable("x-powered-by");
  // Only a configured reverse proxy is believed about the client's address and scheme; without
  // one, req.ip is the socket's peer, so a forged X-Forwarded-For cannot dodge sign-in throttling.
  app.set("trust proxy", env.TRUST_PROXY);

  app.use(requestLog(logger));
  app.use(requestTargetCheck(logger));
  app.use(rejectBadPercentEncoding(logger));
  app.use(trustedHost(env, logger));
  app.use(securityHeaders({ development: env.NODE_ENV === "development" }));
  app.use(compression());

  app.get("/healthz", async (_req, res) => {
    // A stopping server tells load balancers and monitors to send traffic elsewhere (decision 207).
    if (app.locals.stopping) {
      res.status(503).set("Cache-Control", "no-store").json({ status: "draining" });
      return;
    }
    try {
      await database.db.selectFrom("products").select("id").limit(1).execute();
      res.set("Cache-Control", "no-store").json({ status: "ok", database: database.kind });
    } catch (error) {
      logger.error("healthz", { message: (error as Error).message });
      res.status(503).set("Cache-Control", "no-store").json({ status: "unavailable" });
    }
  });

  const wholeList = wholeListCache(buildWholeList);
  app.use(
    ["/api", "/proxy/api"],
    createApiRouter({
      wholeList: (query) => wholeList(database.db, query),
      db: database.db,
      media,
      throttle,
      forms,
      logger,
      wholeLists: shares.wholeLists,
      scanLookups: shares.scanLookups,
      imports,
      exportCatalogue: () => exportCatalogueInWorker(database.reopen),
      demand,
      site: env.site,
    }),
  );

  // Before the static files: a flood of searches is answered without touching the file system.
  if (pages) app.use(searchBudget({ shares, servedFromCache, site: env.site, logger }));

  app.get("/media/:file", mediaRoute(media));

  app.get(SCANNER_ASSETS_ROUTE, scannerAsset);

  if (clientDir) {
    // Hashed file names change with their content, so they can be cached for a year.
    const assetsDir = path.join(clientDir, "assets");
    app.use("/assets", precompressedAssets(assetsDir));
    app.use("/assets", express.static(assetsDir, { immutable: true, maxAge: "1y", fallthrough: false }));
    app.use(express.static(clientDir, { maxAge: "1h", index: false }));
  }
  for (const middleware of before) app.use(middleware);
  if (pageBuild) app.use(pageMethods(pageBuild, logger));
  if (pages) app.use(pagePosts(logger, pagePostLimit(limitStore)));
  if (pageCache) app.use(pageCache);
  if (pages) app.use(pages);
  app.use(finalErrorHandler(logger));
  return app;
}
