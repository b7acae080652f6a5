import type { CatalogueMigration } from "./migration.ts";

// Several photos per product (issue 27, docs/decisions/151): the product's photos in the order
// staff chose, the first shown as its photo everywhere. A product without rows shows the photo
// named after it, as before; deleting the product deletes its rows.
export const migration: CatalogueMigration = {
  async up(db) {
    await db.schema
      .createTable("product_photos")
      .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
      .addColumn("position", "integer", (c) => c.notNull())
      .addColumn("stem_key", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("product_photos_pkey", ["product_id", "position"])
      .execute();
    await db.schema.createIndex("product_photos_stem_idx").on("product_photos").column("stem_key").execute();
  },
};
