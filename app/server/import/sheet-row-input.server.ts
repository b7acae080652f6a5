import type { CatalogueRowInput, PriceCells, SpecCells } from "#app/forms/catalogue-row.ts";
import type { ImportField } from "#app/forms/import-mapping.ts";
import { cellText, collapseSpaces } from "./cell-text.server.ts";
import type { CellValue } from "./read-workbook.server.ts";
import type { ImportPlan } from "./sheet-mapping.server.ts";

/**
 * A sheet row as the row schema reads it (app/forms/catalogue-row.ts): each field from its mapped
 * column, its template of columns and text, the group row above it, or the mapping's fixed value.
 */
export function rowInput(row: readonly CellValue[], plan: ImportPlan, group: string | undefined): CatalogueRowInput {
  const text = (field: ImportField) => {
    const index = plan.columns[field];
    const template = plan.templates[field];
    const value = template
      ? template
          .map((part) => ("text" in part ? part.text : cellText(row[part.index])))
          .join("")
          .replace(/\s+/g, " ")
          .trim()
      : index === undefined
        ? ""
        : cellText(row[index]);
    if (value !== "") return value;
    if (field === "category" && plan.groupRows === "category" && group !== undefined) return group;
    return plan.fixed[field] ?? "";
  };
  const ratingColumn = plan.columns.rating;
  const rating = plan.templates.rating
    ? text("rating")
    : ratingColumn === undefined
      ? null
      : (row[ratingColumn] ?? null);
  return {
    name: collapseSpaces(text("name")),
    partNumber: text("partNumber"),
    brand: text("brand"),
    category: text("category"),
    description: text("description"),
    image: text("image"),
    rating: rating === null && plan.fixed.rating !== undefined ? plan.fixed.rating : rating,
    oeNumbers: text("oeNumbers"),
    crossReferences: text("crossReferences"),
    fits: text("fits"),
    ...specCells(row, plan),
    ...priceCells(row, plan),
  };
}

/** A number cell as it is, anything else as its text (a price or rate reads both). */
function numberOrText(cell: CellValue | undefined): string | number {
  return typeof cell === "number" ? cell : cellText(cell);
}

/** The row's cells of the mapped price columns and GST column; none when none is mapped. */
function priceCells(row: readonly CellValue[], plan: ImportPlan): { prices?: PriceCells; gst?: string | number } {
  const entries = Object.entries(plan.prices);
  return {
    ...(entries.length > 0
      ? {
          prices: Object.fromEntries(
            entries.map(([kind, { index, currency }]) => [kind, { cell: numberOrText(row[index]), currency }]),
          ),
        }
      : {}),
    ...(plan.gst === undefined ? {} : { gst: numberOrText(row[plan.gst]) }),
  };
}

/** The row's cells of the mapped specification columns, by field key; none when no column is mapped. */
function specCells(row: readonly CellValue[], plan: ImportPlan): { specs?: SpecCells } {
  const entries = Object.entries(plan.specs);
  if (entries.length === 0) return {};
  return {
    specs: Object.fromEntries(
      entries.map(([key, index]) => {
        return [key, numberOrText(row[index])];
      }),
    ),
  };
}
