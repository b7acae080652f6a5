import * as XLSX from "@e965/xlsx";
import type { CellValue, SpreadsheetLimits } from "./read-workbook.server.ts";
import { damaged, Refusal, workerMessages } from "./workbook-refusals.server.ts";

// Parsing a workbook with SheetJS in the spreadsheet worker (xlsx-worker.ts), and turning its cells
// into plain values.

/** Rows read of a sheet: the longest title block, the header, the allowed rows and one more. */
export function rowsToRead(limits: SpreadsheetLimits): number {
  return limits.maxRowsAboveHeader + 1 + limits.maxRows + 1;
}

export function parseWorkbook(file: Buffer, limits: SpreadsheetLimits): XLSX.WorkBook {
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
export function sheetRows(sheet: XLSX.WorkSheet | undefined): CellValue[][] {
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
