/**
 * Prices as staff data through the whole import (issue 46): price columns in the formats real lists
 * use, guessed or mapped with their currency, written per product, each change recorded in the price
 * history, and the staff export read back to the very same prices.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ImportMappingRequest } from "#app/forms/import-mapping.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "#tests/setup/test-database.ts";
import { xlsxOf } from "#tests/setup/workbooks.ts";
import { catalogueWorkbook, exportSpecColumns, listProductsForExport } from "../import/export-workbook.server.ts";
import { importCatalogueFile } from "../import/import-service.server.ts";
import { readProductPrices, setCategoryGstRate } from "./product-prices.server.ts";

const author = { adminId: null, username: "staff", fileName: "supplier.xlsx" };
/** Each import reads its file in a worker thread; leave room for a busy machine. */
const timeout = 60_000;

const header = ["Item Name", "Part No", "Brand", "Group", "MRP", "Dealer Price (USD)", "Cost", "Ціна, грн", "GST %"];
const sheet = (mrpOfFirst: string | number = "₹ 1,250") => [
  header,
  ["Compressor A", "PA-1", "Denso", "Compressor", mrpOfFirst, "$53.79", "1,23,456.50", "2 259,65", "18%"],
  // A cell's own currency wins over the column's: this MRP is in dollars.
  ["Condenser B", "PB-2", "Valeo", "Condenser", "US$ 27,800", "0.1250", 1999.5, "", 28],
  ["Blower C", "PC-3", "Denso", "Blower Motor", "Rs. 450/-", "", "", "1.234,50", ""],
];
/** The plain "Ціна" (price) is no unmistakable kind: staff name it "distributor", in hryvnia. */
const mapping: ImportMappingRequest = {
  prices: {
    mrp: { column: "MRP" },
    dealer: { column: "Dealer Price (USD)", currency: "USD" },
    cost: { column: "Cost" },
    distributor: { column: "Ціна, грн", currency: "UAH" },
  },
};

describe.each(databaseKinds)("prices as staff data on %s", (kind) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(kind);
  });
  afterEach(async () => {
    await database.dispose();
  });

  const importSheet = async (rows: unknown[][], map?: ImportMappingRequest) => {
    const outcome = await importCatalogueFile(database.db, xlsxOf(rows), { author, publish: "now", mapping: map });
    if (!outcome.ok) throw new Error(`${outcome.error} ${JSON.stringify(outcome.errors)}`);
    return outcome;
  };
  const pricesOf = async (partKey: string) => {
    const product = await database.db
      .selectFrom("products")
      .select(["brand_slug", "part_key", "category_slug"])
      .where("part_key", "=", partKey)
      .executeTakeFirstOrThrow();
    return readProductPrices(database.db, product);
  };
  const amounts = async (partKey: string) =>
    Object.fromEntries(
      (await pricesOf(partKey)).prices.map((price) => [price.kind, `${price.amount} ${price.currency}`]),
    );

  it("imports price columns in the formats lists use, each with its currency, and the GST rate", {
    timeout,
  }, async () => {
    const outcome = await importSheet(sheet(), mapping);
    expect(outcome.mapping.priceColumns).toEqual({
      mrp: { column: "E", currency: "INR" },
      dealer: { column: "F", currency: "USD" },
      cost: { column: "G", currency: "INR" },
      distributor: { column: "H", currency: "UAH" },
    });
    expect(outcome.mapping.gstColumn).toBe("I");
    expect(await amounts("PA1")).toEqual({
      cost: "123456.5 INR",
      dealer: "53.79 USD",
      distributor: "2259.65 UAH",
      mrp: "1250 INR",
    });
    expect(await amounts("PB2")).toEqual({ cost: "1999.5 INR", dealer: "0.125 USD", mrp: "27800 USD" });
    expect(await amounts("PC3")).toEqual({ distributor: "1234.5 UAH", mrp: "450 INR" });
    expect((await pricesOf("PA1")).gst).toEqual({ rate: 18, from: "product" });
    expect((await pricesOf("PB2")).gst).toEqual({ rate: 28, from: "product" });
    // Without its own rate a product takes its category's.
    expect((await pricesOf("PC3")).gst).toBeNull();
    await setCategoryGstRate(database.db, "blower-motor", 18);
    expect((await pricesOf("PC3")).gst).toEqual({ rate: 18, from: "category" });
  });

  it("guesses the unmistakable price headers and their currency without a mapping", { timeout }, async () => {
    const outcome = await importSheet(sheet());
    expect(outcome.mapping.priceColumns).toEqual({
      mrp: { column: "E", currency: "INR" },
      dealer: { column: "F", currency: "USD" },
      cost: { column: "G", currency: "INR" },
    });
    expect(await amounts("PA1")).toEqual({ cost: "123456.5 INR", dealer: "53.79 USD", mrp: "1250 INR" });
    expect(outcome.mapping.gstColumn).toBe("I");
  });

  it("reads no GST column when the mapping says there is none (null), rather than guessing it", {
    timeout,
  }, async () => {
    const outcome = await importSheet(sheet(), { ...mapping, gst: null });
    expect(outcome.mapping.gstColumn).toBeUndefined();
    expect((await pricesOf("PA1")).gst).toBeNull();
  });

  it("refuses a price it cannot read, naming the row and column", { timeout }, async () => {
    const rows = sheet("on request");
    const outcome = await importCatalogueFile(database.db, xlsxOf(rows), { author, publish: "now", mapping });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.errors[0]).toMatchObject({ row: 2, column: "MRP", message: expect.stringContaining("on request") });
  });

  it("records each price an import changes in the history, and only those", { timeout }, async () => {
    const first = await importSheet(sheet(), mapping);
    const second = await importSheet(sheet("₹ 1,300"), mapping);
    const history = (await pricesOf("PA1")).history.filter((change) => change.kind === "mrp");
    expect(history).toEqual([
      {
        id: expect.any(Number),
        kind: "mrp",
        old: { amount: "1250", currency: "INR" },
        new: { amount: "1300", currency: "INR" },
        importId: second.importId,
        changedAt: expect.any(String),
      },
      {
        id: expect.any(Number),
        kind: "mrp",
        old: null,
        new: { amount: "1250", currency: "INR" },
        importId: first.importId,
        changedAt: expect.any(String),
      },
    ]);
    // The other prices did not change: the second import recorded nothing for them.
    const all = await database.db.selectFrom("price_history").select("import_id").execute();
    expect(all.filter((row) => row.import_id === second.importId)).toHaveLength(1);
    // An emptied cell clears the price, and says so.
    await importSheet(
      [header, ["Compressor A", "PA-1", "Denso", "Compressor", "", "$53.79", "1,23,456.50", "2 259,65", "18%"]],
      mapping,
    );
    expect(await amounts("PA1")).not.toHaveProperty("mrp");
    expect((await pricesOf("PA1")).history[0]).toMatchObject({ kind: "mrp", old: { amount: "1300" }, new: null });
  });

  it("round-trips prices through the staff export: imported back, nothing changes", { timeout }, async () => {
    await importSheet(sheet(), mapping);
    const before = await database.db.selectFrom("price_history").select("id").execute();
    const exported = catalogueWorkbook(await listProductsForExport(database.db), await exportSpecColumns(database.db));
    const back = await importCatalogueFile(database.db, exported, { author, publish: "now" });
    if (!back.ok) throw new Error(`${back.error} ${JSON.stringify(back.errors)}`);
    expect(back.mapping.priceColumns).toEqual({
      mrp: { column: expect.any(String), currency: "INR" },
      dealer: { column: expect.any(String), currency: "USD" },
      cost: { column: expect.any(String), currency: "INR" },
      distributor: { column: expect.any(String), currency: "UAH" },
    });
    expect(await database.db.selectFrom("price_history").select("id").execute()).toEqual(before);
    expect(await amounts("PA1")).toEqual({
      cost: "123456.5 INR",
      dealer: "53.79 USD",
      distributor: "2259.65 UAH",
      mrp: "1250 INR",
    });
    // The odd one out of its column (a dollar MRP among rupee ones) came back as itself.
    expect(await amounts("PB2")).toEqual({ cost: "1999.5 INR", dealer: "0.125 USD", mrp: "27800 USD" });
    expect((await pricesOf("PB2")).gst).toEqual({ rate: 28, from: "product" });
  });
});
