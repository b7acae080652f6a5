import { sql } from "kysely";
import type { CatalogueMigration } from "./migration.ts";
import { tableWithId } from "./table-with-id.ts";

export const migration: CatalogueMigration = {
  async up(db, kind) {
    await tableWithId(db, kind, "products")
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("part_number", "text", (c) => c.notNull())
      .addColumn("part_key", "text", (c) => c.notNull().unique())
      .addColumn("brand_slug", "text", (c) => c.notNull())
      .addColumn("category_slug", "text", (c) => c.notNull())
      .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("image", "text")
      .addColumn("image_key", "text")
      .addColumn("rating", "real", (c) => c.check(sql`rating is null or (rating >= 0 and rating <= 5)`))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("products_brand_idx").on("products").columns(["brand_slug", "name"]).execute();
    await db.schema.createIndex("products_category_idx").on("products").columns(["category_slug", "name"]).execute();
  },
};
