import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { upsertAdmin } from "#app/server/auth/admins.server.ts";
import { defaultThrottleOptions, LoginThrottle } from "#app/server/auth/login-throttle.server.ts";
import { readEnv } from "#app/server/env.server.ts";
import { type OpenLimitStore, openLimitStore } from "#app/server/limits/limit-store.server.ts";
import { MediaFolder } from "#app/server/media/media-folder.server.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "#tests/setup/test-database.ts";
import { createApp } from "../create-app.ts";
import type { Logger } from "../request-log.ts";

const ADMIN = { username: "admin", password: "the real administrator's password" };

// Each password check is a deliberately slow scrypt: on a busy machine a test of a dozen takes a while.
// The app behind a trusted proxy on loopback, so each request can come "from" its own address.
describe.each(databaseKinds)("sign-in lockout through the API on %s", (kind) => {
  let database: TestDatabase;
  let server: Server;
  let base: string;
  let mediaDir: string;
  const waits: number[] = [];
  const logged: { event: string; fields: Record<string, unknown> }[] = [];
  let limits: OpenLimitStore;

  /** The app on a fresh database, its throttle with the given numbers (the real ones by default). */
  async function start(options = defaultThrottleOptions) {
    database = await createTestDatabase(kind);
    await upsertAdmin(database.db, ADMIN.username, ADMIN.password);
    mediaDir = mkdtempSync(path.join(tmpdir(), "coolparts-media-"));
    const logger: Logger = {
      info: (event, fields = {}) => {
        if (event.startsWith("sign-in")) logged.push({ event, fields });
      },
      error: () => {},
    };
    // On PostgreSQL the failures are counted in the database, as every process counts them.
    limits = openLimitStore(database.reopen.databaseUrl);
    const app = createApp({
      database,
      env: readEnv({ LOG_LEVEL: "silent", TRUST_PROXY: "loopback" }),
      logger,
      media: new MediaFolder(mediaDir),
      limitStore: limits.store,
      // The waits are written down instead of slept.
      throttle: new LoginThrottle(limits.store, options, {
        log: (event, fields) => logger.info(event, fields),
        wait: async (ms) => {
          waits.push(ms);
        },
      }),
    });
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  async function stop() {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await limits.close();
    await database.dispose();
    rmSync(mediaDir, { recursive: true, force: true });
  }

  beforeEach(async () => {
    waits.length = 0;
    logged.length = 0;
    await start();
  });

  afterEach(async () => {
    vi.useRealTimers();
    await stop();
  });

  const signIn = (from: string, password: string, username = ADMIN.username) =>
    fetch(`${base}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": from },
      body: JSON.stringify({ username, password }),
    });

  it("locks out the guessing address for that account, never the administrator at another address", async () => {
    for (let i = 0; i < 7; i++) expect((await signIn("203.0.113.66", `guess-${i}`)).status).toBeOneOf([401, 429]);
    const attacker = await signIn("203.0.113.66", ADMIN.password);
    expect(attacker.status).toBe(429);
    expect(Number(attacker.headers.get("retry-after"))).toBeGreaterThan(0);

    const real = await signIn("198.51.100.7", ADMIN.password);
    expect(real.status).toBe(200);
    expect(((await real.json()) as { token?: string }).token).toBeTruthy();
    expect(
      logged.some(({ event, fields }) => event === "sign-in-locked-out" && fields.address === "203.0.113.66"),
    ).toBe(true);
  }, 60_000);

  it("answers wrong guesses spread over many addresses late, capped at 3 s; the right password at once", async () => {
    for (let i = 0; i < 12; i++) expect((await signIn(`203.0.113.${i}`, `guess-${i}`)).status).toBe(401);
    expect(waits).toEqual([250, 500, 1000, 2000, 3000, 3000, 3000]);
    const real = await signIn("198.51.100.7", ADMIN.password);
    expect(real.status).toBe(200);
    expect(waits).toHaveLength(7);
    expect(logged.filter(({ event }) => event === "sign-in-slowed")).toHaveLength(7);
  }, 60_000);

  it("throttles guesses of the current password on a password change, per account and address", async () => {
    const token = ((await (await signIn("198.51.100.9", ADMIN.password)).json()) as { token: string }).token;
    const change = (oldPassword: string, from = "198.51.100.9") =>
      fetch(`${base}/api/admins/${ADMIN.username}/password`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}`, "x-forwarded-for": from },
        body: JSON.stringify({ oldPassword, password: "a brand new password 1" }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await change(`guess-${i}`)).status);
    // Five wrong guesses are answered as such; the other 25 are refused before any check.
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses.slice(5)).toEqual(Array(25).fill(429));
    const locked = await change(ADMIN.password);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
    // Sign-in of the same account from that address is locked too: one throttle, one count.
    expect((await signIn("198.51.100.9", ADMIN.password)).status).toBe(429);

    // The window ends: the clock the limits read moves past it.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + defaultThrottleOptions.windowMs + 1);
    const changed = await change(ADMIN.password);
    expect(changed.status).toBe(200);
    expect((await signIn("198.51.100.7", "a brand new password 1")).status).toBe(200);
  }, 60_000);

  it("lets the administrator in from a never-seen address during a flood of attempts at other names (issue 41)", async () => {
    // A short queue for clean addresses, so a small flood fills it as a large one fills the real one.
    await stop();
    await start({ ...defaultThrottleOptions, maxWaitingClean: 6 });
    // 12 fresh addresses, each trying a made-up name once: every one is clean, like the administrator's.
    const flood = Array.from({ length: 12 }, (_, i) =>
      signIn(`203.0.113.${i + 1}`, `guess-${i}`, `user-${i}`).then((answer) => answer.status),
    );
    // Let them reach the queue before the administrator arrives, from an address never seen.
    while (!logged.some(({ event }) => event === "sign-in-busy"))
      await new Promise((resolve) => setTimeout(resolve, 5));
    const admin = await signIn("198.51.100.40", ADMIN.password);
    expect(admin.status).toBe(200);
    const statuses = await Promise.all(flood);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
  }, 60_000);
});
