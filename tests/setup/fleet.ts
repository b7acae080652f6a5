import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../../scripts/lib/free-port.mjs";
import { ensureNginx, NginxUnavailableError, type RunningNginx, startNginx } from "../../scripts/lib/nginx.mjs";
import { startProductionServer } from "../../scripts/lib/start-server.mjs";
import { createEmptyPostgresDatabase } from "./test-database.ts";

/**
 * Several machines on one: app processes of the production build, each with a data folder of its
 * own (as separate machines have), on one fresh PostgreSQL database, behind Debian's nginx
 * (scripts/lib/nginx.mjs, the configuration docs/deploy.md shows). The fleet test (and any
 * cross-process check: photos in a bucket, shared limits, one import writer) builds on it.
 */

export const FLEET_ADMIN = { username: "fleet-admin", password: "fleet-admin-password-1" } as const;

export interface FleetProcess {
  /** 0, 1, …: its place in nginx's upstream. */
  index: number;
  port: number;
  /** Its own data folder, kept across restarts, as a machine's disk is. */
  dataDir: string;
  /** Straight to this process, not through nginx. */
  base: string;
  child: ChildProcess | undefined;
  /** What it wrote on stdout and stderr, every run of it, line by line. */
  logLines(): string[];
  /** Starts it (again) on its port and data folder; resolves once /healthz answers. */
  start(): Promise<void>;
  /** SIGTERM, and its exit code once it has exited. */
  stop(): Promise<number | null>;
}

export interface Fleet {
  databaseUrl: string;
  processes: FleetProcess[];
  nginx: RunningNginx;
  /** What the visitors' requests go to. */
  base: string;
  dispose(): Promise<void>;
}

export interface FleetOptions {
  /** How many app processes (2 unless told). */
  size?: number;
  /** More environment for every process (a bucket, limits…). */
  env?: Record<string, string>;
}

/**
 * Why a fleet cannot be had here (no PostgreSQL for tests, no nginx and no way to install it), or
 * undefined when it can. Installs nginx when missing and we are root.
 */
export function fleetUnavailable(): string | undefined {
  if (!process.env.TEST_POSTGRES_URL)
    return "no PostgreSQL (TEST_POSTGRES_URL is unset: scripts/postgres-for-tests.mjs)";
  try {
    ensureNginx();
  } catch (error) {
    if (error instanceof NginxUnavailableError) return error.message;
    throw error;
  }
  return undefined;
}

function fleetProcess(index: number, port: number, env: Record<string, string>): FleetProcess {
  const dataDir = mkdtempSync(path.join(tmpdir(), `coolparts-fleet-${index}-`));
  let output = "";
  let running: Awaited<ReturnType<typeof startProductionServer>> | undefined;
  const self: FleetProcess = {
    index,
    port,
    dataDir,
    base: `http://127.0.0.1:${port}`,
    child: undefined,
    logLines: () => output.split("\n").filter(Boolean),
    async start() {
      // Started together, each waits for the others' start-up (decision 208) on two busy cores.
      running = await startProductionServer({ dataDir, port, stdio: "pipe", env, timeoutMs: 120_000 });
      self.child = running.child;
      for (const stream of [running.child.stdout, running.child.stderr]) {
        stream?.on("data", (chunk: Buffer) => {
          output += chunk.toString();
        });
      }
    },
    async stop() {
      if (!running) return null;
      const { child, exited } = running;
      running = undefined;
      if (child.exitCode === null) child.kill("SIGTERM");
      return exited;
    },
  };
  return self;
}

/**
 * A fresh database, `size` processes started at the same moment on it (the first start on an empty
 * database, which issue 42 saw crash), then nginx in front of them all.
 */
export async function startFleet({ size = 2, env = {} }: FleetOptions = {}): Promise<Fleet> {
  const database = await createEmptyPostgresDatabase();
  const nginxPort = await freePort();
  const base = `http://127.0.0.1:${nginxPort}`;
  const processEnv = {
    DATABASE_URL: database.url,
    // Links and the host check use the address visitors use: nginx's.
    PUBLIC_URL: base,
    // nginx runs on this machine: its X-Forwarded-For names the visitor.
    TRUST_PROXY: "loopback",
    ADMIN_USERNAME: FLEET_ADMIN.username,
    ADMIN_PASSWORD: FLEET_ADMIN.password,
    LOG_LEVEL: "info",
    ...env,
  };
  const processes: FleetProcess[] = [];
  for (let index = 0; index < size; index++) processes.push(fleetProcess(index, await freePort(), processEnv));
  const cleanUp = async (nginx?: RunningNginx) => {
    await nginx?.stop();
    await Promise.all(processes.map((member) => member.stop()));
    for (const member of processes) rmSync(member.dataDir, { recursive: true, force: true });
    await database.drop();
  };
  let nginx: RunningNginx | undefined;
  try {
    const started = await Promise.allSettled(processes.map((member) => member.start()));
    const failed = started.flatMap((result, index) =>
      result.status === "rejected" ? [`process ${index}: ${(result.reason as Error).message}`] : [],
    );
    if (failed.length > 0) throw new Error(`Started at once on an empty database, ${failed.join("\n")}`);
    nginx = await startNginx({ port: nginxPort, upstreams: processes.map((member) => `127.0.0.1:${member.port}`) });
  } catch (error) {
    await cleanUp(nginx);
    throw error;
  }
  const running = nginx;
  return { databaseUrl: database.url, processes, nginx: running, base, dispose: () => cleanUp(running) };
}

/** Signs in as the fleet's administrator through `base` (a process or nginx); the bearer token. */
export async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(FLEET_ADMIN),
  });
  const body = (await response.json()) as { token?: string; error?: string };
  if (!body.token) throw new Error(`sign-in failed (${response.status}): ${body.error}`);
  return body.token;
}
