/**
 * Runs one catalogue import in a worker thread (see import-runner.server.ts): the import service's
 * every step (reading the sheet, validating it, the write with its history and lookup tables), on
 * a database connection of its own. The main thread's event loop stays free to answer visitors while this works; on SQLite, WAL
 * lets the main thread's readers go on and see the catalogue of before until the one commit.
 *
 * Node runs this file directly, never through the Vite bundle, so it keeps to erasable TypeScript.
 */
import { parentPort, workerData } from "node:worker_threads";
import type { ImportMappingRequest } from "../../forms/import-mapping.ts";
import { openDatabase } from "../db/database.server.ts";
import type { ImportAuthor } from "./import-history.server.ts";
import { type ImportOutcome, importCatalogueFile } from "./import-service.server.ts";

export type { ImportOutcome } from "./import-service.server.ts";

export interface ImportJob {
  task: "import-catalogue";
  file: ArrayBuffer;
  dryRun: boolean;
  history: ImportAuthor;
  /** The client's mapping, already checked (structured-cloned: plain data). */
  mapping?: ImportMappingRequest | undefined;
  dataDir: string;
  databaseUrl?: string | undefined;
}

export type ImportPhase = "reading" | "writing";

export type ImportMessage =
  | { type: "phase"; phase: ImportPhase; rows?: number }
  | { type: "done"; outcome: ImportOutcome };

function isJob(data: unknown): data is ImportJob {
  return typeof data === "object" && data !== null && (data as { task?: unknown }).task === "import-catalogue";
}

async function runImport(job: ImportJob, report: (message: ImportMessage) => void): Promise<void> {
  report({ type: "phase", phase: "reading" });
  const database = await openDatabase({ dataDir: job.dataDir, databaseUrl: job.databaseUrl });
  try {
    const outcome = await importCatalogueFile(database.db, Buffer.from(job.file), {
      dryRun: job.dryRun,
      mapping: job.mapping,
      author: job.history,
      onWriting: (rows) => report({ type: "phase", phase: "writing", rows }),
    });
    report({ type: "done", outcome });
  } finally {
    // Not database.close(): its TRUNCATE checkpoint would wait on the main thread's readers. The
    // commit's own passive checkpoint, and the server's at shutdown, keep the WAL in bounds.
    await database.db.destroy();
  }
}

if (parentPort && isJob(workerData)) {
  const port = parentPort;
  // An error escapes as the worker's "error" event, which the runner answers for.
  await runImport(workerData, (message) => port.postMessage(message));
}
