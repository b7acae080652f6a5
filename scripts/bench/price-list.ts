// `npm run bench -- price-list`: a supplier's price list at scale (issue 15). Generates a Tally-shaped
// workbook (a terms sheet first, a title block above the header on row 6, item codes stored as numbers
// shown with leading zeros, the supplier's own company and group names) and runs it through the import
// worker exactly as the API does, with a mapping that names the columns and settles the values:
//   1. import 50,000 rows with the mapping (goal: under 10 s);
//   2. preview 100,000 rows (goal: under 10 s);
// printing the time and the process's peak resident memory during each (the worker thread's included;
// the bench's own generated workbooks are part of it). Prints, asserts nothing.
import * as XLSX from "@e965/xlsx";
import type { ImportMappingRequest } from "#app/forms/import-mapping.ts";
import { openDatabase } from "#app/server/db/database.server.ts";
import { ImportRunner } from "#app/server/import/import-runner.server.ts";

const IMPORT_ROWS = 50_000;
const PREVIEW_ROWS = 100_000;
const HEADER_ROW = 6;

// The supplier's names for brands and groups, and what staff map them to.
const companies = [
  ["DENSO INDIA PVT LTD", "denso"],
  ["Valeo India", "valeo"],
  ["Mahle", "mahle-behr"],
  ["Sanden Vikas", "sanden"],
  ["Hanon", "hanon-systems"],
] as const;
const groups = [
  ["COMPRESSOR", "compressor"],
  ["CONDENSOR", "condenser"],
  ["COOLING COIL", "cooling-coil"],
  ["BLOWER", "blower-motor"],
  ["RADIATOR", "radiator"],
] as const;

const mapping: ImportMappingRequest = {
  sheet: "Price List",
  headerRow: HEADER_ROW,
  columns: { partNumber: "Item Code", name: "Item Name", brand: "Company", category: "Group" },
  values: {
    brand: Object.fromEntries(companies),
    category: Object.fromEntries(groups),
  },
};

function priceList(rows: number): Buffer {
  const table: (string | number)[][] = [
    ["SHREE GANESH AUTO COOLING"],
    ["Shop 14, Lohar Chawl, Mumbai 400002"],
    ["Price List w.e.f. 01-11-2026"],
    [],
    [],
    ["Sl No", "Item Code", "Item Name", "Company", "Group", "MRP", "Rate"],
  ];
  for (let i = 0; i < rows; i++) {
    const [company] = companies[i % companies.length] ?? companies[0];
    const [group] = groups[Math.floor(i / companies.length) % groups.length] ?? groups[0];
    table.push([
      i + 1,
      100_000 + i,
      `${group} for vehicle ${i}`,
      company,
      group,
      5000 + (i % 900) * 10,
      4200 + (i % 900) * 8,
    ]);
  }
  const sheet = XLSX.utils.aoa_to_sheet(table);
  sheet["!merges"] = [{ s: { r: 0, c: 0 }, e: { r: 0, c: 6 } }];
  for (let r = HEADER_ROW; r < table.length; r++) {
    const cell = sheet[XLSX.utils.encode_cell({ r, c: 1 })] as XLSX.CellObject | undefined;
    if (cell) cell.z = "0000000";
  }
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([["Prices are ex-godown Mumbai, GST extra."]]), "Terms");
  XLSX.utils.book_append_sheet(book, sheet, "Price List");
  // Compressed, as Excel and LibreOffice save it.
  return XLSX.write(book, { type: "buffer", bookType: "xlsx", compression: true }) as Buffer;
}

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
    `A Tally-shaped price list (title block, header on row ${HEADER_ROW}, a second sheet, mapped columns and values), through the import worker on SQLite`,
  );
  console.log(`  process RSS before: ${atStart.toFixed(0)} MB`);
  console.log(
    `  import ${IMPORT_ROWS.toLocaleString("en-US")} rows (${mb(importFile.byteLength)})   ${imported.ms.toFixed(0).padStart(6)} ms   created ${imported.result.created}   peak RSS ${imported.peakMb.toFixed(0)} MB   (goal: under 10,000 ms)`,
  );
  console.log(
    `  preview ${PREVIEW_ROWS.toLocaleString("en-US")} rows (${mb(previewFile.byteLength)})  ${previewed.ms.toFixed(0).padStart(6)} ms   new ${previewed.result.created}, unchanged ${previewed.result.unchanged}   peak RSS ${previewed.peakMb.toFixed(0)} MB   (goal: under 10,000 ms)`,
  );
}
