import type { CatalogueMigration } from "./migration.ts";

// A fitment line may narrow its vehicle: engine, fuel, gearbox, AC type, months and a note
// (issue 27, docs/decisions/131). Derived from products.fits like the rest of the row, so the
// finder can ask the one question that splits a vehicle's parts.
export const migration: CatalogueMigration = {
  async up(db) {
    for (const column of ["engine", "fuel", "transmission", "ac", "month_from", "month_to", "note"]) {
      await db.schema.alterTable("product_fitments").addColumn(column, "text").execute();
    }
  },
};
