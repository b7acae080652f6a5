/**
 * Where a price list's table starts. Supplier sheets put a title, an address, a contact line and
 * blank rows above the header (row 6, 8 or 12), keep notes or a cover page on other sheets, and
 * accounting exports put a group row ("CONDENSER") above the products of each group.
 */
import { cellText as text } from "./cell-text.server.ts";
import { knownHeaderCount } from "./column-mapping.server.ts";
import type { CellValue } from "./read-workbook.server.ts";

/** Header rows are looked for this far down; no real title block is longer. */
export const HEADER_SCAN_ROWS = 40;
/** Rows below a candidate header looked at to see that data follows. */
const FOLLOWING_ROWS = 5;

function filledCells(row: readonly CellValue[] | undefined): number {
  return (row ?? []).reduce<number>((count, value) => count + (text(value) === "" ? 0 : 1), 0);
}

/**
 * A cell that reads like a column title: short text, not a number, a code, an e-mail address, a
 * web address or a phone number (what contact lines are made of).
 */
function looksLikeHeaderCell(value: CellValue | undefined): boolean {
  if (typeof value !== "string") return false;
  const cell = value.trim();
  if (cell === "" || cell.length > 60) return false;
  if (/@|https?:|www\./i.test(cell)) return false;
  const digits = cell.replace(/\D/g, "").length;
  if (digits >= 6) return false; // phone numbers, GSTIN, dates, part numbers
  return /\p{L}/u.test(cell) || /^[#№]$/.test(cell);
}

/** The rows just below `index` that are not blank. */
function followingRows(rows: readonly (readonly CellValue[])[], index: number): (readonly CellValue[])[] {
  const found: (readonly CellValue[])[] = [];
  for (let next = index + 1; next < rows.length && found.length < FOLLOWING_ROWS; next++) {
    const row = rows[next] ?? [];
    if (filledCells(row) > 0) found.push(row);
  }
  return found;
}

export interface HeaderGuess {
  /** 0-based index into the rows (spreadsheet row index + 1). */
  index: number;
  /** How many of its cells are headers we know; 0 means the guess rests on the layout alone. */
  known: number;
  /** Non-blank rows below it that hold two values or more. */
  dataRows: number;
}

/**
 * The header row: the first row (within HEADER_SCAN_ROWS) whose cells look like column titles with
 * rows of data below, ranked by how many of its titles we know, then by how many of its cells read
 * like titles. A title, an address or a contact line has one cell or cells that read as data.
 */
export function findHeaderRow(rows: readonly (readonly CellValue[])[]): HeaderGuess | undefined {
  let best: (HeaderGuess & { score: number }) | undefined;
  const last = Math.min(rows.length, HEADER_SCAN_ROWS);
  for (let index = 0; index < last; index++) {
    const row = rows[index] ?? [];
    const filled = filledCells(row);
    if (filled < 2) continue;
    const titleLike = row.filter(looksLikeHeaderCell).length;
    if (titleLike < 2 || titleLike < filled * 0.6) continue;
    const below = followingRows(rows, index);
    const dataRows = below.filter((next) => filledCells(next) >= 2).length;
    if (dataRows === 0) continue;
    const known = knownHeaderCount(row.map(text));
    const score = known * 100 + titleLike;
    if (!best || score > best.score) best = { index, known, dataRows, score };
  }
  return best && { index: best.index, known: best.known, dataRows: best.dataRows };
}

/** Rows below a header that hold two values or more: what a data sheet has and a cover sheet lacks. */
function dataRowCount(rows: readonly (readonly CellValue[])[], headerIndex: number): number {
  let count = 0;
  for (let index = headerIndex + 1; index < rows.length; index++) if (filledCells(rows[index]) >= 2) count++;
  return count;
}

/**
 * The sheet that holds the price list when a workbook has several (a cover page, terms, notes):
 * the one whose header we know best, then the one with most rows of data. Undefined when no sheet
 * has a header with data below it.
 */
export function pickDataSheet(
  sheets: readonly { name: string; rows: readonly (readonly CellValue[])[] }[],
): { sheet: number; header: HeaderGuess } | undefined {
  let best: { sheet: number; header: HeaderGuess; rank: [number, number] } | undefined;
  sheets.forEach((sheet, position) => {
    const header = findHeaderRow(sheet.rows);
    if (!header) return;
    const rank: [number, number] = [Math.min(header.known, 2), dataRowCount(sheet.rows, header.index)];
    if (!best || rank[0] > best.rank[0] || (rank[0] === best.rank[0] && rank[1] > best.rank[1])) {
      best = { sheet: position, header, rank };
    }
  });
  return best && { sheet: best.sheet, header: best.header };
}

/**
 * A group row between products (Tally's stock groups, a hand-kept "CONDENSERS" line): one short
 * text in the whole row, outside the part-number column. Its text, or undefined for any other row.
 */
export function groupRowValue(row: readonly CellValue[], partNumberColumn: number | undefined): string | undefined {
  let found: { index: number; value: CellValue } | undefined;
  for (let index = 0; index < row.length; index++) {
    if (text(row[index]) === "") continue;
    if (found) return undefined;
    found = { index, value: row[index] ?? null };
  }
  if (!found || found.index === partNumberColumn || typeof found.value !== "string") return undefined;
  const value = found.value.trim();
  return value.length <= 100 && /\p{L}/u.test(value) ? value : undefined;
}
