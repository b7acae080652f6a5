import type { Kysely } from "kysely";
import { sql } from "kysely";
import type { DatabaseKind } from "../schema.ts";
import type { CatalogueMigration } from "./migration.ts";

// The products row holds a product's other numbers and fitments as the sheet writes them; the two
// tables are derived from it (rebuildProductLookups) so that searching and filtering use indexes.
export const migration: CatalogueMigration = {
  async up(db, kind) {
    for (const column of ["oe_numbers", "cross_references", "fits"]) {
      await db.schema
        .alterTable("products")
        .addColumn(column, "text", (c) => c.notNull().defaultTo(""))
        .execute();
    }
    // Byte order on both databases, so a prefix search is an index range (see lookups).
    const keyType = kind === "postgres" ? sql`text collate "C"` : sql`text`;
    await db.schema
      .createTable("product_numbers")
      .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
      .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('oe', 'xref')`))
      .addColumn("number", "text", (c) => c.notNull())
      .addColumn("number_key", keyType, (c) => c.notNull())
      .execute();
    await db.schema.createIndex("product_numbers_key_idx").on("product_numbers").column("number_key").execute();
    await db.schema.createIndex("product_numbers_product_idx").on("product_numbers").column("product_id").execute();
    await db.schema
      .createTable("product_fitments")
      .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
      .addColumn("make_slug", "text", (c) => c.notNull())
      .addColumn("model", "text", (c) => c.notNull())
      .addColumn("model_key", "text", (c) => c.notNull())
      .addColumn("year_from", "integer")
      .addColumn("year_to", "integer")
      .execute();
    await db.schema
      .createIndex("product_fitments_vehicle_idx")
      .on("product_fitments")
      .columns(["make_slug", "model_key", "product_id", "year_from", "year_to"])
      .execute();
    await db.schema.createIndex("product_fitments_product_idx").on("product_fitments").column("product_id").execute();
    // Listings of a whole vehicle make walk products in name order (products.server.ts).
    await db.schema.createIndex("products_name_idx").on("products").column("name").execute();
    await createSearchIndex(db, kind);
  },
};

/**
 * Substring search over names and part numbers without reading every product (docs/decisions/024).
 * SQLite: a trigram full-text table, derived like the lookup tables (rebuildProductLookups).
 * PostgreSQL: trigram indexes on products itself, which its LIKE uses by itself; pg_trgm ships
 * with PostgreSQL but an installation may lack it or forbid it, so without it search still works,
 * only by reading every row (a savepoint keeps the migration's transaction usable).
 */
async function createSearchIndex(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  if (kind === "sqlite") {
    await sql`create virtual table product_search using fts5(name, part_key, tokenize = 'trigram')`.execute(db);
    return;
  }
  await sql`savepoint search_index`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index products_name_trgm_idx on products using gin (lower(name) gin_trgm_ops)`.execute(db);
    await sql`create index products_part_key_trgm_idx on products using gin (part_key gin_trgm_ops)`.execute(db);
    await sql`release savepoint search_index`.execute(db);
  } catch (error) {
    await sql`rollback to savepoint search_index`.execute(db);
    console.warn(`pg_trgm is not available (${(error as Error).message}); product search reads every row.`);
  }
}
