import type { CatalogueMigration } from "./migration.ts";

// Staff mark an enquiry replied or closed; who did it and when is kept with it.
export const migration: CatalogueMigration = {
  async up(db) {
    await db.schema
      .alterTable("enquiries")
      .addColumn("status", "text", (c) => c.notNull().defaultTo("new"))
      .execute();
    await db.schema.alterTable("enquiries").addColumn("status_changed_at", "text").execute();
    await db.schema.alterTable("enquiries").addColumn("status_changed_by", "text").execute();
    await db.schema.createIndex("enquiries_status_idx").on("enquiries").column("status").execute();
  },
};
