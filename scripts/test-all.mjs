// `npm test`: every test. Unit and API tests (Vitest) on SQLite and, when this machine's
// PostgreSQL can be found or started, on PostgreSQL too; then the end-to-end tests in Chromium.
import { execFileSync } from "node:child_process";
import { runEndToEnd } from "./e2e.mjs";
import { run } from "./lib/run.mjs";

function postgresUrl() {
  try {
    return execFileSync(process.execPath, ["scripts/postgres-for-tests.mjs"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    }).trim();
  } catch (error) {
    const reason = (error.stderr || error.message).trim();
    console.warn(
      `\n${"!".repeat(78)}\n  NO POSTGRESQL: ${reason}\n  The PostgreSQL runs of the data-layer suites are SKIPPED; SQLite runs as usual.\n${"!".repeat(78)}\n`,
    );
    return undefined;
  }
}

const url = postgresUrl();
const env = { ...process.env, ...(url ? { TEST_POSTGRES_URL: url } : {}) };
const unitStatus = run("vitest", ["run"], { env });
if (unitStatus !== 0) process.exit(unitStatus);
process.exit(await runEndToEnd());
