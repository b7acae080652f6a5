import type { Worker } from "node:worker_threads";
import type { DatabaseOptions } from "../db/database.server.ts";
import type { ImportJob, ImportMessage, ImportPhase, RelayedOutcome, StandbyMessage } from "./catalogue-worker.ts";
import { startCatalogueWorker as startWorker } from "./catalogue-worker-thread.server.ts";
import { type CatalogueWriterLock, inProcessWriterLock, type WriterHold } from "./catalogue-writer.server.ts";
import { type CommitGate, claimStop, newCommitGate } from "./commit-gate.ts";
import { retireWorker, StandbyWorker } from "./worker-script.server.ts";

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

/**
 * Thrown by `run` when another import is under way and one already waits, or when one is under way
 * on another process (decision 198); by `holdWriter` while one is under way anywhere. Carries its progress.
 */
export class ImportBusyError extends Error {
  readonly progress: ImportProgress;
  constructor(progress: ImportProgress) {
    super("Another import is under way.");
    this.progress = progress;
  }
}

/** Rejects an import that shutdown ended before it committed: nothing of it was written. */
export class ImportStoppedError extends Error {}

/**
 * Rejects an import whose client went away (its `signal` aborted) while it waited its turn, or
 * while it ran and before it began to commit: it was dropped or stopped, and nothing of it was
 * written (decision 179).
 */
export class ImportAbandonedError extends Error {}

/** How long an import's worker that has answered gets to checkpoint, close and end by itself. */
const IMPORT_RETIRE_GRACE_MS = 30_000;

/** How long a worker started for an import that did not come waits before it ends (the default). */
const SPARE_IDLE_MS = 60_000;

/** The import under way. */
interface Running {
  progress: ImportProgress;
  /** Started once the catalogue writer's lock is held. */
  worker: Worker | undefined;
  done: Promise<RelayedOutcome>;
  commitGate: CommitGate;
  /** Why it was ended before its answer: shutdown, or its client left. */
  stopped: false | "shutdown" | "abandoned";
}

const ignore = () => undefined;

const abandoned = () => new ImportAbandonedError("The client went away; the import was not applied.");

/** A worker started before its import (prepare), waiting for its job. */
interface SpareWorker {
  standby: StandbyWorker;
  /** Settles when its modules are loaded and its reader started, or when it ended. */
  ready: Promise<void>;
  idle: ReturnType<typeof setTimeout>;
}

/** How long a worker started early waits for its import; after each import, how long one is kept. */
export interface ImportRunnerOptions {
  /** A worker prepared for an import that does not come ends after this long (default a minute). */
  spareIdleMs?: number;
  /**
   * After each check (a dry run), a worker is started for the import and kept this long (0, the
   * default: none is kept). Staff check a sheet, then import it: the import then starts warm.
   * None is started after an import (decision 179).
   */
  keepWarmMs?: number;
  /**
   * The one writer of the catalogue across processes (decision 198): each import holds it from its
   * start to its end; without DATABASE_URL the in-process one.
   */
  writer?: CatalogueWriterLock;
}

/**
 * Runs catalogue imports one at a time, each in a worker thread with its own database connection
 * (decision 044): the main thread only hands over the file and relays the outcome, so pages and
 * /healthz keep answering while 50,000 rows are read, checked and committed.
 */
export class ImportRunner {
  readonly #database: DatabaseOptions;
  readonly #spareIdleMs: number;
  readonly #keepWarmMs: number;
  readonly #writer: CatalogueWriterLock;
  #spare: SpareWorker | undefined;
  #running: Running | undefined;
  /** Uploads waiting for the one under way (at most MAX_WAITING_IMPORTS). */
  #waiting = 0;
  #stopping = false;

  /** `database`: how the worker opens the app's database (AppDatabase.reopen). */
  constructor(database: DatabaseOptions, options: ImportRunnerOptions = {}) {
    this.#database = database;
    this.#spareIdleMs = options.spareIdleMs ?? SPARE_IDLE_MS;
    this.#keepWarmMs = options.keepWarmMs ?? 0;
    this.#writer = options.writer ?? inProcessWriterLock;
  }

  /**
   * The catalogue writer's lock for a change besides an import (a product, an undo, a publish, a
   * brand or category): held until released; refused with ImportBusyError while an import runs
   * here or on another process (decision 198). Throws WriterBusyError when another short write on
   * another process kept it past the wait.
   */
  async holdWriter(): Promise<WriterHold> {
    const local = this.progress;
    if (local) throw new ImportBusyError(local);
    const taken = await this.#writer.take<ImportProgress>();
    if ("importing" in taken) throw new ImportBusyError(taken.importing);
    return taken.held;
  }

  /**
   * Starts the next import's worker now (decision 165): its thread, the import's modules and its
   * file reader with SheetJS load before the file arrives (an upload calls this before it reads the
   * request's body), so the import reads its file at once. Resolves when that worker is ready; never
   * rejects: a worker that fails to start is replaced by a new one when the import comes. A worker
   * that no import takes ends after the idle time; an idle one never keeps the process alive.
   */
  prepare(idleMs: number = this.#spareIdleMs): Promise<void> {
    if (this.#stopping) return Promise.resolve();
    const current = this.#spare;
    if (current && !current.standby.ended) {
      current.idle.refresh();
      return current.ready;
    }
    let worker: Worker;
    try {
      worker = startWorker({ task: "import-standby" });
    } catch {
      // The import will start its own worker, and answer for what went wrong then.
      return Promise.resolve();
    }
    let ready!: () => void;
    const spare: SpareWorker = {
      standby: new StandbyWorker(worker),
      ready: new Promise<void>((resolve) => {
        ready = resolve;
      }),
      idle: setTimeout(() => this.#retireSpare(spare), idleMs),
    };
    spare.idle.unref();
    const onMessage = (message: StandbyMessage) => {
      if (message.type === "ready") ready();
    };
    worker.on("message", onMessage);
    worker.once("exit", () => {
      clearTimeout(spare.idle);
      if (this.#spare === spare) this.#spare = undefined;
      ready();
    });
    spare.ready.then(() => worker.off("message", onMessage));
    this.#spare = spare;
    return spare.ready;
  }

  /** Ends the worker started early, if no import took it: told to, it ends by itself. */
  #retireSpare(spare: SpareWorker | undefined = this.#spare): void {
    if (!spare) return;
    if (this.#spare === spare) this.#spare = undefined;
    clearTimeout(spare.idle);
    spare.standby.retire();
  }

  /** The worker started early, given this job, or a new worker with it. */
  #workerFor(job: ImportJob, transferList: ArrayBuffer[]): Worker {
    const spare = this.#spare;
    this.#spare = undefined;
    if (!spare || spare.standby.ended) return startWorker(job, transferList);
    clearTimeout(spare.idle);
    return spare.standby.give(job, transferList);
  }

  /** A worker started early waits for the next import. */
  get warm(): boolean {
    return this.#spare !== undefined && !this.#spare.standby.ended;
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
  async run(file: Buffer | ArrayBuffer, options: ImportRunOptions, signal?: AbortSignal): Promise<RelayedOutcome> {
    while (this.#running) {
      if (this.#waiting >= MAX_WAITING_IMPORTS) throw new ImportBusyError({ ...this.#running.progress });
      this.#waiting += 1;
      try {
        await this.#turnOrAbandoned(this.#running.done, signal);
      } finally {
        this.#waiting -= 1;
      }
    }
    if (this.#stopping) throw new ImportStoppedError("The server is stopping; the import was not started.");
    if (signal?.aborted) throw abandoned();
    const done = this.#start(file, options);
    if (signal) this.#endWhenAbandoned(signal, options.dryRun);
    return done;
  }

  /** Settles when the import under way ends, or throws as soon as `signal` says the client left. */
  #turnOrAbandoned(under: Promise<unknown>, signal: AbortSignal | undefined): Promise<void> {
    if (!signal) return under.then(ignore, ignore);
    if (signal.aborted) return Promise.reject(abandoned());
    return new Promise((resolve, reject) => {
      const leave = () => reject(abandoned());
      signal.addEventListener("abort", leave, { once: true });
      under.then(ignore, ignore).then(() => {
        signal.removeEventListener("abort", leave);
        resolve();
      });
    });
  }

  /**
   * The import just started, ended when its client leaves: a check at once, an import unless it has
   * begun to commit (commit-gate.ts), in which case it finishes and is in the history (decision 179).
   */
  #endWhenAbandoned(signal: AbortSignal, dryRun: boolean): void {
    const running = this.#running;
    if (!running) return;
    const leave = () => {
      if (this.#running !== running || running.stopped) return;
      if (!dryRun && !claimStop(running.commitGate)) return;
      running.stopped = "abandoned";
      void running.worker?.terminate();
    };
    signal.addEventListener("abort", leave, { once: true });
    running.done.then(
      () => signal.removeEventListener("abort", leave),
      () => signal.removeEventListener("abort", leave),
    );
  }

  #start(file: Buffer | ArrayBuffer, options: ImportRunOptions): Promise<RelayedOutcome> {
    // A Buffer is copied, so transferring it never detaches the caller's buffer (or Node's shared pool).
    const own = file instanceof ArrayBuffer ? file : new Uint8Array(file).buffer;
    const commitGate = newCommitGate();
    const job: ImportJob = { task: "import-catalogue", file: own, commitGate, ...options, ...this.#database };
    const progress: ImportProgress = {
      fileName: options.history.fileName,
      username: options.history.username,
      startedAt: new Date().toISOString(),
      dryRun: options.dryRun,
      phase: "reading",
    };
    const stoppedError = () =>
      running.stopped === "abandoned"
        ? abandoned()
        : new ImportStoppedError("The server stopped during the import; nothing of it was written.");
    const relay = (worker: Worker, hold: WriterHold) =>
      new Promise<RelayedOutcome>((resolve, reject) => {
        worker.on("message", (message: ImportMessage | StandbyMessage) => {
          if (message.type === "phase") {
            progress.phase = message.phase;
            if (message.rows !== undefined) progress.rows = message.rows;
            hold.update(progress);
          } else if (message.type === "done") resolve(message.outcome);
        });
        // A stopped import's worker throws at its commit gate (or is ended): either way nothing was written.
        worker.once("error", (error) => reject(running.stopped ? stoppedError() : error));
        worker.once("exit", (code) =>
          reject(
            running.stopped ? stoppedError() : new Error(`The import stopped before it finished (exit code ${code}).`),
          ),
        );
      });
    // The worker starts once the import is the catalogue's one writer, on every process.
    const locked = async (): Promise<RelayedOutcome> => {
      const taken = await this.#writer.take(progress);
      if ("importing" in taken) throw new ImportBusyError(taken.importing);
      try {
        if (running.stopped) throw stoppedError();
        running.worker = this.#workerFor(job, [own]);
        return await relay(running.worker, taken.held);
      } finally {
        await taken.held.release();
      }
    };
    const done = locked().finally(() => {
      this.#running = undefined;
      // Its connection folds the WAL and closes after the answer (decision 165): ending the thread in
      // the middle would leave that connection unclosed, so it gets far longer than the answer needs.
      if (running.worker) retireWorker(running.worker, IMPORT_RETIRE_GRACE_MS);
      // The import that follows a check starts warm. After an import none is kept: a waiting worker
      // holds memory (its modules, and the C allocator's freed memory it pins), and the process
      // gives back what the import took (decision 179).
      if (options.dryRun && !running.stopped && this.#keepWarmMs > 0 && !this.#stopping)
        void this.prepare(this.#keepWarmMs);
    });
    const running: Running = { progress, worker: undefined, done, commitGate, stopped: false };
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
    this.#retireSpare();
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
    running.stopped = "shutdown";
    await running.worker?.terminate();
    return "rolled-back";
  }
}
