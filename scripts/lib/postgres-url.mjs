import { execFileSync } from "node:child_process";

/**
 * An admin URL of this machine's PostgreSQL for the test suites (scripts/postgres-for-tests.mjs
 * finds or starts it), or undefined after a loud warning that the PostgreSQL runs are skipped.
 */
export function postgresUrl() {
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
