import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { upsertAdmin } from "#app/server/auth/admins.server.ts";
import { LoginThrottle } from "#app/server/auth/login-throttle.server.ts";
import type { DatabaseKind } from "#app/server/db/database.server.ts";
import { readEnv } from "#app/server/env.server.ts";
import { createApp } from "#server/create-app.ts";
import { createLogger } from "#server/request-log.ts";
import { createTestDatabase, type TestDatabase } from "./test-database.ts";

export const TEST_ADMIN = { username: "staff", password: "correct horse battery" };

export interface TestServer {
  url: string;
  database: TestDatabase;
  mediaDir: string;
  /** Signs in as the test administrator and returns the bearer token. */
  signIn(): Promise<string>;
  close(): Promise<void>;
}

/**
 * The real Express app (API, media, headers) on a free loopback port, over a fresh database and
 * media folder of the given kind. Pages are not mounted: they need the production build.
 */
export async function startTestServer(kind: DatabaseKind): Promise<TestServer> {
  const database = await createTestDatabase(kind);
  const mediaDir = mkdtempSync(path.join(tmpdir(), "coolparts-media-"));
  await upsertAdmin(database.db, TEST_ADMIN.username, TEST_ADMIN.password);
  const app = createApp({
    database,
    env: readEnv({ LOG_LEVEL: "silent" }),
    logger: createLogger("silent"),
    mediaDir,
    throttle: new LoginThrottle(),
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    database,
    mediaDir,
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
      await database.dispose();
      rmSync(mediaDir, { recursive: true, force: true });
    },
  };
}
