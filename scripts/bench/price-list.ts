// `npm run bench -- price-list`: a supplier's price list at scale (issue 15). Generates a Tally-shaped
// workbook (a terms sheet first, a title block above the header on row 6, item codes stored as numbers
// shown with leading zeros, the supplier's own company and group names) and runs it through the import
// worker exactly as the API does, with a mapping that names the columns and settles the values:
//   1. import 50,000 rows with the mapping (goal: under 10 s);
//   2. preview 100,000 rows (goal: under 10 s);
// printing the time and the process's peak resident memory during each (the worker thread's included;
// the bench's own generated workbooks are part of it). Prints, asserts nothing.
import { openDatabase } from "#app/server/db/database.server.ts";
import { ImportRunner } from "#app/server/import/import-runner.server.ts";
import {
  supplierMapping as mapping,
  supplierPriceList as priceList,
  SUPPLIER_HEADER_ROW,
} from "./supplier-workbook.ts";

const IMPORT_ROWS = 50_000;
const PREVIEW_ROWS = 100_000;

/** Runs `work` while sampling the process's resident memory (worker threads included) every 25 ms. */
async function withPeakMemory<T>(work: () => Promise<T>): Promise<{ result: T; ms: number; peakMb: number }> {
  let peak = process.memoryUsage.rss();
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 25);
  const started = performance.now();
  try {
    const result = await work();
    return { result, ms: performance.now() - started, peakMb: peak / 1024 / 1024 };
  } finally {
    clearInterval(timer);
  }
}

export async function benchPriceList(dataDir: string): Promise<void> {
  const atStart = process.memoryUsage.rss() / 1024 / 1024;
  const database = await openDatabase({ dataDir });
  await database.close();
  const runner = new ImportRunner({ dataDir });
  const author = { adminId: null, username: "bench", fileName: "shree-ganesh-price-list.xlsx" };

  const importFile = priceList(IMPORT_ROWS);
  const imported = await withPeakMemory(() => runner.run(importFile, { dryRun: false, history: author, mapping }));
  if (!imported.result.ok) throw new Error(`the price list was refused: ${imported.result.error}`);
  const previewFile = priceList(PREVIEW_ROWS);
  const previewed = await withPeakMemory(() => runner.run(previewFile, { dryRun: true, history: author, mapping }));
  if (!previewed.result.ok) throw new Error(`the preview was refused: ${previewed.result.error}`);
  await runner.stop(1_000);

  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  console.log(
    `A Tally-shaped price list (title block, header on row ${SUPPLIER_HEADER_ROW}, a second sheet, mapped columns and values), through the import worker on SQLite`,
  );
  console.log(`  process RSS before: ${atStart.toFixed(0)} MB`);
  console.log(
    `  import ${IMPORT_ROWS.toLocaleString("en-US")} rows (${mb(importFile.byteLength)})   ${imported.ms.toFixed(0).padStart(6)} ms   created ${imported.result.created}   peak RSS ${imported.peakMb.toFixed(0)} MB   (goal: under 10,000 ms)`,
  );
  console.log(
    `  preview ${PREVIEW_ROWS.toLocaleString("en-US")} rows (${mb(previewFile.byteLength)})  ${previewed.ms.toFixed(0).padStart(6)} ms   new ${previewed.result.created}, unchanged ${previewed.result.unchanged}   peak RSS ${previewed.peakMb.toFixed(0)} MB   (goal: under 10,000 ms)`,
  );
}
