/**
 * Guessing which sheet column holds which catalogue field from its header text, by the spellings
 * of header-synonyms.server.ts (English, Indian accounting exports, Spanish, Russian and Ukrainian,
 * Hindi). Staff correct the guess in the mapping step; a header known to mean "not a product field"
 * (price, stock, tax) is recognised too, which helps to tell the header row from a title above it.
 */
import {
  columnIndex,
  columnLetter,
  type ImportField,
  importFields,
  type MappedColumn,
} from "#app/forms/import-mapping.ts";
import { headerSynonyms } from "./header-synonyms.server.ts";

/** A header reduced to compare: case, accents, spaces and punctuation aside; `#` and `№` read "number". */
export function headerKey(header: string): string {
  return header
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .normalize("NFC")
    .toLowerCase()
    .replace(/[#№]/g, "number")
    .replace(/[^\p{L}\p{M}\p{N}]/gu, "");
}

const fieldByKey = new Map<string, ImportField | "ignore">();
/** A spelling's place in its field's list: the lower, the likelier the column is the field. */
const rankByKey = new Map<string, number>();
for (const field of [...importFields, "ignore"] as const) {
  headerSynonyms[field].forEach((spelling, rank) => {
    const key = headerKey(spelling);
    if (!fieldByKey.has(key)) {
      fieldByKey.set(key, field);
      rankByKey.set(key, rank);
    }
  });
}

/** Known price words, so "Price (INR)", "Rate Rs." or "Цена, грн." read as a price column too. */
const ignoredPrefixes = ["mrp", "rate", "price", "precio", "pvp", "цена", "ціна", "qty", "stock", "gst", "hsn"];

/** The field a header names, "ignore" for a known non-product column, undefined when unknown. */
export function fieldForHeader(header: string): ImportField | "ignore" | undefined {
  const key = headerKey(header);
  if (key === "") return undefined;
  const exact = fieldByKey.get(key);
  if (exact) return exact;
  return ignoredPrefixes.some((prefix) => key.startsWith(prefix)) ? "ignore" : undefined;
}

/**
 * The guessed field of each column (null: ignored). A field goes to the column whose header comes
 * first in the field's spellings, the leftmost of equals: a Ukrainian list's "Артикул" (the maker's
 * number) is the part number, not its "Код" (the supplier's own code) to its left.
 * A sheet with no name column but a description (CODIGO, DESCRIPCIÓN, PVP; Артикул, Описание)
 * uses the description as the product's name: that is what such a list's description is.
 */
export function guessFields(headers: readonly string[]): (ImportField | null)[] {
  const best = new Map<ImportField, { column: number; rank: number }>();
  headers.forEach((header, column) => {
    const field = fieldForHeader(header);
    if (field === undefined || field === "ignore") return;
    const rank = rankByKey.get(headerKey(header)) ?? Number.MAX_SAFE_INTEGER;
    const current = best.get(field);
    if (!current || rank < current.rank) best.set(field, { column, rank });
  });
  const fields: (ImportField | null)[] = headers.map(() => null);
  for (const [field, { column }] of best) fields[column] = field;
  if (!best.has("name")) {
    const description = fields.indexOf("description");
    if (description !== -1) fields[description] = "name";
  }
  return fields;
}

/** How many of a row's cells are headers we know (fields or known non-product columns). */
export function knownHeaderCount(headers: readonly string[]): number {
  return headers.filter((header) => fieldForHeader(header) !== undefined).length;
}

/**
 * The column a mapping names: its header text (compared as headerKey does, so case and spacing
 * aside) or else its letter within the sheet's width. Undefined when the sheet has no such column.
 */
export function findColumn(reference: string, headers: readonly string[], width: number): number | undefined {
  const key = headerKey(reference);
  if (key !== "") {
    const byHeader = headers.findIndex((header) => headerKey(header) === key);
    if (byHeader !== -1) return byHeader;
  }
  const byLetter = columnIndex(reference.trim());
  return byLetter !== undefined && byLetter < width ? byLetter : undefined;
}

/** Each column for the preview: letter, header, the first three values below the header, its field. */
export function describeColumns(
  headers: readonly string[],
  dataRows: readonly (readonly string[])[],
  fields: readonly (ImportField | null)[],
): MappedColumn[] {
  const width = Math.max(headers.length, fields.length, ...dataRows.map((row) => row.length));
  const columns: MappedColumn[] = [];
  for (let index = 0; index < width; index++) {
    const samples: string[] = [];
    for (const row of dataRows) {
      const value = row[index] ?? "";
      if (value !== "") samples.push(value.length > 80 ? `${value.slice(0, 79)}…` : value);
      if (samples.length === 3) break;
    }
    const header = headers[index] ?? "";
    if (header === "" && samples.length === 0) continue;
    columns.push({ column: columnLetter(index), header, samples, field: fields[index] ?? null });
  }
  return columns;
}
