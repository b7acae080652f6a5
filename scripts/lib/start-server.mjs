import { spawn } from "node:child_process";
import path from "node:path";

/**
 * Starts the production server (`node server/main.js`) as its own process on a port, with the given
 * data directory and extra environment (and Node's own flags, `nodeArgs`, such as --inspect), and
 * resolves once /healthz answers (within `timeoutMs`: a process waiting for another's start-up,
 * decision 208, needs longer).
 */
export async function startProductionServer({
  dataDir,
  port,
  env = {},
  stdio = "inherit",
  nodeArgs = [],
  timeoutMs = 30_000,
}) {
  const child = spawn(process.execPath, [...nodeArgs, path.resolve(import.meta.dirname, "../../server/main.js")], {
    env: { ...process.env, LOG_LEVEL: "error", ...env, DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", stdio, stdio],
  });
  const exited = new Promise((resolve) => child.on("exit", (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${base}/healthz`)).ok) return { child, base, exited };
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill("SIGKILL");
  // With stdio "pipe" and nobody reading yet, what it wrote is still in the pipes: say it.
  const said = [child.stdout?.read(), child.stderr?.read()].filter(Boolean).join("").trim();
  throw new Error(`the server did not start (exit code ${child.exitCode})${said ? `:\n${said.slice(-2000)}` : ""}`);
}
