import type { SheetProblem } from "#app/api/imports.ts";
import { identityKey, partNumberKey } from "#app/catalogue/part-number.ts";
import type { RowPlacement } from "#app/catalogue/row-category.ts";
import { quoted, type SheetTaxonomy } from "#app/forms/catalogue-row.ts";

// What the validation says of a row beyond its own cells: a part an earlier row has, and a row the
// words of its name did not surely place in a category.

/**
 * The message for a part an earlier row already has, else null: the same brand and part number
 * (compared by partNumberKey). The same number under two brands is two parts (decision 089). A
 * brand no resolver knows is compared as written, so the check holds on a row with other faults.
 */
export function repeatedPart(
  { partNumber, brand }: { partNumber: string; brand: string },
  rowNumber: number,
  resolveBrand: (value: string) => { slug: string } | undefined,
  firstRowByPart: Map<string, { row: number; partNumber: string }>,
): string | null {
  const part_key = partNumberKey(partNumber);
  if (part_key === "") return null;
  const key = identityKey({ brand_slug: resolveBrand(brand)?.slug ?? brand.trim().toLowerCase(), part_key });
  const earlier = firstRowByPart.get(key);
  if (!earlier) {
    firstRowByPart.set(key, { row: rowNumber, partNumber });
    return null;
  }
  const spelling = earlier.partNumber === partNumber ? "" : ` (as ${quoted(earlier.partNumber)})`;
  return `Part number ${quoted(partNumber)} repeats row ${earlier.row}${spelling}. Each part may appear once.`;
}

/** A row the words did not surely place, as the answer lists it (decisions 091 and 180). */
export function unplacedRow(
  placement: Exclude<RowPlacement, { kind: "placed" }>,
  row: number,
  column: string,
  taxonomy: SheetTaxonomy,
): SheetProblem {
  if (placement.kind === "none") {
    return { row, column, message: "No category of the catalogue is named in its name or description." };
  }
  if (placement.kind === "other-part") {
    return {
      row,
      column,
      message: `Its name is about ${quoted(placement.head)}, which is not a part of the catalogue.`,
    };
  }
  const names = placement.mayBe.map((slug) => taxonomy.categories.find((term) => term.slug === slug)?.name ?? slug);
  return {
    row,
    column,
    message: `Needs a look: it may be ${names.map(quoted).join(" or ")}, but its name does not surely say so. Give it a category in a Category column, or leave it out.`,
    mayBe: [...placement.mayBe],
  };
}
