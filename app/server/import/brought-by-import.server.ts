import { type RawBuilder, sql } from "kysely";

/**
 * Whether a products row is one an import created or updated: the products it brought (staff's
 * filter by import, publishing an import's drafts). Matched by brand and part key, the product's
 * identity (decision 089): another brand's product with the same number is not the import's.
 */
export function broughtByImport(importId: number): RawBuilder<boolean> {
  return sql<boolean>`(products.part_key, products.brand_slug) in (
    select part_key, brand_slug from import_changes where import_id = ${importId} and action <> 'deleted')`;
}
