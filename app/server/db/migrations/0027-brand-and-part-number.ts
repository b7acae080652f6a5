import type { Kysely } from "kysely";
import { sql } from "kysely";
import type { CatalogueMigration } from "./migration.ts";

// A part number is a maker's, unique per maker, not across the trade: HCC and Hyundai both sell
// 969853X000 (issue 26, docs/decisions/089). The identity becomes (part key, brand); part key
// first, so lookups by the number alone (search, a category address) still use the index. The
// import history names the brand of each product it created, so undo removes only that one.
export const migration: CatalogueMigration = {
  async up(db, kind) {
    if (kind === "sqlite") await replaceSqlitePartKeyUnique(db);
    else {
      await sql`alter table products drop constraint products_part_key_key`.execute(db);
      await sql`alter table products add constraint products_part_key_brand_key unique (part_key, brand_slug)`.execute(
        db,
      );
    }
    await db.schema
      .alterTable("import_changes")
      .addColumn("brand_slug", "text", (c) => c.notNull().defaultTo(""))
      .execute();
    // Until now a part key named one product: its brand is the product's, or the row's before.
    const beforeBrand =
      kind === "sqlite" ? sql`json_extract(before, '$.brand_slug')` : sql`(before::jsonb ->> 'brand_slug')`;
    await sql`update import_changes set brand_slug = coalesce(
        (select brand_slug from products where products.part_key = import_changes.part_key), ${beforeBrand}, '')`.execute(
      db,
    );
  },
};

/**
 * SQLite cannot drop a column's UNIQUE: the table is made again without it (SQLite's documented
 * twelve steps), from its own CREATE statement so that columns other migrations added come along.
 * Foreign keys are off meanwhile, or dropping the old table would delete the rows of
 * product_numbers and product_fitments that point at it; the ids stay, so they stay right.
 * Migrations run outside a transaction on SQLite, which lets the pragma take effect.
 */
async function replaceSqlitePartKeyUnique(db: Kysely<unknown>): Promise<void> {
  const schema = await sql<{ type: string; sql: string }>`
    select type, sql from sqlite_master where tbl_name = 'products' and sql is not null`.execute(db);
  const create = schema.rows.find((row) => row.type === "table")?.sql ?? "";
  const withoutUnique = create.replace(/("part_key" text not null) unique/, "$1");
  if (withoutUnique === create) throw new Error("products.part_key: its unique constraint was not found");
  const newTable = withoutUnique
    .replace(/^create table "products"/i, 'create table "products_new"')
    .replace(/\)$/, ', constraint "products_part_key_brand_key" unique ("part_key", "brand_slug"))');
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await sql.raw(newTable).execute(trx);
      await sql`insert into products_new select * from products`.execute(trx);
      await sql`drop table products`.execute(trx);
      await sql`alter table products_new rename to products`.execute(trx);
      // Indexes and triggers went with the old table.
      for (const row of schema.rows.filter((r) => r.type !== "table")) await sql.raw(row.sql).execute(trx);
      const broken = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) throw new Error("products: foreign keys broken by the rebuild");
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
