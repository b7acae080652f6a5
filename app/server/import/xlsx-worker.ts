/**
 * Reads the sheets of an uploaded workbook or CSV inside a worker thread (see read-workbook.server.ts).
 *
 * Node runs this file directly, never through the Vite bundle, so it keeps to erasable TypeScript
 * and imports project files only as types, apart from the import-free format-size.ts and
 * sheet-formats.server.ts. Everything that could be slow or hungry for an
 * untrusted file happens here, where a heap limit and a timeout contain it: recognising the
 * format, checking the zip archive before SheetJS inflates it, and parsing.
 */
import { type MessagePort, parentPort, workerData } from "node:worker_threads";
import { inflateRawSync } from "node:zlib";
import * as XLSX from "@e965/xlsx";
import { formatCount, formatMegabytes } from "../../utils/format-size.ts";
import { tooManyRowsMessage } from "../upload-limits.server.ts";
import type {
  CellValue,
  SpreadsheetLimits,
  WorkbookResult,
  WorkbookSheet,
  WorkerInput,
} from "./read-workbook.server.ts";
import { decodeText, readDelimitedText, sniffContainer, zipWorkbookKind } from "./sheet-formats.server.ts";

export const workerMessages = {
  notExcel:
    "Please upload a spreadsheet: Excel (.xlsx or .xls), OpenDocument (.ods) or CSV text (.csv or .txt, separated by commas, semicolons or tabs)",
  damaged: "The file is damaged or incomplete. Save it again from Excel and upload the new copy.",
  unusualZip:
    "The file is packed in a way Excel never uses (encrypted or unusual compression). Save it again from Excel as .xlsx and upload the new copy.",
  passwordProtected: "The file is password-protected. Remove the password in Excel and upload the file again.",
  tooManyEntries: (limit: number) =>
    `The file holds more than ${formatCount(limit)} internal parts, which no ordinary workbook needs. Save it again from Excel and upload the new copy.`,
  inflatesTooLarge: (limit: number) =>
    `The file unpacks to more than ${formatMegabytes(limit)}, far more than a catalogue needs. Split the catalogue into smaller sheets.`,
  tooManyRows: tooManyRowsMessage,
} as const;

/** Rows read of a sheet: the longest title block, the header, the allowed rows and one more. */
function rowsToRead(limits: SpreadsheetLimits): number {
  return limits.maxRowsAboveHeader + 1 + limits.maxRows + 1;
}

/** A refusal with the message staff will read; thrown from deep inside the checks, caught once. */
class Refusal extends Error {}

// ---------------------------------------------------------------------------------------------
// Recognising the format by content (sheet-formats.server.ts): a renamed PNG must not reach the parser.

// ---------------------------------------------------------------------------------------------
// The zip archive of an .xlsx, read from its central directory (PKWARE APPNOTE 4.3).

export interface ZipEntry {
  name: string;
  flags: number;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

const EOCD_SIGNATURE = 0x06054b50;
const EOCD_SIZE = 22;
const CENTRAL_HEADER_SIGNATURE = 0x02014b50;
const LOCAL_HEADER_SIGNATURE = 0x04034b50;
const ZIP64_EXTRA_ID = 0x0001;
const STORED = 0;
const DEFLATED = 8;
const ENCRYPTED_FLAG = 0x0001;

function damaged(): Refusal {
  return new Refusal(workerMessages.damaged);
}

/** Reads little-endian integers, refusing any read past the end (a cut-off file). */
function reader(buffer: Buffer) {
  const within = (offset: number, length: number) => {
    if (offset < 0 || offset + length > buffer.length) throw damaged();
    return offset;
  };
  return {
    u16: (offset: number) => buffer.readUInt16LE(within(offset, 2)),
    u32: (offset: number) => buffer.readUInt32LE(within(offset, 4)),
    u64: (offset: number) => {
      const value = buffer.readBigUInt64LE(within(offset, 8));
      if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw damaged();
      return Number(value);
    },
    bytes: (offset: number, length: number) => buffer.subarray(within(offset, length), offset + length),
  };
}

/**
 * The end-of-central-directory record, found the way SheetJS finds it (the last signature from the
 * end), so both read the same directory and nothing can hide behind a second one.
 */
function findEndOfCentralDirectory(zip: Buffer): number {
  const lowest = Math.max(0, zip.length - EOCD_SIZE - 0xffff);
  for (let offset = zip.length - 4; offset >= lowest; offset--) {
    if (zip.readUInt32LE(offset) === EOCD_SIGNATURE) return offset;
  }
  throw damaged();
}

interface CentralDirectory {
  entryCount: number;
  offset: number;
}

/**
 * Only the 16- and 32-bit fields, as SheetJS reads them. A zip64 directory is never needed within
 * the upload limits: its markers (0xFFFF entries, offset 0xFFFFFFFF) fail the entry or bounds checks.
 */
function readCentralDirectoryLocation(zip: Buffer): CentralDirectory {
  const read = reader(zip);
  const eocd = findEndOfCentralDirectory(zip);
  // SheetJS counts the entries "on this disk", the spec's readers the total; a workbook is one
  // disk, so the two agree, and an archive where they differ could show each reader other entries.
  const entriesOnDisk = read.u16(eocd + 8);
  if (entriesOnDisk !== read.u16(eocd + 10)) throw damaged();
  return { entryCount: entriesOnDisk, offset: read.u32(eocd + 16) };
}

/**
 * Sizes too large for 32 bits live in a zip64 extra field, in this fixed order. The header offset
 * stays the 32-bit one SheetJS uses.
 */
function applyZip64Extra(entry: ZipEntry, extra: Buffer): void {
  const read = reader(extra);
  let offset = 0;
  while (offset + 4 <= extra.length) {
    const id = read.u16(offset);
    const length = read.u16(offset + 2);
    if (id === ZIP64_EXTRA_ID) {
      let field = offset + 4;
      const next = () => {
        const value = read.u64(field);
        field += 8;
        return value;
      };
      if (entry.uncompressedSize === 0xffffffff) entry.uncompressedSize = next();
      if (entry.compressedSize === 0xffffffff) entry.compressedSize = next();
      return;
    }
    offset += 4 + length;
  }
}

/** Lists the archive's entries, refusing an archive with more entries than any workbook needs. */
export function readZipEntries(zip: Buffer, maxEntries: number): ZipEntry[] {
  const read = reader(zip);
  const directory = readCentralDirectoryLocation(zip);
  if (directory.entryCount > maxEntries) throw new Refusal(workerMessages.tooManyEntries(maxEntries));
  const entries: ZipEntry[] = [];
  let offset = directory.offset;
  for (let i = 0; i < directory.entryCount; i++) {
    if (read.u32(offset) !== CENTRAL_HEADER_SIGNATURE) throw damaged();
    const nameLength = read.u16(offset + 28);
    const extraLength = read.u16(offset + 30);
    const commentLength = read.u16(offset + 32);
    const entry: ZipEntry = {
      flags: read.u16(offset + 8),
      method: read.u16(offset + 10),
      compressedSize: read.u32(offset + 20),
      uncompressedSize: read.u32(offset + 24),
      localHeaderOffset: read.u32(offset + 42),
      name: read.bytes(offset + 46, nameLength).toString("utf8"),
    };
    applyZip64Extra(entry, read.bytes(offset + 46 + nameLength, extraLength));
    entries.push(entry);
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

function compressedData(zip: Buffer, entry: ZipEntry): Buffer {
  const read = reader(zip);
  const header = entry.localHeaderOffset;
  if (read.u32(header) !== LOCAL_HEADER_SIGNATURE) throw damaged();
  // SheetJS decides by the local header's method: one that differs from the directory's could
  // otherwise slip a deflated entry past these checks as "stored".
  if (read.u16(header + 8) !== entry.method) throw damaged();
  // The local header's name and extra lengths may differ from the central directory's copy.
  const dataStart = header + 30 + read.u16(header + 26) + read.u16(header + 28);
  return read.bytes(dataStart, entry.compressedSize);
}

/**
 * Inflates one entry with the remaining budget as a hard ceiling, so an entry that lies about its
 * size (a zip bomb) is stopped once it passes the budget instead of filling memory.
 */
function inflatedLength(zip: Buffer, entry: ZipEntry, budget: number, maxInflatedBytes: number): number {
  const data = compressedData(zip, entry);
  if (entry.method === STORED) return data.length;
  let inflated: Buffer;
  try {
    inflated = inflateRawSync(data, { maxOutputLength: Math.max(budget, 1) });
  } catch (error) {
    if (isOutputTooLarge(error)) throw new Refusal(workerMessages.inflatesTooLarge(maxInflatedBytes));
    throw damaged();
  }
  if (inflated.length > budget) throw new Refusal(workerMessages.inflatesTooLarge(maxInflatedBytes));
  // A size that disagrees with the directory means the archive is inconsistent, whatever caused it.
  if (inflated.length !== entry.uncompressedSize) throw damaged();
  return inflated.length;
}

function isOutputTooLarge(error: unknown): boolean {
  return error instanceof RangeError || (error as { code?: unknown } | null)?.code === "ERR_BUFFER_TOO_LARGE";
}

/** The OpenDocument `mimetype` entry, stored first and uncompressed by every writer; a few bytes at most. */
function mimetypeOf(zip: Buffer, entries: readonly ZipEntry[]): string | undefined {
  const entry = entries.find((candidate) => candidate.name === "mimetype");
  if (!entry || entry.method !== STORED || entry.compressedSize > 200) return undefined;
  return compressedData(zip, entry).toString("latin1");
}

/** Everything SheetJS would trust in an .xlsx or .ods archive, checked before SheetJS sees it. */
export function checkWorkbookArchive(zip: Buffer, limits: SpreadsheetLimits): "xlsx" | "ods" {
  const entries = readZipEntries(zip, limits.maxZipEntries);
  const kind = zipWorkbookKind(new Set(entries.map((entry) => entry.name)), mimetypeOf(zip, entries));
  if (!kind) throw new Refusal(workerMessages.notExcel);
  for (const entry of entries) {
    if (entry.flags & ENCRYPTED_FLAG) throw new Refusal(workerMessages.unusualZip);
    if (entry.method !== STORED && entry.method !== DEFLATED) throw new Refusal(workerMessages.unusualZip);
  }
  const declared = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
  if (declared > limits.maxInflatedBytes) throw new Refusal(workerMessages.inflatesTooLarge(limits.maxInflatedBytes));
  let used = 0;
  for (const entry of entries) {
    used += inflatedLength(zip, entry, limits.maxInflatedBytes - used, limits.maxInflatedBytes);
  }
  return kind;
}

// ---------------------------------------------------------------------------------------------
// The compound file of an .xls, which Word documents and encrypted workbooks share.

/**
 * An OLE2 compound file is an .xls only with a workbook stream ("Workbook" in BIFF8, "Book" in
 * BIFF5). Excel also stores a password-protected .xlsx in one, as an encrypted package.
 */
export function checkXlsContainer(file: Buffer): void {
  let container: unknown; // SheetJS types its bundled CFB reader as `any`
  try {
    container = XLSX.CFB.read(file, { type: "buffer" });
  } catch {
    throw damaged();
  }
  if (XLSX.CFB.find(container, "EncryptedPackage")) throw new Refusal(workerMessages.passwordProtected);
  if (!XLSX.CFB.find(container, "Workbook") && !XLSX.CFB.find(container, "Book")) {
    throw new Refusal(workerMessages.notExcel);
  }
}

// ---------------------------------------------------------------------------------------------
// Parsing with SheetJS and turning its cells into plain values.

function parseWorkbook(file: Buffer, limits: SpreadsheetLimits): XLSX.WorkBook {
  try {
    return XLSX.read(file, {
      type: "buffer",
      dense: true,
      cellFormula: false,
      cellHTML: false,
      cellStyles: false,
      cellDates: true,
      // No formatted text for every cell (a tenth of the read): numberValue formats the few numbers
      // whose format is not General itself, from the number format kept here.
      cellText: false,
      cellNF: true,
      // A title block, the header, every allowed row and one more: enough to notice a sheet over
      // the limit without building cells for the rest of it.
      sheetRows: rowsToRead(limits),
    });
  } catch (error) {
    if (error instanceof Error && /password-protected/i.test(error.message)) {
      throw new Refusal(workerMessages.passwordProtected);
    }
    throw damaged();
  }
}

/**
 * A number keeps its value, except digits the sheet pads with zeros (`00123`, a part number in a
 * zero-padded format), where the text on screen is what staff typed. The General format shows a
 * whole number as its digits, with no zeros in front: only another format can pad one.
 */
function numberValue(cell: XLSX.CellObject, value: number): CellValue {
  const shown = cell.w ?? (typeof cell.z === "string" && cell.z !== "General" ? formatted(cell.z, value) : undefined);
  if (typeof shown === "string" && /^\d+$/.test(shown) && shown !== String(value) && Number(shown) === value) {
    return shown;
  }
  return value;
}

/** A number as its format shows it; undefined for a format SheetJS cannot apply. */
function formatted(format: string, value: number): string | undefined {
  try {
    return XLSX.SSF.format(format, value);
  } catch {
    return undefined;
  }
}

function dateValue(date: Date): string {
  const iso = date.toISOString();
  return iso.endsWith("T00:00:00.000Z") ? iso.slice(0, 10) : iso;
}

export function cellValue(cell: XLSX.CellObject | undefined | null): CellValue {
  if (!cell) return null;
  const { v } = cell;
  switch (cell.t) {
    case "s":
      return typeof v === "string" ? v : v == null ? null : String(v);
    case "n":
      return typeof v === "number" && Number.isFinite(v) ? numberValue(cell, v) : null;
    case "b":
      return typeof v === "boolean" ? v : null;
    case "d":
      return v instanceof Date && !Number.isNaN(v.getTime()) ? dateValue(v) : typeof v === "string" ? v : null;
    default:
      // Stubs ("z") and error values ("e", such as #N/A) count as empty.
      return null;
  }
}

function isEmptyRow(row: readonly CellValue[]): boolean {
  return row.every((value) => value === null || (typeof value === "string" && value.trim() === ""));
}

/** Rows from sheet row 1 and column A, so an index is always a spreadsheet position. */
function sheetRows(sheet: XLSX.WorkSheet | undefined): CellValue[][] {
  const dense = (sheet as XLSX.DenseWorkSheet | undefined)?.["!data"] ?? [];
  const rows: CellValue[][] = [];
  for (let r = 0; r < dense.length; r++) {
    const cells = dense[r] ?? [];
    const row: CellValue[] = [];
    // Indexed loops on purpose: the dense arrays have holes that map() and for-of would treat differently.
    for (let c = 0; c < cells.length; c++) row.push(cellValue(cells[c]));
    while (row.length > 0 && row[row.length - 1] === null) row.pop();
    rows.push(row);
  }
  while (rows.length > 0 && isEmptyRow(rows[rows.length - 1] ?? [])) rows.pop();
  return rows;
}

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
