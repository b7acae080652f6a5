import type { CatalogueMigration } from "./migration.ts";

// A product staff send back to "needs a look" from an import's summary (issue 40, docs/decisions/
// 202): a draft whose category is not trusted yet, which publishing the import or its brand skips
// until staff publish it by itself or leave it in its category.
export const migration: CatalogueMigration = {
  async up(db) {
    await db.schema
      .alterTable("products")
      .addColumn("needs_look", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
  },
};
