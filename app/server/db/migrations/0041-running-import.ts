import { sql } from "kysely";
import type { CatalogueMigration } from "./migration.ts";

// The import under way on any process (docs/decisions/198): the process that holds the catalogue
// writer's advisory lock for an import writes its progress here, so a writer on another process
// answers the same 409 with it. At most one row; one left by a process that died is stale, and
// whoever next takes the lock removes it.
export const migration: CatalogueMigration = {
  async up(db, kind) {
    if (kind !== "postgres") return;
    await db.schema
      .createTable("running_import")
      .addColumn("id", "integer", (c) => c.primaryKey().check(sql`id = 1`))
      .addColumn("progress", "text", (c) => c.notNull())
      .addColumn("holder", "text", (c) => c.notNull())
      .execute();
  },
};
