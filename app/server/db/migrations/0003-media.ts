import type { CatalogueMigration } from "./migration.ts";
import { tableWithId } from "./table-with-id.ts";

export const migration: CatalogueMigration = {
  async up(db, kind) {
    await tableWithId(db, kind, "media")
      .addColumn("stem_key", "text", (c) => c.notNull().unique())
      .addColumn("original_name", "text", (c) => c.notNull())
      .addColumn("file_id", "text", (c) => c.notNull().unique())
      .addColumn("widths", "text", (c) => c.notNull())
      .addColumn("width", "integer", (c) => c.notNull())
      .addColumn("height", "integer", (c) => c.notNull())
      .addColumn("original_ext", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
  },
};
