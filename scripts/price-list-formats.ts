import { writeFileSync } from "node:fs";
import path from "node:path";
import * as XLSX from "@e965/xlsx";

// How scripts/make-price-list-fixtures.ts writes a price list in each format suppliers send.

export const outDir = path.resolve(import.meta.dirname, "../tests/fixtures/price-lists");

export type Row = (string | number | null)[];

export function write(name: string, data: Buffer | string): void {
  writeFileSync(path.join(outDir, name), data);
  console.log(`wrote ${name}`);
}

/** A sheet from rows, with title cells merged across the table's width as suppliers do. */
export function sheetOf(rows: Row[], mergedTitleRows: number[], width: number): XLSX.WorkSheet {
  const sheet = XLSX.utils.aoa_to_sheet(rows);
  sheet["!merges"] = mergedTitleRows.map((row) => ({ s: { r: row, c: 0 }, e: { r: row, c: width - 1 } }));
  return sheet;
}

export function workbook(sheets: [string, XLSX.WorkSheet][]): XLSX.WorkBook {
  const book = XLSX.utils.book_new();
  for (const [name, sheet] of sheets) XLSX.utils.book_append_sheet(book, sheet, name);
  return book;
}

export function toBuffer(book: XLSX.WorkBook, bookType: XLSX.BookType): Buffer {
  return XLSX.write(book, { type: "buffer", bookType }) as Buffer;
}

/** Rows to CSV text with the given delimiter, quoting fields that need it. */
export function csv(rows: Row[], delimiter: string): string {
  const field = (value: string | number | null) => {
    const text = value === null ? "" : String(value);
    return /["\r\n]/.test(text) || text.includes(delimiter) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return `${rows.map((row) => row.map(field).join(delimiter)).join("\r\n")}\r\n`;
}

/** Windows-1252 bytes for text in Latin-1 plus the euro sign (all these fixtures need). */
export function windows1252(text: string): Buffer {
  return Buffer.from(
    Array.from(text, (char) => {
      if (char === "€") return 0x80;
      const code = char.charCodeAt(0);
      if (code > 0xff || (code >= 0x80 && code < 0xa0)) throw new Error(`No Windows-1252 byte for ${char}`);
      return code;
    }),
  );
}
