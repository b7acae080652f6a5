import type { CatalogueMigration } from "./migration.ts";
import { tableWithId } from "./table-with-id.ts";

export const migration: CatalogueMigration = {
  async up(db, kind) {
    // One remembered column mapping per header layout of a supplier's price list (issue 15).
    await tableWithId(db, kind, "import_mappings")
      .addColumn("layout_key", "text", (c) => c.notNull().unique())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("headers", "text", (c) => c.notNull())
      .addColumn("mapping", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
  },
};
