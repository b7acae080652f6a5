import type { Kysely } from "kysely";
import { sql } from "kysely";
import { seedSpecFields } from "#app/catalogue/spec-field-seed.ts";
import type { Database } from "../schema.ts";
import type { CatalogueMigration } from "./migration.ts";
import { tableWithId } from "./table-with-id.ts";

// Specification fields per category as data staff edit, seeded with the trade's; each product's
// values on its row (so history and undo keep them like any column), and a derived table of
// them for the listings' filters (docs/decisions/100).
export const migration: CatalogueMigration = {
  async up(db, kind) {
    await tableWithId(db, kind, "spec_fields")
      .addColumn("category_slug", "text", (c) => c.notNull())
      .addColumn("key", "text", (c) => c.notNull())
      .addColumn("names", "text", (c) => c.notNull())
      .addColumn("unit", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('number', 'text', 'choice')`))
      .addColumn("choices", "text", (c) => c.notNull().defaultTo("[]"))
      .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .addUniqueConstraint("spec_fields_category_key", ["category_slug", "key"])
      .execute();
    await db.schema
      .alterTable("products")
      .addColumn("specs", "text", (c) => c.notNull().defaultTo("{}"))
      .execute();
    await db.schema
      .createTable("product_specs")
      .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
      .addColumn("field_key", "text", (c) => c.notNull())
      .addColumn("value", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("product_specs_value_idx")
      .on("product_specs")
      .columns(["field_key", "value", "product_id"])
      .execute();
    await db.schema
      .createIndex("product_specs_product_idx")
      .on("product_specs")
      .columns(["product_id", "field_key", "value"])
      .execute();
    const categorySlugs = new Set(
      (await sql<{ slug: string }>`select slug from categories`.execute(db)).rows.map((row) => row.slug),
    );
    const now = new Date().toISOString();
    const rows = Object.entries(seedSpecFields).flatMap(([categorySlug, fields]) =>
      categorySlugs.has(categorySlug)
        ? fields.map((field, index) => ({
            category_slug: categorySlug,
            key: field.key,
            names: JSON.stringify(field.names),
            unit: field.unit ?? "",
            kind: field.kind,
            choices: JSON.stringify(field.choices ?? []),
            sort_order: (index + 1) * 10,
            created_at: now,
            updated_at: now,
          }))
        : [],
    );
    if (rows.length > 0) await (db as Kysely<Database>).insertInto("spec_fields").values(rows).execute();
  },
};
