import type { SheetResult } from "#app/server/import/sheet-validation.server.ts";
import type { ProductInput } from "#app/server/products/product-writes.server.ts";

/**
 * Helpers for tests of a sheet's validation and import: the fixtures' header and what to expect of
 * a checked sheet, with its faults in the failure message when a test meets the other outcome.
 */

/** The header of the fixtures' catalogue sheets (catalogue-300.xlsx): the template's first seven columns. */
export const fixtureHeader = ["Product Name", "Part No.", "Brand", "Category", "Description", "Image", "Rating"];

/** What a row without the optional number and fitment columns stores for them. */
export const noNumbers = { oeNumbers: "", crossReferences: "", fits: "" };

/** The rows of a sheet that must import. */
export function okRows(result: SheetResult): ProductInput[] {
  if (!result.ok) throw new Error(`${result.error}\n${JSON.stringify(result.errors, null, 2)}`);
  return result.rows;
}

/** The refusal of a sheet that must be refused. */
export function failure(result: SheetResult) {
  if (result.ok) throw new Error("expected the sheet to be refused");
  return result;
}
