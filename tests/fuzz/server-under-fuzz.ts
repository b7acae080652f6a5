import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { DatabaseKind } from "#app/server/db/database.server.ts";
import { freePort } from "../../scripts/lib/free-port.mjs";
import { startProductionServer } from "../../scripts/lib/start-server.mjs";
import { HealthzPoller } from "./healthz-poller.ts";
import { LogReader } from "./log-reader.ts";

const ADMIN = { username: "fuzz-admin", password: "fuzz-admin-password-1" };
/** The staff's own address: the fuzzer's failed sign-ins from 127.0.0.1 never lock it out. */
const STAFF_ADDRESS = "127.0.0.2";

/**
 * The production server (`node server/main.js`, the built app) as the fuzzer meets it: a process of
 * its own on SQLite or on a fresh PostgreSQL database, LOG_LEVEL=info, its first administrator made
 * from the environment as the end-to-end set-up does. It is started again, on the same data, when a
 * case killed it; its log lines and a /healthz poller run alongside.
 */
export class ServerUnderFuzz {
  readonly log = new LogReader();
  readonly healthz: HealthzPoller;
  restarts = 0;
  #process: { child: ChildProcess; exited: Promise<number | null> } | undefined;
  #token: string | undefined;
  /**
   * Set by close(). A run cut short by its time limit leaves its last case going on its own (fast-check
   * races it against the clock), and that case, resending itself to confirm a slow /healthz, started
   * a new server after close() had stopped this one: a process nobody stopped, on a removed folder.
   */
  #closed = false;

  readonly kind: DatabaseKind;
  readonly port: number;
  readonly #dataDir: string;
  readonly #databaseUrl: string | undefined;
  readonly #dropDatabase: () => Promise<void>;

  private constructor(
    kind: DatabaseKind,
    port: number,
    dataDir: string,
    databaseUrl: string | undefined,
    dropDatabase: () => Promise<void>,
  ) {
    this.kind = kind;
    this.port = port;
    this.#dataDir = dataDir;
    this.#databaseUrl = databaseUrl;
    this.#dropDatabase = dropDatabase;
    this.healthz = new HealthzPoller(port);
  }

  static async start(kind: DatabaseKind): Promise<ServerUnderFuzz> {
    const dataDir = mkdtempSync(path.join(tmpdir(), "coolparts-fuzz-"));
    let databaseUrl: string | undefined;
    let dropDatabase = async () => {};
    if (kind === "postgres") {
      const adminUrl = process.env.TEST_POSTGRES_URL;
      if (!adminUrl) throw new Error("TEST_POSTGRES_URL is not set");
      const name = `coolparts_fuzz_${randomBytes(6).toString("hex")}`;
      await withClient(adminUrl, (client) => client.query(`create database "${name}"`));
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      databaseUrl = url.toString();
      dropDatabase = () => withClient(adminUrl, (client) => client.query(`drop database if exists "${name}"`));
    }
    const server = new ServerUnderFuzz(kind, await freePort(), dataDir, databaseUrl, dropDatabase);
    await server.#spawn();
    server.healthz.start();
    return server;
  }

  get alive(): boolean {
    return this.#process?.child.exitCode === null && this.#process.child.signalCode === null;
  }

  /**
   * Whether the process has died. A dying process refuses new connections before its exit is
   * reported, so one refused probe means dead (once the exit is in, up to a second later).
   */
  async died(): Promise<boolean> {
    if (!this.alive) return true;
    const refused = await new Promise<boolean>((resolve) => {
      const socket = net.connect(this.port, "127.0.0.1", () => {
        socket.destroy();
        resolve(false);
      });
      socket.on("error", () => resolve(true));
    });
    if (!refused) return false;
    await Promise.race([this.#process?.exited, new Promise((resolve) => setTimeout(resolve, 1000))]);
    return true;
  }

  async #spawn(): Promise<void> {
    if (this.#closed) throw new Error("the server under fuzzing was closed");
    const started = await startProductionServer({
      dataDir: this.#dataDir,
      port: this.port,
      stdio: "pipe",
      env: {
        ADMIN_USERNAME: ADMIN.username,
        ADMIN_PASSWORD: ADMIN.password,
        LOG_LEVEL: "info",
        ...(this.#databaseUrl ? { DATABASE_URL: this.#databaseUrl } : {}),
      },
    });
    if (this.#closed) {
      started.child.kill("SIGTERM");
      await started.exited;
      throw new Error("the server under fuzzing was closed while it started");
    }
    this.log.attach(started.child);
    this.#process = started;
    this.#token = undefined;
  }

  /** Brings a killed server back on the same data, so the next case meets a running site (never after close()). */
  async ensureRunning(): Promise<void> {
    if (this.alive) return;
    this.restarts++;
    await this.#spawn();
  }

  /** A live administrator token, signed in again after a restart or forgetToken. */
  async staffToken(): Promise<string> {
    if (this.#token) return this.#token;
    const from = this.log.mark();
    const answer = await this.#staffCall("POST", "/api/login", undefined, JSON.stringify(ADMIN));
    // Its log line is in before the next case starts, so it is never taken for the case's.
    await this.log.waitForRequest({ method: "POST", path: "/api/login", status: answer.status }, from, 2000);
    const token = (JSON.parse(answer.body) as { token?: string }).token;
    if (!token) throw new Error(`the fuzzing administrator could not sign in: ${answer.status} ${answer.body}`);
    this.#token = token;
    return token;
  }

  /** Forgets the token after a case that may have ended its session (a logout, a 401). */
  forgetToken(): void {
    this.#token = undefined;
  }

  #staffCall(
    method: string,
    pathname: string,
    token: string | undefined,
    body: string,
  ): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const request = http.request(
        {
          host: "127.0.0.1",
          port: this.port,
          localAddress: STAFF_ADDRESS,
          method,
          path: pathname,
          agent: false,
          headers: {
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            "content-type": "application/json",
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () =>
            resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
          );
        },
      );
      request.on("error", reject);
      request.end(body);
    });
  }

  async close(): Promise<void> {
    this.#closed = true;
    await this.healthz.stop();
    if (this.alive) {
      this.#process?.child.kill("SIGTERM");
      await this.#process?.exited;
    }
    await this.#dropDatabase();
    rmSync(this.#dataDir, { recursive: true, force: true });
  }
}

async function withClient(url: string, work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
