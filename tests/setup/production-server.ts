import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { DatabaseKind } from "#app/server/db/database.server.ts";
import { freePort } from "../../scripts/lib/free-port.mjs";
import { startProductionServer } from "../../scripts/lib/start-server.mjs";
import { createEmptyPostgresDatabase } from "./test-database.ts";

export interface RunningServer {
  child: ChildProcess;
  base: string;
  port: number;
  dataDir: string;
  /** Everything the process wrote on stdout and stderr so far, line by line. */
  logLines(): string[];
  stop(): Promise<void>;
}

/**
 * The production build as its own process (npm test builds first) over a fresh data folder and, for
 * PostgreSQL, a fresh database, with its logs kept for the test to read.
 */
export async function startProductionServerOn(
  kind: DatabaseKind,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `coolparts-${kind}-`));
  const postgres = kind === "postgres" ? await createEmptyPostgresDatabase() : undefined;
  const port = await freePort();
  const server = await startProductionServer({
    dataDir,
    port,
    stdio: "pipe",
    env: { ...env, ...(postgres ? { DATABASE_URL: postgres.url } : {}) },
  });
  let output = "";
  server.child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  server.child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  return {
    child: server.child,
    base: server.base,
    port,
    dataDir,
    logLines: () => output.split("\n").filter(Boolean),
    async stop() {
      if (server.child.exitCode === null) {
        server.child.kill("SIGTERM");
        await server.exited;
      }
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
