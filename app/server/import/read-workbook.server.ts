/**
 * Reads an uploaded .xlsx, .xls, .ods or CSV text into plain rows, without letting a hostile or
 * broken file hurt the server: the work runs in a worker thread with its own heap limit and a
 * deadline (xlsx-worker.ts), and every refusal comes back as a message staff can act on.
 *
 * Node runs the worker from its TypeScript source, so this file, which the worker imports types
 * from, also stays erasable TypeScript.
 */
import path from "node:path";
import { Worker } from "node:worker_threads";
import { uploadLimits } from "#app/server/upload-limits.server.ts";
import { formatMegabytes } from "#app/utils/format-size.ts";
import { retireWorker, StandbyWorker, workerEnv, workerScriptPath } from "./worker-script.server.ts";

export type CellValue = string | number | boolean | null;

/** rows[i] is spreadsheet row i + 1 and rows[i][j] column j + 1 (A = 0); trailing empty rows dropped. */
export type ReadResult = { ok: true; rows: CellValue[][] } | { ok: false; error: string };

/** One sheet of a workbook, rows as in ReadResult; a CSV is one sheet named "CSV". */
export interface WorkbookSheet {
  name: string;
  rows: CellValue[][];
}

/** Every sheet, in the workbook's order. */
export type WorkbookResult = { ok: true; sheets: WorkbookSheet[] } | { ok: false; error: string };

export type SpreadsheetLimits = { readonly [Key in keyof typeof uploadLimits.spreadsheet]: number };

/** What the main thread sends the worker; the marker keeps an ordinary import of the worker from acting. */
export interface WorkerInput {
  task: "read-workbook";
  file: ArrayBuffer;
  limits: SpreadsheetLimits;
}

export const readMessages = {
  tooLarge: (limit: number) =>
    `The file is larger than ${formatMegabytes(limit)}. Split the catalogue into smaller sheets.`,
  tooSlow: (limitMs: number) =>
    `The file took too long to read (more than ${Math.round(limitMs / 1000)} seconds). Split the catalogue into smaller sheets and upload them one at a time.`,
  outOfMemory: (heapMb: number) =>
    `The file needs more memory to read than one upload may use (${heapMb} MB). Split the catalogue into smaller sheets.`,
  failed: "Something went wrong while reading the file. Try again; if it keeps failing, save it again from Excel.",
} as const;

/** The worker that reads a file, from the project root (workerScriptPath finds it from there). */
const XLSX_WORKER = path.join("app", "server", "import", "xlsx-worker.ts");

let cachedWorkerPath: string | undefined;

function cachedWorkerScriptPath(): string {
  cachedWorkerPath ??= workerScriptPath(XLSX_WORKER);
  return cachedWorkerPath;
}

/**
 * One parse at a time: each worker may take the full parse heap, so parallel uploads must not add
 * up to more memory than the server has. Uploads are rare staff actions; waiting is acceptable.
 */
let queue: Promise<unknown> = Promise.resolve();

function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const result = queue.then(task, task);
  queue = result.catch(() => undefined);
  return result;
}

/** Every sheet of an uploaded workbook, or of a CSV text (one sheet), read in a worker thread. */
export async function readWorkbook(
  file: Buffer,
  limits: SpreadsheetLimits = uploadLimits.spreadsheet,
): Promise<WorkbookResult> {
  // Checked before starting a thread: a file over the limit is not worth one.
  if (file.byteLength > limits.maxFileBytes) return { ok: false, error: readMessages.tooLarge(limits.maxFileBytes) };
  return oneAtATime(() => readInWorker(file, limits));
}

/** The first sheet only, for callers that take our own template as it is. */
export async function readFirstSheet(
  file: Buffer,
  limits: SpreadsheetLimits = uploadLimits.spreadsheet,
): Promise<ReadResult> {
  const read = await readWorkbook(file, limits);
  return read.ok ? { ok: true, rows: read.sheets[0]?.rows ?? [] } : read;
}

/** A reader started before its file, SheetJS loaded, waiting for the one file it will read. */
let standby: { reader: StandbyWorker; heapMb: number } | undefined;

/**
 * Starts a reader now, for the next read on this thread, so that starting its thread and loading
 * SheetJS happen before the file arrives instead of after (the import's worker calls this while it
 * waits for its job, decision 165). It takes the default limits' heap; a read with another heap
 * limit starts its own reader.
 */
export function startReaderEarly(limits: SpreadsheetLimits = uploadLimits.spreadsheet): void {
  if (standby && !standby.reader.ended) return;
  const worker = newReader({ task: "read-workbook-standby" }, limits.parseWorkerHeapMb);
  standby = { reader: new StandbyWorker(worker), heapMb: limits.parseWorkerHeapMb };
}

/** Ends the reader started early, if no read took it. */
export function retireEarlyReader(): void {
  standby?.reader.retire();
  standby = undefined;
}

function newReader(
  workerData: WorkerInput | { task: "read-workbook-standby" },
  heapMb: number,
  transferList: ArrayBuffer[] = [],
) {
  return new Worker(cachedWorkerScriptPath(), {
    workerData,
    transferList,
    resourceLimits: { maxOldGenerationSizeMb: heapMb },
    // The parent's flags (a test runner's loaders, --inspect) mean nothing to the worker.
    execArgv: [],
    env: workerEnv(),
  });
}

/** The reader started early when it can read with these limits (the same heap), or a new one given the file. */
function readerFor(input: WorkerInput): Worker {
  const waiting = standby;
  standby = undefined;
  if (waiting && !waiting.reader.ended && waiting.heapMb === input.limits.parseWorkerHeapMb) {
    return waiting.reader.give(input, [input.file]);
  }
  waiting?.reader.retire();
  return newReader(input, input.limits.parseWorkerHeapMb, [input.file]);
}

function readInWorker(file: Buffer, limits: SpreadsheetLimits): Promise<WorkbookResult> {
  // A copy, so transferring it never detaches the caller's buffer (or Node's shared pool).
  const copy = new Uint8Array(file.byteLength);
  copy.set(file);
  const input: WorkerInput = { task: "read-workbook", file: copy.buffer, limits: { ...limits } };

  return new Promise((resolve) => {
    const worker = readerFor(input);
    const deadline = setTimeout(
      () => settle({ ok: false, error: readMessages.tooSlow(limits.parseTimeoutMs) }),
      limits.parseTimeoutMs,
    );
    let settled = false;
    function settle(result: WorkbookResult, answered = false) {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      resolve(result);
      // A worker that answered ends by itself; one past its deadline or broken is ended now.
      if (answered) retireWorker(worker);
      else void worker.terminate();
    }
    worker.once("message", (message: unknown) =>
      settle(isWorkbookResult(message) ? message : { ok: false, error: readMessages.failed }, true),
    );
    worker.once("error", (error) => settle({ ok: false, error: crashMessage(error, limits) }));
    worker.once("exit", () => settle({ ok: false, error: readMessages.failed }));
  });
}

function crashMessage(error: unknown, limits: SpreadsheetLimits): string {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "ERR_WORKER_OUT_OF_MEMORY" ? readMessages.outOfMemory(limits.parseWorkerHeapMb) : readMessages.failed;
}

function isWorkbookResult(message: unknown): message is WorkbookResult {
  if (typeof message !== "object" || message === null) return false;
  const candidate = message as { ok?: unknown; sheets?: unknown; error?: unknown };
  return candidate.ok === true ? Array.isArray(candidate.sheets) : typeof candidate.error === "string";
}
