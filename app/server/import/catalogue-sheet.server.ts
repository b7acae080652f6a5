/**
 * Turns the first sheet of an uploaded catalogue into products, or into the complete list of what
 * is wrong with it. A sheet is all or nothing: staff fix every reported cell and upload again,
 * rather than wondering which half of their catalogue went in.
 */
import { setImmediate } from "node:timers/promises";
import { z } from "zod";
import { brands } from "#app/catalogue/brands.ts";
import { categories } from "#app/catalogue/categories.ts";
import { type CrossNumberKind, formatCrossNumbers, parseCrossNumbers } from "#app/catalogue/cross-numbers.ts";
import { formatFits, parseFits } from "#app/catalogue/fitment.ts";
import { partNumberKey } from "#app/catalogue/part-number.ts";
import { resolveBrand, resolveCategory } from "#app/catalogue/resolve.ts";
import type { ProductInput } from "#app/server/product-writes.server.ts";
import type { SheetProblem } from "#app/utils/api-types.ts";
import type { CellValue } from "./read-workbook.server.ts";

/** One fault of a sheet, as the API reports it. */
export type SheetError = SheetProblem;

export type SheetResult = { ok: true; rows: ProductInput[] } | { ok: false; error: string; errors: SheetError[] };

export type ColumnKey =
  | "name"
  | "partNumber"
  | "brand"
  | "category"
  | "description"
  | "image"
  | "rating"
  | "oeNumbers"
  | "crossReferences"
  | "fits";

/**
 * The header spellings each column answers to; case, spaces and punctuation are ignored, and `#`
 * reads as "number". The first spelling is the column's canonical name, used in messages.
 * docs/import-format.md lists the same table for staff.
 */
export const columnSynonyms: Readonly<Record<ColumnKey, readonly string[]>> = {
  name: ["Product Name", "Name", "Item Description", "Product"],
  partNumber: ["Part Number", "Part No.", "Part No", "PartNo", "Part #", "SKU"],
  brand: ["Brand", "Make", "Manufacturer"],
  category: ["Category", "Product Category", "Type"],
  description: ["Description", "Details"],
  image: ["Image", "Image File", "Photo", "Picture"],
  rating: ["Rating", "Stars"],
  oeNumbers: ["OE Numbers", "OE Number", "OE No.", "OE Nos", "OE", "OEM Numbers", "OEM Number", "OEM Part Numbers"],
  crossReferences: [
    "Cross References",
    "Cross Reference",
    "Cross Ref",
    "Cross Refs",
    "Equivalents",
    "Interchange",
    "Alternative Part Numbers",
  ],
  fits: ["Fits", "Fitment", "Fits Vehicles", "Vehicles", "Vehicle Fitment", "Compatible Vehicles", "Applications"],
};

/** The header row the export and the template write (the fixtures' header), in this order. */
export const catalogueHeaders = [
  "Product Name",
  "Part No.",
  "Brand",
  "Category",
  "Description",
  "Image",
  "Rating",
  "OE Numbers",
  "Cross References",
  "Fits",
] as const;

const columnOrder = Object.keys(columnSynonyms) as ColumnKey[];
const requiredColumns: readonly ColumnKey[] = ["name", "partNumber", "brand", "category"];

/** Longest accepted texts: generous for real data, small enough that a pasted blob is caught. */
export const maxTextLengths = {
  name: 500,
  partNumber: 100,
  description: 10_000,
  image: 2_000,
  oeNumbers: 2_000,
  crossReferences: 2_000,
  fits: 5_000,
} as const;

function canonicalName(column: ColumnKey): string {
  return columnSynonyms[column][0] ?? column;
}

export function normalizeHeader(header: string): string {
  return header
    .normalize("NFKC")
    .toLowerCase()
    .replace(/#/g, "number")
    .replace(/[^\p{L}\p{N}]/gu, "");
}

const columnByHeader = new Map<string, ColumnKey>(
  columnOrder.flatMap((column) =>
    columnSynonyms[column].map((spelling) => [normalizeHeader(spelling), column] as const),
  ),
);

// ---------------------------------------------------------------------------------------------
// Cells to text.

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

function collapseSpaces(text: string): string {
  return text.replace(/\s+/g, " ");
}

function isBlank(value: CellValue | undefined): boolean {
  return value === null || value === undefined || (typeof value === "string" && value.trim() === "");
}

// ---------------------------------------------------------------------------------------------
// One row: the schema also serves any other place that takes a product as typed by staff.

/** A typed value quoted back in a message, cut short so a pasted paragraph stays readable. */
function quoted(value: string): string {
  return `"${value.length > 60 ? `${value.slice(0, 57)}…` : value}"`;
}

function listNames(items: readonly { name: string }[]): string {
  return items.map((item) => item.name).join(", ");
}

function requiredText(label: string, maxLength: number) {
  return z
    .string()
    .min(1, { error: `${label} is missing.` })
    .max(maxLength, { error: `${label} is longer than ${maxLength.toLocaleString("en-US")} characters.` });
}

const partNumberSchema = requiredText("Part number", maxTextLengths.partNumber).refine(
  (value) => value === "" || partNumberKey(value) !== "",
  { error: "Part number needs at least one letter or digit." },
);

function canonicalSlug(label: "brand" | "category", resolve: (value: string) => { slug: string } | undefined) {
  const accepted = label === "brand" ? listNames(brands) : listNames(categories);
  const capitalised = label === "brand" ? "Brand" : "Category";
  return z.string().transform((value, ctx) => {
    if (value === "") {
      ctx.addIssue({ code: "custom", message: `${capitalised} is missing.` });
      return z.NEVER;
    }
    const found = resolve(value);
    if (!found) {
      ctx.addIssue({ code: "custom", message: `Unknown ${label} ${quoted(value)}. Use one of: ${accepted}.` });
      return z.NEVER;
    }
    return found.slug;
  });
}

/** Empty is "no rating"; otherwise 0 to 5 in half stars, typed as a number or as text ("4.5", "4,5"). */
const ratingSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]).transform((value, ctx) => {
  if (value === null || (typeof value === "string" && value.trim() === "")) return null;
  const rating = typeof value === "number" ? value : typeof value === "string" ? parseDecimal(value) : Number.NaN;
  const shown = typeof value === "string" ? quoted(value.trim()) : String(value);
  if (!Number.isFinite(rating)) {
    ctx.addIssue({ code: "custom", message: `Rating ${shown} is not a number. Use 0 to 5, such as 4 or 4.5.` });
    return z.NEVER;
  }
  if (rating < 0 || rating > 5) {
    ctx.addIssue({ code: "custom", message: `Rating ${shown} is outside 0 to 5.` });
    return z.NEVER;
  }
  if (!Number.isInteger(rating * 2)) {
    ctx.addIssue({ code: "custom", message: `Rating ${shown} is not a whole or half star. Use steps of 0.5.` });
    return z.NEVER;
  }
  return rating;
});

function parseDecimal(text: string): number {
  const trimmed = text.trim().replace(/^(\d+),(\d+)$/, "$1.$2");
  return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** A list cell of other numbers, to its stored form ("97701-2S000; 97701-2S010"); each faulty number is an issue. */
function crossNumbersSchema(kind: CrossNumberKind, label: string, maxLength: number) {
  return z
    .string()
    .max(maxLength, { error: `${label} is longer than ${maxLength.toLocaleString("en-US")} characters.` })
    .transform((value, ctx) => {
      const { numbers, errors } = parseCrossNumbers(kind, value);
      for (const message of errors) ctx.addIssue({ code: "custom", message });
      return errors.length > 0 ? z.NEVER : formatCrossNumbers(numbers);
    });
}

/** The Fits cell to its stored form, makes canonical ("Maruti Swift 2018-" → "Maruti Suzuki Swift 2018-"). */
const fitsSchema = z
  .string()
  .max(maxTextLengths.fits, {
    error: `Fits is longer than ${maxTextLengths.fits.toLocaleString("en-US")} characters.`,
  })
  .transform((value, ctx) => {
    const { fits, errors } = parseFits(value);
    for (const message of errors) ctx.addIssue({ code: "custom", message });
    return errors.length > 0 ? z.NEVER : formatFits(fits);
  });

/** A catalogue row as read from its cells (text already trimmed), to a ProductInput. */
export const catalogueRowSchema = z
  .object({
    name: requiredText("Product name", maxTextLengths.name),
    partNumber: partNumberSchema,
    brand: canonicalSlug("brand", resolveBrand),
    category: canonicalSlug("category", resolveCategory),
    description: z.string().max(maxTextLengths.description, {
      error: `Description is longer than ${maxTextLengths.description.toLocaleString("en-US")} characters.`,
    }),
    image: z
      .string()
      .max(maxTextLengths.image, {
        error: `Image is longer than ${maxTextLengths.image.toLocaleString("en-US")} characters.`,
      })
      .transform((value) => (value === "" ? null : value)),
    rating: ratingSchema,
    oeNumbers: crossNumbersSchema("oe", "OE Numbers", maxTextLengths.oeNumbers),
    crossReferences: crossNumbersSchema("xref", "Cross References", maxTextLengths.crossReferences),
    fits: fitsSchema,
  })
  .transform(
    (row): ProductInput => ({
      name: row.name,
      partNumber: row.partNumber,
      brandSlug: row.brand,
      categorySlug: row.category,
      description: row.description,
      image: row.image,
      rating: row.rating,
      oeNumbers: row.oeNumbers,
      crossReferences: row.crossReferences,
      fits: row.fits,
    }),
  );

export type CatalogueRowInput = z.input<typeof catalogueRowSchema>;

// ---------------------------------------------------------------------------------------------
// The header row.

type ColumnMap = Partial<Record<ColumnKey, { index: number; header: string }>>;

function readHeader(header: readonly CellValue[], headerRow: number): { columns: ColumnMap; errors: SheetError[] } {
  const columns: ColumnMap = {};
  const errors: SheetError[] = [];
  header.forEach((cell, index) => {
    const text = cellText(cell);
    const column = columnByHeader.get(normalizeHeader(text));
    if (!column) return; // Extra columns (prices, notes) are staff's own business.
    const earlier = columns[column];
    if (earlier) {
      errors.push({
        row: headerRow,
        column: text,
        message: `Two columns hold the ${canonicalName(column)}: "${earlier.header}" and "${text}". Keep one.`,
      });
      return;
    }
    columns[column] = { index, header: text };
  });
  return { columns, errors };
}

const exportHeaderHint = catalogueHeaders.join(", ");

function missingColumnErrors(columns: ColumnMap, headerRow: number): SheetError[] {
  return requiredColumns
    .filter((column) => !columns[column])
    .map((column) => ({
      row: headerRow,
      column: canonicalName(column),
      message: `The sheet has no ${canonicalName(column)} column. Accepted headers: ${columnSynonyms[column].join(", ")}.`,
    }));
}

function joinWithOr(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} or ${names[names.length - 1]}`;
}

function missingColumnsSummary(missing: readonly SheetError[]): string {
  const names = missing.map((error) => error.column);
  const summary = `The sheet has no ${joinWithOr(names)} column${names.length > 1 ? "s" : ""}.`;
  // When nothing matched, the header is probably missing altogether rather than misspelt.
  return names.length === requiredColumns.length
    ? `${summary} Row 1 must be the header: ${exportHeaderHint}.`
    : summary;
}

// ---------------------------------------------------------------------------------------------
// The whole sheet.

function problemsSummary(count: number): string {
  return count === 1
    ? "The sheet has 1 problem. Nothing was imported; fix it and upload again."
    : `The sheet has ${count.toLocaleString("en-US")} problems. Nothing was imported; fix them and upload again.`;
}

function refuse(error: string, errors: SheetError[]): SheetResult {
  return { ok: false, error, errors };
}

function rowInput(row: readonly CellValue[], columns: ColumnMap): CatalogueRowInput {
  const text = (column: ColumnKey) => {
    const position = columns[column];
    return position ? cellText(row[position.index]) : "";
  };
  return {
    name: collapseSpaces(text("name")),
    partNumber: text("partNumber"),
    brand: text("brand"),
    category: text("category"),
    description: text("description"),
    image: text("image"),
    rating: columns.rating ? (row[columns.rating.index] ?? null) : null,
    oeNumbers: text("oeNumbers"),
    crossReferences: text("crossReferences"),
    fits: text("fits"),
  };
}

/** The message for a part number an earlier row already has (compared by partNumberKey), else null. */
function repeatedPartNumber(
  partNumber: string,
  rowNumber: number,
  firstRowByPartKey: Map<string, { row: number; partNumber: string }>,
): string | null {
  const key = partNumberKey(partNumber);
  if (key === "") return null;
  const earlier = firstRowByPartKey.get(key);
  if (!earlier) {
    firstRowByPartKey.set(key, { row: rowNumber, partNumber });
    return null;
  }
  const spelling = earlier.partNumber === partNumber ? "" : ` (as ${quoted(earlier.partNumber)})`;
  return `Part number ${quoted(partNumber)} repeats row ${earlier.row}${spelling}. Each part may appear once.`;
}

/** Rows validated between two pauses of parseCatalogueSheet: a few milliseconds of work each. */
const ROWS_PER_SLICE = 2_000;

/**
 * The validation, written as steps: it yields after every slice of rows so the upload route can
 * let other requests run in between, while validateCatalogueRows runs the same steps in one go.
 */
function* validationSteps(rows: readonly (readonly CellValue[])[]): Generator<void, SheetResult> {
  const headerIndex = rows.findIndex((row) => !row.every(isBlank));
  if (headerIndex === -1) {
    const message = `The sheet is empty. Row 1 must be the header (${exportHeaderHint}), with one product per row below it.`;
    return refuse(message, [{ row: 1, column: "", message }]);
  }
  const headerRow = headerIndex + 1;
  const header = readHeader(rows[headerIndex] ?? [], headerRow);
  const missing = missingColumnErrors(header.columns, headerRow);
  if (missing.length > 0) return refuse(missingColumnsSummary(missing), [...missing, ...header.errors]);

  const errors: SheetError[] = [...header.errors];
  const products: ProductInput[] = [];
  const firstRowByPartKey = new Map<string, { row: number; partNumber: string }>();
  const headerText = (column: ColumnKey) => header.columns[column]?.header ?? canonicalName(column);

  for (let index = headerIndex + 1; index < rows.length; index++) {
    if ((index - headerIndex) % ROWS_PER_SLICE === 0) yield;
    const cells = rows[index] ?? [];
    if (cells.every(isBlank)) continue;
    const rowNumber = index + 1;
    const input = rowInput(cells, header.columns);
    const parsed = catalogueRowSchema.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        errors.push({ row: rowNumber, column: headerText(issue.path[0] as ColumnKey), message: issue.message });
      }
    }
    // Checked even on a row with other faults, so fixing those never reveals a new problem.
    const repeat = repeatedPartNumber(input.partNumber, rowNumber, firstRowByPartKey);
    if (repeat) errors.push({ row: rowNumber, column: headerText("partNumber"), message: repeat });
    if (parsed.success && !repeat) products.push(parsed.data);
  }

  if (errors.length > 0) return refuse(problemsSummary(errors.length), errors);
  if (products.length === 0) {
    const message = "The sheet has a header row but no products below it.";
    return refuse(message, [{ row: headerRow + 1, column: "", message }]);
  }
  return { ok: true, rows: products };
}

/** Validates every row of a sheet already read into cells; rows[0] is spreadsheet row 1. */
export function validateCatalogueRows(rows: readonly (readonly CellValue[])[]): SheetResult {
  const steps = validationSteps(rows);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** The same validation, pausing between slices so a 100,000-row sheet never holds up other visitors. */
export async function validateWithoutBlocking(rows: readonly (readonly CellValue[])[]): Promise<SheetResult> {
  const steps = validationSteps(rows);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await setImmediate();
  }
}
