import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadTaxonomy } from "#app/server/catalogue/taxonomy.server.ts";
import { createTerm, deleteTerm, updateTerm } from "#app/server/catalogue/taxonomy-writes.server.ts";
import { readFixture } from "#tests/setup/fixtures.ts";
import { productInput } from "#tests/setup/product-input.ts";
import { databaseKinds, databasePerTest } from "#tests/setup/test-database.ts";
import { openDatabase } from "../db/database.server.ts";
import { resetToDemoCatalogue, seedDemoCatalogueIfEmpty } from "../demo-catalogue.server.ts";
import { deleteProduct, type ProductInput, upsertProducts } from "../products/product-writes.server.ts";
import { listProducts } from "../search/list-products.server.ts";
import { type ImportAuthor, listImports, undoImport } from "./import-history.server.ts";
import { importProducts, parseCatalogueSheet } from "./import-service.server.ts";

const part = (partNumber: string, overrides: Partial<ProductInput> = {}): ProductInput =>
  productInput({ name: `Compressor ${partNumber}`, partNumber, rating: 4.5, ...overrides });

const author = (fileName: string): ImportAuthor => ({ adminId: null, username: "staff", fileName });
/** An undo of an import that created no brand or category. */
const noTerms = { removedTerms: [], keptTerms: [] };

describe.each(databaseKinds)("import history on %s", (kind) => {
  const database = databasePerTest(kind);

  /** Every products row, every column, in id order: what "exactly as before" is compared on. */
  const snapshot = () => database.db.selectFrom("products").selectAll().orderBy("id").execute();

  async function fixtureRows(): Promise<ProductInput[]> {
    const sheet = await parseCatalogueSheet(readFixture("catalogue-300.xlsx"), await loadTaxonomy(database.db));
    if (!sheet.ok) throw new Error(sheet.error);
    return sheet.rows;
  }

  async function latestImportId(): Promise<number> {
    const { imports } = await listImports(database.db, { limit: 1, offset: 0 });
    const latest = imports[0];
    if (!latest) throw new Error("no import recorded");
    return latest.id;
  }

  it("records an import with its counts and undoes it to the exact rows before", async () => {
    const { db } = database;
    await seedDemoCatalogueIfEmpty(db);
    const rows = await fixtureRows();
    // Change some demo products too, so the import both creates and updates.
    const demo = await db.selectFrom("products").selectAll().orderBy("id").limit(5).execute();
    const edits = demo.map((row) =>
      part(row.part_number, { name: `${row.name} (new)`, brandSlug: row.brand_slug, rating: null }),
    );
    const before = await snapshot();

    const summary = await importProducts(db, [...rows, ...edits], {
      author: author("catalogue-300.xlsx"),
      now: "2026-11-21T10:00:00.000Z",
    });
    expect(summary).toMatchObject({ created: 300, updated: 5, unchanged: 0, dryRun: false });
    const { imports, total } = await listImports(db, { limit: 10, offset: 0 });
    expect(total).toBe(1);
    expect(imports[0]).toMatchObject({
      createdAt: "2026-11-21T10:00:00.000Z",
      username: "staff",
      fileName: "catalogue-300.xlsx",
      replaceAll: false,
      created: 300,
      updated: 5,
      unchanged: 0,
      deleted: 0,
      undoneAt: null,
      blockedBy: null,
      createdTerms: [],
    });
    expect(await snapshot()).not.toEqual(before);

    const undone = await undoImport(db, await latestImportId(), "other-staff", "2026-11-22T09:00:00.000Z");
    expect(undone).toEqual({ ok: true, removed: 300, restored: 5, ...noTerms });
    expect(await snapshot()).toEqual(before);
    expect((await listImports(db, { limit: 10, offset: 0 })).imports[0]).toMatchObject({
      undoneAt: "2026-11-22T09:00:00.000Z",
      undoneBy: "other-staff",
      blockedBy: null,
    });
  });

  it("brings the lookup tables (other numbers, fitments, search) back with the rows", async () => {
    const { db } = database;
    const lookups = async () => ({
      numbers: await db
        .selectFrom("product_numbers")
        .select(["product_id", "kind", "number_key"])
        .orderBy("product_id")
        .orderBy("number_key")
        .execute(),
      fitments: await db
        .selectFrom("product_fitments")
        .select(["product_id", "make_slug", "model_key"])
        .orderBy("product_id")
        .orderBy("model_key")
        .execute(),
      found: (await listProducts(db, { q: "977012S000" })).products.map((product) => product.partNumber),
    });
    await importProducts(db, [part("447260-1111", { oeNumbers: "97701-2S000", fits: "Hyundai Creta 2015-2020" })], {
      author: author("first.xlsx"),
    });
    const before = await lookups();
    expect(before.found).toEqual(["447260-1111"]);
    await importProducts(
      db,
      [
        part("447260-1111", { oeNumbers: "97701-F0000", fits: "Kia Seltos 2019-" }),
        part("447260-2222", { oeNumbers: "97701-2S000" }),
      ],
      { author: author("second.xlsx") },
    );
    expect((await lookups()).found.sort()).toEqual(["447260-2222"]);
    await undoImport(db, await latestImportId(), "staff");
    expect(await lookups()).toEqual(before);
  });

  it("refuses a second undo of the same import, and an unknown import", async () => {
    const { db } = database;
    await importProducts(db, [part("A-1")], { author: author("a.xlsx") });
    const id = await latestImportId();
    expect((await undoImport(db, id, "staff")).ok).toBe(true);
    const before = await snapshot();
    expect(await undoImport(db, id, "staff")).toMatchObject({ ok: false, reason: "already-undone", undoneBy: "staff" });
    expect(await undoImport(db, id + 100, "staff")).toEqual({ ok: false, reason: "not-found" });
    expect(await snapshot()).toEqual(before);
  });

  it("refuses to undo an older import that a later one touched, until the later one is undone", async () => {
    const { db } = database;
    await importProducts(db, [part("A-1"), part("A-2"), part("A-3"), part("B-1")], {
      author: author("first.xlsx"),
      now: "2026-11-20T10:00:00.000Z",
    });
    const first = await latestImportId();
    await importProducts(db, [part("A-1", { rating: 1 }), part("A-2", { rating: 2 }), part("C-1")], {
      author: author("second.xlsx"),
      now: "2026-11-21T10:00:00.000Z",
    });
    const second = await latestImportId();
    // A third import touching none of the first one's products does not block it.
    await importProducts(db, [part("D-1")], { author: author("third.xlsx"), now: "2026-11-22T10:00:00.000Z" });

    const before = await snapshot();
    const refused = await undoImport(db, first, "staff");
    expect(refused).toEqual({
      ok: false,
      reason: "blocked",
      blockedBy: { id: second, createdAt: "2026-11-21T10:00:00.000Z", products: 2 },
    });
    expect(await snapshot()).toEqual(before);
    const listed = (await listImports(db, { limit: 10, offset: 0 })).imports;
    expect(listed.map((entry) => [entry.fileName, entry.blockedBy?.id ?? null])).toEqual([
      ["third.xlsx", null],
      ["second.xlsx", null],
      ["first.xlsx", second],
    ]);

    expect(await undoImport(db, second, "staff")).toEqual({ ok: true, removed: 1, restored: 2, ...noTerms });
    expect(await undoImport(db, first, "staff")).toEqual({ ok: true, removed: 4, restored: 0, ...noTerms });
    expect((await snapshot()).map((row) => row.part_key)).toEqual(["D1"]);
  });

  it("undoes a replace-all import, restoring the deleted products with their original ids", async () => {
    const { db } = database;
    await seedDemoCatalogueIfEmpty(db);
    const demo = await snapshot();
    const kept = demo.slice(0, 3).map((row) => part(row.part_number, { name: row.name }));
    const before = await snapshot();

    const summary = await importProducts(db, [...kept, part("NEW-1")], {
      replaceAll: true,
      author: author("replace.xlsx"),
    });
    expect(summary.created).toBe(4);
    expect((await snapshot()).length).toBe(4);
    const entry = (await listImports(db, { limit: 1, offset: 0 })).imports[0];
    expect(entry).toMatchObject({ replaceAll: true, created: 4, deleted: demo.length });

    expect(await undoImport(db, await latestImportId(), "staff")).toEqual({
      ok: true,
      removed: 4,
      restored: demo.length,
      ...noTerms,
    });
    expect(await snapshot()).toEqual(before);
    // New products still get fresh ids after rows came back under explicit ones.
    await upsertProducts(db, [part("AFTER-1")]);
    const after = await db
      .selectFrom("products")
      .select("id")
      .where("part_key", "=", "AFTER1")
      .executeTakeFirstOrThrow();
    expect(after.id).toBeGreaterThan(Math.max(...demo.map((row) => row.id)));
  });

  it("restores a product staff deleted after the import, and skips a created one already deleted", async () => {
    const { db } = database;
    await upsertProducts(db, [part("A-1"), part("A-2")]);
    const before = await snapshot();
    await importProducts(db, [part("A-1", { rating: 1 }), part("N-1")], { author: author("b.xlsx") });
    const byKey = async (key: string) =>
      (await db.selectFrom("products").select("id").where("part_key", "=", key).executeTakeFirstOrThrow()).id;
    expect(await deleteProduct(db, await byKey("A1"))).toBe(true);
    expect(await deleteProduct(db, await byKey("N1"))).toBe(true);

    expect(await undoImport(db, await latestImportId(), "staff")).toEqual({
      ok: true,
      removed: 0,
      restored: 1,
      ...noTerms,
    });
    expect(await snapshot()).toEqual(before);
  });

  it("puts products back under their brand's and category's new slugs when those were renamed since", async () => {
    const { db } = database;
    await upsertProducts(db, [
      part("S-1", { brandSlug: "sanden", categorySlug: "condenser" }),
      part("S-2", { brandSlug: "sanden" }),
    ]);
    const before = await snapshot();
    await importProducts(
      db,
      [
        part("S-1", { brandSlug: "sanden", categorySlug: "condenser", rating: 1 }),
        part("S-2", { brandSlug: "sanden", rating: 2 }),
      ],
      {
        author: author("sanden.xlsx"),
      },
    );
    await updateTerm(db, "brand", "sanden", { slug: "sanden-new" });
    await updateTerm(db, "category", "condenser", { slug: "condensers" });

    expect(await undoImport(db, await latestImportId(), "staff")).toMatchObject({ ok: true, restored: 2 });
    // Every column as before the import, but under the names the brand and category have now.
    expect(await snapshot()).toEqual(
      before.map((row) => ({
        ...row,
        brand_slug: row.brand_slug === "sanden" ? "sanden-new" : row.brand_slug,
        category_slug: row.category_slug === "condenser" ? "condensers" : row.category_slug,
      })),
    );
    const listed = await listProducts(db, { brand: "sanden-new", offset: 0 });
    expect(listed.products.map((product) => product.partNumber).sort()).toEqual(["S-1", "S-2"]);
    expect((await listProducts(db, { category: "condensers", offset: 0 })).total).toBe(1);
  });

  it("refuses the undo, naming the brand, when a brand the products had was deleted since; undoes once it is back", async () => {
    const { db } = database;
    await upsertProducts(db, [part("S-1", { brandSlug: "sanden" })]);
    // The same number under another brand is another product (decision 089): a replace-all import
    // is what takes Sanden's away, leaving the brand free to delete.
    await importProducts(db, [part("S-1", { brandSlug: "denso" })], { author: author("move.xlsx"), replaceAll: true });
    await deleteTerm(db, "brand", "sanden");
    const importId = await latestImportId();
    const during = await snapshot();

    expect(await undoImport(db, importId, "staff")).toEqual({
      ok: false,
      reason: "term-deleted",
      kind: "brand",
      slug: "sanden",
    });
    // Nothing changed, and the import can still be undone.
    expect(await snapshot()).toEqual(during);
    expect((await listImports(db, { limit: 1, offset: 0 })).imports[0]?.undoneAt).toBeNull();

    await createTerm(db, "brand", { name: "Sanden", slug: "sanden" });
    expect(await undoImport(db, importId, "staff")).toMatchObject({ ok: true, restored: 1 });
    expect((await listProducts(db, { brand: "sanden", offset: 0 })).total).toBe(1);
  });

  it("refuses the undo, naming the category, when the products' category was deleted since", async () => {
    const { db } = database;
    await upsertProducts(db, [part("S-1", { categorySlug: "condenser" })]);
    await importProducts(db, [part("S-1", { categorySlug: "compressor" })], { author: author("move.xlsx") });
    await updateTerm(db, "category", "condenser", { slug: "condensers" });
    await deleteTerm(db, "category", "condensers");
    expect(await undoImport(db, await latestImportId(), "staff")).toEqual({
      ok: false,
      reason: "term-deleted",
      kind: "category",
      slug: "condenser",
    });
  });

  it("records nothing for a dry run or an import without an author, and all or nothing", async () => {
    const { db } = database;
    await importProducts(db, [part("A-1")], { dryRun: true, author: author("dry.xlsx") });
    await upsertProducts(db, [part("A-2")]);
    expect((await listImports(db, { limit: 10, offset: 0 })).total).toBe(0);
    // An import that fails (a rating the database refuses) leaves neither products nor history.
    await expect(
      importProducts(db, [part("A-3"), part("A-4", { rating: 9 })], { author: author("bad.xlsx") }),
    ).rejects.toThrow();
    expect((await listImports(db, { limit: 10, offset: 0 })).total).toBe(0);
    expect((await snapshot()).map((row) => row.part_key)).toEqual(["A2"]);
  });

  it("forgets the history when the catalogue is reset to the demo", async () => {
    const { db } = database;
    await importProducts(db, [part("A-1")], { author: author("a.xlsx") });
    expect((await listImports(db, { limit: 10, offset: 0 })).total).toBe(1);
    await resetToDemoCatalogue(db);
    expect((await listImports(db, { limit: 10, offset: 0 })).total).toBe(0);
    expect(await db.selectFrom("import_changes").selectAll().execute()).toEqual([]);
  });
});

describe("import history across a restart", () => {
  it("is still listed, and still undoable, after the database is closed and opened again", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "coolparts-history-"));
    try {
      const first = await openDatabase({ dataDir });
      await importProducts(first.db, [part("A-1")], { author: author("a.xlsx") });
      await first.close();
      const second = await openDatabase({ dataDir });
      try {
        const { imports } = await listImports(second.db, { limit: 10, offset: 0 });
        expect(imports.map((entry) => entry.fileName)).toEqual(["a.xlsx"]);
        expect(await undoImport(second.db, imports[0]?.id ?? 0, "staff")).toEqual({
          ok: true,
          removed: 1,
          restored: 0,
          ...noTerms,
        });
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
