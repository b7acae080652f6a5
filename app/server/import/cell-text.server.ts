/** A sheet's cells as the text staff see, shared by the header, the mapping preview and the rows. */
import type { CellValue } from "./read-workbook.server.ts";

/**
 * The export writes `'=…`, `'+…`, `'-…`, `'@…` and a quote before a leading tab or line break so
 * no spreadsheet runs the cell as a formula (OWASP CSV injection); reading drops that quote again.
 */
function removeFormulaEscape(text: string): string {
  return /^'[=+\-@\t\r\n]/.test(text) ? text.slice(1) : text;
}

function numberText(value: number): string {
  // String() switches to exponent notation from 1e21; a part number must stay digits.
  return Number.isInteger(value) && Math.abs(value) >= 1e21 ? BigInt(value).toString() : String(value);
}

/** A cell as the text staff see: part numbers typed as digits come back as those digits. */
export function cellText(value: CellValue | undefined): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return numberText(value);
  if (typeof value === "boolean") return value ? "TRUE" : "FALSE";
  return removeFormulaEscape(value).trim();
}

export function collapseSpaces(text: string): string {
  return text.replace(/\s+/g, " ");
}

export function isBlank(value: CellValue | undefined): boolean {
  return value === null || value === undefined || (typeof value === "string" && value.trim() === "");
}

export function isBlankRow(row: readonly CellValue[] | undefined): boolean {
  return (row ?? []).every(isBlank);
}
