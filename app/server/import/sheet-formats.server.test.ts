import { describe, expect, it } from "vitest";
import { readFixture } from "#tests/setup/fixtures.ts";
import {
  decodeText,
  detectDelimiter,
  readDelimitedText,
  sniffContainer,
  splitDelimited,
  zipWorkbookKind,
} from "./sheet-formats.server.ts";

const utf16 = (text: string, byteOrder: "le" | "be", bom: boolean) => {
  const le = Buffer.from(`${bom ? "\uFEFF" : ""}${text}`, "utf16le");
  return byteOrder === "le" ? le : Buffer.from(le).swap16();
};

describe("recognising a file by its content", () => {
  it("tells zip, compound file and anything else apart by the first bytes", () => {
    expect(sniffContainer(readFixture("catalogue-300.xlsx"))).toBe("zip");
    expect(sniffContainer(readFixture("price-lists", "carcool-libreoffice.ods"))).toBe("zip");
    expect(sniffContainer(readFixture("catalogue-300.xls"))).toBe("ole2");
    expect(sniffContainer(readFixture("catalogue-300.csv"))).toBe("maybe-text");
  });

  it("knows an .xlsx and an .ods zip by their parts, and nothing else", () => {
    expect(zipWorkbookKind(new Set(["[Content_Types].xml", "xl/workbook.xml"]), undefined)).toBe("xlsx");
    expect(
      zipWorkbookKind(new Set(["mimetype", "content.xml"]), "application/vnd.oasis.opendocument.spreadsheet"),
    ).toBe("ods");
    expect(zipWorkbookKind(new Set(["mimetype", "content.xml"]), "application/vnd.oasis.opendocument.text")).toBe(
      undefined,
    );
    expect(zipWorkbookKind(new Set(["[Content_Types].xml", "word/document.xml"]), undefined)).toBe(undefined);
  });
});

describe("decodeText", () => {
  const text = "Código;Descripción;Marca\nVA-1;Válvula de expansión;Valeo\n";

  it("reads UTF-8 with and without a byte order mark", () => {
    expect(decodeText(Buffer.from(`\uFEFF${text}`))).toEqual({ text, encoding: "utf-8" });
    expect(decodeText(Buffer.from(text))).toEqual({ text, encoding: "utf-8" });
  });

  it("reads UTF-16 in either byte order, with or without a byte order mark", () => {
    expect(decodeText(utf16(text, "le", true))).toEqual({ text, encoding: "utf-16le" });
    expect(decodeText(utf16(text, "be", true))).toEqual({ text, encoding: "utf-16be" });
    expect(decodeText(utf16(text, "le", false))).toEqual({ text, encoding: "utf-16le" });
    expect(decodeText(utf16(text, "be", false))).toEqual({ text, encoding: "utf-16be" });
  });

  it("reads bytes that are not UTF-8 as Windows-1252, euro sign included", () => {
    const bytes = Buffer.from([0x50, 0x56, 0x50, 0x20, 0x80, 0x3b, 0x46, 0x72, 0xed, 0x6f]);
    expect(decodeText(bytes)).toEqual({ text: "PVP €;Frío", encoding: "windows-1252" });
  });

  it("finds no text in a photo, an empty file or blank lines", () => {
    expect(decodeText(readFixture("bad", "not-a-spreadsheet.xlsx"))).toBeUndefined();
    expect(decodeText(Buffer.alloc(0))).toBeUndefined();
    expect(decodeText(Buffer.from("\r\n \r\n"))).toBeUndefined();
  });
});

describe("delimited text", () => {
  it("splits quoted fields holding the delimiter, line breaks and doubled quotes", () => {
    const text = 'Name,Fits\r\n"Radiator, 2 row","Swift ""VXi""\nDzire"\r\nFan,\n';
    expect(splitDelimited(text, ",")).toEqual([
      ["Name", "Fits"],
      ["Radiator, 2 row", 'Swift "VXi"\nDzire'],
      ["Fan", ""],
    ]);
  });

  it("picks the semicolon over the decimal comma that cuts each line as well", () => {
    const text = "Title, Mumbai\nCode;Name;Price\nA-1;Radiator;1,50\nA-2;Fan;2,75\nA-3;Coil;10,00\n";
    expect(detectDelimiter(text)).toEqual({ delimiter: ";", skipFirstLine: false });
  });

  it("picks commas and tabs, and obeys Excel's sep= line", () => {
    expect(detectDelimiter("Code,Name\nA-1,Radiator\nA-2,Fan\n")?.delimiter).toBe(",");
    expect(detectDelimiter("Code\tName, long\nA-1\tRadiator, 2 row\nA-2\tFan\n")?.delimiter).toBe("\t");
    expect(detectDelimiter("sep=;\nCode;Name\nA-1;Fan\n")).toEqual({ delimiter: ";", skipFirstLine: true });
  });

  it("finds no table in prose", () => {
    expect(detectDelimiter("Dear sir,\nplease find our rates attached.\n")).toBeUndefined();
  });

  it("reads rows with empty cells as null and trailing empty cells and rows dropped", () => {
    const table = readDelimitedText("Price list;;;\n;;;\nCode;Name;;Brand\nA-1; Fan ;;\n;;;\n", 100);
    expect(table).toEqual({
      delimiter: ";",
      rows: [["Price list"], [], ["Code", "Name", null, "Brand"], ["A-1", " Fan "]],
    });
  });

  it("stops at the row limit it is given", () => {
    expect(readDelimitedText("a,b\n1,2\n3,4\n5,6\n", 2)?.rows).toEqual([
      ["a", "b"],
      ["1", "2"],
    ]);
  });
});
