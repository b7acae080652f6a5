/**
 * Where an import's time goes, step by step, for the bench (scripts/bench/import-ratio.ts prints it
 * as its phase table). Off unless a bench asks: then each step's wall time is added up under its
 * name, on the thread that runs the import.
 */

/** The steps of an import, in the order they run. */
export const importSteps = [
  "read the file",
  "map and validate",
  "sample rows and drafts rule",
  "new brands and categories",
  "products: compare and write",
  "history",
  "prices and their history",
  "lookups, search words included",
  "of them, search words",
  "commit",
  "saved mapping",
] as const;

export type ImportStep = (typeof importSteps)[number];

let timings: Map<ImportStep, number> | undefined;

/** Starts adding up step times into `into` (a bench), or stops with undefined. */
export function collectImportTimings(into: Map<ImportStep, number> | undefined): void {
  timings = into;
}

/** Adds the time since `startedAt` (performance.now()) to a step, when a bench collects timings. */
export function stepTookSince(step: ImportStep, startedAt: number): void {
  timings?.set(step, (timings.get(step) ?? 0) + performance.now() - startedAt);
}

/** Runs one step of an import, timing it when a bench collects timings. */
export async function timedStep<T>(step: ImportStep, work: () => Promise<T>): Promise<T> {
  if (!timings) return work();
  const started = performance.now();
  try {
    return await work();
  } finally {
    stepTookSince(step, started);
  }
}
