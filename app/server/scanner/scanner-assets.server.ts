import { createRequire } from "node:module";
import path from "node:path";
import type { Request, Response } from "express";
import { OCR_ASSETS_PATH } from "#app/scanner/ocr-assets.ts";

const require = createRequire(import.meta.url);
const tesseractDir = path.join(path.dirname(require.resolve("tesseract.js/package.json")), "dist");
const coreDir = path.dirname(require.resolve("tesseract.js-core/package.json"));
const englishDir = path.join(path.dirname(require.resolve("@tesseract.js-data/eng/package.json")), "4.0.0_best_int");

/**
 * The label scanner's OCR files, served from our own origin out of the npm packages that ship them
 * (decision 148): Tesseract's worker, its WebAssembly core in the three LSTM builds the worker
 * chooses between by the browser's SIMD support, and the English data. Nothing else in
 * node_modules is reachable: a name not in this table is a 404.
 */
const files: Record<string, { dir: string; type: string }> = {
  "worker.min.js": { dir: tesseractDir, type: "text/javascript" },
  "tesseract-core-lstm.wasm.js": { dir: coreDir, type: "text/javascript" },
  "tesseract-core-simd-lstm.wasm.js": { dir: coreDir, type: "text/javascript" },
  "tesseract-core-relaxedsimd-lstm.wasm.js": { dir: coreDir, type: "text/javascript" },
  "eng.traineddata.gz": { dir: englishDir, type: "application/octet-stream" },
};

/** Answers `${OCR_ASSETS_PATH}/:file`. */
export const SCANNER_ASSETS_ROUTE = `${OCR_ASSETS_PATH}/:file`;

export function scannerAsset(req: Request, res: Response): void {
  const file = files[String(req.params.file)];
  if (!file) {
    res.status(404).type("text/plain").send("Not found");
    return;
  }
  // A day: the files change only when the packages are upgraded, and the worker then asks anew.
  res.sendFile(String(req.params.file), { root: file.dir, maxAge: "1d", headers: { "Content-Type": file.type } });
}
