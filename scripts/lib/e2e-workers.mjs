import { availableParallelism } from "node:os";

/**
 * How many end-to-end tests run at once: one per core, at least two (the tests spend much of their
 * time waiting on the browser and the servers), at most four (one public server serves them all).
 * Each worker gets a staff server of its own (docs/decisions/084), so this is also their number.
 * E2E_WORKERS overrides it.
 */
export function e2eWorkers() {
  const chosen = Number(process.env.E2E_WORKERS);
  if (Number.isInteger(chosen) && chosen > 0) return chosen;
  return Math.min(4, Math.max(2, availableParallelism()));
}
