import { type Kysely, sql } from "kysely";
import { afterEach, describe, expect, test } from "vitest";
import { createTestDatabase, databaseKinds, type TestDatabase } from "#tests/setup/test-database.ts";
import {
  catalogueTables,
  ensureCatalogueVersionTriggers,
  readCatalogueVersion,
  sharedVersionReader,
  TABLES_PUBLIC_PAGES_NEVER_SHOW,
} from "./catalogue-version.server.ts";
import { migrateToLatest } from "./migrations/migrate-to-latest.server.ts";

const now = "2026-11-24T06:00:00.000Z";

async function insertProduct(db: Kysely<unknown>, partKey: string): Promise<number> {
  await sql`insert into products (name, part_number, part_key, brand_slug, category_slug, created_at, updated_at)
            values (${`Condenser ${partKey}`}, ${partKey}, ${partKey}, 'denso', 'condenser', ${now}, ${now})`.execute(
    db,
  );
  const row = await sql<{ id: number }>`select id from products where part_key = ${partKey}`.execute(db);
  return Number(row.rows[0]?.id);
}

describe.each(databaseKinds)("the catalogue version on %s", (kind) => {
  let database: TestDatabase;
  afterEach(async () => {
    await database?.dispose();
  });

  async function open() {
    database = await createTestDatabase(kind);
    return database.db as Kysely<unknown>;
  }

  /** Runs a write and tells whether the version moved, as the render cache reads it. */
  async function bumps(write: () => Promise<unknown>): Promise<boolean> {
    const before = await database.catalogueVersion();
    await write();
    const after = await database.catalogueVersion();
    expect(after).toBe(await readCatalogueVersion(database.db as Kysely<unknown>));
    return after > before;
  }

  test("every kind of catalogue write bumps it, in the writing transaction", async () => {
    const db = await open();
    let id = 0;
    expect(await bumps(async () => (id = await insertProduct(db, "P1")))).toBe(true);
    expect(await bumps(() => sql`update products set name = 'Renamed' where id = ${id}`.execute(db))).toBe(true);
    expect(
      await bumps(() =>
        sql`insert into product_numbers (product_id, kind, number, number_key) values (${id}, 'oe', 'A-1', 'A1')`.execute(
          db,
        ),
      ),
    ).toBe(true);
    expect(
      await bumps(() =>
        sql`insert into product_fitments (product_id, make_slug, model, model_key) values (${id}, 'hyundai', 'Creta', 'creta')`.execute(
          db,
        ),
      ),
    ).toBe(true);
    expect(
      await bumps(() =>
        sql`insert into media (stem_key, original_name, file_id, widths, width, height, original_ext, created_at, updated_at)
            values ('p1', 'P1.jpg', 'abc', '[400]', 400, 300, 'jpg', ${now}, ${now})`.execute(db),
      ),
    ).toBe(true);
    expect(
      await bumps(() =>
        sql`insert into imports (created_at, username, file_name, created, updated, unchanged, deleted)
            values (${now}, 'staff', 'sheet.xlsx', 1, 0, 0, 0)`.execute(db),
      ),
    ).toBe(true);
    expect(await bumps(() => sql`update imports set undone_at = ${now}`.execute(db))).toBe(true);
    expect(await bumps(() => sql`delete from product_numbers where product_id = ${id}`.execute(db))).toBe(true);
    expect(await bumps(() => sql`delete from products where id = ${id}`.execute(db))).toBe(true);

    // A write rolled back leaves the version as it was: readers never see a number without its data.
    const before = await database.catalogueVersion();
    await expect(
      db.transaction().execute(async (trx) => {
        await insertProduct(trx, "P2");
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect(await database.catalogueVersion()).toBe(before);
  });

  test("writes no public page shows leave it alone", async () => {
    const db = await open();
    expect(
      await bumps(() =>
        sql`insert into enquiries (name, email, phone, language, created_at) values ('A', 'a@b.in', '98', 'en', ${now})`.execute(
          db,
        ),
      ),
    ).toBe(false);
    expect(
      await bumps(() =>
        sql`insert into subscribers (email, language, created_at) values ('a@b.in', 'en', ${now})`.execute(db),
      ),
    ).toBe(false);
    expect(
      await bumps(() =>
        sql`insert into admins (username, password_hash, created_at) values ('x', 'h', ${now})`.execute(db),
      ),
    ).toBe(false);
  });

  test("a table a later migration creates bumps it from the next start on", async () => {
    const db = await open();
    // As a later migration would: a table the pages will show.
    await sql`create table suppliers (slug text primary key, name text not null)`.execute(db);
    await migrateToLatest(db, kind);
    expect(await bumps(() => sql`insert into suppliers (slug, name) values ('subros', 'Subros')`.execute(db))).toBe(
      true,
    );
    expect(await bumps(() => sql`update suppliers set name = 'SUBROS'`.execute(db))).toBe(true);
    expect(await bumps(() => sql`delete from suppliers`.execute(db))).toBe(true);
    // Making the triggers again changes nothing: one bump per write, not two.
    await ensureCatalogueVersionTriggers(db, kind);
    const before = await database.catalogueVersion();
    await sql`insert into suppliers (slug, name) values ('sanden', 'Sanden')`.execute(db);
    expect(await database.catalogueVersion()).toBe(before + 1);
  });

  test("every table is either watched or listed on purpose as one no public page shows", async () => {
    const db = await open();
    const watched = await catalogueTables(db, kind);
    expect(watched).toEqual(
      expect.arrayContaining([
        "products",
        "product_numbers",
        "product_fitments",
        "media",
        "imports",
        "import_changes",
        "brands",
        "categories",
        "taxonomy_redirects",
      ]),
    );
    for (const table of TABLES_PUBLIC_PAGES_NEVER_SHOW) expect(watched).not.toContain(table);
    // And each watched table has its triggers: three row triggers on SQLite, one statement trigger on PostgreSQL.
    const triggers =
      kind === "sqlite"
        ? await sql<{ table: string }>`select tbl_name as "table" from sqlite_schema where type = 'trigger'
            and name like 'catalogue_version_%'`.execute(db)
        : await sql<{
            table: string;
          }>`select c.relname as "table" from pg_trigger t join pg_class c on c.oid = t.tgrelid
            where t.tgname = 'catalogue_version_bump'`.execute(db);
    const perTable = kind === "sqlite" ? 3 : 1;
    expect(triggers.rows.map((row) => row.table).sort()).toEqual(
      watched.flatMap((table) => Array(perTable).fill(table)),
    );
  });
});

describe("sharedVersionReader", () => {
  test("shares one read among callers, but never one sent before a caller asked", async () => {
    const reads: ((value: number) => void)[] = [];
    const read = sharedVersionReader(() => new Promise<number>((resolve) => reads.push(resolve)));
    const first = read();
    const second = read();
    const third = read();
    expect(reads).toHaveLength(1);
    // The second and third asked while the first read was out: they wait for a read of their own.
    reads[0]?.(1);
    expect(await first).toBe(1);
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reads).toHaveLength(2);
    reads[1]?.(2);
    expect(await second).toBe(2);
    expect(await third).toBe(2);
  });
});
