import type { Server } from "node:http";
import { createServer } from "node:http";
import path from "node:path";
import type { Request, RequestHandler, Response } from "express";
import { createRequestHandler as createFetchHandler, RouterContextProvider, type ServerBuild } from "react-router";
// Every language's shell texts, before any page or message is written.
import { countAdmins, upsertAdmin } from "#app/server/auth/admins.server.ts";
import { deleteDeadSessions } from "#app/server/auth/sessions.server.ts";
import { appContext } from "#app/server/context.server.ts";
import { DataInUseError, type HeldDataLock, holdData } from "#app/server/db/data-lock.server.ts";
import { openDatabase } from "#app/server/db/database.server.ts";
import { DemandCounter } from "#app/server/demand/demand-counter.server.ts";
import { seedDemoCatalogueIfEmpty } from "#app/server/demo-catalogue.server.ts";
import { ConfigError, readEnv } from "#app/server/env.server.ts";
import { ImportRunner } from "#app/server/import/import-runner.server.ts";
import { mediaDirectory } from "#app/server/media/media-files.server.ts";
import { PageCache } from "#server/render-cache/page-cache.ts";
import { clientAddress } from "./client-address.ts";
import { createApp } from "./create-app.ts";
import { pageHandler } from "./page-handler.ts";
import { cachedPageFastPath } from "./render-cache/cached-page-fast-path.ts";
import { renderCache, servedFromCache } from "./render-cache/render-cache.ts";
import { createLogger, logNodeWarnings } from "./request-log.ts";
import { refuseTargetsNotAPath } from "./request-target.ts";
import { hostCheck } from "./trusted-host.ts";

/** How long a stopping server keeps answering requests in flight before it closes. */
const DRAIN_MS = 3000;
/** How long a stopping server lets an import under way finish before it rolls it back. */
const IMPORT_GRACE_MS = 5000;

interface DevServer {
  middlewares: RequestHandler;
  ssrLoadModule(url: string): Promise<Record<string, unknown>>;
}

/**
 * Boots the site: checks the configuration, opens and migrates the database, seeds the demo
 * catalogue into an empty one, serves, and shuts down cleanly on SIGTERM/SIGINT (in-flight
 * requests finish; the SQLite WAL is checkpointed).
 */
export async function startServer({ vite }: { vite?: DevServer } = {}): Promise<Server> {
  let env: ReturnType<typeof readEnv>;
  try {
    env = readEnv();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(env.LOG_LEVEL);
  logNodeWarnings(logger);
  if (env.TRUST_PROXY === true) {
    // Legal, but any client reaching the port can then claim any address and scheme (decision 174).
    logger.warn("trust-proxy-any-peer", {
      message:
        "TRUST_PROXY=true believes X-Forwarded-For and X-Forwarded-Proto from every peer: a client that reaches this port directly can pose as any address (sign-in and search limits) and as https. Set it to the proxy's own address (loopback when it runs on this machine) or a number of hops.",
    });
  }
  // Held for the server's life, so `npm run restore` refuses while it runs (decision 042).
  let dataLock: HeldDataLock;
  try {
    dataLock = await holdData({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL });
  } catch (error) {
    if (error instanceof DataInUseError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const database = await openDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL });
  if (env.ADMIN_USERNAME && env.ADMIN_PASSWORD && (await countAdmins(database.db)) === 0) {
    await upsertAdmin(database.db, env.ADMIN_USERNAME, env.ADMIN_PASSWORD);
    logger.info("first-administrator-created", { username: env.ADMIN_USERNAME });
  }
  await deleteDeadSessions(database.db);
  if (env.SEED_DEMO) {
    const seeded = await seedDemoCatalogueIfEmpty(database.db);
    if (seeded > 0) logger.info("demo-catalogue-loaded", { products: seeded });
  }

  // What buyers look for, counted off the request path (decision 120); written at shutdown too.
  const demand = env.DEMAND_COUNTING
    ? new DemandCounter(database.db, { log: (event, fields) => logger.info(event, fields) }).start()
    : undefined;

  const build: () => Promise<ServerBuild> = vite
    ? () => vite.ssrLoadModule("virtual:react-router/server-build") as unknown as Promise<ServerBuild>
    : () => import("virtual:react-router/server-build");
  const mode = env.NODE_ENV === "development" ? "development" : "production";
  const pages = pageHandler({
    build,
    mode,
    getLoadContext(req: Request, res: Response) {
      const context = new RouterContextProvider();
      context.set(appContext, {
        db: database.db,
        env,
        nonce: String(res.locals.nonce),
        clientAddress: clientAddress(req),
      });
      return context;
    },
    demand,
  });
  // Public pages rendered once per catalogue version and served to everybody (decision 055). Off in
  // development, where the code changes under a running server and the version does not.
  const renderForEveryone = createFetchHandler(build, mode);
  const cache = vite || env.RENDER_CACHE_MB === 0 ? undefined : new PageCache(env.RENDER_CACHE_MB * 1024 * 1024);
  const cached = cache && { cache, version: () => database.catalogueVersion(), publicUrl: env.PUBLIC_URL };
  const pageCache =
    cached &&
    renderCache({
      ...cached,
      render(request) {
        const context = new RouterContextProvider();
        context.set(appContext, { db: database.db, env, nonce: undefined, clientAddress: "" });
        return renderForEveryone(request, context);
      },
      development: false,
      demand,
    });

  // After a check, staff import the sheet: its worker is kept ready for ten minutes (decision 165).
  const imports = new ImportRunner(database.reopen, { keepWarmMs: 10 * 60_000 });
  const app = createApp({
    database,
    imports,
    env,
    logger,
    mediaDir: mediaDirectory(env.DATA_DIR),
    clientDir: vite ? undefined : path.resolve(import.meta.dirname, "../client"),
    before: vite ? [vite.middlewares] : [],
    pages,
    pageBuild: build,
    pageCache,
    servedFromCache: cached && ((req) => servedFromCache(cached, req)),
    demand,
  });

  // Pages the render cache keeps are answered before Express (issue 30); everything else goes to it.
  const handler = cached
    ? cachedPageFastPath({
        app,
        ...cached,
        answersFor: hostCheck(env),
        demand,
        logLevel: env.LOG_LEVEL,
      })
    : app;
  // Node answers a Host-less HTTP/1.1 request with a bare 400 of its own, unlogged; the app's own
  // address check (server/request-target.ts) refuses it instead, with a message and one log line.
  const server = createServer({ requireHostHeader: false }, refuseTargetsNotAPath(logger, handler)).listen(
    env.PORT,
    env.HOST,
  );
  await new Promise<void>((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", reject);
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  logger.info("listening", {
    url: `http://localhost:${port}`,
    database: database.kind,
    location: database.location,
    // Without PUBLIC_URL only this machine's own names are answered (server/trusted-host.ts).
    publicUrl: env.PUBLIC_URL ?? "unset: answering only for localhost and this machine's addresses",
  });
  // Slow clients may not hold sockets open indefinitely.
  server.headersTimeout = 20_000;
  server.requestTimeout = 60_000;
  // An idle keep-alive socket stays open longer than a proxy's (nginx: 60 s) or a client's pool keeps
  // it, so the server is never the side closing a socket just as a request is sent on it (Node's
  // 5 s default made that race real: a test's request failed with ECONNRESET after 5 s of quiet).
  server.keepAliveTimeout = 65_000;

  // Graceful stop: stop advertising health, answer everything with "Connection: close" so keep-alive
  // clients let go, let an import finish or roll it back (IMPORT_GRACE_MS), wait for in-flight
  // requests (at most DRAIN_MS), then close the listener.
  let stopping = false;
  let inFlight = 0;
  server.prependListener("request", (_req, res) => {
    inFlight++;
    res.once("close", () => inFlight--);
    if (stopping) res.setHeader("Connection", "close");
  });
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.locals.stopping = true;
    logger.info("shutting-down", { signal });
    const force = setTimeout(() => {
      logger.error("shutdown-timeout", {});
      process.exit(1);
    }, 10_000);
    force.unref();
    // An import either commits within the grace time or is rolled back whole (decision 044).
    const importOutcome = await imports.stop(IMPORT_GRACE_MS);
    if (importOutcome !== "idle") logger.info("import-at-shutdown", { outcome: importOutcome });
    const drainUntil = Date.now() + DRAIN_MS;
    while (inFlight > 0 && Date.now() < drainUntil) await new Promise((resolve) => setTimeout(resolve, 25));
    server.close(async () => {
      await demand?.stop();
      await database.close();
      await dataLock.release();
      logger.info("stopped", {});
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.once("SIGTERM", () => stop("SIGTERM"));
  process.once("SIGINT", () => stop("SIGINT"));
  return server;
}
