/**
 * From a workbook and an optional mapping (sent by the client, or saved for this header layout) to
 * the plan the rows are read by: which sheet, which header row, which column fills which field,
 * fixed values, group rows and what to do with unknown brands and categories. Whatever was not
 * given is guessed, and the answer always describes the whole plan, so a client can correct it.
 */
import { createHash } from "node:crypto";
import type { SavedMapping } from "#app/api/imports.ts";
import { templateParts } from "#app/forms/field-templates.ts";
import {
  columnLetter,
  type ImportField,
  type ImportMappingAnswer,
  type ImportMappingRequest,
  importFields,
  requiredImportFields,
  type ValueField,
  valueFields,
} from "#app/forms/import-mapping.ts";
import { cellText, isBlankRow } from "./cell-text.server.ts";
import { describeColumns, findColumn, guessFields, headerKey } from "./column-mapping.server.ts";
import { findHeaderRow, groupRowValue, pickDataSheet } from "./header-detection.server.ts";
import { type PlannedPrice, resolvePriceColumns } from "./price-columns.server.ts";
import type { CellValue, WorkbookSheet } from "./read-workbook.server.ts";
import {
  guessSpecColumns,
  type PlannedTemplate,
  resolveTemplate,
  type SpecFieldNames,
} from "./template-and-spec-columns.server.ts";

/** A fault of the mapping or the header, reported like a cell's: spreadsheet row, column, message. */
export interface MappingError {
  row: number;
  column: string;
  message: string;
}

export interface ImportPlan {
  sheet: WorkbookSheet;
  /** 0-based index of the header row in sheet.rows. */
  headerIndex: number;
  headers: string[];
  columns: Partial<Record<ImportField, number>>;
  /** Fields built from several columns: fixed text and column indexes, in order. */
  templates: Partial<Record<ImportField, PlannedTemplate>>;
  fixed: Partial<Record<ImportField, string>>;
  groupRows: "category" | "ignore";
  /** Rows left without a category take the one their words name (docs/decisions/091). */
  categoryFrom?: "words";
  values: Record<ValueField, Record<string, string>>;
  /** Specification fields by key, each read from a column (decision 100). */
  specs: Record<string, number>;
  /** Price columns by kind, each with its currency (staff data, decision 218). */
  prices: Record<string, PlannedPrice>;
  /** The GST rate's column. */
  gst?: number;
  onRowError: "refuse" | "skip";
}

export interface ResolvedMapping {
  plan: ImportPlan;
  answer: ImportMappingAnswer;
  /** Faults that stop the import before any row is read: unknown sheet or column, missing field. */
  errors: MappingError[];
  /** Required fields with no column, fixed value or group rows (each also among the errors). */
  missing: ImportField[];
}

/** The names staff see for each field, in messages and the report. */
export const fieldLabels: Readonly<Record<ImportField, string>> = {
  name: "Product Name",
  partNumber: "Part Number",
  brand: "Brand",
  category: "Category",
  description: "Description",
  image: "Image",
  rating: "Rating",
  oeNumbers: "OE Numbers",
  crossReferences: "Cross References",
  fits: "Fits",
};

/** What else may fill a required field the sheet has no column for. */
const missingFieldAdvice: Partial<Record<ImportField, string>> = {
  brand: ", or give every row one brand",
  category: ", give every row one category, or place each row by the words of its name and description",
};

/** Sample rows a preview shows values from. */
const SAMPLE_ROWS = 50;

/**
 * The header layout a saved mapping belongs to: the header texts as compared (case, accents and
 * punctuation aside), in order. Two files from the same supplier's program share it.
 */
export function headerLayoutKey(headers: readonly string[]): string {
  const keys = headers.map(headerKey);
  while (keys.length > 0 && keys[keys.length - 1] === "") keys.pop();
  return createHash("sha256").update(JSON.stringify(keys)).digest("hex");
}

function findSheet(sheets: readonly WorkbookSheet[], name: string): number {
  const exact = sheets.findIndex((sheet) => sheet.name === name);
  if (exact !== -1) return exact;
  const lower = name.trim().toLowerCase();
  return sheets.findIndex((sheet) => sheet.name.trim().toLowerCase() === lower);
}

/** The header row: the one asked for, else the one found, else the first row with anything in it. */
function headerIndexOf(rows: readonly (readonly CellValue[])[], asked: number | undefined): number {
  if (asked !== undefined) return asked - 1;
  const found = findHeaderRow(rows);
  if (found) return found.index;
  const firstFilled = rows.findIndex((row) => !isBlankRow(row));
  return firstFilled === -1 ? 0 : firstFilled;
}

function sheetWidth(rows: readonly (readonly CellValue[])[]): number {
  return rows.reduce((width, row) => Math.max(width, row.length), 0);
}

function joinWithOr(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} or ${names[names.length - 1]}`;
}

/** Whether any row below the header is a group row (read when the category has no column). */
function hasGroupRows(rows: readonly (readonly CellValue[])[], headerIndex: number, partNumberColumn?: number) {
  for (let index = headerIndex + 1; index < rows.length; index++) {
    if (groupRowValue(rows[index] ?? [], partNumberColumn) !== undefined) return true;
  }
  return false;
}

/**
 * The plan for a workbook. `request` is what the client sent (it wins), `saved` a mapping stored
 * for this header layout (used for what the request leaves out); the rest is guessed, the columns
 * of specification fields among them (`specFields`: every category's, by key and names).
 */
export function resolveMapping(
  sheets: readonly WorkbookSheet[],
  request: ImportMappingRequest = {},
  saved?: Pick<SavedMapping, "id" | "name" | "mapping">,
  specFields: readonly SpecFieldNames[] = [],
): ResolvedMapping {
  const errors: MappingError[] = [];
  let sheetIndex = 0;
  let guessedHeader: number | undefined;
  if (request.sheet !== undefined) {
    sheetIndex = findSheet(sheets, request.sheet);
    if (sheetIndex === -1) {
      const names = sheets.map((sheet) => `"${sheet.name}"`).join(", ");
      errors.push({ row: 1, column: "", message: `The file has no sheet "${request.sheet}". Its sheets: ${names}.` });
      sheetIndex = 0;
    }
  } else {
    const picked = pickDataSheet(sheets);
    sheetIndex = picked?.sheet ?? 0;
    guessedHeader = picked?.header.index;
  }
  const sheet = sheets[sheetIndex] ?? { name: "", rows: [] };
  const rows = sheet.rows;

  const askedRow = request.headerRow;
  if (askedRow !== undefined && askedRow > rows.length) {
    errors.push({
      row: askedRow,
      column: "",
      message: `The sheet has ${rows.length === 1 ? "1 row" : `${rows.length} rows`}; row ${askedRow} is past its end.`,
    });
  }
  const headerIndex =
    askedRow === undefined && guessedHeader !== undefined
      ? guessedHeader
      : headerIndexOf(rows, askedRow !== undefined && askedRow <= rows.length ? askedRow : undefined);
  const headerRow = headerIndex + 1;
  const headers = (rows[headerIndex] ?? []).map((cell) => cellText(cell));
  const width = Math.max(sheetWidth(rows), headers.length);

  // Columns: the request's, else the saved mapping's, else the guess.
  const columns: Partial<Record<ImportField, number>> = {};
  const unresolved = new Set<ImportField>();
  const named = request.columns ?? saved?.mapping.columns;
  if (named) {
    for (const field of importFields) {
      const reference = named[field];
      if (reference === undefined) continue;
      const index = findColumn(reference, headers, width);
      if (index === undefined) {
        unresolved.add(field);
        errors.push({
          row: headerRow,
          column: reference,
          message: `The sheet has no column "${reference}" (for ${fieldLabels[field]}). Name a column by its header text on row ${headerRow} or by its letter.`,
        });
      } else columns[field] = index;
    }
  } else {
    const guessed = guessFields(headers);
    guessed.forEach((field, index) => {
      if (field) columns[field] = index;
    });
  }

  // Templates: the request's, else the saved mapping's (when the request names no columns either).
  const templateTexts = { ...(request.templates ?? (request.columns ? undefined : saved?.mapping.templates) ?? {}) };
  const templates: Partial<Record<ImportField, PlannedTemplate>> = {};
  for (const field of importFields) {
    const template = templateTexts[field];
    if (template === undefined) continue;
    const parts = resolveTemplate(templateParts(template), headers, width);
    if (parts.ok) {
      templates[field] = parts.parts;
      continue;
    }
    unresolved.add(field);
    errors.push({
      row: headerRow,
      column: parts.missing,
      message: `The template for ${fieldLabels[field]} names "{${parts.missing}}", which is not a column of the sheet. In the braces write a header from row ${headerRow} or a column letter.`,
    });
  }

  const fixed = { ...(request.fixed ?? saved?.mapping.fixed ?? {}) };
  const categoryFrom = request.categoryFrom ?? saved?.mapping.categoryFrom;
  const groupRows =
    request.groupRows ??
    saved?.mapping.groupRows ??
    (columns.category === undefined &&
    fixed.category === undefined &&
    categoryFrom === undefined &&
    hasGroupRows(rows, headerIndex, columns.partNumber)
      ? "category"
      : "ignore");
  const values = {
    brand: { ...(saved?.mapping.values?.brand ?? {}), ...(request.values?.brand ?? {}) },
    category: { ...(saved?.mapping.values?.category ?? {}), ...(request.values?.category ?? {}) },
  };

  // Specification columns: the request's, else the saved mapping's, else those whose header names a field.
  const specs: Record<string, number> = {};
  const namedSpecs = request.specs ?? (request.columns ? undefined : saved?.mapping.specs);
  if (namedSpecs) {
    for (const [key, reference] of Object.entries(namedSpecs)) {
      const index = findColumn(reference, headers, width);
      if (index === undefined) {
        errors.push({
          row: headerRow,
          column: reference,
          message: `The sheet has no column "${reference}" (for the specification ${key}). Name a column by its header text on row ${headerRow} or by its letter.`,
        });
      } else specs[key] = index;
    }
  } else Object.assign(specs, guessSpecColumns(headers, new Set(Object.values(columns)), specFields));

  // Price and GST columns: the request's, else the saved mapping's, else the unmistakable headers.
  const priced = resolvePriceColumns(
    request,
    saved?.mapping,
    headers,
    width,
    new Set([...Object.values(columns), ...Object.values(specs)]),
  );
  for (const { reference, what } of priced.missing) {
    errors.push({
      row: headerRow,
      column: reference,
      message: `The sheet has no column "${reference}" (for ${what}). Name a column by its header text on row ${headerRow} or by its letter.`,
    });
  }

  const missing: ImportField[] = requiredImportFields.filter(
    (field) =>
      columns[field] === undefined &&
      templates[field] === undefined &&
      !unresolved.has(field) &&
      fixed[field] === undefined &&
      !(field === "category" && (groupRows === "category" || categoryFrom === "words")),
  );
  for (const field of missing) {
    errors.push({
      row: headerRow,
      column: fieldLabels[field],
      message: `The sheet has no ${fieldLabels[field]} column. Map a column to ${fieldLabels[field]}${missingFieldAdvice[field] ?? ""}.`,
    });
  }

  const fieldByColumn: (ImportField | null)[] = [];
  const fieldColumns: Partial<Record<ImportField, string>> = {};
  for (const field of importFields) {
    const index = columns[field];
    if (index === undefined || templates[field] !== undefined) continue;
    fieldColumns[field] = columnLetter(index);
    if (fieldByColumn[index] == null) fieldByColumn[index] = field;
  }
  const sampleRows = rows
    .slice(headerIndex + 1, headerIndex + 1 + SAMPLE_ROWS)
    .filter((row) => !isBlankRow(row) && groupRowValue(row, columns.partNumber) === undefined)
    .map((row) => row.map((cell) => cellText(cell)));

  const answer: ImportMappingAnswer = {
    sheet: sheet.name,
    sheets: sheets.map((candidate) => candidate.name),
    headerRow,
    columns: describeColumns(headers, sampleRows, fieldByColumn),
    fieldColumns,
    templates: Object.fromEntries(
      importFields.filter((field) => templates[field] !== undefined).map((field) => [field, templateTexts[field]]),
    ),
    fixed,
    ...(Object.keys(specs).length > 0
      ? { specColumns: Object.fromEntries(Object.entries(specs).map(([key, index]) => [key, columnLetter(index)])) }
      : {}),
    ...(Object.keys(priced.prices).length > 0
      ? {
          priceColumns: Object.fromEntries(
            Object.entries(priced.prices).map(([kind, { index, currency }]) => [
              kind,
              { column: columnLetter(index), currency },
            ]),
          ),
        }
      : {}),
    ...(priced.gst === undefined ? {} : { gstColumn: columnLetter(priced.gst) }),
    groupRows,
    ...(categoryFrom ? { categoryFrom } : {}),
    onRowError: request.onRowError ?? "refuse",
    ...(saved ? { saved: { id: saved.id, name: saved.name } } : {}),
  };
  const plan: ImportPlan = {
    sheet,
    headerIndex,
    headers,
    columns,
    templates,
    fixed,
    groupRows,
    ...(categoryFrom ? { categoryFrom } : {}),
    values,
    specs,
    prices: priced.prices,
    ...(priced.gst === undefined ? {} : { gst: priced.gst }),
    onRowError: answer.onRowError,
  };
  return { plan, answer, errors, missing };
}

/** One line for a refusal over mapping faults. */
export function mappingErrorSummary(resolved: Pick<ResolvedMapping, "errors" | "missing">): string {
  const { errors, missing } = resolved;
  if (missing.length > 0 && missing.length === errors.length) {
    const names = missing.map((field) => fieldLabels[field]);
    return `The sheet has no ${joinWithOr(names)} column${names.length > 1 ? "s" : ""}. Map ${names.length > 1 ? "them" : "it"} to a column, or give a fixed value.`;
  }
  return errors[0]?.message ?? "The mapping does not fit the sheet.";
}

/**
 * The mapping remembered for a header layout: columns by header text (by letter when a column has
 * none), fixed values, group rows and the choices made for unknown values.
 */
export function mappingToSave(plan: ImportPlan): ImportMappingRequest {
  const columns: Partial<Record<ImportField, string>> = {};
  const templates: Partial<Record<ImportField, string>> = {};
  for (const field of importFields) {
    const template = plan.templates[field];
    if (template) {
      // Columns by header text, so the next file of the layout finds them even if they move.
      templates[field] = template
        .map((part) => ("text" in part ? part.text : `{${plan.headers[part.index] || columnLetter(part.index)}}`))
        .join("");
      continue;
    }
    const index = plan.columns[field];
    if (index !== undefined) columns[field] = plan.headers[index] || columnLetter(index);
  }
  const values = Object.fromEntries(
    valueFields
      .filter((field) => Object.keys(plan.values[field]).length > 0)
      .map((field) => [field, plan.values[field]]),
  );
  const specs = Object.fromEntries(
    Object.entries(plan.specs).map(([key, index]) => [key, plan.headers[index] || columnLetter(index)]),
  );
  const header = (index: number) => plan.headers[index] || columnLetter(index);
  const prices = Object.fromEntries(
    Object.entries(plan.prices).map(([kind, { index, currency }]) => [kind, { column: header(index), currency }]),
  );
  return {
    columns,
    ...(Object.keys(templates).length > 0 ? { templates } : {}),
    ...(Object.keys(specs).length > 0 ? { specs } : {}),
    ...(Object.keys(prices).length > 0 ? { prices } : {}),
    ...(plan.gst === undefined ? {} : { gst: header(plan.gst) }),
    ...(Object.keys(plan.fixed).length > 0 ? { fixed: plan.fixed } : {}),
    groupRows: plan.groupRows,
    ...(plan.categoryFrom ? { categoryFrom: plan.categoryFrom } : {}),
    ...(Object.keys(values).length > 0 ? { values } : {}),
  };
}
