/**
 * Issue 26: a real supplier's list, with no category column and many unknown brand spellings, is
 * sorted by the import: rows placed by their own words (decision 091), unknown values decided by
 * group, spellings of one new brand made one brand, a value mapped to a brand the same import creates
 * (decision 092).
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { apiClient, type ApiJson as Json, sheetForm } from "#tests/setup/api-client.ts";
import { readFixture } from "#tests/setup/fixtures.ts";
import { databaseKinds } from "#tests/setup/test-database.ts";
import { startTestServer, type TestServer } from "#tests/setup/test-server.ts";
import { xlsxOf } from "#tests/setup/workbooks.ts";

const header = ["Item Code", "Item Name", "Description", "Company"];

/** A supplier's lines as they come: AC and cooling parts among oils, filters and brake pads. */
const supplierRows = [
  header,
  ["SL-001", "AC Compressor 10S17C Hyundai Creta", "", "Denso"],
  ["SL-002", "Oil for compressor PAG 46 250 ml", "", "Denso"],
  ["SL-003", "Компрессор кондиционера Hyundai Solaris", "", "Denso"],
  ["SL-004", "Масло компрессорное PAG 100", "", "Denso"],
  ["SL-005", "Radiator cap 1.1 bar", "", "Denso"],
  ["SL-006", "Радиатор охлаждения Lada Granta", "", "Denso"],
  ["SL-007", "Cabin filter Hyundai Creta", "", "Denso"],
  ["SL-008", "Brake pads front", "Brembo P 85 020", "Denso"],
  ["SL-009", "रेडिएटर हुंडई i20", "", "Denso"],
  ["SL-010", "Denso 447260-1234", "AC condenser for Maruti Swift", "Denso"],
  ["SL-011", "Engine oil 5W-30 4 L", "", "Denso"],
];

describe.each(databaseKinds)("sorting a supplier's list on %s", { timeout: 120_000 }, (kind) => {
  let server: TestServer;
  let token: string;
  beforeEach(async () => {
    server = await startTestServer(kind);
    token = await server.signIn();
  });
  afterEach(async () => {
    await server.close();
  });
  const call = apiClient(() => server.url);

  function upload(rows: readonly (readonly unknown[])[] | Buffer, mapping: unknown, dryRun = false) {
    const form = sheetForm("supplier.xlsx", Buffer.isBuffer(rows) ? rows : xlsxOf(rows));
    form.append("mapping", JSON.stringify(mapping));
    form.append("publish", "now");
    return call("POST", `/api/upload-excel${dryRun ? "?dryRun=1" : ""}`, { token, form });
  }

  const categoriesOf = async () =>
    Object.fromEntries(
      (
        await server.database.db
          .selectFrom("products")
          .select(["part_number", "category_slug"])
          .orderBy("part_number")
          .execute()
      ).map((row) => [row.part_number, row.category_slug]),
    );

  it("places each row by its name or description and counts the rows that are no category's", async () => {
    const preview = await upload(supplierRows, { categoryFrom: "words" }, true);
    expect(preview.status).toBe(200);
    expect(preview.json).toMatchObject({ rows: 5, created: 5, outsideCatalogue: 6 });
    expect((preview.json.mapping as Json).categoryFrom).toBe("words");
    const skipped = preview.json.skipped as { row: number; message: string }[];
    expect(skipped.map((problem) => problem.row)).toEqual([3, 5, 6, 8, 9, 12]);

    const committed = await upload(supplierRows, { categoryFrom: "words" });
    expect(committed.status).toBe(200);
    expect(committed.json.outsideCatalogue).toBe(6);
    expect(await categoriesOf()).toEqual({
      "SL-001": "compressor",
      "SL-003": "compressor",
      "SL-006": "radiator",
      "SL-009": "radiator",
      "SL-010": "condenser",
    });
    // Remembered for the supplier's next list of the same layout.
    const again = await upload(supplierRows, {}, true);
    expect(again.json).toMatchObject({ outsideCatalogue: 6, unchanged: 5 });
  });

  it("sorts a Kharkiv wholesaler's whole list: its AC and cooling lines in, the other trades counted out", async () => {
    const list = readFixture("price-lists", "avtodetal-ua-mixed.xlsx");
    const preview = await upload(list, { categoryFrom: "words", values: { brand: { "*": "new" } } }, true);
    expect(preview.status).toBe(200);
    // 18 lines twice: a heater core ("Радіатор пічки") and an intercooler are no category of the
    // catalogue; 22 lines of other trades six times (oils, "Олива компресорна", "Кришка радіатора" …).
    expect(preview.json).toMatchObject({ rows: 32, created: 32, outsideCatalogue: 4 + 132 });
    // Only the brands of the rows placed are asked about: no Castrol, Shell or TRW.
    const asked = ((preview.json.unknownValues as Json).brand as { value: string }[]).map((item) => item.value);
    expect(asked).toEqual(expect.arrayContaining(["NRF", "Nissens"]));
    expect(asked).not.toContain("Castrol");
    expect(asked).not.toContain("TRW");
    const committed = await upload(list, { categoryFrom: "words", values: { brand: { "*": "new" } } });
    expect(committed.status).toBe(200);
    const placed = await server.database.db
      .selectFrom("products")
      .select(["category_slug", (eb) => eb.fn.countAll<number>().as("count")])
      .groupBy("category_slug")
      .orderBy("category_slug")
      .execute();
    expect(placed.map((row) => [row.category_slug, Number(row.count)])).toEqual([
      ["blower-motor", 4],
      ["compressor", 6],
      ["condenser", 6],
      ["cooling-coil", 4],
      ["expansion-valves", 2],
      ["radiator", 6],
      ["radiator-fan-assembly", 4],
    ]);
  });

  it("groups a Karol Bagh trader's spellings and suggests the brands the catalogue has", async () => {
    const list = readFixture("price-lists", "new-bharat-lookalikes.xlsx");
    const preview = await upload(list, { onRowError: "skip" }, true);
    const brands = (preview.json.unknownValues as Json).brand as {
      value: string;
      group?: string;
      suggested?: string;
    }[];
    expect(brands.map((item) => [item.value, item.group ?? item.suggested ?? ""])).toEqual([
      ["HCC", ""],
      ["Hyundai/Kia", ""],
      ["KIA", "Hyundai/Kia"],
      ["Kia Original", "Hyundai/Kia"],
      ["Ford/Motorcraft", ""],
      ["Ford Motorcraft", "Ford/Motorcraft"],
      ["Honda", ""],
      ["Honda/Acura", "Honda"],
      ["Mercedes", ""],
      ["Mercedes benz", "Mercedes"],
      ["Subros Ltd", "subros"],
      ["Valeo India", "valeo"],
      ["Mahle/Knecht", "mahle-behr"],
      ["Knecht/Mahle", "Mahle/Knecht"],
    ]);
  });

  it("without a category, refuses the sheet and says how it can be placed", async () => {
    const refused = await upload(supplierRows, {}, true);
    expect(refused.status).toBe(400);
    expect(refused.json.error).toMatch(/no Category column/);
  });

  const brandRows = [
    ["Item Code", "Item Name", "Company"],
    ["B-1", "AC Compressor Creta", "Honda/Acura"],
    ["B-2", "Condenser Swift", "Ford Motorcraft"],
    ["B-3", "Radiator Nexon", "Honda"],
    ["B-4", "Radiator Fan Assembly i10", "Ford/Motorcraft"],
    ["B-5", "Blower Motor Scorpio", "Subros Ltd"],
    ["B-6", "Expansion Valve Innova", "Mahle/Knecht"],
    ["B-7", "Cooling Coil City", "Knecht/Mahle"],
  ];

  it("answers unknown brands grouped, each group with the known brand it is closest to", async () => {
    const preview = await upload(brandRows, { categoryFrom: "words" }, true);
    expect(preview.status).toBe(400);
    expect((preview.json.unknownValues as Json).brand).toEqual([
      { value: "Honda/Acura", rows: 1 },
      { value: "Ford Motorcraft", rows: 1 },
      // A car maker's name alone is said to be one (decision 184), still in its group.
      { value: "Honda", rows: 1, group: "Honda/Acura", notBrand: "vehicle-make" },
      { value: "Ford/Motorcraft", rows: 1, group: "Ford Motorcraft" },
      { value: "Subros Ltd", rows: 1, suggested: "subros" },
      { value: "Mahle/Knecht", rows: 1, suggested: "mahle-behr" },
      { value: "Knecht/Mahle", rows: 1, group: "Mahle/Knecht" },
    ]);
  });

  it("takes one decision per group, makes two spellings one brand, and maps a value to it", async () => {
    const rows = [...brandRows, ["B-8", "Compressor Verna", "Motorcraft Genuine"]];
    const committed = await upload(rows, {
      categoryFrom: "words",
      values: {
        brand: {
          // Decided once for the group, named as staff chose: the sheet's other spelling.
          Honda: "new",
          "Ford/Motorcraft": "new",
          "Motorcraft Genuine": "ford-motorcraft",
          "Subros Ltd": "subros",
          "Mahle/Knecht": "mahle-behr",
        },
      },
    });
    expect(committed.status).toBe(200);
    expect(committed.json.newTerms).toEqual([
      { kind: "brand", slug: "honda", name: "Honda" },
      { kind: "brand", slug: "ford-motorcraft", name: "Ford/Motorcraft" },
    ]);
    const brands = await server.database.db
      .selectFrom("products")
      .select(["part_number", "brand_slug"])
      .orderBy("part_number")
      .execute();
    expect(Object.fromEntries(brands.map((row) => [row.part_number, row.brand_slug]))).toEqual({
      "B-1": "honda",
      "B-2": "ford-motorcraft",
      "B-3": "honda",
      "B-4": "ford-motorcraft",
      "B-5": "subros",
      "B-6": "mahle-behr",
      "B-7": "mahle-behr",
      "B-8": "ford-motorcraft",
    });
  });

  it('makes "*": "new" with two spellings of one brand one brand, named by the first', async () => {
    const committed = await upload(brandRows.slice(0, 5), { categoryFrom: "words", values: { brand: { "*": "new" } } });
    expect(committed.status).toBe(200);
    expect(committed.json.newTerms).toEqual([
      { kind: "brand", slug: "honda-acura", name: "Honda/Acura" },
      { kind: "brand", slug: "ford-motorcraft", name: "Ford Motorcraft" },
    ]);
    const brandCount = await server.database.db
      .selectFrom("brands")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("slug", "in", ["honda", "honda-acura", "ford-motorcraft"])
      .executeTakeFirstOrThrow();
    expect(Number(brandCount.count)).toBe(2);
  });
});
