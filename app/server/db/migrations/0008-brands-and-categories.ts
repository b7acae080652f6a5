import { sql } from "kysely";
import type { CatalogueMigration } from "./migration.ts";

// Brands and categories become data staff edit (docs/decisions/049). Both tables have the same
// columns; a name per language where the site shows one, aliases as a JSON array of strings.
export const migration: CatalogueMigration = {
  async up(db) {
    for (const table of ["brands", "categories"]) {
      await db.schema
        .createTable(table)
        .addColumn("slug", "text", (c) => c.primaryKey())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("name_es", "text")
        .addColumn("nav_label", "text")
        .addColumn("nav_label_es", "text")
        .addColumn("aliases", "text", (c) => c.notNull().defaultTo("[]"))
        .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("description_es", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("image", "text")
        .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("visible", "integer", (c) => c.notNull().defaultTo(1))
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .execute();
    }
    // An old slug of a renamed brand or category, so its old addresses answer 301.
    await db.schema
      .createTable("taxonomy_redirects")
      .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('brand', 'category')`))
      .addColumn("old_slug", "text", (c) => c.notNull())
      .addColumn("new_slug", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("taxonomy_redirects_pk", ["kind", "old_slug"])
      .execute();
  },
};
