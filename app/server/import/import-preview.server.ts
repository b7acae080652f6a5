/**
 * What an import would change in the products it updates, field by field (old → new), for the
 * preview staff see before they import. Read-only; compares the validated rows with the stored ones.
 */
import type { Kysely } from "kysely";
import { partNumberKey } from "#app/catalogue/part-number.ts";
import { importFields } from "#app/forms/import-mapping.ts";
import { loadTaxonomy } from "#app/server/catalogue/taxonomy.server.ts";
import type { Database } from "#app/server/db/schema.ts";
import { sheetColumns } from "#app/server/product-queries.server.ts";
import type { ProductInput } from "#app/server/product-writes.server.ts";
// The shape the preview answers with: one definition, shared with the staff area's client.
import type { FieldChange, ProductChanges } from "#app/utils/api-types.ts";

/** Products listed with their changes at most: the counts cover the rest. */
export const PREVIEW_CHANGE_LIMIT = 200;

type Comparable = Record<FieldChange["field"], string>;

/** Brand and category slugs by the names staff know them by, as the database holds them now. */
interface TermNames {
  brand(slug: string): string;
  category(slug: string): string;
}

function comparable(
  names: TermNames,
  row: {
    name: string;
    part_number: string;
    brand_slug: string;
    category_slug: string;
    description: string;
    image: string | null;
    rating: number | null;
    oe_numbers: string;
    cross_references: string;
    fits: string;
  },
): Comparable {
  return {
    name: row.name,
    partNumber: row.part_number,
    brand: names.brand(row.brand_slug),
    category: names.category(row.category_slug),
    description: row.description,
    image: row.image ?? "",
    rating: row.rating === null ? "" : String(Number(row.rating)),
    oeNumbers: row.oe_numbers,
    crossReferences: row.cross_references,
    fits: row.fits,
  };
}

function comparableInput(names: TermNames, input: ProductInput): Comparable {
  return {
    name: input.name,
    partNumber: input.partNumber,
    brand: names.brand(input.brandSlug),
    category: names.category(input.categorySlug),
    description: input.description,
    image: input.image ?? "",
    rating: input.rating === null ? "" : String(input.rating),
    oeNumbers: input.oeNumbers ?? "",
    crossReferences: input.crossReferences ?? "",
    fits: input.fits ?? "",
  };
}

// The sheet's fields in the staff screen's order (one list, in the import mapping's module).
const fields: readonly FieldChange["field"][] = importFields;

/** For each incoming row that updates a stored product, the fields that differ; in sheet order. */
export async function previewUpdates(
  db: Kysely<Database>,
  rows: readonly ProductInput[],
  limit = PREVIEW_CHANGE_LIMIT,
): Promise<ProductChanges[]> {
  const taxonomy = await loadTaxonomy(db);
  const names: TermNames = {
    brand: (slug) => taxonomy.resolveBrand(slug)?.name ?? slug,
    category: (slug) => taxonomy.resolveCategory(slug)?.name ?? slug,
  };
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
      const next = comparableInput(names, input);
      const differing = fields
        .filter((field) => old[field] !== next[field])
        .map((field) => ({ field, old: old[field], new: next[field] }));
      if (differing.length > 0) changes.push({ partNumber: input.partNumber, name: input.name, changes: differing });
      if (changes.length >= limit) break;
    }
  }
  return changes;
}
