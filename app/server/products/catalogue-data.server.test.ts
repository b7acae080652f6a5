import { describe, expect, it } from "vitest";
import { productInput } from "#tests/setup/product-input.ts";
import { databaseKinds, databasePerTest, type TestDatabase } from "#tests/setup/test-database.ts";
import { resetToDemoCatalogue, seedDemoCatalogueIfEmpty } from "../demo-catalogue.server.ts";
import { loadVehicleChoice } from "../listings/vehicle-choice.server.ts";
import { listProducts } from "../search/list-products.server.ts";
import { rebuildProductLookups } from "./product-lookups.server.ts";
import { countProducts, findProduct } from "./product-queries.server.ts";
import { deleteProduct, type ProductInput, upsertProducts } from "./product-writes.server.ts";

const part = (overrides: Partial<ProductInput> = {}): ProductInput =>
  productInput({
    name: "Denso AC Compressor for Toyota Innova Crysta",
    partNumber: "447260-1234",
    description: "Variable-displacement compressor.",
    rating: 4.5,
    ...overrides,
  });

describe.each(databaseKinds)("catalogue data layer on %s", (kind) => {
  const database = databasePerTest(kind);

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

  it("reads digits that are both an id and a part number as the reading the caller prefers", async () => {
    const { db } = database;
    await upsertProducts(db, [part({ partNumber: "PAC-1" })]);
    const other = await findProduct(db, "PAC-1");
    const id = String(other?.id);
    await upsertProducts(db, [part({ partNumber: id })]);
    expect((await findProduct(db, id))?.partNumber).toBe(id);
    expect((await findProduct(db, id, { prefer: "id" }))?.partNumber).toBe("PAC-1");
    expect((await findProduct(db, "PAC-1", { prefer: "id" }))?.id).toBe(other?.id);
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

  describe("other numbers and fitment", () => {
    const creta = part({
      name: "Hanon Compressor for Hyundai Creta",
      partNumber: "97701-F0LWT",
      brandSlug: "hanon-systems",
      oeNumbers: "97701-2S000; 97701-2S010",
      crossReferences: "447260-9999",
      fits: "Hyundai Creta 2015-2020; Kia Seltos 2019-",
    });
    const swift = part({
      name: "Denso Condenser for Maruti Suzuki Swift",
      partNumber: "447260-5555",
      categorySlug: "condenser",
      oeNumbers: "95310-M75F0",
      fits: "Maruti Suzuki Swift 2018-; Maruti Suzuki Dzire",
    });
    const derived = async (db: TestDatabase["db"]) => ({
      numbers: await db
        .selectFrom("product_numbers")
        .select(["kind", "number", "number_key"])
        .orderBy("number_key")
        .execute(),
      fitments: await db
        .selectFrom("product_fitments")
        .select(["make_slug", "model", "model_key", "year_from", "year_to"])
        .orderBy("make_slug")
        .orderBy("model_key")
        .execute(),
    });

    it("finds a product by any of its numbers typed any way, and says which one matched", async () => {
      const { db } = database;
      await upsertProducts(db, [creta, swift, part({ partNumber: "977012S000-X", name: "Own number" })]);
      const found = await listProducts(db, { q: "97701 2s000" });
      expect(found.products.map((p) => [p.partNumber, p.matched])).toEqual([
        ["97701-F0LWT", { kind: "oe", number: "97701-2S000" }],
        ["977012S000-X", undefined],
      ]);
      expect((await listProducts(db, { q: "4472609999" })).products[0]?.matched).toEqual({
        kind: "xref",
        number: "447260-9999",
      });
      // A number matches from its start; two characters are too few to search other numbers by.
      expect((await listProducts(db, { q: "97701-2S" })).products.map((p) => p.partNumber)).toContain("97701-F0LWT");
      expect((await listProducts(db, { q: "2S000" })).products.map((p) => p.partNumber)).toEqual(["977012S000-X"]);
      expect((await listProducts(db, { q: "95" })).total).toBe(0);
      expect((await findProduct(db, "97701-F0LWT"))?.oeNumbers).toEqual(["97701-2S000", "97701-2S010"]);
      expect((await findProduct(db, "97701-F0LWT"))?.fits).toEqual([
        { makeSlug: "hyundai", make: "Hyundai", model: "Creta", yearFrom: 2015, yearTo: 2020 },
        { makeSlug: "kia", make: "Kia", model: "Seltos", yearFrom: 2019, yearTo: null },
      ]);
    });

    it("narrows a listing to the parts that fit a make, model and year", async () => {
      const { db } = database;
      await upsertProducts(db, [creta, swift, part({ partNumber: "NO-FIT" })]);
      const names = async (filters: Parameters<typeof listProducts>[1]) =>
        (await listProducts(db, filters)).products.map((p) => p.partNumber);
      expect(await names({ make: "hyundai" })).toEqual(["97701-F0LWT"]);
      expect(await names({ make: "Maruti" })).toEqual(["447260-5555"]);
      expect(await names({ make: "hyundai", model: "CRETA", year: 2018 })).toEqual(["97701-F0LWT"]);
      expect(await names({ make: "hyundai", model: "creta", year: 2021 })).toEqual([]);
      expect(await names({ make: "kia", model: "seltos", year: 2030 })).toEqual(["97701-F0LWT"]);
      expect(await names({ make: "maruti-suzuki", model: "dzire", year: 1999 })).toEqual(["447260-5555"]);
      expect(await names({ make: "maruti-suzuki", model: "swift", year: 2017 })).toEqual([]);
      expect(await names({ make: "bosch" })).toEqual([]);
      expect(await names({ make: "hyundai", brand: "denso" })).toEqual([]);
      expect(await names({ make: "hyundai", q: "97701-2S010" })).toEqual(["97701-F0LWT"]);
      expect((await listProducts(db, { make: "maruti-suzuki", limit: 1 })).total).toBe(1);
    });

    it("rebuilds the derived tables on every change, leaves them alone when nothing changed", async () => {
      const { db } = database;
      await upsertProducts(db, [creta, swift]);
      expect((await derived(db)).numbers).toHaveLength(4);
      expect(await upsertProducts(db, [creta, swift])).toEqual({ created: 0, updated: 0, unchanged: 2 });
      expect(await upsertProducts(db, [{ ...creta, fits: "Hyundai Creta 2015-2020" }])).toEqual({
        created: 0,
        updated: 1,
        unchanged: 0,
      });
      expect(await upsertProducts(db, [{ ...creta, fits: "Hyundai Creta 2015-2020", oeNumbers: "" }])).toEqual({
        created: 0,
        updated: 1,
        unchanged: 0,
      });
      const after = await derived(db);
      expect(after.numbers.map((n) => n.number)).toEqual(["447260-9999", "95310-M75F0"]);
      expect(after.fitments).toEqual([
        { make_slug: "hyundai", model: "Creta", model_key: "CRETA", year_from: 2015, year_to: 2020 },
        { make_slug: "maruti-suzuki", model: "Dzire", model_key: "DZIRE", year_from: null, year_to: null },
        { make_slug: "maruti-suzuki", model: "Swift", model_key: "SWIFT", year_from: 2018, year_to: null },
      ]);
      // Deleting a product or replacing the catalogue takes its derived rows with it.
      await deleteProduct(db, (await findProduct(db, "447260-5555"))?.id ?? -1);
      expect((await derived(db)).fitments.map((f) => f.model)).toEqual(["Creta"]);
      await upsertProducts(db, [swift], { replaceAll: true });
      expect((await derived(db)).fitments.map((f) => f.model)).toEqual(["Dzire", "Swift"]);
    });

    it("previews a replace-all import without deleting anything", async () => {
      const { db } = database;
      await upsertProducts(db, [creta, swift]);
      const preview = await upsertProducts(db, [swift], { replaceAll: true, dryRun: true });
      expect(preview).toEqual({ created: 1, updated: 0, unchanged: 0 });
      expect(await countProducts(db)).toBe(2);
    });

    it("derives the tables again from the rows alone, for one product or all", async () => {
      const { db } = database;
      await upsertProducts(db, [creta, swift]);
      const before = await derived(db);
      await db.deleteFrom("product_numbers").execute();
      await db.deleteFrom("product_fitments").execute();
      await rebuildProductLookups(db, [(await findProduct(db, "97701-F0LWT"))?.id ?? -1]);
      expect((await derived(db)).numbers.map((n) => n.number)).toEqual(["447260-9999", "97701-2S000", "97701-2S010"]);
      await rebuildProductLookups(db, "all");
      await rebuildProductLookups(db, "all");
      expect(await derived(db)).toEqual(before);
    });

    it("offers the models a make has parts for, and drops a choice that does not fit the make", async () => {
      const { db } = database;
      await upsertProducts(db, [creta, swift, { ...swift, partNumber: "X-2", fits: "Maruti swift 2005-2010" }]);
      const choice = async (search: string) =>
        (await loadVehicleChoice(db, new URL(`http://x/search?${search}`))).choice;
      expect((await choice("make=Maruti")).models.map((m) => m.slug)).toEqual(["dzire", "swift"]);
      expect(await choice("make=maruti-suzuki&model=swift&year=2019")).toMatchObject({
        make: "maruti-suzuki",
        model: "swift",
        year: 2019,
        label: "Maruti Suzuki Swift 2019",
      });
      expect(await choice("make=hyundai&model=swift&year=1800")).toMatchObject({
        make: "hyundai",
        model: null,
        year: null,
      });
      expect(await choice("make=bosch&model=creta&year=2019")).toMatchObject({ make: null, model: null, year: null });
      expect((await choice("")).makes.map((m) => m.name)).toContain("Maruti Suzuki");
    });
  });
});
