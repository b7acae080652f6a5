import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Worker } from "node:worker_threads";

/**
 * A worker's source file, `workerFromRoot` being its path from the project root. The production
 * server is a bundle in build/server/, where this module's own folder says nothing about the
 * sources, so look upwards for the project root (the folder with package.json and the worker in it)
 * from wherever this code runs.
 */
export function workerScriptPath(workerFromRoot: string, fromDirectory: string = import.meta.dirname): string {
  for (let directory = fromDirectory; ; directory = path.dirname(directory)) {
    const candidate = path.join(directory, workerFromRoot);
    if (existsSync(path.join(directory, "package.json")) && existsSync(candidate)) return candidate;
    if (path.dirname(directory) === directory) {
      throw new Error(`Cannot find ${workerFromRoot} in any folder above ${fromDirectory}`);
    }
  }
}

/** How long a worker that has answered gets to end by itself before it is ended. */
const RETIRE_GRACE_MS = 2_000;

/**
 * Lets a worker that has given its answer end by itself, and ends it only if it has not within
 * `graceMs` (two seconds by default). Ending it the moment its answer arrived raced V8's own teardown
 * of the thread (a fatal "Check failed: jit_page.has_value()" in the public server of one clean-clone
 * run, and forks lost to SIGSEGV in import suites before): a thread whose script is done exits
 * cleanly on its own.
 */
export function retireWorker(worker: Worker, graceMs = RETIRE_GRACE_MS): void {
  const grace = setTimeout(() => void worker.terminate(), graceMs);
  grace.unref();
  worker.once("exit", () => clearTimeout(grace));
}

/**
 * A worker started before its job (decision 165: an import's worker, a file's reader), so that its
 * thread and modules load while nothing waits for them. While it waits it is unref'd (it never keeps
 * the process alive) and an error only ends it: whoever gives it its job answers for later ones.
 */
export class StandbyWorker {
  readonly worker: Worker;
  #ended = false;

  constructor(worker: Worker) {
    this.worker = worker;
    worker.once("exit", () => {
      this.#ended = true;
    });
    worker.on("error", () => undefined);
    worker.unref();
  }

  /** It ended (crashed, or was ended) before it was given its job: it is not used. */
  get ended(): boolean {
    return this.#ended;
  }

  /** Sends it its one job; from then on it keeps the process alive, as a worker with work does. */
  give(job: unknown, transferList: ArrayBuffer[]): Worker {
    this.worker.ref();
    this.worker.postMessage(job, transferList);
    return this.worker;
  }

  /** Ends it if no job took it: told to retire, it ends by itself (retireWorker ends it if not). */
  retire(): void {
    if (this.#ended) return;
    this.worker.postMessage({ task: "retire" });
    retireWorker(this.worker);
  }
}

/**
 * The environment of an import's and a read's worker: the parent's, with Node's module compile cache
 * on (decision 156). Each worker is a fresh thread that compiles its modules again (the import's
 * code and SheetJS, about half a second of CPU), on the core the file is being parsed on; with the
 * cache, later workers load them from V8's code cache on disk. A directory set in
 * NODE_COMPILE_CACHE is kept; NODE_DISABLE_COMPILE_CACHE=1 turns it off.
 */
export function workerEnv(): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE || path.join(tmpdir(), "node-compile-cache"),
  };
}
