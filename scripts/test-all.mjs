// `npm test`: every check. Lint and types first (fast, and CI must use the same linter), then the
// production build, then unit, API and process tests (Vitest) on SQLite and, when this machine's
// PostgreSQL can be found or started, on PostgreSQL too; then the end-to-end tests in Chromium; then
// the Lighthouse gate. Ends with one plain summary line.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildIfNeeded } from "./build-if-needed.mjs";
import { runEndToEnd } from "./e2e.mjs";
import { postgresUrl } from "./lib/postgres-url.mjs";
import { run } from "./lib/run.mjs";

function step(name, status) {
  if (status !== 0) {
    console.error(`\n${name} failed (exit ${status}).`);
    process.exit(status);
  }
}

step("Lint (biome ci)", run("biome", ["ci", "."]));
step("Type check", run("npm", ["run", "--silent", "typecheck"]));
buildIfNeeded();

const reports = mkdtempSync(path.join(tmpdir(), "coolparts-reports-"));
const url = postgresUrl();
const unitReport = path.join(reports, "vitest.json");
const unitStatus = run("vitest", ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${unitReport}`], {
  env: { ...process.env, ...(url ? { TEST_POSTGRES_URL: url } : {}) },
});
step("Unit and API tests", unitStatus);

const e2eReport = path.join(reports, "playwright.json");
const e2eStatus = await runEndToEnd(["--reporter=list,json"], { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport });

const unit = JSON.parse(readFileSync(unitReport, "utf8"));
let passed = unit.numPassedTests;
let failed = unit.numFailedTests;
let skipped = unit.numPendingTests + unit.numTodoTests;
try {
  const { stats } = JSON.parse(readFileSync(e2eReport, "utf8"));
  passed += stats.expected;
  failed += stats.unexpected;
  skipped += stats.skipped;
} catch {
  failed += 1; // the end-to-end run ended before writing its report
}
rmSync(reports, { recursive: true, force: true });

// The page-speed and quality gate (Lighthouse): performance 90+, the other categories 100.
if (e2eStatus === 0) {
  if (run("node", ["scripts/audit.mjs", "--gate"]) === 0) passed += 1;
  else failed += 1;
} else skipped += 1;

console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(e2eStatus !== 0 ? e2eStatus : failed > 0 ? 1 : 0);
