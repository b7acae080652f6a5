/**
 * What an import would change in the products it updates, field by field (old → new), for the
 * preview staff see before they import. Read-only; compares the validated rows with the stored ones.
 */
import type { Kysely } from "kysely";
import { partNumberKey } from "#app/catalogue/part-number.ts";
import { importFields } from "#app/forms/import-mapping.ts";
import { loadTaxonomy } from "#app/server/catalogue/taxonomy.server.ts";
import type { Database } from "#app/server/db/schema.ts";
import { type ProductInput, type SheetFields, sheetColumns, storedFields } from "#app/server/product-writes.server.ts";
// The shape the preview answers with: one definition, shared with the staff area's client.
import type { FieldChange, ProductChanges } from "#app/utils/api-types.ts";
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
  const byKey = new Map(rows.map((row) => [partNumberKey(row.partNumber), row]));
  const changes: ProductChanges[] = [];
  const keys = [...byKey.keys()];
  for (let i = 0; i < keys.length && changes.length < limit; i += 500) {
    const stored = await db
      .selectFrom("products")
      .select(["part_key", ...sheetColumns])
      .where("part_key", "in", keys.slice(i, i + 500))
      .execute();
    const storedByKey = new Map(stored.map((row) => [row.part_key, row]));
    for (const key of keys.slice(i, i + 500)) {
      const before = storedByKey.get(key);
      const input = byKey.get(key);
      if (!before || !input) continue;
      const old = comparable(names, before);
      const next = comparable(names, storedFields(input));
      const differing = fields
        .filter((field) => old[field] !== next[field])
        .map((field) => ({ field, old: old[field], new: next[field] }));
      if (differing.length > 0) changes.push({ partNumber: input.partNumber, name: input.name, changes: differing });
      if (changes.length >= limit) break;
    }
  }
  return changes;
}
