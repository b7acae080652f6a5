/**
 * How the columns of a supplier's price list become catalogue fields: the `mapping` a client sends
 * with an upload (the staff screen and scripts alike) and the mapping a preview answers with.
 * Browser-safe: the staff screen builds the same JSON the API checks with this schema.
 */
import { z } from "zod";
import type { NotABrandReason } from "#app/catalogue/not-a-brand.ts";
import { MAX_PRICE_KIND_LENGTH, type PriceCurrency, priceCurrencies, priceKindPattern } from "#app/catalogue/prices.ts";
import { fieldTemplateSchema } from "./field-templates.ts";
import { noControlCharacters } from "./plain-text.ts";

/** The catalogue fields a sheet column can fill, in the order the staff screen lists them. */
export const importFields = [
  "name",
  "partNumber",
  "brand",
  "category",
  "description",
  "image",
  "rating",
  "oeNumbers",
  "crossReferences",
  "fits",
] as const;

export type ImportField = (typeof importFields)[number];

/** Fields every product needs, from a column, a fixed value or (category) the sheet's group rows. */
export const requiredImportFields: readonly ImportField[] = ["name", "partNumber", "brand", "category"];

/** Fields whose sheet values are matched against the known brands and categories. */
export const valueFields = ["brand", "category"] as const;
export type ValueField = (typeof valueFields)[number];

/** What to do with the rows holding one unknown value: a known slug, a new brand, or leave the rows out. */
export const NEW_VALUE = "new";
export const SKIP_VALUE = "skip";
/** The key in `values` that stands for every unknown value not listed by itself. */
export const OTHER_VALUES = "*";

const MAX_COLUMN_REF = 200;
const MAX_SHEET_VALUE = 500;

const columnReference = z
  .string()
  .trim()
  .min(1, { error: "A column is named by its header text or its letter." })
  .max(MAX_COLUMN_REF);

const valueChoice = z
  .string()
  .trim()
  .min(1, { error: 'A value maps to a slug, "new" or "skip".' })
  .max(100)
  .regex(/^[a-z0-9-]+$/, { error: 'A value maps to a slug (such as "denso"), "new" or "skip".' });

const valueChoices = z.record(z.string().trim().min(1).max(MAX_SHEET_VALUE), valueChoice);

/**
 * The `mapping` field of POST /api/upload-excel, a JSON text. Every key is optional: what is left
 * out is guessed (or taken from the mapping saved for the same header layout). `columns`, when
 * given, is the whole column mapping: a column not named in it is ignored.
 */
export const importMappingSchema = z.strictObject({
  sheet: z.string().trim().min(1).max(MAX_COLUMN_REF).optional(),
  // As far down as the reader reads a title block (uploadLimits.spreadsheet.maxRowsAboveHeader).
  headerRow: z.number().int().min(1).max(1_000).optional(),
  // One column may feed several fields; a field may instead be built from several (field-templates.ts).
  columns: z.partialRecord(z.enum(importFields), columnReference).optional(),
  templates: z.partialRecord(z.enum(importFields), fieldTemplateSchema).optional(),
  // Fixed values fill cells, so they obey the cells' rule (decision 079); column references and value
  // keys only name what the sheet holds, and are compared, never stored as text.
  fixed: z
    .partialRecord(
      z.enum(importFields),
      z
        .string()
        .trim()
        .min(1)
        .max(MAX_SHEET_VALUE)
        .check(noControlCharacters({ label: "A fixed value" }, "multi-line")),
    )
    .optional(),
  groupRows: z.enum(["category", "ignore"]).optional(),
  // A row without a category takes the one its name or description names, or is left out (decision 091).
  categoryFrom: z.enum(["words"]).optional(),
  values: z.strictObject({ brand: valueChoices.optional(), category: valueChoices.optional() }).optional(),
  // Specification fields (decision 100) by key, each from a column; read against each row's category.
  specs: z
    .record(
      z
        .string()
        .trim()
        .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: "A specification is named by its key, such as voltage." }),
      columnReference,
    )
    .optional(),
  // Price columns by kind (cost, mrp, dealer or one staff name), each with its currency (INR when
  // left out); staff data only, never shown to visitors (docs/decisions/217-219).
  prices: z
    .record(
      z
        .string()
        .trim()
        .max(MAX_PRICE_KIND_LENGTH)
        .regex(priceKindPattern, { error: "A price is named by a key, such as mrp, dealer or cost." }),
      z.strictObject({ column: columnReference, currency: z.enum(priceCurrencies).optional() }),
    )
    .optional(),
  // The column of each product's GST rate (0, 5, 12, 18, 28 or 40 %); null: the sheet has none (no guess).
  gst: columnReference.nullable().optional(),
  onRowError: z.enum(["refuse", "skip"]).optional(),
});

export type ImportMappingRequest = z.infer<typeof importMappingSchema>;

/** A field's source the mapping could not read: its template, column or fixed value (decision 203). */
export interface MappingFieldFault {
  key: "columns" | "templates" | "fixed";
  field: ImportField;
}

/** The field source an issue's path names, when it names one. */
function mappingFieldAt(path: readonly PropertyKey[]): MappingFieldFault | undefined {
  const [key, field] = path;
  if (key !== "columns" && key !== "templates" && key !== "fixed") return undefined;
  return importFields.find((known) => known === field) ? { key, field: field as ImportField } : undefined;
}

/**
 * Reads the `mapping` form field; the error names what is wrong in words a script author can fix,
 * and `field` the field whose source is wrong, so the staff screen can mark it and keep the rest.
 */
export function parseImportMapping(
  text: string,
): { ok: true; mapping: ImportMappingRequest } | { ok: false; error: string; field?: MappingFieldFault } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, error: "The mapping field is not valid JSON." };
  }
  const parsed = importMappingSchema.safeParse(json);
  if (parsed.success) return { ok: true, mapping: parsed.data };
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length > 0 ? ` (at ${issue.path.join(".")})` : "";
  const field = issue ? mappingFieldAt(issue.path) : undefined;
  return {
    ok: false,
    error: `The mapping is not valid${where}: ${issue?.message ?? "unknown problem"}`,
    ...(field ? { field } : {}),
  };
}

/** One sheet column as a preview shows it: its letter, header text, first three values and field. */
export interface MappedColumn {
  column: string;
  header: string;
  samples: string[];
  field: ImportField | null;
}

/** The mapping a preview used or guessed, complete, so a client can change it and send it back. */
export interface ImportMappingAnswer {
  sheet: string;
  /** Every sheet of the workbook, for a sheet chooser. */
  sheets: string[];
  headerRow: number;
  columns: MappedColumn[];
  /** The column letter of each field a column fills; a column can fill several. */
  fieldColumns?: Partial<Record<ImportField, string>>;
  /** Fields built from several columns, as the request wrote them. */
  templates?: Partial<Record<ImportField, string>>;
  /** The column letter of each specification field (by key) a column fills, as mapped or guessed. */
  specColumns?: Record<string, string>;
  fixed: Partial<Record<ImportField, string>>;
  /** The column letter and currency of each price kind, as mapped or guessed (staff only). */
  priceColumns?: Record<string, { column: string; currency: PriceCurrency }>;
  /** The column letter of the GST rate, as mapped or guessed. */
  gstColumn?: string;
  groupRows: "category" | "ignore";
  /** Rows without a category are placed by their own words (docs/decisions/091). */
  categoryFrom?: "words";
  onRowError: "refuse" | "skip";
  /** Set when the mapping came from one saved for this header layout. */
  saved?: { id: number; name: string };
}

/**
 * An unknown value and its rows; `group` names the first spelling of the values that name one thing
 * with it (a decision for that spelling is followed for it), `suggested` the known slug a group's
 * first spelling is closest to (docs/decisions/092).
 */
export interface UnknownValue {
  value: string;
  rows: number;
  group?: string;
  suggested?: string;
  /**
   * A brand value that names no parts maker (a country, a car maker, a placeholder: decision 184):
   * why. It becomes a new brand only when chosen for itself, never by "*": new.
   */
  notBrand?: NotABrandReason;
}

export type UnknownValues = Record<ValueField, UnknownValue[]>;

/** Column letters as a spreadsheet shows them: 0 → A, 25 → Z, 26 → AA. */
export function columnLetter(index: number): string {
  let letters = "";
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}

/** The index of a column letter ("A" → 0, "aa" → 26), or undefined when it is not one. */
export function columnIndex(letters: string): number | undefined {
  if (!/^[A-Za-z]{1,3}$/.test(letters)) return undefined;
  let index = 0;
  for (const letter of letters.toUpperCase()) index = index * 26 + (letter.charCodeAt(0) - 64);
  return index - 1;
}
