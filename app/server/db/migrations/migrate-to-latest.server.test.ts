import { type Kysely, sql } from "kysely";
import { describe, expect, it, vi } from "vitest";
import { productInput } from "#tests/setup/product-input.ts";
import { createTestDatabase, databaseKinds } from "#tests/setup/test-database.ts";
import { rebuildProductLookups } from "../../products/product-lookups.server.ts";
import { findProduct } from "../../products/product-queries.server.ts";
import { upsertProducts } from "../../products/product-writes.server.ts";
import { lookUpScan } from "../../scanner/scan-lookup.server.ts";
import { listProducts } from "../../search/list-products.server.ts";
import type { Database } from "../schema.ts";
import { migrateToLatest } from "./migrate-to-latest.server.ts";

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

/** Issue 41, item 9 (decision 177): Devanagari digits in part and OE numbers, typed either way. */
describe.each(databaseKinds)("part numbers with Devanagari digits, on %s", (kind) => {
  const hindiPart = "HIN-2634-१२";
  const hindiOe = "OE-५५-७७";
  const typings = {
    part: [hindiPart, "HIN-2634-12", "hin 2634 १२", "HIN263412"],
    oe: [hindiOe, "OE-55-77", "oe ५५ ७७"],
  };

  /** What each way of finding a part finds, by part number, for every typing. */
  async function findings(db: Kysely<Database>) {
    const searched = async (q: string) =>
      (await listProducts(db, { q, limit: 24 })).products.map((product) => product.partNumber);
    const scanned = async (q: string) => (await lookUpScan(db, [q]))?.product.partNumber;
    const lookedUp = async (q: string) => (await findProduct(db, q))?.partNumber;
    return {
      search: await Promise.all([...typings.part, ...typings.oe].map(searched)),
      scan: await Promise.all([...typings.part, ...typings.oe].map(scanned)),
      lookup: await Promise.all(typings.part.map(lookedUp)),
    };
  }
  const everywhere = {
    search: Array.from({ length: 7 }, () => [hindiPart]),
    scan: Array.from({ length: 7 }, () => hindiPart),
    lookup: Array.from({ length: 4 }, () => hindiPart),
  };

  it("finds a part stored now, typed with western or Devanagari digits, by search, lookup and scan", async () => {
    const database = await createTestDatabase(kind);
    try {
      await upsertProducts(database.db, [
        productInput({ name: "Compressor", partNumber: hindiPart, oeNumbers: hindiOe }),
        productInput({ name: "Condenser", partNumber: "OTHER-1", categorySlug: "condenser" }),
      ]);
      expect(await findings(database.db)).toEqual(everywhere);
    } finally {
      await database.dispose();
    }
  });

  it("migration 0038 keys again what was stored with Devanagari digits, and leaves a clashing part as it was", async () => {
    const database = await createTestDatabase(kind);
    try {
      const { db } = database;
      await upsertProducts(db, [
        productInput({ name: "Compressor", partNumber: hindiPart, oeNumbers: hindiOe, image: "HIN-2634-१२.jpg" }),
        // The same brand has "X-7" and "X-७": two products until staff say otherwise.
        productInput({ name: "Valve", partNumber: "X-7", categorySlug: "expansion-valve" }),
        productInput({ name: "Valve too", partNumber: "X-8", categorySlug: "expansion-valve" }),
      ]);
      // The keys as they were stored before 0038 (Devanagari digits kept), and the lookups made from them.
      const oldKey = (key: string) => key.replace(/[0-9]/g, (digit) => "०१२३४५६७८९"[Number(digit)] ?? digit);
      await db
        .updateTable("products")
        .set({ part_key: "HIN2634१२", image_key: "HIN2634१२" })
        .where("part_number", "=", hindiPart)
        .execute();
      await db
        .updateTable("products")
        .set({ part_number: "X-७", part_key: "X७" })
        .where("part_number", "=", "X-8")
        .execute();
      await db.transaction().execute((trx) => rebuildProductLookups(trx, "all"));
      await db
        .updateTable("product_numbers")
        .set({ number_key: oldKey("OE5577") })
        .where("number", "=", hindiOe)
        .execute();
      await db
        .insertInto("imports")
        .values({
          created_at: "2026-12-01T00:00:00Z",
          admin_id: null,
          replace_all: 0,
          undone_at: null,
          undone_by: null,
          created_terms: null,
          username: "staff",
          file_name: "a.xlsx",
          created: 1,
          updated: 0,
          unchanged: 0,
          deleted: 0,
        })
        .execute();
      const [history] = await db.selectFrom("imports").select("id").execute();
      await db
        .insertInto("import_changes")
        .values({
          import_id: Number(history?.id),
          part_key: "HIN2634१२",
          brand_slug: "denso",
          action: "created",
          before: null,
        })
        .execute();
      // Before it, typed with western digits, the lookups and the scan did not find it.
      const before = await findings(db);
      expect(before.lookup[1]).toBeUndefined();
      expect(before.scan[1]).toBeUndefined();
      expect(before.scan[5]).toBeUndefined();

      await sql`delete from kysely_migration where name = '0038-western-digits-in-keys'`.execute(db);
      const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
      await migrateToLatest(db as Kysely<unknown>, kind);
      expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([
        expect.stringContaining('Part number "X-७" (denso, product'),
      ]);
      warn.mockClear();

      expect(await findings(db)).toEqual(everywhere);
      const keys = await db
        .selectFrom("products")
        .select(["part_number", "part_key", "image_key"])
        .orderBy("id")
        .execute();
      expect(keys).toEqual([
        { part_number: hindiPart, part_key: "HIN263412", image_key: "HIN263412" },
        { part_number: "X-7", part_key: "X7", image_key: null },
        { part_number: "X-७", part_key: "X७", image_key: null },
      ]);
      expect(await db.selectFrom("import_changes").select("part_key").execute()).toEqual([{ part_key: "HIN263412" }]);
    } finally {
      await database.dispose();
    }
  });
});
