import { inflateRawSync } from "node:zlib";
import * as XLSX from "@e965/xlsx";
import type { SpreadsheetLimits } from "./read-workbook.server.ts";
import { zipWorkbookKind } from "./sheet-formats.server.ts";
import { damaged, Refusal, workerMessages } from "./workbook-refusals.server.ts";

// Checking a workbook's container before SheetJS trusts it, in the spreadsheet worker (xlsx-worker.ts):
// the zip archive of an .xlsx or .ods, and the compound file of an .xls.

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
