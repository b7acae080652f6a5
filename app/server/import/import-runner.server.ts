import path from "node:path";
import { Worker } from "node:worker_threads";
import type { DatabaseOptions } from "../db/database.server.ts";
import type {
  ExportJob,
  ExportMessage,
  ImportJob,
  ImportMessage,
  ImportPhase,
  RelayedOutcome,
  WholeListJob,
  WholeListMessage,
} from "./catalogue-worker.ts";
import { type CommitGate, claimStop, newCommitGate } from "./commit-gate.ts";
import { retireWorker, workerEnv, workerScriptPath } from "./worker-script.server.ts";

/** What staff (and a second uploader's 409) are told about the import under way. */
export interface ImportProgress {
  fileName: string;
  username: string;
  startedAt: string;
  dryRun: boolean;
  phase: ImportPhase;
  /** Rows being written, once the sheet is read and valid. */
  rows?: number;
}

/** What an upload asks of the import besides its file. */
export type ImportRunOptions = Pick<ImportJob, "dryRun" | "history" | "mapping" | "publish">;

/** How many uploads may wait for the import under way; past that, a 409. */
const MAX_WAITING_IMPORTS = 1;

/** Thrown by `run` when another import is under way and one already waits; carries its progress. */
export class ImportBusyError extends Error {
  readonly progress: ImportProgress;
  constructor(progress: ImportProgress) {
    super("Another import is under way.");
    this.progress = progress;
  }
}

/** Rejects an import that shutdown ended before it committed: nothing of it was written. */
export class ImportStoppedError extends Error {}

const CATALOGUE_WORKER = path.join("app", "server", "import", "catalogue-worker.ts");

function startWorker(job: ImportJob | ExportJob | WholeListJob, transferList: ArrayBuffer[] = []): Worker {
  return new Worker(workerScriptPath(CATALOGUE_WORKER), {
    workerData: job,
    transferList,
    // The parent's flags (a test runner's loaders, --inspect) mean nothing to the worker.
    execArgv: [],
    env: workerEnv(),
  });
}

let exports: Promise<unknown> = Promise.resolve();

/**
 * The whole catalogue as a workbook, read and written in a worker thread: 50,000 rows take SheetJS
 * a second or more, which must not stall visitors. One at a time, as each holds the catalogue in memory.
 */
export function exportCatalogueInWorker(database: DatabaseOptions): Promise<Buffer> {
  const run = () =>
    new Promise<Buffer>((resolve, reject) => {
      const worker = startWorker({ task: "export-catalogue", ...database });
      worker.once("message", (message: ExportMessage) => {
        resolve(Buffer.from(message.workbook.buffer, message.workbook.byteOffset, message.workbook.byteLength));
        retireWorker(worker);
      });
      worker.once("error", reject);
      worker.once("exit", () => reject(new Error("The export stopped before it finished.")));
    });
  const result = exports.then(run, run);
  exports = result.catch(() => undefined);
  return result;
}

/**
 * The JSON of a product list call without `limit`, read and serialised in a worker thread: the whole
 * catalogue (70,000 products, 15 MB) takes over half a second, which must not stall visitors. The
 * caller keeps it per catalogue version (catalogue/whole-list.server.ts).
 */
export function wholeListInWorker(database: DatabaseOptions, query: WholeListJob["query"]): Promise<WholeListJson> {
  return new Promise((resolve, reject) => {
    const worker = startWorker({ task: "whole-list", query, ...database });
    worker.once("message", (message: WholeListMessage) => {
      const bytes = (view: Uint8Array) => Buffer.from(view.buffer, view.byteOffset, view.byteLength);
      resolve({ body: bytes(message.body), gzip: bytes(message.gzip), etag: message.etag });
      retireWorker(worker);
    });
    worker.once("error", reject);
    worker.once("exit", () => reject(new Error("The list stopped before it finished.")));
  });
}

/** A list call's answer as bytes, plain and gzipped, with its ETag. */
export interface WholeListJson {
  body: Buffer;
  gzip: Buffer;
  etag: string;
}

/**
 * Runs catalogue imports one at a time, each in a worker thread with its own database connection
 * (decision 044): the main thread only hands over the file and relays the outcome, so pages and
 * /healthz keep answering while 50,000 rows are read, checked and committed.
 */
export class ImportRunner {
  readonly #database: DatabaseOptions;
  #running:
    | {
        progress: ImportProgress;
        worker: Worker;
        done: Promise<RelayedOutcome>;
        commitGate: CommitGate;
        stopped: boolean;
      }
    | undefined;
  /** Uploads waiting for the one under way (at most MAX_WAITING_IMPORTS). */
  #waiting = 0;
  #stopping = false;

  /** `database`: how the worker opens the app's database (AppDatabase.reopen). */
  constructor(database: DatabaseOptions) {
    this.#database = database;
  }

  /** The import under way, if any. */
  get progress(): ImportProgress | undefined {
    return this.#running && { ...this.#running.progress };
  }

  /** The import under way when no further upload may wait for it: a new one would be refused. */
  get full(): ImportProgress | undefined {
    return this.#waiting >= MAX_WAITING_IMPORTS ? this.progress : undefined;
  }

  /**
   * Imports (or with dryRun previews) a sheet. While another runs, one upload waits its turn (two
   * staff members sending at once both get their answer); a further one is refused with
   * ImportBusyError, which carries the progress of the one under way. An ArrayBuffer moves to the
   * worker as it is (the caller's is detached); a Buffer is copied first.
   */
  async run(file: Buffer | ArrayBuffer, options: ImportRunOptions): Promise<RelayedOutcome> {
    while (this.#running) {
      if (this.#waiting >= MAX_WAITING_IMPORTS) throw new ImportBusyError({ ...this.#running.progress });
      this.#waiting += 1;
      try {
        await this.#running.done.catch(() => undefined);
      } finally {
        this.#waiting -= 1;
      }
    }
    if (this.#stopping) throw new ImportStoppedError("The server is stopping; the import was not started.");
    return this.#start(file, options);
  }

  #start(file: Buffer | ArrayBuffer, options: ImportRunOptions): Promise<RelayedOutcome> {
    // A Buffer is copied, so transferring it never detaches the caller's buffer (or Node's shared pool).
    const own = file instanceof ArrayBuffer ? file : new Uint8Array(file).buffer;
    const commitGate = newCommitGate();
    const job: ImportJob = { task: "import-catalogue", file: own, commitGate, ...options, ...this.#database };
    const worker = startWorker(job, [own]);
    const progress: ImportProgress = {
      fileName: options.history.fileName,
      username: options.history.username,
      startedAt: new Date().toISOString(),
      dryRun: options.dryRun,
      phase: "reading",
    };
    const done = new Promise<RelayedOutcome>((resolve, reject) => {
      worker.on("message", (message: ImportMessage) => {
        if (message.type === "phase") {
          progress.phase = message.phase;
          if (message.rows !== undefined) progress.rows = message.rows;
        } else resolve(message.outcome);
      });
      const stoppedError = () =>
        new ImportStoppedError("The server stopped during the import; nothing of it was written.");
      // A stopped import's worker throws at its commit gate (or is ended): either way nothing was written.
      worker.once("error", (error) => reject(running.stopped ? stoppedError() : error));
      worker.once("exit", (code) =>
        reject(
          running.stopped ? stoppedError() : new Error(`The import stopped before it finished (exit code ${code}).`),
        ),
      );
    }).finally(() => {
      this.#running = undefined;
      retireWorker(worker);
    });
    const running = { progress, worker, done, commitGate, stopped: false };
    this.#running = running;
    return done;
  }

  /**
   * For shutdown: lets the import under way finish within `graceMs`; past that, stops it unless it
   * has begun to commit (commit-gate.ts) and ends its thread, which rolls its transaction back
   * (nothing of it was visible). An import already committing is waited for: its rows are written,
   * and its client is told so. Says which happened.
   */
  async stop(graceMs: number): Promise<"idle" | "finished" | "rolled-back"> {
    this.#stopping = true;
    const running = this.#running;
    if (!running) return "idle";
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finished = await Promise.race([
      running.done.then(
        () => true,
        () => true,
      ),
      new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), graceMs);
      }),
    ]);
    clearTimeout(timer);
    if (finished) return "finished";
    if (!claimStop(running.commitGate)) {
      await running.done.catch(() => undefined);
      return "finished";
    }
    running.stopped = true;
    await running.worker.terminate();
    return "rolled-back";
  }
}
