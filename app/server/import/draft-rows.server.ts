import type { Kysely } from "kysely";
import type { CreatedTerm, PublishChoice } from "#app/api/imports.ts";
import { modelKey } from "#app/catalogue/fitment.ts";
import { parseFits } from "#app/catalogue/fitment-parse.ts";
import type { Database } from "#app/server/db/schema.ts";
import type { ProductInput } from "#app/server/product-writes.server.ts";

/**
 * Which products an import brings in as drafts (docs/decisions/087). Staff choose on the confirm
 * step: "now" publishes every product the import creates, "drafts" holds them all back. Without a
 * choice the rule decides: every row of a sheet mapped by hand with no saved mapping is a draft
 * (a new supplier's list), and so is every row that brings a brand, a category or a vehicle model
 * the public catalogue does not have yet; the rest (the spec's own sheet with known brands and
 * categories) is published as before. Only products the import creates take the status: an
 * existing product keeps its own (decision 086).
 */
export async function withImportStatus(
  db: Kysely<Database>,
  rows: readonly ProductInput[],
  { publish, newMapping, newTerms }: { publish?: PublishChoice; newMapping: boolean; newTerms: readonly CreatedTerm[] },
): Promise<ProductInput[]> {
  if (publish === "now") return rows.map((row) => ({ ...row, status: "active" }));
  if (publish === "drafts" || newMapping) return rows.map((row) => ({ ...row, status: "draft" }));
  const created = new Set(newTerms.map((term) => `${term.kind}:${term.slug}`));
  const models = await publicModels(db);
  const bringsSomethingNew = (row: ProductInput) =>
    created.has(`brand:${row.brandSlug}`) ||
    created.has(`category:${row.categorySlug}`) ||
    parseFits(row.fits ?? "").fits.some((fit) => !models.has(`${fit.makeSlug} ${modelKey(fit.model)}`));
  return rows.map((row) => ({ ...row, status: bringsSomethingNew(row) ? "draft" : "active" }));
}

/** The vehicle models some public product fits ("make model-key"): the fitments hold active products only. */
export async function publicModels(db: Kysely<Database>): Promise<Set<string>> {
  const rows = await db.selectFrom("product_fitments").select(["make_slug", "model_key"]).distinct().execute();
  return new Set(rows.map((row) => `${row.make_slug} ${row.model_key}`));
}
