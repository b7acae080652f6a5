import type { SheetProblem, UndoRefusal } from "#app/api/imports.ts";
import type { RefusedFile } from "#app/api/products.ts";
import {
  type ImportField,
  type ImportMappingAnswer,
  importFields,
  type UnknownValues,
} from "#app/forms/import-mapping.ts";

/**
 * Readers of the extra fields of a refused API call (their shapes: app/api/*.ts), read defensively: a body of
 * another shape gives nothing rather than throwing. The staff area shows what they return.
 */

export type JsonBody = Record<string, unknown>;

/**
 * One refused field of a query string, JSON body or form ("" for the whole input), as a 400's
 * `errors` lists it: every strict input, POST/PATCH /products and the account calls.
 */
export interface FieldProblem {
  field: string;
  message: string;
}

/** Why the server refused an undo (409); undefined for any other failure. */
export function undoRefusal(body: JsonBody): UndoRefusal | undefined {
  if (body.reason === "already-undone") return { reason: "already-undone" };
  if (
    body.reason === "term-deleted" &&
    (body.kind === "brand" || body.kind === "category") &&
    typeof body.slug === "string"
  )
    return { reason: "term-deleted", kind: body.kind, slug: body.slug };
  const blocked = body.blockedBy as Record<string, unknown> | null | undefined;
  if (
    body.reason === "blocked" &&
    blocked &&
    typeof blocked.id === "number" &&
    typeof blocked.createdAt === "string" &&
    typeof blocked.products === "number"
  )
    return {
      reason: "blocked",
      blockedBy: { id: blocked.id, createdAt: blocked.createdAt, products: blocked.products },
    };
  return undefined;
}

function arrayOf<T>(value: unknown, check: (item: Record<string, unknown>) => T | undefined): T[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    if (!item || typeof item !== "object") return [];
    const parsed = check(item as Record<string, unknown>);
    return parsed === undefined ? [] : [parsed];
  });
}

/** The faults of a refused sheet, by spreadsheet row. */
export function sheetProblems(body: JsonBody): SheetProblem[] {
  return arrayOf(body.errors, (item) =>
    typeof item.message === "string"
      ? {
          row: typeof item.row === "number" ? item.row : 0,
          column: typeof item.column === "string" ? item.column : "",
          message: item.message,
        }
      : undefined,
  ).sort((a, b) => a.row - b.row);
}

/** How many faults a refused sheet has in all: `errorCount`, which can exceed the faults listed. */
export function sheetProblemCount(body: JsonBody): number {
  const listed = Array.isArray(body.errors) ? body.errors.length : 0;
  return typeof body.errorCount === "number" && body.errorCount > listed ? body.errorCount : listed;
}

/** The files of a refused photo upload, each with its reason. */
export function refusedFiles(body: JsonBody): RefusedFile[] {
  return arrayOf(body.refused, (item) =>
    typeof item.file === "string" && typeof item.reason === "string"
      ? { file: item.file, reason: item.reason, ...(typeof item.detail === "string" ? { detail: item.detail } : {}) }
      : undefined,
  );
}

/**
 * The mapping and unknown values an upload answered (POST /upload-excel, refused or not, for a file
 * that could be read); undefined when there are none.
 */
export function importMappingOf(
  body: JsonBody,
): { mapping: ImportMappingAnswer; unknownValues: UnknownValues } | undefined {
  const mapping = body.mapping as ImportMappingAnswer | undefined;
  const unknown = body.unknownValues as Partial<UnknownValues> | undefined;
  if (!mapping || typeof mapping !== "object" || !Array.isArray(mapping.columns)) return undefined;
  return {
    mapping,
    unknownValues: {
      brand: Array.isArray(unknown?.brand) ? unknown.brand : [],
      category: Array.isArray(unknown?.category) ? unknown.category : [],
    },
  };
}

/** The field whose source a refused mapping could not use (`mappingField`, decision 203), if named. */
export function mappingFieldOf(body: JsonBody): ImportField | undefined {
  const fault = body.mappingField as { field?: unknown } | undefined;
  const field = fault && typeof fault === "object" ? fault.field : undefined;
  return importFields.find((known) => known === field);
}

/** The fields a refused product or account call names (`errors`: field and message). */
export function fieldProblems(body: JsonBody): FieldProblem[] {
  return arrayOf(body.errors, (item) =>
    typeof item.message === "string" && typeof item.field === "string"
      ? { field: item.field, message: item.message }
      : undefined,
  );
}
