/**
 * Reads the sheets of an uploaded workbook or CSV inside a worker thread (see read-workbook.server.ts).
 *
 * Node runs this file directly, never through the Vite bundle, so it and every module it loads keep
 * to erasable TypeScript. Everything that could be slow or hungry for an untrusted file happens here,
 * where a heap limit and a timeout contain it: recognising the format, checking the zip archive
 * before SheetJS inflates it (workbook-archive.server.ts), and parsing (sheet-cells.server.ts).
 */
import { type MessagePort, parentPort, workerData } from "node:worker_threads";
import * as XLSX from "@e965/xlsx";
import type { SpreadsheetLimits, WorkbookResult, WorkbookSheet, WorkerInput } from "./read-workbook.server.ts";
import { parseWorkbook, rowsToRead, sheetRows } from "./sheet-cells.server.ts";
import { decodeText, readDelimitedText, sniffContainer } from "./sheet-formats.server.ts";
import { checkWorkbookArchive, checkXlsContainer } from "./workbook-archive.server.ts";
import { Refusal, workerMessages } from "./workbook-refusals.server.ts";

/** A CSV or tab-separated text: one sheet, named "CSV", every cell the text as written. */
function readTextSheet(file: Buffer, limits: SpreadsheetLimits): WorkbookSheet[] {
  const decoded = decodeText(file);
  const table = decoded && readDelimitedText(decoded.text, rowsToRead(limits));
  if (!table) throw new Refusal(workerMessages.notExcel);
  return [{ name: "CSV", rows: table.rows }];
}

function readWorkbookSheets(file: Buffer, limits: SpreadsheetLimits): WorkbookSheet[] {
  const workbook = parseWorkbook(file, limits);
  return workbook.SheetNames.map((name) => ({ name, rows: sheetRows(workbook.Sheets[name]) }));
}

export function readWorkbookInThisThread(file: Buffer, limits: SpreadsheetLimits): WorkbookResult {
  try {
    const container = sniffContainer(file);
    let sheets: WorkbookSheet[];
    if (container === "maybe-text") sheets = readTextSheet(file, limits);
    else {
      if (container === "zip") checkWorkbookArchive(file, limits);
      else checkXlsContainer(file);
      sheets = readWorkbookSheets(file, limits);
    }
    // Over the limit however long its title block: refused here. Below the header the validation
    // counts again once the header row is known (sheet-validation.server.ts).
    if (sheets.some((sheet) => sheet.rows.length > rowsToRead(limits) - 1)) {
      return { ok: false, error: workerMessages.tooManyRows(limits.maxRows) };
    }
    return { ok: true, sheets };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, error: error.message };
    return { ok: false, error: workerMessages.damaged };
  }
}

function isWorkerInput(data: unknown): data is WorkerInput {
  return (data as WorkerInput | null)?.task === "read-workbook";
}

function isStandby(data: unknown): boolean {
  return (data as { task?: unknown } | null)?.task === "read-workbook-standby";
}

async function answer(port: MessagePort, input: WorkerInput): Promise<void> {
  const file = Buffer.from(input.file);
  // Legacy .xls files (BIFF5, older Russian and Eastern European exports) store text in a code page.
  // Only they do, and the tables are a large module: loaded for an .xls alone, not for every .xlsx.
  if (sniffContainer(file) === "ole2") XLSX.set_cptable(await import("@e965/xlsx/dist/cpexcel.full.mjs"));
  port.postMessage(readWorkbookInThisThread(file, input.limits));
}

if (parentPort && isWorkerInput(workerData)) await answer(parentPort, workerData);
else if (parentPort && isStandby(workerData)) {
  // A reader started before its file (read-workbook.server.ts, decision 165): SheetJS is loaded and
  // compiled already; it reads the one file it is sent, or ends when told to retire (any other message).
  const port = parentPort;
  port.once("message", (message: unknown) => {
    if (isWorkerInput(message)) void answer(port, message);
  });
}
