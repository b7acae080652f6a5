import { sql } from "kysely";
import type { CatalogueMigration } from "./migration.ts";
import { tableWithId } from "./table-with-id.ts";

export const migration: CatalogueMigration = {
  async up(db, kind) {
    await tableWithId(db, kind, "imports")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("admin_id", "integer", (c) => c.references("admins.id").onDelete("set null"))
      .addColumn("username", "text", (c) => c.notNull())
      .addColumn("file_name", "text", (c) => c.notNull())
      .addColumn("replace_all", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("created", "integer", (c) => c.notNull())
      .addColumn("updated", "integer", (c) => c.notNull())
      .addColumn("unchanged", "integer", (c) => c.notNull())
      .addColumn("deleted", "integer", (c) => c.notNull())
      .addColumn("undone_at", "text")
      .addColumn("undone_by", "text")
      .execute();
    await tableWithId(db, kind, "import_changes")
      .addColumn("import_id", "integer", (c) => c.notNull().references("imports.id").onDelete("cascade"))
      .addColumn("part_key", "text", (c) => c.notNull())
      .addColumn("action", "text", (c) => c.notNull().check(sql`action in ('created', 'updated', 'deleted')`))
      .addColumn("before", "text")
      .execute();
    await db.schema.createIndex("import_changes_import_idx").on("import_changes").column("import_id").execute();
    await db.schema.createIndex("import_changes_part_key_idx").on("import_changes").column("part_key").execute();
  },
};
