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

// How long each step took, printed with the summary so a run's times can be compared with another's.
const timings = [];
async function timed(name, work) {
  const started = performance.now();
  const result = await work();
  timings.push(`${name} ${Math.round((performance.now() - started) / 1000)} s`);
  return result;
}

function step(name, status) {
  if (status !== 0) {
    console.error(`\n${name} failed (exit ${status}).`);
    process.exit(status);
  }
}

step("Lint (biome ci)", await timed("lint", () => run("biome", ["ci", "."])));
step("Type check", await timed("types", () => run("npm", ["run", "--silent", "typecheck"])));
await timed("build", () => buildIfNeeded());

const reports = mkdtempSync(path.join(tmpdir(), "coolparts-reports-"));
const url = postgresUrl();
const unitReport = path.join(reports, "vitest.json");
const unitStatus = await timed("vitest", () =>
  run("vitest", ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${unitReport}`], {
    env: { ...process.env, ...(url ? { TEST_POSTGRES_URL: url } : {}) },
  }),
);
step("Unit and API tests", unitStatus);

const e2eReport = path.join(reports, "playwright.json");
const e2eStatus = await timed("e2e", () =>
  runEndToEnd(["--reporter=list,json"], { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport }),
);

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
  if ((await timed("lighthouse", () => run("node", ["scripts/audit.mjs", "--gate"]))) === 0) passed += 1;
  else failed += 1;
} else skipped += 1;

console.log(`\nTimes: ${timings.join(", ")}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(e2eStatus !== 0 ? e2eStatus : failed > 0 ? 1 : 0);
