import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { freePort } from "../../scripts/lib/free-port.mjs";
import { startProductionServer } from "../../scripts/lib/start-server.mjs";

// Issue 41 item 7: what the production process does at start with a TRUST_PROXY it must refuse or
// warn about. The order matters: a wrong value stops the start before the database is touched.

/** Runs the production server until it exits by itself (or 30 s), with everything it printed. */
function runUntilExit(dataDir: string, port: number, env: Record<string, string>) {
  const child = spawn(process.execPath, [path.resolve(import.meta.dirname, "../../server/main.js")], {
    env: { ...process.env, LOG_LEVEL: "info", ...env, DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe("the production server's start with TRUST_PROXY", () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), "coolparts-start-"));
  });
  afterEach(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it.each(["0.0.0.0/0", "::/0", "::1.2.3.4"])(
    "stops at once on %s with a message naming TRUST_PROXY, before it opens a database",
    async (value) => {
      const { code, output } = await runUntilExit(dataDir, await freePort(), { TRUST_PROXY: value });
      expect(code).toBe(1);
      expect(output).toContain(`TRUST_PROXY: "${value}"`);
      expect(output).not.toContain("TypeError");
      expect(output).not.toContain("demo-catalogue-loaded");
      // Nothing was created in the data folder: no database, no lock.
      expect(readdirSync(dataDir)).toEqual([]);
    },
    40_000,
  );

  it("starts with TRUST_PROXY=true, warning once that any peer is believed", async () => {
    const port = await freePort();
    const server = await startProductionServer({ dataDir, port, env: { TRUST_PROXY: "true" }, stdio: "pipe" });
    let output = "";
    server.child.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    try {
      // The warning is written before the server listens, so it is there once /healthz answers.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const warnings = output
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((line) => line.event === "trust-proxy-any-peer");
      expect(warnings).toHaveLength(1);
      expect(warnings[0]?.level).toBe("warn");
      expect(String(warnings[0]?.message)).toContain("TRUST_PROXY=true");
    } finally {
      server.child.kill("SIGTERM");
      await server.exited;
    }
  }, 60_000);
});
