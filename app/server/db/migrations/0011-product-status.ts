import { sql } from "kysely";
import type { CatalogueMigration } from "./migration.ts";

// A product is public (active), staff-only (draft) or kept but hidden (archived): issue 26,
// docs/decisions/085. Every product there was is public. Writes to the column bump the catalogue
// version through the products triggers like any other. Named to run before 0012 on a new database:
// the word index that 0012 derives reads active products only.
export const migration: CatalogueMigration = {
  async up(db) {
    await db.schema
      .alterTable("products")
      .addColumn("status", "text", (c) =>
        c.notNull().defaultTo("active").check(sql`status in ('active', 'draft', 'archived')`),
      )
      .execute();
    // Few products are not active: partial indexes find them (staff's filter, the brands and
    // categories only drafts use). Partial, so that no plan ever walks "status = 'active'",
    // which is nearly every row, instead of the index it used before.
    await sql`create index products_not_active_brand_idx on products (brand_slug) where status <> 'active'`.execute(db);
    await sql`create index products_not_active_category_idx on products (category_slug) where status <> 'active'`.execute(
      db,
    );
  },
};
