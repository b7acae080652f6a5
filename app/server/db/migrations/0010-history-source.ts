import type { CatalogueMigration } from "./migration.ts";

// A product added, edited, deleted or given a photo by hand is an entry of the import history too,
// so it can be undone like an import; `source` tells the two apart (docs/decisions/052).
export const migration: CatalogueMigration = {
  async up(db) {
    await db.schema
      .alterTable("imports")
      .addColumn("source", "text", (c) => c.notNull().defaultTo("sheet"))
      .execute();
  },
};
