const SHEET_TYPES = [
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  "application/vnd.ms-excel",
  "application/vnd.oasis.opendocument.spreadsheet",
  "text/csv",
  "text/plain",
  "text/tab-separated-values",
];
const SHEET_EXTENSIONS = ["xlsx", "xls", "ods", "csv", "txt", "tsv"];

/**
 * A workbook (.xlsx, .xls, .ods) or a CSV text (.csv, .txt), judged by its name (and, for a file
 * without an extension, its type). The server then checks the content itself.
 */
export function isSpreadsheetFile(file: File): boolean {
  const extension = file.name.match(/\.([^.]+)$/)?.[1]?.toLowerCase();
  if (extension) return SHEET_EXTENSIONS.includes(extension);
  return SHEET_TYPES.includes(file.type);
}

/** The file chooser's `accept`: the extensions and the types above. */
export const spreadsheetAccept = [...SHEET_EXTENSIONS.map((extension) => `.${extension}`), ...SHEET_TYPES].join(",");
