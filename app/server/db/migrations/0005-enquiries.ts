import type { CatalogueMigration } from "./migration.ts";
import { tableWithId } from "./table-with-id.ts";

export const migration: CatalogueMigration = {
  async up(db, kind) {
    await tableWithId(db, kind, "enquiries")
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("email", "text", (c) => c.notNull())
      .addColumn("phone", "text", (c) => c.notNull())
      .addColumn("message", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("language", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("enquiries_created_idx").on("enquiries").column("created_at").execute();
  },
};
