import type { CatalogueMigration } from "./migration.ts";

// The brands and categories an import created (mapping value "new"), as JSON, so the history can
// say so and undo can remove them again (docs/decisions/069).
export const migration: CatalogueMigration = {
  async up(db) {
    await db.schema.alterTable("imports").addColumn("created_terms", "text").execute();
  },
};
