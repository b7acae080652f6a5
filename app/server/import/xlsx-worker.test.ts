/**
 * The worker's checks of a zip archive before SheetJS inflates it: entries, declared and real sizes,
 * methods and directories, run through readFirstSheet/readWorkbook as an upload is. The archives are
 * built here, byte by byte, as no office suite would write them.
 */
import { constants, deflateRawSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { uploadLimits } from "#app/server/upload-limits.server.ts";
import { sheetBomb } from "#tests/setup/sheet-bomb.ts";
import { storedEntry, type ZipEntry, zipArchive } from "#tests/setup/zip-archive.ts";
import { readFirstSheet, readWorkbook, type SpreadsheetLimits } from "./read-workbook.server.ts";
import { workerMessages } from "./workbook-refusals.server.ts";

/** Each parse starts a worker thread; leave room for a busy machine. */
const workerTestTimeout = 30_000;
const limits: SpreadsheetLimits = uploadLimits.spreadsheet;

/** The two parts that make a zip look like a workbook, plus whatever else the test needs. */
function workbookLikeZip(extra: readonly ZipEntry[]): Buffer {
  return zipArchive([
    storedEntry("[Content_Types].xml", '<?xml version="1.0"?><Types/>'),
    storedEntry("xl/workbook.xml", '<?xml version="1.0"?><workbook/>'),
    ...extra,
  ]);
}

/**
 * Raw deflate of `megabytes` MB of zeros, built from one flushed 1 MB block repeated, so the test
 * never holds the inflated size in memory: a zip bomb in a few hundred kilobytes.
 */
function deflatedZeros(megabytes: number): Buffer {
  const block = deflateRawSync(Buffer.alloc(1024 * 1024), { finishFlush: constants.Z_SYNC_FLUSH });
  const finalEmptyBlock = Buffer.from([0x03, 0x00]);
  return Buffer.concat([...Array.from({ length: megabytes }, () => block), finalEmptyBlock]);
}

function bombEntry(megabytes: number, declaredSize: number): ZipEntry {
  return { name: "xl/worksheets/sheet1.xml", stored: deflatedZeros(megabytes), method: 8, declaredSize };
}

describe("the worker's zip archive checks", { timeout: workerTestTimeout }, () => {
  it("refuses a zip that is another OpenDocument file (a text document)", async () => {
    const odt = zipArchive([
      storedEntry("mimetype", "application/vnd.oasis.opendocument.text"),
      storedEntry("content.xml", "<office:document-content/>"),
    ]);
    expect(await readWorkbook(odt)).toEqual({ ok: false, error: workerMessages.notExcel });
  });

  it("stops a zip bomb dressed as an OpenDocument sheet", async () => {
    const bomb = zipArchive([
      storedEntry("mimetype", "application/vnd.oasis.opendocument.spreadsheet"),
      { ...bombEntry(3, 1000), name: "content.xml" },
    ]);
    const result = await readWorkbook(bomb, { ...limits, maxInflatedBytes: 1024 * 1024 });
    expect(result).toEqual({ ok: false, error: workerMessages.inflatesTooLarge(1024 * 1024) });
  });

  it("refuses a zip that is not a workbook (say, a Word file)", async () => {
    const docx = zipArchive([
      storedEntry("[Content_Types].xml", "<Types/>"),
      storedEntry("word/document.xml", "<document/>"),
    ]);
    expect(await readFirstSheet(docx)).toEqual({ ok: false, error: workerMessages.notExcel });
  });

  it("refuses an archive with more entries than the limit", async () => {
    const filler = Array.from({ length: limits.maxZipEntries }, (_, i) => storedEntry(`xl/media/f${i}.txt`, ""));
    const result = await readFirstSheet(workbookLikeZip(filler));
    expect(result).toEqual({ ok: false, error: workerMessages.tooManyEntries(limits.maxZipEntries) });
    expect(workerMessages.tooManyEntries(limits.maxZipEntries)).toContain("10,000");
  });

  it("refuses an archive whose declared sizes add up past the inflate budget", async () => {
    const honest = { ...bombEntry(2, 2 * 1024 * 1024) };
    const result = await readFirstSheet(workbookLikeZip([honest]), { ...limits, maxInflatedBytes: 1024 * 1024 });
    expect(result).toEqual({ ok: false, error: workerMessages.inflatesTooLarge(1024 * 1024) });
  });

  it("stops a zip bomb that lies about its size while inflating it (the real 128 MB budget)", async () => {
    const bomb = workbookLikeZip([bombEntry(150, 1000)]);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const result = await readFirstSheet(bomb);
    expect(result).toEqual({ ok: false, error: workerMessages.inflatesTooLarge(limits.maxInflatedBytes) });
    expect(workerMessages.inflatesTooLarge(limits.maxInflatedBytes)).toContain("128 MB");
  });

  it("refuses a valid sheet whose XML unpacks past the budget before parsing it, and reads it within budget", async () => {
    // Issue 24's shape: long text cells, three faults a row; ~3.2 MB of sheet XML from a few KB.
    const bomb = sheetBomb({ rows: 1_000, descriptionLength: 3_000 });
    expect(bomb.length).toBeLessThan(64 * 1024);
    const budget = 2 * 1024 * 1024;
    expect(await readFirstSheet(bomb, { ...limits, maxInflatedBytes: budget })).toEqual({
      ok: false,
      error: workerMessages.inflatesTooLarge(budget),
    });
    const read = await readFirstSheet(bomb, { ...limits, maxInflatedBytes: 4 * budget });
    expect(read.ok && read.rows.length).toBe(1_001);
  });

  it("stops a zip bomb against a smaller budget too", async () => {
    const result = await readFirstSheet(workbookLikeZip([bombEntry(3, 1000)]), {
      ...limits,
      maxInflatedBytes: 2 * 1024 * 1024,
    });
    expect(result).toEqual({ ok: false, error: workerMessages.inflatesTooLarge(2 * 1024 * 1024) });
  });

  it("refuses an entry whose inflated size disagrees with the directory as damaged", async () => {
    const result = await readFirstSheet(workbookLikeZip([bombEntry(1, 1000)]));
    expect(result).toEqual({ ok: false, error: workerMessages.damaged });
  });

  it("refuses an entry whose local header names another method than the directory", async () => {
    const bomb = bombEntry(450, 0);
    const disguised: ZipEntry = { ...bomb, method: 0, localMethod: 8, declaredSize: bomb.stored.length };
    expect(await readFirstSheet(workbookLikeZip([disguised]))).toEqual({ ok: false, error: workerMessages.damaged });
  });

  it("refuses an archive whose two entry counts disagree (each reader could see other entries)", async () => {
    const zip = workbookLikeZip([]);
    zip.writeUInt16LE(0xffff, zip.length - 22 + 8);
    expect(await readFirstSheet(zip)).toEqual({ ok: false, error: workerMessages.damaged });
  });

  it("refuses encrypted zip entries and unknown compression methods", async () => {
    const unusual = { ...storedEntry("xl/worksheets/sheet1.xml", "x"), method: 12 as 0 };
    expect(await readFirstSheet(workbookLikeZip([unusual]))).toEqual({ ok: false, error: workerMessages.unusualZip });
  });
});
