import type { CatalogueMigration } from "./migration.ts";

// Rate limits every process shares (docs/decisions/197): rate-limiter-flexible's PostgreSQL store
// reads this table, in its own shape. Made here, where migrations run one process at a time, not by
// the library at start, where processes starting together race to create it. SQLite has one
// process, whose limits live in its memory.
export const migration: CatalogueMigration = {
  async up(db, kind) {
    if (kind !== "postgres") return;
    await db.schema
      .createTable("rate_limits")
      .addColumn("key", "varchar(255)", (c) => c.primaryKey())
      .addColumn("points", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("expire", "bigint")
      .execute();
  },
};
