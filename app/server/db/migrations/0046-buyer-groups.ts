import { seededBuyerGroups } from "#app/catalogue/group-price.ts";
import type { CatalogueMigration } from "./migration.ts";
import { tableWithId } from "./table-with-id.ts";

// Buyer groups (issue 46, decision 220): workshop, retailer, distributor and groups staff make, each
// with the rule of the price it pays (JSON: the base price kind, a discount or margin by quantity).
export const migration: CatalogueMigration = {
  async up(db, kind) {
    await tableWithId(db, kind, "buyer_groups")
      .addColumn("name", "text", (c) => c.notNull().unique())
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("rule", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    const now = new Date().toISOString();
    await (db as import("kysely").Kysely<{ buyer_groups: Record<string, unknown> }>)
      .insertInto("buyer_groups")
      .values(
        seededBuyerGroups.map((group) => ({
          name: group.name,
          kind: group.kind,
          rule: JSON.stringify(group.rule),
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  },
};
