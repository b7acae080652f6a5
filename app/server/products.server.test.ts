import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, databaseKinds, type TestDatabase } from "#tests/setup/test-database.ts";
import { resetToDemoCatalogue, seedDemoCatalogueIfEmpty } from "./demo-catalogue.server.ts";
import {
  countProducts,
  deleteProduct,
  findProduct,
  listProducts,
  type ProductInput,
  upsertProducts,
} from "./products.server.ts";

const part = (overrides: Partial<ProductInput> = {}): ProductInput => ({
  name: "Denso AC Compressor for Toyota Innova Crysta",
  partNumber: "447260-1234",
  brandSlug: "denso",
  categorySlug: "compressor",
  description: "Variable-displacement compressor.",
  image: null,
  rating: 4.5,
  ...overrides,
});

describe.each(databaseKinds)("catalogue data layer on %s", (kind) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(kind);
  });
  afterEach(async () => {
    await database.dispose();
  });

  it("creates and then updates a product by its normalised part number", async () => {
    const { db } = database;
    expect(await upsertProducts(db, [part()])).toEqual({ created: 1, updated: 0, unchanged: 0 });
    expect(await upsertProducts(db, [part({ partNumber: "447260 1234", rating: 5 })])).toEqual({
      created: 0,
      updated: 1,
      unchanged: 0,
    });
    expect(await upsertProducts(db, [part({ partNumber: "447260 1234", rating: 5 })])).toEqual({
      created: 0,
      updated: 0,
      unchanged: 1,
    });
    const product = await findProduct(db, "4472601234");
    expect(product).toMatchObject({ partNumber: "447260 1234", rating: 5, brand: "Denso", category: "Compressor" });
    expect(await countProducts(db)).toBe(1);
  });

  it("shows the photo named in the Image cell, else the one named after the part number", async () => {
    const { db } = database;
    const now = new Date().toISOString();
    const photo = (stem_key: string, file_id: string) => ({
      stem_key,
      file_id,
      original_name: `${stem_key}.jpg`,
      widths: "320,640,960",
      width: 1200,
      height: 900,
      original_ext: "jpg",
      created_at: now,
      updated_at: now,
    });
    await upsertProducts(db, [
      part({ partNumber: "AC 417 000S", image: "photo-006.jpg" }),
      part({ partNumber: "447260-1234", image: null }),
      part({ partNumber: "PAC-1", image: "https://cdn.example.com/pac-1.jpg" }),
      part({ partNumber: "NONE-1", image: "missing.png" }),
    ]);
    await db
      .insertInto("media")
      .values([photo("PHOTO006", "aaa"), photo("AC417000S", "bbb"), photo("4472601234", "ccc")])
      .execute();
    expect((await findProduct(db, "AC 417 000S"))?.image).toBe("/media/aaa-640.webp");
    expect((await findProduct(db, "AC 417 000S"))?.imageSrcSet).toBe(
      "/media/aaa-320.webp 320w, /media/aaa-640.webp 640w, /media/aaa-960.webp 960w",
    );
    expect((await findProduct(db, "447260-1234"))?.image).toBe("/media/ccc-640.webp");
    expect((await findProduct(db, "PAC-1"))?.image).toBe("https://cdn.example.com/pac-1.jpg");
    expect((await findProduct(db, "NONE-1"))?.image).toBeNull();
  });

  it("finds a product by id or by its part number typed any way", async () => {
    const { db } = database;
    await upsertProducts(db, [part({ partNumber: "AC 417 000S", brandSlug: "mahle-behr", categorySlug: "condenser" })]);
    const byPart = await findProduct(db, "ac417000s");
    expect(byPart?.brand).toBe("Mahle Behr");
    expect((await findProduct(db, String(byPart?.id)))?.partNumber).toBe("AC 417 000S");
    expect(await findProduct(db, "NOPE-1")).toBeUndefined();
  });

  it("filters through aliases, searches name and part number, and pages", async () => {
    const { db } = database;
    await upsertProducts(db, [
      part(),
      part({
        name: "Mahle Condenser for Honda City",
        partNumber: "AC 417 000S",
        brandSlug: "mahle-behr",
        categorySlug: "condenser",
      }),
      part({
        name: "Mahle Expansion Valve for Kia Seltos",
        partNumber: "AVE 100 000S",
        brandSlug: "mahle-behr",
        categorySlug: "expansion-valves",
      }),
    ]);
    expect((await listProducts(db, { brand: "Mahle" })).total).toBe(2);
    expect((await listProducts(db, { brand: "MAHLE-BEHR" })).total).toBe(2);
    expect((await listProducts(db, { category: "Expansion Valve" })).products.map((p) => p.partNumber)).toEqual([
      "AVE 100 000S",
    ]);
    expect((await listProducts(db, { brand: "Bosch" })).total).toBe(0);
    expect((await listProducts(db, { q: "ac417000s" })).products[0]?.partNumber).toBe("AC 417 000S");
    expect((await listProducts(db, { q: "honda city" })).total).toBe(1);
    expect((await listProducts(db, { q: "%" })).total).toBe(0);
    expect((await listProducts(db, { q: "ave-100" })).total).toBe(1);
    const page = await listProducts(db, { limit: 2, offset: 2 });
    expect(page.total).toBe(3);
    expect(page.products).toHaveLength(1);
  });

  it("orders the whole result by name, part number, brand or newest before paging", async () => {
    const { db } = database;
    await upsertProducts(db, [part({ name: "B", partNumber: "PAC-10", brandSlug: "valeo" })], {
      now: "2026-01-02T00:00:00.000Z",
    });
    await upsertProducts(db, [part({ name: "A", partNumber: "PAC-9", brandSlug: "denso" })], {
      now: "2026-01-03T00:00:00.000Z",
    });
    await upsertProducts(db, [part({ name: "C", partNumber: "33740", brandSlug: "denso" })], {
      now: "2026-01-01T00:00:00.000Z",
    });
    const order = async (sort: "name" | "partNumber" | "brand" | "newest") =>
      (await listProducts(db, { sort })).products.map((p) => p.name).join("");
    expect(await order("name")).toBe("ABC");
    expect(await order("partNumber")).toBe("CBA");
    expect(await order("brand")).toBe("ACB");
    expect(await order("newest")).toBe("ABC");
    expect((await listProducts(db, { sort: "partNumber", limit: 1, offset: 1 })).products[0]?.name).toBe("B");
  });

  it("deletes a product", async () => {
    const { db } = database;
    await upsertProducts(db, [part()]);
    const product = await findProduct(db, "447260-1234");
    expect(await deleteProduct(db, product?.id ?? -1)).toBe(true);
    expect(await deleteProduct(db, product?.id ?? -1)).toBe(false);
  });

  it("refuses a rating outside 0 to 5 and rolls the whole batch back", async () => {
    const { db } = database;
    await expect(
      upsertProducts(db, [part({ partNumber: "A-1" }), part({ partNumber: "A-2", rating: 7 })]),
    ).rejects.toThrow();
    expect(await countProducts(db)).toBe(0);
  });

  it("seeds the demo catalogue only into an empty database, over every brand and category", async () => {
    const { db } = database;
    const seeded = await seedDemoCatalogueIfEmpty(db);
    expect(seeded).toBeGreaterThanOrEqual(200);
    expect(await seedDemoCatalogueIfEmpty(db)).toBe(0);
    const all = (await listProducts(db)).products;
    expect(new Set(all.map((p) => p.brandSlug)).size).toBe(12);
    expect(new Set(all.map((p) => p.categorySlug)).size).toBe(8);
    await upsertProducts(db, [part({ partNumber: "EXTRA-1" })]);
    expect(await resetToDemoCatalogue(db)).toBe(seeded);
    expect(await countProducts(db)).toBe(seeded);
  });
});
