import type { CatalogueMigration } from "./migration.ts";

// Fitment text that is not a vehicle, kept on the product instead of becoming a finder model (decision 093).
export const migration: CatalogueMigration = {
  async up(db) {
    await db.schema
      .alterTable("products")
      .addColumn("fits_note", "text", (c) => c.notNull().defaultTo(""))
      .execute();
  },
};
