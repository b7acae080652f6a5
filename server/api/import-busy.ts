import {
  ImportAbandonedError,
  ImportBusyError,
  type ImportProgress,
  type ImportRunner,
  ImportStoppedError,
} from "#app/server/import/import-runner.server.ts";
import { ApiError } from "./respond.ts";

/**
 * The 409 a second upload gets while an import runs: what runs, whose, since when, how far. A
 * product changed by hand gets it too (`retry` says what to do again): its change joins the same
 * import history, one writer at a time.
 */
export function importBusy(progress: ImportProgress, retry = "Upload again"): ApiError {
  const since = progress.startedAt.slice(11, 16);
  const doing =
    progress.phase === "writing" && progress.rows !== undefined
      ? `writing ${progress.rows.toLocaleString("en-US")} rows`
      : "reading and checking the sheet";
  return new ApiError(
    409,
    `Another import is under way: "${progress.fileName}" by ${progress.username}, started ${since} UTC, now ${doing}. ${retry} when it has finished.`,
    { importInProgress: progress },
  );
}

/**
 * Refuses a change to the catalogue or its history (a product by hand, an undo) while an import
 * runs, with that 409: both write the same rows and history, one writer at a time.
 */
export function refuseWhileImporting(runner: Pick<ImportRunner, "progress">, retry: string): void {
  const progress = runner.progress;
  if (progress) throw importBusy(progress, retry);
}

/**
 * Runs an import through the runner: "another one is under way" is that 409, "shutdown ended it" a
 * 503, "its client left" a 499 nobody reads.
 */
export async function runImport(runner: ImportRunner, ...args: Parameters<ImportRunner["run"]>) {
  try {
    return await runner.run(...args);
  } catch (error) {
    if (error instanceof ImportBusyError) throw importBusy(error.progress);
    if (error instanceof ImportStoppedError)
      throw new ApiError(503, "The server was restarting and the import was not applied. Please upload it again.");
    // Nobody reads this answer: 499 (client closed request) says so in the request log.
    if (error instanceof ImportAbandonedError) throw new ApiError(499, error.message);
    throw error;
  }
}
