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
import { type AppDatabase, openDatabase } from "#app/server/db/database.server.ts";
import { withStartUpLock } from "#app/server/db/start-up-lock.server.ts";
import { DemandCounter } from "#app/server/demand/demand-counter.server.ts";
import { seedDemoCatalogueIfEmpty } from "#app/server/demo-catalogue.server.ts";
import { ConfigError, type Env, readEnv } from "#app/server/env.server.ts";
import { openWriterLock } from "#app/server/import/catalogue-writer.server.ts";
import { ImportRunner } from "#app/server/import/import-runner.server.ts";
import { formLimits } from "#app/server/limits/form-limits.server.ts";
import { openLimitStore } from "#app/server/limits/limit-store.server.ts";
import { openMediaStore } from "#app/server/media/media-store.server.ts";
import { PageCache } from "#app/server/render-cache/page-cache.server.ts";
import { cachedPageFastPath } from "./cached-page-fast-path.ts";
import { clientAddress } from "./client-address.ts";
import { createApp } from "./create-app.ts";
import { gracefulShutdown } from "./graceful-shutdown.ts";
import { pageHandler } from "./page-handler.ts";
import { renderCache, servedFromCache } from "./render-cache.ts";
import { createLogger, type Logger, logNodeWarnings } from "./request-log.ts";
import { refuseTargetsNotAPath } from "./request-target.ts";
import { hostCheck } from "./trusted-host.ts";

/** How long a stopping server lets an import under way finish before it rolls it back. */
const IMPORT_GRACE_MS = 5000;

interface DevServer {
  middlewares: RequestHandler;
  ssrLoadModule(url: string): Promise<Record<string, unknown>>;
}

/** What the data needs before the site serves: the first administrator, no dead sessions, the demo catalogue. */
async function prepareData(database: AppDatabase, env: Env, logger: Logger): Promise<void> {
  if (env.ADMIN_USERNAME && env.ADMIN_PASSWORD && (await countAdmins(database.db)) === 0) {
    await upsertAdmin(database.db, env.ADMIN_USERNAME, env.ADMIN_PASSWORD);
    logger.info("first-administrator-created", { username: env.ADMIN_USERNAME });
  }
  await deleteDeadSessions(database.db);
  if (env.SEED_DEMO) {
    const seeded = await seedDemoCatalogueIfEmpty(database.db);
    if (seeded > 0) logger.info("demo-catalogue-loaded", { products: seeded });
  }
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
  // Migrations, the first administrator and the demo catalogue: one process at a time on one
  // PostgreSQL, so processes started together neither both insert nor die on a duplicate key
  // (decision 208). A failure here is one log line and exit 1, never a raw stack.
  let database: AppDatabase;
  try {
    database = await withStartUpLock(
      {
        databaseUrl: env.DATABASE_URL,
        onWait: () => logger.info("start-up-waiting", { reason: "another process is starting on this database" }),
      },
      async () => {
        const opened = await openDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL });
        try {
          await prepareData(opened, env, logger);
        } catch (error) {
          await opened.close().catch(() => {});
          throw error;
        }
        return opened;
      },
    );
  } catch (error) {
    logger.error("start-up-failed", { message: (error as Error).message });
    await dataLock.release().catch(() => {});
    process.exit(1);
  }

  // Every limit counted where every process sees it: PostgreSQL's table, or memory (decision 197).
  const limits = openLimitStore(env.DATABASE_URL);
  const forms = formLimits(limits.store);

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
        limits: forms,
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
        context.set(appContext, { db: database.db, env, nonce: undefined, clientAddress: "", limits: forms });
        return renderForEveryone(request, context);
      },
      development: false,
      demand,
    });

  // After a check, staff import the sheet: its worker is kept ready for ten minutes (decision 165).
  // One writer of the catalogue at a time, on every process of the database (decision 198).
  const writer = openWriterLock(env.DATABASE_URL);
  const imports = new ImportRunner(database.reopen, { keepWarmMs: 10 * 60_000, writer });
  const media = openMediaStore(env);
  const app = createApp({
    database,
    imports,
    env,
    logger,
    media,
    limitStore: limits.store,
    forms,
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
    media: media.location,
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

  // Graceful stop (decision 207): /healthz says draining, the port closes after the drain delay,
  // requests in flight finish, an import commits within IMPORT_GRACE_MS or is rolled back whole.
  const shutdown = gracefulShutdown({
    server,
    logger,
    drainDelayMs: env.SHUTDOWN_DRAIN_SECONDS * 1000,
    deadlineMs: env.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    onDraining() {
      app.locals.stopping = true;
    },
    async settle() {
      // An import either commits within the grace time or is rolled back whole (decision 044).
      const importOutcome = await imports.stop(IMPORT_GRACE_MS);
      if (importOutcome !== "idle") logger.info("import-at-shutdown", { outcome: importOutcome });
    },
    async release() {
      await demand?.stop();
      await limits.close();
      await writer.close();
      await database.close();
      await dataLock.release();
    },
  });
  process.on("SIGTERM", () => shutdown.stop("SIGTERM"));
  process.on("SIGINT", () => shutdown.stop("SIGINT"));
  return server;
}
