/**
 * What an import would change in the products it updates, field by field (old → new), for the
 * preview staff see before they import. Read-only; compares the validated rows with the stored ones.
 */
import type { Kysely } from "kysely";
// The shape the preview answers with: one definition, shared with the staff area's client.
import type { FieldChange, ProductChanges } from "#app/api/imports.ts";
import { identityKey } from "#app/catalogue/part-number.ts";
import { importFields } from "#app/forms/import-mapping.ts";
import { loadTaxonomy } from "#app/server/catalogue/taxonomy.server.ts";
import type { Database } from "#app/server/db/schema.ts";
import {
  identityOf,
  type ProductInput,
  rowsOf,
  type SheetFields,
  storedFields,
} from "#app/server/product-writes.server.ts";
import { sheetRow, type TermNames, termNames } from "./export-workbook.server.ts";

/** Products listed with their changes at most: the counts cover the rest. */
export const PREVIEW_CHANGE_LIMIT = 200;

type Comparable = Record<FieldChange["field"], string>;

/** A product's fields as the preview shows them: the sheet's texts, "" for an empty cell. */
function comparable(names: TermNames, stored: SheetFields): Comparable {
  const row = sheetRow(stored, names);
  return { ...row, image: row.image ?? "", rating: row.rating === null ? "" : String(row.rating) };
}

// The sheet's fields in the staff screen's order (one list, in the import mapping's module).
const fields: readonly FieldChange["field"][] = importFields;

/** For each incoming row that updates a stored product, the fields that differ; in sheet order. */
export async function previewUpdates(
  db: Kysely<Database>,
  rows: readonly ProductInput[],
  limit = PREVIEW_CHANGE_LIMIT,
): Promise<ProductChanges[]> {
  const names = termNames(await loadTaxonomy(db));
  const changes: ProductChanges[] = [];
  // Read a slice at a time and stop at the limit: a sheet of 50,000 rows previews its first updates.
  for (let i = 0; i < rows.length && changes.length < limit; i += 500) {
    const slice = rows.slice(i, i + 500);
    const stored = await rowsOf(db, slice.map(identityOf));
    const storedByIdentity = new Map(stored.map((row) => [identityKey(row), row]));
    for (const input of slice) {
      const before = storedByIdentity.get(identityKey(identityOf(input)));
      if (!before) continue;
      const old = comparable(names, before);
      const next = comparable(names, storedFields(input));
      const differing = fields
        .filter((field) => old[field] !== next[field])
        .map((field) => ({ field, old: old[field], new: next[field] }));
      if (differing.length > 0)
        changes.push({ partNumber: input.partNumber, brand: next.brand, name: input.name, changes: differing });
      if (changes.length >= limit) break;
    }
  }
  return changes;
}
