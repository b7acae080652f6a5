import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import * as XLSX from "@e965/xlsx";
import { describe, expect, it } from "vitest";
import { uploadLimits } from "#app/server/upload-limits.server.ts";
import { fixturesDir } from "#tests/setup/fixtures.ts";
import { xlsxOf } from "#tests/setup/workbooks.ts";
import {
  readFirstSheet,
  readMessages,
  readWorkbook,
  retireEarlyReader,
  type SpreadsheetLimits,
  startReaderEarly,
} from "./read-workbook.server.ts";
import { workerMessages } from "./workbook-refusals.server.ts";

const fixtures = fixturesDir;
/** Each parse starts a worker thread; leave room for a busy machine. */
const workerTestTimeout = 30_000;
const fixture = (name: string) => readFileSync(path.join(fixtures, name));
const limits: SpreadsheetLimits = uploadLimits.spreadsheet;

const xlsxFromRows = (rows: unknown[][], decorate?: (sheet: XLSX.DenseWorkSheet) => void) =>
  xlsxOf(rows, { sheetName: "Sheet1", decorate });

describe("readFirstSheet on real files", { timeout: workerTestTimeout }, () => {
  it("reads the 300-row .xlsx with its header as row 1 and empty cells as null", async () => {
    const result = await readFirstSheet(fixture("catalogue-300.xlsx"));
    if (!result.ok) throw new Error(result.error);
    expect(result.rows).toHaveLength(301);
    expect(result.rows[0]).toEqual(["Product Name", "Part No.", "Brand", "Category", "Description", "Image", "Rating"]);
    // Row 6 holds the part number typed as digits: the office suite stored a number cell.
    expect(result.rows[5]?.[1]).toBe(33740);
    expect(result.rows[1]?.[5] ?? null).toBeNull();
    expect(result.rows[4]?.[6]).toBe(4.5);
  });

  it("reads the legacy .xls to the same cells as the .xlsx", async () => {
    const [xlsx, xls] = await Promise.all([
      readFirstSheet(fixture("catalogue-300.xlsx")),
      readFirstSheet(fixture("catalogue-300.xls")),
    ]);
    expect(xls).toEqual(xlsx);
  });

  it("leaves the caller's buffer usable (it transfers a copy to the worker)", async () => {
    const file = fixture("catalogue-300.xlsx");
    await readFirstSheet(file);
    expect(file.byteLength).toBe(20317);
  });

  it.each([["bad/not-a-spreadsheet.xlsx"], ["bad/text-renamed.jpg"], ["bad/script.svg"]])(
    "refuses %s as not a spreadsheet, naming the kinds accepted",
    async (name) => {
      expect(await readFirstSheet(fixture(name))).toEqual({ ok: false, error: workerMessages.notExcel });
      expect(workerMessages.notExcel).toBe(
        "Please upload a spreadsheet: Excel (.xlsx or .xls), OpenDocument (.ods) or CSV text (.csv or .txt, separated by commas, semicolons or tabs)",
      );
    },
  );

  it("refuses an empty file as not an Excel file", async () => {
    expect(await readFirstSheet(Buffer.alloc(0))).toEqual({ ok: false, error: workerMessages.notExcel });
  });

  it("refuses a truncated .xlsx as damaged", async () => {
    expect(await readFirstSheet(fixture("bad/truncated.xlsx"))).toEqual({
      ok: false,
      error: "The file is damaged or incomplete. Save it again from Excel and upload the new copy.",
    });
  });

  it("refuses an OLE2 file that holds no workbook as damaged", async () => {
    const ole2 = Buffer.alloc(4096);
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(ole2);
    expect(await readFirstSheet(ole2)).toEqual({ ok: false, error: workerMessages.damaged });
  });

  it("refuses another Office file in the same container (a .doc) as not an Excel file", async () => {
    expect(await readFirstSheet(compoundFile("/WordDocument"))).toEqual({ ok: false, error: workerMessages.notExcel });
  });

  it("refuses a password-protected .xlsx, which Excel stores in that container, naming the password", async () => {
    const encrypted = compoundFile("/EncryptionInfo", "/EncryptedPackage");
    expect(await readFirstSheet(encrypted)).toEqual({ ok: false, error: workerMessages.passwordProtected });
  });
});

describe("readWorkbook on suppliers' price lists", { timeout: workerTestTimeout }, () => {
  const priceList = (name: string) => fixture(path.join("price-lists", name));

  it("reads every sheet of a workbook, in order, keeping zero-padded item codes as shown", async () => {
    const result = await readWorkbook(priceList("tally-price-list.xlsx"));
    if (!result.ok) throw new Error(result.error);
    expect(result.sheets.map((sheet) => sheet.name)).toEqual(["Terms", "Price List"]);
    const rows = result.sheets[1]?.rows ?? [];
    expect(rows[0]).toEqual(["SHREE GANESH AUTO COOLING"]);
    expect(rows[4]).toEqual([]);
    expect(rows[6]?.slice(0, 4)).toEqual([1, "00417", "Compressor Swift Dzire Petrol", "Subros Ltd"]);
  });

  it("reads an OpenDocument sheet, recognised by its content", async () => {
    const result = await readWorkbook(priceList("carcool-libreoffice.ods"));
    if (!result.ok) throw new Error(result.error);
    expect(result.sheets.map((sheet) => sheet.name)).toEqual(["Rates"]);
    expect(result.sheets[0]?.rows[7]).toEqual(["Product", "Part No", "Brand", "Category", "Fits"]);
  });

  it("reads a Windows-1252 CSV with semicolons, every cell as the text written", async () => {
    const result = await readWorkbook(priceList("frioauto-es-1252.csv"));
    if (!result.ok) throw new Error(result.error);
    const rows = result.sheets[0]?.rows ?? [];
    expect(result.sheets[0]?.name).toBe("CSV");
    expect(rows[0]).toEqual(["Distribuidora Frío Auto S.L."]);
    expect(rows[5]).toEqual(["CODIGO", "DESCRIPCIÓN", "MARCA", "FAMILIA", "PVP (€)"]);
    expect(rows[6]).toEqual(["VA-817808", "Compresor climatización Peugeot 208", "Valeo", "Compresor", "289,50"]);
  });

  it("reads a UTF-8 CSV with a byte order mark and a UTF-16 tab-separated text", async () => {
    const [ukrainian, utf16] = await Promise.all([
      readWorkbook(priceList("kholod-ua-bom.csv")),
      readWorkbook(priceList("lakshmi-utf16.txt")),
    ]);
    if (!ukrainian.ok || !utf16.ok) throw new Error("not read");
    expect(ukrainian.sheets[0]?.rows[0]).toEqual(["ТОВ «Холод Авто»"]);
    expect(ukrainian.sheets[0]?.rows[8]?.[4]).toBe("4,5");
    expect(utf16.sheets[0]?.rows[2]).toEqual(["Part Number", "Description", "Brand", "Category", "Fits"]);
  });

  it("refuses text that is no table (one column of prose) and binary data", async () => {
    expect(await readWorkbook(Buffer.from("Dear sir,\nplease find our rates.\n"))).toEqual({
      ok: false,
      error: workerMessages.notExcel,
    });
    const binary = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0x01, 0x02, 0x3b, 0x0a, 0x3b, 0x00]);
    expect(await readWorkbook(binary)).toEqual({ ok: false, error: workerMessages.notExcel });
  });

  it("lets a title block above the header through besides the allowed rows, and no further", async () => {
    const title = "SHREE GANESH AUTO COOLING\nPrice List w.e.f. 01-11-2026\n\n";
    const text = `${title}Part Number,Name\n${"X-1,Radiator\n".repeat(10)}`;
    const allowance = { ...limits, maxRows: 10, maxRowsAboveHeader: 3 };
    expect((await readWorkbook(Buffer.from(text), allowance)).ok).toBe(true);
    expect(await readWorkbook(Buffer.from(`${text}X-2,Radiator\nX-3,Radiator\n`), allowance)).toEqual({
      ok: false,
      error: workerMessages.tooManyRows(10),
    });
  });

  it("counts a CSV's rows against the row limit", async () => {
    const text = `Part Number,Name\n${"X-1,Radiator\n".repeat(11)}`;
    const result = await readWorkbook(Buffer.from(text), { ...limits, maxRows: 10, maxRowsAboveHeader: 0 });
    expect(result).toEqual({ ok: false, error: workerMessages.tooManyRows(10) });
  });
});

/** An OLE2 compound file holding the named streams, as SheetJS's own CFB writer makes it. */
function compoundFile(...streams: string[]): Buffer {
  const container = XLSX.CFB.utils.cfb_new();
  for (const name of streams) XLSX.CFB.utils.cfb_add(container, name, Buffer.from(`${name} contents`));
  return XLSX.CFB.write(container, { type: "buffer" }) as Buffer;
}

describe("readFirstSheet limits", { timeout: workerTestTimeout }, () => {
  it("refuses a file over the size limit, naming the limit, without parsing it", async () => {
    const file = Buffer.alloc(limits.maxFileBytes + 1);
    fixture("catalogue-300.xlsx").copy(file);
    const result = await readFirstSheet(file);
    expect(result).toEqual({ ok: false, error: readMessages.tooLarge(limits.maxFileBytes) });
    expect(readMessages.tooLarge(limits.maxFileBytes)).toBe(
      "The file is larger than 20 MB. Split the catalogue into smaller sheets.",
    );
  });

  it("refuses more data rows than the limit, naming it, and accepts exactly the limit", async () => {
    const file = fixture("catalogue-300.xlsx");
    expect(await readFirstSheet(file, { ...limits, maxRows: 299, maxRowsAboveHeader: 0 })).toEqual({
      ok: false,
      error: workerMessages.tooManyRows(299),
    });
    expect((await readFirstSheet(file, { ...limits, maxRows: 300, maxRowsAboveHeader: 0 })).ok).toBe(true);
    expect(workerMessages.tooManyRows(limits.maxRows)).toBe(
      "The sheet has more than 100,000 product rows. Split the catalogue into sheets of at most 100,000 rows.",
    );
  });

  it("gives up on a parse that takes longer than the deadline", async () => {
    const result = await readFirstSheet(fixture("catalogue-300.xlsx"), { ...limits, parseTimeoutMs: 1 });
    expect(result).toEqual({ ok: false, error: readMessages.tooSlow(1) });
    expect(readMessages.tooSlow(limits.parseTimeoutMs)).toMatch(
      /^The file took too long to read \(more than 30 seconds\)/,
    );
  });

  it("survives a worker that runs out of memory", async () => {
    const rows = Array.from({ length: 20_000 }, (_, i) => [`Product ${i}`, `P-${i}`, "Denso", "Compressor"]);
    const result = await readFirstSheet(xlsxFromRows(rows), { ...limits, parseWorkerHeapMb: 8 });
    expect(result).toEqual({ ok: false, error: readMessages.outOfMemory(8) });
  });
});

describe("a reader started before its file (decision 165)", { timeout: workerTestTimeout }, () => {
  it("reads the file as a reader started for it does, and only one file", async () => {
    const started = await readFirstSheet(fixture("catalogue-300.xlsx"));
    startReaderEarly();
    expect(await readFirstSheet(fixture("catalogue-300.xlsx"))).toEqual(started);
    // The next read has no reader waiting: it starts its own.
    expect(await readFirstSheet(fixture("catalogue-300.xls"))).toMatchObject({ ok: true });
  });

  it("keeps the deadline and the heap limit: a read with another heap starts its own reader", async () => {
    startReaderEarly();
    expect(await readFirstSheet(fixture("catalogue-300.xlsx"), { ...limits, parseTimeoutMs: 1 })).toEqual({
      ok: false,
      error: readMessages.tooSlow(1),
    });
    startReaderEarly();
    const rows = Array.from({ length: 20_000 }, (_, i) => [`Product ${i}`, `P-${i}`, "Denso", "Compressor"]);
    expect(await readFirstSheet(xlsxFromRows(rows), { ...limits, parseWorkerHeapMb: 8 })).toEqual({
      ok: false,
      error: readMessages.outOfMemory(8),
    });
  });

  it("refuses a damaged file as before, and a retired reader is not used", async () => {
    startReaderEarly();
    expect(await readFirstSheet(fixture("bad/truncated.xlsx"))).toEqual({ ok: false, error: workerMessages.damaged });
    startReaderEarly();
    retireEarlyReader();
    expect((await readFirstSheet(fixture("catalogue-300.xlsx"))).ok).toBe(true);
  });
});

describe("readFirstSheet cell values", { timeout: workerTestTimeout }, () => {
  it("keeps zero-padded digits as their text, numbers as numbers and dates as ISO text", async () => {
    const file = xlsxFromRows(
      [
        ["Part", "Count", "When", "Flag", "Text"],
        [123, 33740, new Date(Date.UTC(2024, 0, 15)), true, "  spaced  "],
      ],
      (sheet) => {
        const first = sheet["!data"][1]?.[0];
        if (first) first.z = "00000";
      },
    );
    const result = await readFirstSheet(file);
    if (!result.ok) throw new Error(result.error);
    expect(result.rows[1]).toEqual(["00123", 33740, "2024-01-15", true, "  spaced  "]);
  });

  it("reads only the first sheet and drops trailing empty rows", async () => {
    const first = XLSX.utils.aoa_to_sheet([["A"], ["1"], [], [null]]);
    const second = XLSX.utils.aoa_to_sheet([["B"], ["2"]]);
    const workbook = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(workbook, first, "First");
    XLSX.utils.book_append_sheet(workbook, second, "Second");
    const result = await readFirstSheet(XLSX.write(workbook, { type: "buffer", bookType: "xlsx" }) as Buffer);
    expect(result).toEqual({ ok: true, rows: [["A"], ["1"]] });
  });
});

describe("the worker script", { timeout: workerTestTimeout }, () => {
  it("runs under plain Node, outside the test runner", () => {
    const script = `
      import { readFileSync } from "node:fs";
      import { readFirstSheet } from "./app/server/import/read-workbook.server.ts";
      const result = await readFirstSheet(readFileSync(${JSON.stringify(path.join(fixtures, "catalogue-300.xlsx"))}));
      process.stdout.write(JSON.stringify(result.ok ? result.rows.length : result.error));
    `;
    const output = execFileSync(process.execPath, ["--input-type=module", "--eval", script], {
      cwd: path.resolve("."),
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    });
    expect(JSON.parse(output)).toBe(301);
  });
});
