import * as XLSX from "@e965/xlsx";

/** An .xlsx file of one sheet holding the given rows (the first is usually the header), as bytes. */
export function xlsxOf(rows: readonly (readonly unknown[])[], sheetName = "Catalogue"): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows as unknown[][]), sheetName);
  return XLSX.write(book, { type: "buffer", bookType: "xlsx" }) as Buffer;
}
