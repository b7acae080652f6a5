import * as XLSX from "@e965/xlsx";

export interface WorkbookOptions {
  sheetName?: string;
  /** Changes the sheet before it is written (merged cells, hidden rows, a number format). */
  decorate?: (sheet: XLSX.DenseWorkSheet) => void;
  /** Deflate the parts, as office suites do (SheetJS stores them uncompressed by default). */
  compression?: boolean;
}

/** An .xlsx file of one sheet holding the given rows (the first is usually the header), as bytes. */
export function xlsxOf(rows: readonly (readonly unknown[])[], options: WorkbookOptions = {}): Buffer {
  const sheet = XLSX.utils.aoa_to_sheet(rows as unknown[][], { dense: true }) as XLSX.DenseWorkSheet;
  options.decorate?.(sheet);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, options.sheetName ?? "Catalogue");
  return XLSX.write(book, { type: "buffer", bookType: "xlsx", compression: options.compression ?? false }) as Buffer;
}
