/**
 * Runs the catalogue's heavy jobs in a worker thread (see import-runner.server.ts), on a database
 * connection of its own: an import (the import service's every step: reading the sheet, validating
 * it, the write with its history and lookup tables) or an export (reading every product and writing
 * the workbook). The main thread's event loop stays free to answer visitors while this works; on
 * SQLite, WAL lets the main thread's readers go on and see the catalogue of before until the
 * import's one commit.
 *
 * An import starts reading the file (in the read worker, read-workbook.server.ts) before it loads
 * anything else: the modules of the import and of the database then load, and the database opens,
 * on this thread while the file is read on another, instead of one after the other (decision 097).
 * So the modules a job needs are imported when it runs, not at the top of this file. A worker
 * started before its import (`{ task: "import-standby" }`, ImportRunner.prepare, decision 165) loads
 * them and starts its reader first, then takes its job by message.
 *
 * Node runs this file directly, never through the Vite bundle, so it keeps to erasable TypeScript.
 */
import { createHash } from "node:crypto";
import { type MessagePort, parentPort, workerData } from "node:worker_threads";
import { gzipSync } from "node:zlib";
import type { PublishChoice } from "../../api/imports.ts";
import type { ImportMappingRequest } from "../../forms/import-mapping.ts";
import type { AppDatabase } from "../db/database.server.ts";
import type { ProductQuery } from "../search/list-products.server.ts";
import { type CommitGate, claimCommit } from "./commit-gate.ts";
import type { ImportAuthor } from "./import-history.server.ts";
import type { ImportOutcome } from "./import-service.server.ts";
import { readWorkbook, retireEarlyReader, startReaderEarly } from "./read-workbook.server.ts";

export type { ImportOutcome } from "./import-service.server.ts";

/** An outcome's lists that can run to one entry per row (50,000): the faults, the rows left out, the changes. */
const LIST_KEYS = ["errors", "skipped", "changes"] as const;
type ListKey = (typeof LIST_KEYS)[number];
type WithoutLists<T> = T extends unknown ? Omit<T, ListKey> : never;

/**
 * An import's outcome as the worker hands it back: its lists travel as the JSON text of one object
 * (`{"errors":[…]}`), bytes moved without a copy, so the main thread neither rebuilds 50,000 objects
 * from a structured clone nor serialises them again: it sends the bytes as part of its answer.
 */
export type RelayedOutcome = WithoutLists<ImportOutcome> & { lists: Uint8Array; skippedCount: number };

export interface ImportJob {
  task: "import-catalogue";
  file: ArrayBuffer;
  dryRun: boolean;
  history: ImportAuthor;
  /** The client's mapping, already checked (structured-cloned: plain data). */
  mapping?: ImportMappingRequest | undefined;
  /** Staff's choice on the confirm step (decision 087); left out, the rule decides. */
  publish?: PublishChoice | undefined;
  /** Shared with the runner: the import commits only if shutdown has not stopped it first. */
  commitGate: CommitGate;
  dataDir: string;
  databaseUrl?: string | undefined;
}

export type ImportPhase = "reading" | "writing";

export type ImportMessage =
  | { type: "phase"; phase: ImportPhase; rows?: number }
  | { type: "done"; outcome: RelayedOutcome };

/**
 * A worker started before its import (ImportRunner.prepare, decision 165): it loads the import's
 * modules and starts its reader, says "ready", and waits for one ImportJob by message; any other
 * message ends it.
 */
export interface StandbyJob {
  task: "import-standby";
}

export type StandbyMessage = { type: "ready" };

export interface ExportJob {
  task: "export-catalogue";
  dataDir: string;
  databaseUrl?: string | undefined;
}

export type ExportMessage = { type: "workbook"; workbook: Uint8Array };

/** The JSON answer of a product list call without `limit` (the whole catalogue, or all of a filter). */
export interface WholeListJob {
  task: "whole-list";
  query: ProductQuery;
  dataDir: string;
  databaseUrl?: string | undefined;
}

/** The answer's bytes, gzipped too, and the weak ETag Express would have given them (W/"length-sha1"). */
export type WholeListMessage = { type: "whole-list"; body: Uint8Array; gzip: Uint8Array; etag: string };

type Job = ImportJob | ExportJob | WholeListJob;

function isJob(data: unknown): data is Job {
  const task = (data as { task?: unknown } | null)?.task;
  return task === "import-catalogue" || task === "export-catalogue" || task === "whole-list";
}

/**
 * The job's own connection, open only for `work`: an export's or a list's answer is posted after it
 * is closed. Not closed with close(): its TRUNCATE checkpoint would wait on the main thread's
 * readers; the commit's own passive checkpoint, and the server's at shutdown, keep the WAL in bounds.
 */
async function withDatabase<T>(job: Job, work: (database: AppDatabase) => Promise<T>) {
  const { openDatabase } = await import("../db/database.server.ts");
  // The server migrated the database at its start; a newer process may have since (a rolling upgrade).
  const database = await openDatabase({ dataDir: job.dataDir, databaseUrl: job.databaseUrl, migrate: false });
  try {
    return await work(database);
  } finally {
    await database.db.destroy();
  }
}

/**
 * An import's connection, open for `work`, then `answer` is called, and only then is the WAL folded
 * and the connection closed. On SQLite the commit does not fold the WAL into the database file
 * (SQLite's automatic checkpoint, about two fifths of the commit's time for 50,000 rows): the same
 * passive checkpoint runs once the answer is on its way (decision 165). The runner gives a thread that
 * has answered 30 seconds to end by itself; ended before the checkpoint, the WAL keeps the rows, and
 * the next commit's checkpoint or the server's at shutdown folds them in.
 */
async function withImportDatabase<T>(
  job: ImportJob,
  work: (database: AppDatabase) => Promise<T>,
  answer: (result: T) => void,
): Promise<void> {
  const { sql } = await import("kysely");
  await withDatabase(job, async (database) => {
    const sqlite = database.kind === "sqlite";
    if (sqlite) await sql`pragma wal_autocheckpoint = 0`.execute(database.db);
    answer(await work(database));
    if (sqlite && !job.dryRun) await sql`pragma wal_checkpoint(passive)`.execute(database.db);
  });
}

async function runImport(job: ImportJob, report: (message: ImportMessage) => void): Promise<void> {
  report({ type: "phase", phase: "reading" });
  const file = Buffer.from(job.file);
  const read = readWorkbook(file);
  const loading = import("./import-service.server.ts");
  await withImportDatabase(
    job,
    async (database) => {
      const { importCatalogueFile } = await loading;
      return importCatalogueFile(database.db, file, {
        read,
        dryRun: job.dryRun,
        mapping: job.mapping,
        publish: job.publish,
        author: job.history,
        onWriting: (rows) => report({ type: "phase", phase: "writing", rows }),
        beforeCommit: () => {
          if (!claimCommit(job.commitGate)) throw new Error("The server is stopping: the import is rolled back.");
        },
      });
    },
    (outcome) => report({ type: "done", outcome: relayed(outcome) }),
  );
}

function relayed(outcome: ImportOutcome): RelayedOutcome {
  const rest: Record<string, unknown> = { ...outcome };
  const lists: Record<string, unknown> = {};
  for (const key of LIST_KEYS) {
    if (rest[key] !== undefined) lists[key] = rest[key];
    delete rest[key];
  }
  return {
    ...(rest as WithoutLists<ImportOutcome>),
    lists: new TextEncoder().encode(JSON.stringify(lists)),
    skippedCount: outcome.ok ? outcome.skipped.length : 0,
  };
}

async function runExport(job: ExportJob, report: (message: ExportMessage) => void): Promise<void> {
  const { catalogueWorkbook, exportSpecColumns, listProductsForExport } = await import("./export-workbook.server.ts");
  const [products, specColumns] = await withDatabase(job, (database) =>
    Promise.all([listProductsForExport(database.db), exportSpecColumns(database.db)]),
  );
  const made = catalogueWorkbook(products, specColumns);
  // Its own memory, to transfer: a small Buffer is a view into Node's shared pool.
  const workbook = new Uint8Array(made.byteLength);
  workbook.set(made);
  report({ type: "workbook", workbook });
}

async function runWholeList(job: WholeListJob, report: (message: WholeListMessage) => void): Promise<void> {
  const { listProducts } = await import("../search/list-products.server.ts");
  const list = await withDatabase(job, (database) => listProducts(database.db, job.query));
  // The same object the API's sendOk would serialise: the same bytes as before, made here.
  const body = new TextEncoder().encode(JSON.stringify({ success: true, ...list }));
  const digest = createHash("sha1").update(body).digest("base64").slice(0, 27);
  // Compressed here once, not by the compression middleware for every caller on the main thread.
  const gzip = new Uint8Array(gzipSync(body, { level: 6 }));
  report({ type: "whole-list", body, gzip, etag: `W/"${body.byteLength.toString(16)}-${digest}"` });
}

function isImportJob(data: unknown): data is ImportJob {
  return (data as { task?: unknown } | null)?.task === "import-catalogue";
}

function reportImport(port: MessagePort) {
  return (message: ImportMessage) =>
    port.postMessage(message, message.type === "done" ? [message.outcome.lists.buffer as ArrayBuffer] : []);
}

if (parentPort && (workerData as StandbyJob | null)?.task === "import-standby") {
  const port = parentPort;
  // Everything a job would load first is loaded now, and the reader waits with SheetJS compiled:
  // the job's file is read the moment it arrives.
  startReaderEarly();
  port.once("message", (message: unknown) => {
    if (isImportJob(message)) void runImport(message, reportImport(port));
    else retireEarlyReader();
  });
  await Promise.all([import("./import-service.server.ts"), import("../db/database.server.ts")]);
  port.postMessage({ type: "ready" } satisfies StandbyMessage);
} else if (parentPort && isJob(workerData)) {
  const port = parentPort;
  // An error escapes as the worker's "error" event, which the runner answers for.
  if (workerData.task === "whole-list")
    await runWholeList(workerData, (message) =>
      port.postMessage(message, [message.body.buffer as ArrayBuffer, message.gzip.buffer as ArrayBuffer]),
    );
  else if (workerData.task === "import-catalogue") await runImport(workerData, reportImport(port));
  else await runExport(workerData, (message) => port.postMessage(message, [message.workbook.buffer as ArrayBuffer]));
}
