// Runs the Playwright suite against the production build, on free ports, with throw-away data
// directories (so the demo catalogue is freshly seeded and nothing of a developer's data is touched):
// one public server and one staff server per worker (playwright.config.ts, docs/decisions/084).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildIfNeeded } from "./build-if-needed.mjs";
import { ensureChromium } from "./lib/chromium.mjs";
import { e2eWorkers } from "./lib/e2e-workers.mjs";
import { freePort } from "./lib/free-port.mjs";
import { run } from "./lib/run.mjs";

export async function runEndToEnd(extraArgs = [], extraEnv = {}) {
  ensureChromium();
  buildIfNeeded();
  const dataDir = mkdtempSync(path.join(tmpdir(), "coolparts-e2e-"));
  const ports = new Set();
  while (ports.size < 1 + e2eWorkers()) ports.add(await freePort());
  const [port, ...staffPorts] = ports;
  try {
    return run("playwright", ["test", ...extraArgs], {
      env: {
        ...process.env,
        ...extraEnv,
        E2E_PORT: String(port),
        E2E_STAFF_PORTS: staffPorts.join(","),
        E2E_DATA_DIR: dataDir,
      },
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(await runEndToEnd(process.argv.slice(2)));
