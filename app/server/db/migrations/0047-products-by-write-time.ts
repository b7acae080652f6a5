import type { CatalogueMigration } from "./migration.ts";

// A write reads back the ids of the rows it changed by the time it gave them (product-writes.server.ts,
// idsOf). Without an index that read scanned the whole table: at a million products every import paid
// for the catalogue, not for its rows (issue 42's growth bench, docs/decisions/226).
export const migration: CatalogueMigration = {
  async up(db) {
    await db.schema.createIndex("products_updated_at_idx").on("products").column("updated_at").execute();
  },
};
