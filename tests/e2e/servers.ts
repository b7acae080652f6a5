import { e2eWorkers } from "../../scripts/lib/e2e-workers.mjs";

/**
 * Where the end-to-end servers listen (docs/decisions/084): one public server whose demo catalogue
 * no test changes, and one staff server per worker slot, which only that slot's tests use, one test
 * at a time. scripts/e2e.mjs chooses free ports and throw-away data directories; the defaults serve
 * a bare `npx playwright test`.
 */
export const dataDir = process.env.E2E_DATA_DIR ?? "data/e2e";

export const publicPort = Number(process.env.E2E_PORT ?? 3210);

export const staffPorts: readonly number[] = process.env.E2E_STAFF_PORTS
  ? process.env.E2E_STAFF_PORTS.split(",").map(Number)
  : Array.from({ length: e2eWorkers() }, (_, slot) => 3211 + slot);

export const publicURL = `http://127.0.0.1:${publicPort}`;

/** The staff server of a worker slot (`testInfo.parallelIndex`): no two tests running at once share one. */
export function staffURL(parallelIndex: number): string {
  const port = staffPorts[parallelIndex];
  if (port === undefined) {
    throw new Error(
      `Worker slot ${parallelIndex} has no staff server: there are ${staffPorts.length}. ` +
        "Choose the number of workers with E2E_WORKERS rather than --workers.",
    );
  }
  return `http://127.0.0.1:${port}`;
}

export const adminUsername = process.env.ADMIN_USERNAME ?? "e2e-admin";
export const adminPassword = process.env.ADMIN_PASSWORD ?? "e2e-admin-password-123";
