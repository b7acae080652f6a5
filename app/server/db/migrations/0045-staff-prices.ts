import type { CatalogueMigration } from "./migration.ts";
import { tableWithId } from "./table-with-id.ts";

// Prices as staff data (issue 46, docs/decisions/217-219): in tables of their own, never columns of
// products, so no public read of a product row can carry one. Keyed by a product's identity across
// imports (brand and part key, decision 089), like import_changes: a product a replace-all import or
// an undo creates again keeps its prices and their history.
export const migration: CatalogueMigration = {
  async up(db, kind) {
    await db.schema
      .createTable("product_prices")
      .addColumn("brand_slug", "text", (c) => c.notNull())
      .addColumn("part_key", "text", (c) => c.notNull())
      // "cost", "mrp", "dealer" or a kind staff named.
      .addColumn("kind", "text", (c) => c.notNull())
      // Canonical decimal text ("2259.65"): exact in both databases, whatever the currency (decision 217).
      .addColumn("amount", "text", (c) => c.notNull())
      .addColumn("currency", "text", (c) => c.notNull())
      .addColumn("import_id", "integer")
      .addColumn("updated_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("product_prices_pk", ["brand_slug", "part_key", "kind"])
      .execute();
    await tableWithId(db, kind, "price_history")
      .addColumn("brand_slug", "text", (c) => c.notNull())
      .addColumn("part_key", "text", (c) => c.notNull())
      .addColumn("kind", "text", (c) => c.notNull())
      // Null on the side where there was (or is) no price.
      .addColumn("old_amount", "text")
      .addColumn("old_currency", "text")
      .addColumn("new_amount", "text")
      .addColumn("new_currency", "text")
      .addColumn("import_id", "integer")
      .addColumn("changed_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("price_history_product_idx")
      .on("price_history")
      .columns(["brand_slug", "part_key", "changed_at"])
      .execute();
    // GST in percent: a product's own, else its category's (decision 219).
    await db.schema
      .createTable("product_gst_rates")
      .addColumn("brand_slug", "text", (c) => c.notNull())
      .addColumn("part_key", "text", (c) => c.notNull())
      .addColumn("rate", "integer", (c) => c.notNull())
      .addPrimaryKeyConstraint("product_gst_rates_pk", ["brand_slug", "part_key"])
      .execute();
    await db.schema
      .createTable("category_gst_rates")
      .addColumn("category_slug", "text", (c) => c.primaryKey())
      .addColumn("rate", "integer", (c) => c.notNull())
      .execute();
  },
};
