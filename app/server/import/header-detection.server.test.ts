import { describe, expect, it } from "vitest";
import { readFixture } from "#tests/setup/fixtures.ts";
import { findHeaderRow, groupRowValue, pickDataSheet } from "./header-detection.server.ts";
import { type CellValue, readWorkbook } from "./read-workbook.server.ts";

/** Each read starts a worker thread; leave room for a busy machine. */
const workerTestTimeout = 30_000;

describe("the header row and data sheet of real price lists", { timeout: workerTestTimeout }, () => {
  it.each([
    ["tally-price-list.xlsx", "Price List", 6, "Sl No"],
    ["busy-group-rows.xls", "Stock", 8, "S.No."],
    ["marg-hindi.xlsx", "Sheet1", 12, "आइटम कोड"],
    ["avtoklimat-ru.xlsx", "Прайс", 12, "№"],
    ["frioauto-es-1252.csv", "CSV", 6, "CODIGO"],
    ["kholod-ua-bom.csv", "CSV", 8, "Артикул"],
    ["lakshmi-utf16.txt", "CSV", 3, "Part Number"],
    ["carcool-libreoffice.ods", "Rates", 8, "Product"],
  ])("%s: sheet %s, header on row %i", async (name, sheetName, headerRow, firstHeader) => {
    const read = await readWorkbook(readFixture("price-lists", name));
    if (!read.ok) throw new Error(read.error);
    const found = pickDataSheet(read.sheets);
    expect(found && read.sheets[found.sheet]?.name).toBe(sheetName);
    expect(found && found.header.index + 1).toBe(headerRow);
    const sheet = read.sheets[found?.sheet ?? 0];
    expect(sheet?.rows[found?.header.index ?? 0]?.find((cell) => cell !== null)).toBe(firstHeader);
  });

  it("finds our own template's header on row 1", async () => {
    const read = await readWorkbook(readFixture("catalogue-300.xlsx"));
    if (!read.ok) throw new Error(read.error);
    expect(findHeaderRow(read.sheets[0]?.rows ?? [])).toMatchObject({ index: 0, known: 7 });
  });
});

describe("findHeaderRow", () => {
  it("skips a title, a contact line in several cells and a subtitle, even with unknown headers", () => {
    const rows: CellValue[][] = [
      ["Acme Spares - Price List"],
      ["Tel: +91 98200 12345", "sales@acme.example", "www.acme.example"],
      [],
      ["Colour", "Shade", "Finish"],
      ["Red", "Dark", "Matt"],
      ["Blue", "Light", "Gloss"],
    ];
    expect(findHeaderRow(rows)).toEqual({ index: 3, known: 0, dataRows: 2 });
  });

  it("prefers the row whose headers it knows over a row of other text above it", () => {
    const rows: CellValue[][] = [
      ["Rates in INR", "GST extra"],
      ["Item Code", "Item Name", "Company"],
      ["X-1", "Radiator", "Denso"],
    ];
    expect(findHeaderRow(rows)?.index).toBe(1);
  });

  it("finds no header in a sheet without a table", () => {
    expect(findHeaderRow([["Terms and conditions"], ["Goods once sold will not be taken back."]])).toBeUndefined();
    expect(findHeaderRow([["Code", "Name"]])).toBeUndefined();
  });
});

describe("pickDataSheet", () => {
  it("picks the sheet with data over a cover sheet and a short notes table", () => {
    const sheets = [
      { name: "Cover", rows: [["Acme price list"], ["November 2026"]] },
      {
        name: "Notes",
        rows: [
          ["Note", "Text"],
          ["1", "Prices ex-works"],
        ],
      },
      {
        name: "Rates",
        rows: [
          ["Part No", "Name", "Brand"],
          ["A-1", "Fan", "Spal"],
          ["A-2", "Coil", "Denso"],
        ],
      },
    ];
    expect(pickDataSheet(sheets)?.sheet).toBe(2);
    expect(pickDataSheet([{ name: "Cover", rows: [["Acme"]] }])).toBeUndefined();
  });
});

describe("groupRowValue", () => {
  it("reads a row with one text as a group, and nothing else", () => {
    expect(groupRowValue([null, " CONDENSER ", null], 2)).toBe("CONDENSER");
    expect(groupRowValue(["CONDENSER"], 1)).toBe("CONDENSER");
    expect(groupRowValue(["X-100"], 0)).toBeUndefined();
    expect(groupRowValue([12], 1)).toBeUndefined();
    expect(groupRowValue(["Fan", "X-1"], 1)).toBeUndefined();
    expect(groupRowValue([], 1)).toBeUndefined();
  });
});
