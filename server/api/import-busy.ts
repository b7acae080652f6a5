import { WriterBusyError } from "#app/server/import/catalogue-writer.server.ts";
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
 * Runs a change to the catalogue or its history (a product by hand, a publish, an undo, a brand or
 * category) as the catalogue's one writer (decision 198): refused with that 409 while an import
 * runs on this process or another, as both write the same rows and history; with PostgreSQL, other
 * processes' changes wait for it, and it for them. A 503 when another process's change held the
 * writer past the wait.
 */
export async function asOneWriter<T>(
  runner: Pick<ImportRunner, "holdWriter">,
  retry: string,
  work: () => Promise<T>,
): Promise<T> {
  let hold: Awaited<ReturnType<ImportRunner["holdWriter"]>>;
  try {
    hold = await runner.holdWriter();
  } catch (error) {
    if (error instanceof ImportBusyError) throw importBusy(error.progress, retry);
    if (error instanceof WriterBusyError) throw new ApiError(503, error.message);
    throw error;
  }
  try {
    return await work();
  } finally {
    await hold.release();
  }
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
