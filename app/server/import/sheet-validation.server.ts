/**
 * Turns an uploaded catalogue or supplier's price list into products, or into the complete list of
 * what is wrong with it. By default a sheet is all or nothing: staff fix every reported cell and
 * upload again, rather than wondering which half of their catalogue went in; staff may instead
 * choose to import the good rows and get the others back as a report (onRowError "skip").
 *
 * This module walks the rows; one row's rules are the row schema's (app/forms/catalogue-row.ts,
 * which the product form uses too), and the brands and categories a sheet's "new" values become
 * are planned by new-terms.server.ts.
 */
import { setImmediate } from "node:timers/promises";
import type { CreatedTerm, ImportRowCounts, SheetProblem } from "#app/api/imports.ts";
import { catalogueRowSchema, quoted, type SheetTaxonomy } from "#app/forms/catalogue-row.ts";
import {
  type ImportField,
  type ImportMappingAnswer,
  type ImportMappingRequest,
  NEW_VALUE,
  SKIP_VALUE,
  type UnknownValues,
  valueFields,
} from "#app/forms/import-mapping.ts";
import type { ProductInput } from "#app/server/products/product-writes.server.ts";
import { tooManyRowsMessage, uploadLimits } from "#app/server/upload-limits.server.ts";
import { formatCount } from "#app/utils/format-size.ts";
import { isBlank } from "./cell-text.server.ts";
import { groupRowValue } from "./header-detection.server.ts";
import { ListedProblems } from "./listed-problems.server.ts";
import { NewTermPlanner } from "./new-terms.server.ts";
import type { CellValue } from "./read-workbook.server.ts";
import {
  fieldLabels,
  type ImportPlan,
  mappingErrorSummary,
  type ResolvedMapping,
  resolveMapping,
} from "./sheet-mapping.server.ts";
import { rowInput } from "./sheet-row-input.server.ts";
import { repeatedPart, unplacedRow } from "./sheet-row-problems.server.ts";
import {
  notABrandMessage,
  rememberingResolvers,
  UnknownValueCounter,
  valueChoiceErrors,
  valueResolvers,
} from "./sheet-values.server.ts";
import { rowCategoriesOf, valueChoicesOf } from "./value-choices.server.ts";

/** Rows left out of an import: by the mapping's choice ("skip" an unknown brand) or, with onRowError "skip", for their faults. */
export type SheetResult =
  | {
      ok: true;
      rows: ProductInput[];
      skipped: SheetProblem[];
      /** Of those, rows whose words name no category (categoryFrom "words"). */
      outsideCatalogue: number;
      /** Where the rows went: read, placed by category, needing a look, left out (decision 180). */
      rowCounts: ImportRowCounts;
      mapping: ImportMappingAnswer;
      unknownValues: UnknownValues;
      /** Brands and categories to create (values mapped to "new") that the rows above use. */
      newTerms: CreatedTerm[];
      /** What to remember for this header layout once the import is written. */
      plan: ImportPlan;
      /** The sheet's row number of each product in `rows`. */
      rowNumbers: number[];
    }
  | {
      ok: false;
      error: string;
      /** The first faults (uploadLimits.spreadsheet.maxListedProblems); errorCount counts them all. */
      errors: SheetProblem[];
      errorCount: number;
      /** Absent only when the file could not be read at all. */
      mapping?: ImportMappingAnswer;
      unknownValues?: UnknownValues;
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

const exportHeaderHint = catalogueHeaders.join(", ");

function problemsSummary(count: number): string {
  return count === 1
    ? "The sheet has 1 problem. Nothing was imported; fix it and upload again."
    : `The sheet has ${formatCount(count)} problems. Nothing was imported; fix them and upload again.`;
}

/** Where the rows went: those read, the products per category (most first), the rest. */
function rowCountsOf(
  products: readonly ProductInput[],
  read: number,
  needsLook: number,
  taxonomy: SheetTaxonomy,
  newTerms: readonly CreatedTerm[],
): ImportRowCounts {
  const perCategory = new Map<string, number>();
  for (const product of products)
    perCategory.set(product.categorySlug, (perCategory.get(product.categorySlug) ?? 0) + 1);
  const nameOf = (slug: string) =>
    taxonomy.categories.find((term) => term.slug === slug)?.name ??
    newTerms.find((term) => term.kind === "category" && term.slug === slug)?.name ??
    slug;
  const placed = [...perCategory]
    .map(([slug, rows]) => ({ slug, name: nameOf(slug), rows }))
    .sort((a, b) => b.rows - a.rows || a.name.localeCompare(b.name));
  return { read, placed, needsLook, leftOut: read - products.length - needsLook };
}

/** Rows validated between two pauses of parseCatalogueSheet: a few milliseconds of work each. */
const ROWS_PER_SLICE = 2_000;

/**
 * The validation, written as steps: it yields after every slice of rows so the upload route can
 * let other requests run in between, while validateCatalogueRows runs the same steps in one go.
 */
function* validationSteps(
  resolved: ResolvedMapping,
  given: SheetTaxonomy,
  maxRows: number = uploadLimits.spreadsheet.maxRows,
): Generator<void, SheetResult> {
  const taxonomy = rememberingResolvers(given);
  const resolvers = valueResolvers(taxonomy);
  const { plan, answer } = resolved;
  const rows = plan.sheet.rows;
  const headerRow = plan.headerIndex + 1;
  const newTerms = new NewTermPlanner(taxonomy, headerRow, plan.values);
  const choices = valueChoicesOf(plan.values);
  const placer = plan.categoryFrom === "words" ? rowCategoriesOf(taxonomy.categories) : undefined;
  let outsideCatalogue = 0;
  let needsLook = 0;
  let read = 0;
  const resolveBrand = (value: string) => taxonomy.resolveBrand(value) ?? newTerms.resolve("brand", value);
  // Rows of a value mapped to "new" (or to a term it creates) carry the new term's slug, which the row schema must know.
  const rowSchema = catalogueRowSchema({
    ...taxonomy,
    resolveBrand,
    resolveCategory: (value) => taxonomy.resolveCategory(value) ?? newTerms.resolve("category", value),
  });
  const unknown = new UnknownValueCounter(taxonomy);
  const refuse = (error: string, errors: SheetProblem[], errorCount = errors.length): SheetResult => ({
    ok: false,
    error,
    errors,
    errorCount,
    mapping: answer,
    unknownValues: unknown.result(),
  });
  if (rows.every((row) => row.every(isBlank))) {
    const message = `The sheet is empty. Row 1 must be the header (${exportHeaderHint}), with one product per row below it.`;
    return refuse(message, [{ row: 1, column: "", message }]);
  }

  // The reader let a title block through besides the allowed rows; the rows below the header count.
  if (rows.length - headerRow > maxRows) {
    const message = tooManyRowsMessage(maxRows);
    return refuse(message, [{ row: headerRow + maxRows + 1, column: "", message }]);
  }

  const errors = new ListedProblems();
  const skipped: SheetProblem[] = [];
  const products: ProductInput[] = [];
  const rowNumbers: number[] = [];
  const firstRowByPart = new Map<string, { row: number; partNumber: string }>();
  const headerText = (field: ImportField) => {
    const index = plan.templates[field] ? undefined : plan.columns[field];
    return (index === undefined ? "" : plan.headers[index]) || fieldLabels[field];
  };
  // An issue's path is a field, or "specs.<key>" for a specification column.
  const issueColumn = (path: string) => {
    const priceIndex =
      path === "gst" ? plan.gst : path.startsWith("prices.") ? plan.prices[path.slice(7)]?.index : undefined;
    if (priceIndex !== undefined) return plan.headers[priceIndex] || path;
    if (!path.startsWith("specs.")) return headerText(path as ImportField);
    const key = path.slice("specs.".length);
    const index = plan.specs[key];
    return (index === undefined ? "" : plan.headers[index]) || key;
  };
  let group: string | undefined;
  // A mapping that does not fit still lists the unknown values, so a client can settle both at once.
  const countOnly = resolved.errors.length > 0;

  for (let index = plan.headerIndex + 1; index < rows.length; index++) {
    if ((index - plan.headerIndex) % ROWS_PER_SLICE === 0) yield;
    const cells = rows[index] ?? [];
    if (cells.every(isBlank)) continue;
    if (plan.groupRows === "category") {
      const groupValue = groupRowValue(cells, plan.columns.partNumber);
      if (groupValue !== undefined) {
        group = groupValue;
        continue;
      }
    }
    read++;
    const rowNumber = index + 1;
    const input = rowInput(cells, plan, group);
    if (placer && input.category === "") {
      const placement = placer.ofRow(input.name, input.description);
      if (placement.kind !== "placed") {
        if (placement.kind === "needs-a-look") needsLook++;
        else outsideCatalogue++;
        if (!countOnly) skipped.push(unplacedRow(placement, rowNumber, headerText("name"), taxonomy));
        continue;
      }
      input.category = placement.slug;
    }
    let skip: SheetProblem | undefined;
    for (const field of valueFields) {
      const value = input[field];
      if (!unknown.count(field, value) || countOnly) continue;
      const decided = choices[field].for(value);
      const choice = decided?.choice;
      if (choice === SKIP_VALUE) {
        skip ??= {
          row: rowNumber,
          column: headerText(field),
          message: decided?.notBrand
            ? notABrandMessage(value, decided.notBrand)
            : `${fieldLabels[field]} ${quoted(value)} is skipped, as the mapping says.`,
        };
      } else if (choice === NEW_VALUE) {
        const slug = newTerms.slugFor(field, decided?.spelling ?? value);
        if (slug !== undefined) input[field] = slug;
      } else if (choice !== undefined) input[field] = choice;
    }
    if (countOnly) continue;
    if (skip) {
      skipped.push(skip);
      continue;
    }
    const rowErrors: SheetProblem[] = [];
    const parsed = rowSchema.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        rowErrors.push({ row: rowNumber, column: issueColumn(String(issue.path[0] ?? "")), message: issue.message });
      }
    }
    // Checked even on a row with other faults, so fixing those never reveals a new problem.
    const repeat = repeatedPart(input, rowNumber, resolveBrand, firstRowByPart);
    if (repeat) rowErrors.push({ row: rowNumber, column: headerText("partNumber"), message: repeat });
    if (parsed.success && !repeat) {
      products.push(parsed.data);
      rowNumbers.push(rowNumber);
    } else if (plan.onRowError === "skip") skipped.push(...rowErrors);
    else errors.add(rowErrors);
  }

  if (resolved.errors.length > 0) return refuse(mappingErrorSummary(resolved), resolved.errors);
  const choiceErrors = [...valueChoiceErrors(plan, headerRow, resolvers, newTerms), ...newTerms.errors()];
  if (choiceErrors.length > 0) return refuse(choiceErrors[0]?.message ?? "", choiceErrors);
  if (errors.total > 0) return refuse(problemsSummary(errors.total), errors.listed, errors.total);
  if (products.length === 0) {
    if (skipped.length > 0) {
      return refuse("Every row was left out: none can be imported. Nothing was imported.", skipped);
    }
    const message = "The sheet has a header row but no products below it.";
    return refuse(message, [{ row: headerRow + 1, column: "", message }]);
  }
  const used = newTerms.used(products);
  return {
    ok: true,
    rows: products,
    skipped,
    outsideCatalogue,
    rowCounts: rowCountsOf(products, read, needsLook, taxonomy, used),
    mapping: answer,
    unknownValues: unknown.result(),
    newTerms: used,
    plan,
    rowNumbers,
  };
}

/** Validates every row of a sheet already read into cells; rows[0] is spreadsheet row 1. */
export function validateCatalogueRows(
  rows: readonly (readonly CellValue[])[],
  taxonomy: SheetTaxonomy,
  mapping?: ImportMappingRequest,
  maxRows?: number,
): SheetResult {
  const steps = validationSteps(
    resolveMapping([{ name: "Sheet1", rows: rows as CellValue[][] }], mapping, undefined, taxonomy.specFields?.all),
    taxonomy,
    maxRows,
  );
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** The same validation, pausing between slices so a 100,000-row sheet never holds up other visitors. */
export async function validateWithoutBlocking(
  resolved: ResolvedMapping,
  taxonomy: SheetTaxonomy,
): Promise<SheetResult> {
  const steps = validationSteps(resolved, taxonomy);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await setImmediate();
  }
}
