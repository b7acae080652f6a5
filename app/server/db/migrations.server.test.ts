import { type Kysely, sql } from "kysely";
import { describe, expect, it } from "vitest";
import { productInput } from "#tests/setup/product-input.ts";
import { createTestDatabase } from "#tests/setup/test-database.ts";
import { rebuildProductLookups } from "../product-lookups.server.ts";
import { upsertProducts } from "../product-writes.server.ts";
import { listProducts } from "../search/list-products.server.ts";
import { migrateToLatest } from "./migrations.server.ts";

describe("migration 0036 on SQLite, in a catalogue with products", () => {
  it("makes the full-text tables keep no text and derives them again: search finds what it found", async () => {
    const database = await createTestDatabase("sqlite");
    try {
      const { db } = database;
      await upsertProducts(db, [
        productInput({ name: "Denso AC Compressor", partNumber: "CRETA-COMP", fits: "Hyundai Creta 2020-" }),
        productInput({ name: "Condenser", partNumber: "CRETA-COND", categorySlug: "condenser", fits: "Hyundai Creta" }),
        productInput({ name: "Cooling Coil", partNumber: "CITY-COIL", categorySlug: "cooling-coil" }),
      ]);
      const found = async (q: string) =>
        (await listProducts(db, { q, limit: 24 })).products.map((product) => product.partNumber);
      const queries = ["creta", "compressor creta", "condenser", "ooling", "COIL", "ETA-CO"];
      const before = await Promise.all(queries.map(found));

      // The tables as migrations 0012 and 0006 made them, with their words: a catalogue from before 0036.
      await sql`drop table product_words`.execute(db);
      await sql`create virtual table product_words using fts5(numbers, vehicle, category, brand, name, description, tokenize = 'unicode61 remove_diacritics 2', detail = column)`.execute(
        db,
      );
      await sql`drop table product_search`.execute(db);
      await sql`create virtual table product_search using fts5(name, part_key, tokenize = 'trigram')`.execute(db);
      await db.transaction().execute((trx) => rebuildProductLookups(trx, "all"));
      await sql`delete from kysely_migration where name = '0036-search-tables-without-text'`.execute(db);

      await migrateToLatest(db as Kysely<unknown>, "sqlite");

      const { rows } = await sql<{ sql: string }>`
        select sql from sqlite_master where name in ('product_words', 'product_search')`.execute(db);
      expect(rows).toHaveLength(2);
      for (const row of rows) expect(row.sql).toContain("content = '', contentless_delete = 1");
      for (const table of ["product_words", "product_search"]) {
        const config = await sql<{
          v: number;
        }>`select v from ${sql.table(`${table}_config`)} where k = 'automerge'`.execute(db);
        expect(config.rows[0]?.v).toBe(16);
      }
      expect(await Promise.all(queries.map(found))).toEqual(before);
      expect(before.every((partNumbers) => partNumbers.length > 0)).toBe(true);
    } finally {
      await database.dispose();
    }
  });
});
