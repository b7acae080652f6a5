import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeEach } from "vitest";
import { normaliseUsername, storeAdmin } from "#app/server/auth/admins.server.ts";
import { LoginThrottle } from "#app/server/auth/login-throttle.server.ts";
import { hashPassword } from "#app/server/auth/password.server.ts";
import { type DatabaseKind, openDatabase } from "#app/server/db/database.server.ts";
import { DemandCounter } from "#app/server/demand/demand-counter.server.ts";
import { readEnv } from "#app/server/env.server.ts";
import { openWriterLock } from "#app/server/import/catalogue-writer.server.ts";
import { ImportRunner } from "#app/server/import/import-runner.server.ts";
import { type FormLimits, formLimits } from "#app/server/limits/form-limits.server.ts";
import { openLimitStore } from "#app/server/limits/limit-store.server.ts";
import { MediaFolder } from "#app/server/media/media-folder.server.ts";
import type { MediaStore } from "#app/server/media/media-store.server.ts";
import { createApp } from "#server/create-app.ts";
import { createLogger } from "#server/request-log.ts";
import { type ApiCall, apiClient } from "./api-client.ts";
import { freshPerTest } from "./per-test.ts";
import { createTestDatabase, type TestDatabase } from "./test-database.ts";

export const TEST_ADMIN = { username: "staff", password: "correct horse battery" };
/** The test password's hash, made once per test process (a scrypt is slow on purpose). */
let testAdminHash: Promise<string> | undefined;

export interface TestServer {
  url: string;
  database: TestDatabase;
  /** The server's import runner, for tests that look at its queue. */
  imports: ImportRunner;
  /** The media folder (also with a bucket, where it stays empty: a second process has its own). */
  mediaDir: string;
  /** Where the server keeps photos: the media folder unless the test hands a bucket. */
  media: MediaStore;
  /** What the server counts of buyers' demand; its timer is off, tests write with `flush()`. */
  demand: DemandCounter;
  /** The enquiry and sign-up limits its API counts with: a page's action given them counts with it. */
  forms: FormLimits;
  /** Signs in as the test administrator and returns the bearer token. */
  signIn(): Promise<string>;
  close(): Promise<void>;
}

/**
 * The real Express app (API, media, headers) on a free loopback port, over a fresh database and
 * media folder of the given kind. Pages are not mounted: they need the production build.
 */
export async function startTestServer(
  kind: DatabaseKind,
  options: { database?: TestDatabase; media?: MediaStore; env?: Record<string, string> } = {},
): Promise<TestServer> {
  const database = options.database ?? (await createTestDatabase(kind));
  testAdminHash ??= hashPassword(TEST_ADMIN.password);
  await storeAdmin(database.db, normaliseUsername(TEST_ADMIN.username), await testAdminHash);
  // A database the test handed over is the test's to dispose of.
  const served = options.database ? { ...database, dispose: async () => {} } : database;
  return serveTestApp(served, options.env ?? {}, options.media);
}

/**
 * Another instance of a test server's app over the same database, as a second process would run
 * it: with PostgreSQL its own connection pools, limit store and catalogue writer's lock, and its own
 * media folder. Closing it leaves the database to the first.
 */
export async function startSecondInstance(first: TestServer, env: Record<string, string> = {}): Promise<TestServer> {
  const opened = await openDatabase(first.database.reopen);
  return serveTestApp({ ...opened, dispose: () => opened.close() }, env, undefined);
}

/**
 * The app over `database` on a free loopback port, configured by `env` besides a silent log;
 * closing it disposes of the database.
 */
async function serveTestApp(
  database: TestDatabase,
  env: Record<string, string>,
  givenMedia: MediaStore | undefined,
): Promise<TestServer> {
  // PostgreSQL's tests count limits in the database, as every process in production does.
  const limits = openLimitStore(database.reopen.databaseUrl);
  const demand = new DemandCounter(database.db, { limitStore: limits.store });
  const mediaDir = mkdtempSync(path.join(tmpdir(), "coolparts-media-"));
  const media = givenMedia ?? new MediaFolder(mediaDir);
  // On PostgreSQL the one writer's lock is the database's, as every process in production holds it.
  const writer = openWriterLock(database.reopen.databaseUrl);
  const imports = new ImportRunner(database.reopen, { writer });
  const forms = formLimits(limits.store);
  const app = createApp({
    database,
    imports,
    env: readEnv({ ...env, LOG_LEVEL: "silent" }),
    logger: createLogger("silent"),
    media,
    limitStore: limits.store,
    forms,
    throttle: new LoginThrottle(limits.store),
    demand,
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    database,
    imports,
    mediaDir,
    media,
    demand,
    forms,
    async signIn() {
      const response = await fetch(`${url}/api/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(TEST_ADMIN),
      });
      const body = (await response.json()) as { token: string };
      return body.token;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await imports.stop(0);
      await limits.close();
      await writer.close();
      await database.dispose();
      rmSync(mediaDir, { recursive: true, force: true });
    },
  };
}

export interface ServerPerTest {
  /** The running test's server: its fields are those of a fresh server, started for each test. */
  server: TestServer;
  /** Calls the running test's server without a token unless the call names one. */
  call: ApiCall;
}

/**
 * A fresh server for each test of the calling suite: started before each test (before the suite's
 * own beforeEach hooks, which run in the order they are registered) and closed after it, so no
 * test sees another's data, sessions or lockouts.
 */
export function serverPerTest(kind: DatabaseKind): ServerPerTest {
  const server = freshPerTest(
    () => startTestServer(kind),
    (started) => started.close(),
  );
  return { server, call: apiClient(() => server.url) };
}

export interface SignedInServerPerTest {
  server: TestServer;
  /** Calls under /api, signed in as the test administrator unless the call names a token. */
  call: ApiCall;
  /** The running test's administrator token. */
  token(): string;
}

/** serverPerTest, signed in as the test administrator before each test. */
export function signedInServerPerTest(kind: DatabaseKind): SignedInServerPerTest {
  const { server } = serverPerTest(kind);
  let token = "";
  beforeEach(async () => {
    token = await server.signIn();
  });
  const api = apiClient(
    () => server.url,
    () => token,
  );
  return { server, call: (method, path, options) => api(method, `/api${path}`, options), token: () => token };
}
