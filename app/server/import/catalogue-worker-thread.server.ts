/**
 * The catalogue worker's threads (catalogue-worker.ts): started for an import (ImportRunner), an
 * export of the whole catalogue, or the JSON of a whole list, so that the work of 50,000 rows never
 * stalls visitors on the main thread.
 */
import path from "node:path";
import { Worker } from "node:worker_threads";
import type { DatabaseOptions } from "../db/database.server.ts";
import type {
  ExportJob,
  ExportMessage,
  ImportJob,
  StandbyJob,
  WholeListJob,
  WholeListMessage,
} from "./catalogue-worker.ts";
import { retireWorker, workerEnv, workerScriptPath } from "./worker-script.server.ts";

const CATALOGUE_WORKER = path.join("app", "server", "import", "catalogue-worker.ts");

export function startCatalogueWorker(
  job: ImportJob | ExportJob | WholeListJob | StandbyJob,
  transferList: ArrayBuffer[] = [],
): Worker {
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
      const worker = startCatalogueWorker({ task: "export-catalogue", ...database });
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
    const worker = startCatalogueWorker({ task: "whole-list", query, ...database });
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
