import { sql } from "kysely";
import type { CatalogueMigration } from "./migration.ts";

// What buyers look for (issue 31, docs/decisions/120): counts per day, folded into months after
// 400 days. No address, no user agent, no visitor id: a row is a day, what was counted and how often.
export const migration: CatalogueMigration = {
  async up(db, kind) {
    await db.schema
      .createTable("demand_counts")
      .addColumn("period", "text", (c) => c.notNull())
      .addColumn("event", "text", (c) => c.notNull())
      .addColumn("subject", "text", (c) => c.notNull())
      .addColumn("language", "text", (c) => c.notNull())
      .addColumn("detail", "text", (c) => c.notNull())
      .addColumn("results", "integer")
      .addColumn("hits", "integer", (c) => c.notNull())
      .addPrimaryKeyConstraint("demand_counts_pkey", ["event", "period", "subject", "language", "detail"])
      // SQLite would keep the rows and a copy of them in the key's index: half the size without.
      .$call((table) => (kind === "sqlite" ? table.modifyEnd(sql`without rowid`) : table))
      .execute();
    await db.schema
      .createTable("demand_dismissed")
      .addColumn("event", "text", (c) => c.notNull())
      .addColumn("subject", "text", (c) => c.notNull())
      .addColumn("dismissed_by", "text", (c) => c.notNull())
      .addColumn("dismissed_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("demand_dismissed_pkey", ["event", "subject"])
      .execute();
  },
};
