/**
 * Suppliers' price lists (tests/fixtures/price-lists, see its README) through the whole read:
 * format, sheet, header row, guessed columns, unknown values, and the mapping that makes them import.
 */
import { describe, expect, it } from "vitest";
import type { ImportMappingRequest } from "#app/forms/import-mapping.ts";
import { readFixture } from "#tests/setup/fixtures.ts";
import { seedTaxonomy } from "#tests/setup/seed-taxonomy.ts";
import { parseCatalogueSheet } from "./import-service.server.ts";
import { type SheetResult, validateCatalogueRows as validateRows } from "./sheet-validation.server.ts";

// The import checks names against the database's brands and categories; these tests use the seeded ones.
const validateCatalogueRows = (rows: Parameters<typeof validateRows>[0], mapping?: ImportMappingRequest) =>
  validateRows(rows, seedTaxonomy, mapping);

/** Each parse starts a worker thread; leave room for a busy machine. */
const workerTestTimeout = 30_000;

const parse = (name: string, mapping?: ImportMappingRequest) =>
  parseCatalogueSheet(readFixture("price-lists", name), seedTaxonomy, { mapping });

function imported(result: SheetResult) {
  if (!result.ok) throw new Error(`expected the sheet to import: ${result.error} ${JSON.stringify(result.errors)}`);
  return result;
}

function refused(result: SheetResult) {
  if (result.ok) throw new Error("expected the sheet to be refused");
  return result;
}

const fields = (result: SheetResult) => result.mapping?.columns.map((column) => `${column.header}→${column.field}`);

describe("a Tally export with unknown brands and a misspelt category", { timeout: workerTestTimeout }, () => {
  it("previews the guessed mapping and lists the unknown values with their row counts", async () => {
    const result = refused(await parse("tally-price-list.xlsx"));
    expect(result.mapping).toMatchObject({ sheet: "Price List", sheets: ["Terms", "Price List"], headerRow: 6 });
    expect(fields(result)).toEqual([
      "Sl No→null",
      "Item Code→partNumber",
      "Item Name→name",
      "Company→brand",
      "Group→category",
      "MRP→null",
      "Rate→null",
    ]);
    expect(result.mapping?.columns[1]?.samples).toEqual(["00417", "01022", "02210"]);
    expect(result.unknownValues).toEqual({
      brand: [
        // Each with the known brand or category it is closest to (decision 092).
        { value: "Subros Ltd", rows: 2, suggested: "subros" },
        { value: "NRF", rows: 2 },
      ],
      category: [{ value: "CONDENSOR", rows: 2, suggested: "condenser" }],
    });
    expect(result.errors[0]).toMatchObject({
      row: 7,
      column: "Company",
      message: expect.stringContaining("Subros Ltd"),
    });
  });

  it("imports once the values are mapped, leaving out the rows of a skipped brand", async () => {
    const result = imported(
      await parse("tally-price-list.xlsx", {
        values: { brand: { "Subros Ltd": "subros", "*": "skip" }, category: { condensor: "condenser" } },
      }),
    );
    expect(result.rows.map((row) => [row.partNumber, row.brandSlug, row.categorySlug])).toEqual([
      ["00417", "subros", "compressor"],
      ["01022", "denso", "compressor"],
      ["02210", "mahle-behr", "condenser"],
      ["03106", "valeo", "radiator"],
      ["04401", "denso", "cooling-coil"],
      ["05120", "subros", "blower-motor"],
    ]);
    expect(result.skipped).toEqual([
      { row: 10, column: "Company", message: 'Brand "NRF" is skipped, as the mapping says.' },
      { row: 11, column: "Company", message: 'Brand "NRF" is skipped, as the mapping says.' },
    ]);
  });

  it("imports the good rows and reports the others when told to skip faulty rows", async () => {
    const result = imported(await parse("tally-price-list.xlsx", { onRowError: "skip" }));
    expect(result.rows.map((row) => row.partNumber)).toEqual(["01022", "03106", "04401"]);
    expect(result.skipped.map((problem) => [problem.row, problem.column])).toEqual([
      [7, "Company"],
      [9, "Group"],
      [10, "Company"],
      [10, "Group"],
      [11, "Company"],
      [14, "Company"],
    ]);
  });

  it("takes a mapping by header text or column letter, with an explicit sheet and header row", async () => {
    const result = imported(
      await parse("tally-price-list.xlsx", {
        sheet: "price list",
        headerRow: 6,
        columns: { partNumber: "B", name: "item name", brand: "Company", category: "E", description: "G" },
        onRowError: "skip",
      }),
    );
    expect(result.rows[0]).toMatchObject({ partNumber: "01022", description: "27800" });
  });

  it("refuses a mapping naming a column or sheet the file lacks, still answering the mapping", async () => {
    const noColumn = refused(
      await parse("tally-price-list.xlsx", {
        columns: { partNumber: "SKU", name: "Item Name", brand: "D", category: "E" },
      }),
    );
    expect(noColumn.error).toBe(
      'The sheet has no column "SKU" (for Part Number). Name a column by its header text on row 6 or by its letter.',
    );
    expect(noColumn.unknownValues?.brand).toHaveLength(2);
    const noSheet = refused(await parse("tally-price-list.xlsx", { sheet: "Rates" }));
    expect(noSheet.error).toBe('The file has no sheet "Rates". Its sheets: "Terms", "Price List".');
  });

  it("refuses a value choice it cannot follow: a slug that names nothing", async () => {
    const wrongSlug = refused(
      await parse("tally-price-list.xlsx", {
        values: { brand: { "*": "skip" }, category: { CONDENSOR: "condensers-and-coils" } },
      }),
    );
    expect(wrongSlug.error).toBe(
      'The mapping maps "CONDENSOR" to category "condensers-and-coils", which does not exist. Use a category\'s slug, "new" or "skip".',
    );
  });

  it("plans a new brand and category for values mapped to new, and their rows take its slug", async () => {
    const result = imported(
      await parse("tally-price-list.xlsx", {
        values: { brand: { NRF: "new", "*": "skip" }, category: { CONDENSOR: "new" } },
      }),
    );
    expect(result.newTerms).toEqual([
      { kind: "brand", slug: "nrf", name: "NRF" },
      { kind: "category", slug: "condensor", name: "CONDENSOR" },
    ]);
    expect(result.rows.filter((row) => row.brandSlug === "nrf").map((row) => row.partNumber)).toEqual([
      "02211",
      "03105",
    ]);
    expect(result.rows.filter((row) => row.categorySlug === "condensor")).toHaveLength(2);
  });
});

describe("other suppliers' lists", { timeout: workerTestTimeout }, () => {
  it("a Busy .xls: group rows become the category", async () => {
    const result = imported(await parse("busy-group-rows.xls"));
    expect(result.mapping).toMatchObject({ headerRow: 8, groupRows: "category" });
    expect(result.rows.map((row) => [row.partNumber, row.categorySlug])).toEqual([
      ["CP-ALT-800", "compressor"],
      ["CP-SCO-M2", "compressor"],
      ["CD-WGR-19", "condenser"],
      ["CD-I20-E", "condenser"],
      ["RD-NXN-D", "radiator"],
      ["RD-EECO-1", "radiator"],
    ]);
  });

  it("a Marg list with Hindi headers and no brand column: refused until a fixed brand is given", async () => {
    const preview = refused(await parse("marg-hindi.xlsx"));
    expect(preview.error).toBe("The sheet has no Brand column. Map it to a column, or give a fixed value.");
    expect(preview.mapping?.headerRow).toBe(12);
    const result = imported(await parse("marg-hindi.xlsx", { fixed: { brand: "Denso" } }));
    expect(result.rows).toHaveLength(4);
    expect(new Set(result.rows.map((row) => row.brandSlug))).toEqual(new Set(["denso"]));
  });

  it("a Russian workbook: categories mapped, fitment read", async () => {
    const result = imported(
      await parse("avtoklimat-ru.xlsx", {
        values: {
          category: {
            Компрессор: "compressor",
            Конденсатор: "condenser",
            Испаритель: "cooling-coil",
            Радиатор: "radiator",
            Вентилятор: "radiator-fan-assembly",
          },
        },
      }),
    );
    expect(result.rows[0]).toMatchObject({
      partNumber: "8FK 351 110-031",
      name: "Компрессор кондиционера",
      brandSlug: "mahle-behr",
      categorySlug: "compressor",
    });
    expect(result.rows[0]?.fits).toContain("Creta");
  });

  it("a Windows-1252 semicolon CSV from Spain: accents intact, description as the name", async () => {
    const result = imported(
      await parse("frioauto-es-1252.csv", {
        values: {
          brand: { "*": "skip" },
          category: { Compresor: "compressor", Condensador: "condenser", Radiador: "radiator", "*": "skip" },
        },
      }),
    );
    expect(result.rows.map((row) => row.name)).toEqual([
      "Compresor climatización Peugeot 208",
      "Condensador climatización Clio IV",
      "Compresor Fiat Panda",
      "Radiador refrigeración Golf VII",
    ]);
    expect(result.skipped).toHaveLength(1);
  });

  it("a UTF-8 CSV with a byte order mark: decimal-comma ratings read", async () => {
    const result = imported(await parse("kholod-ua-bom.csv"));
    expect(result.rows.map((row) => row.rating)).toEqual([4.5, 5, null, 4]);
    expect(result.rows.map((row) => row.brandSlug)).toEqual(["denso", "denso", "mahle-behr", "mahle-behr"]);
  });

  it("a UTF-16 tab-separated text and an OpenDocument sheet import as they are", async () => {
    const [utf16, ods] = await Promise.all([parse("lakshmi-utf16.txt"), parse("carcool-libreoffice.ods")]);
    expect(imported(utf16).rows.map((row) => row.partNumber)).toEqual(["RAD-VTA-0012", "RAD-HND-0044", "FAN-MHN-0101"]);
    expect(imported(ods).rows.map((row) => row.categorySlug)).toEqual([
      "expansion-valves",
      "expansion-valves",
      "blower-motor",
    ]);
  });
});

describe("mapping edge cases on rows already read", () => {
  const header = ["Item Code", "Item Name", "Company", "Group"];

  it("refuses a file whose every row is left out, listing them", () => {
    const result = refused(
      validateCatalogueRows([header, ["X-1", "Fan", "NRF", "Radiator"]], { values: { brand: { NRF: "skip" } } }),
    );
    expect(result.error).toBe("Every row was left out: none can be imported. Nothing was imported.");
    expect(result.errors).toEqual([
      { row: 2, column: "Company", message: 'Brand "NRF" is skipped, as the mapping says.' },
    ]);
  });

  it("refuses a header row past the sheet's end", () => {
    const result = refused(validateCatalogueRows([header, ["X-1", "Fan", "Denso", "Radiator"]], { headerRow: 9 }));
    expect(result.error).toBe("The sheet has 2 rows; row 9 is past its end.");
  });

  it("refuses a new brand whose address another brand already answers to", () => {
    const taken = refused(
      validateCatalogueRows([header, ["X-1", "Fan", "Mahle/Behr", "Radiator"]], {
        values: { brand: { "Mahle/Behr": "new" } },
      }),
    );
    expect(taken.error).toBe(
      '"Mahle/Behr" cannot become a new brand: "mahle-behr" already names the brand Mahle Behr. Map the value to Mahle Behr, or skip its rows.',
    );
    expect(taken.errors[0]).toMatchObject({ row: 1, column: "Brand" });
    const noAddress = refused(
      validateCatalogueRows([header, ["X-1", "Fan", "Денсо", "Radiator"]], { values: { brand: { "*": "new" } } }),
    );
    expect(noAddress.error).toMatch(/^"Денсо" cannot become a new brand: its name gives no web address/);
  });

  it("places rows by their words and leaves out, counted, those that name no category (decision 091)", () => {
    const result = imported(
      validateCatalogueRows(
        [
          ["Item Code", "Item Name", "Company"],
          ["X-1", "AC Compressor 10S17C Creta", "Denso"],
          ["X-2", "Oil for compressor PAG 46", "Denso"],
          ["X-3", "Радиатор охлаждения Lada Granta", "Denso"],
          ["X-4", "Radiator cap 1.1 bar", "Denso"],
          ["X-5", "Brake pads front", "Denso"],
          ["X-6", "Масло компрессорное PAG 100", "Denso"],
        ],
        { categoryFrom: "words" },
      ),
    );
    expect(result.rows.map((row) => [row.partNumber, row.categorySlug])).toEqual([
      ["X-1", "compressor"],
      ["X-3", "radiator"],
    ]);
    expect(result.outsideCatalogue).toBe(4);
    expect(result.skipped.map((problem) => problem.row)).toEqual([3, 5, 6, 7]);
    // Each says why: the part the name is about (decision 180), or that it names no category.
    expect(result.skipped[0]).toEqual({
      row: 3,
      column: "Item Name",
      message: 'Its name is about "Oil", which is not a part of the catalogue.',
    });
    expect(result.mapping.categoryFrom).toBe("words");
  });

  it("lists a row its words do not surely place as needing a look, with what it may be (decision 180)", () => {
    const result = imported(
      validateCatalogueRows(
        [
          ["Item Code", "Item Name", "Company"],
          ["X-1", "Kit for radiator repair", "Denso"],
          ["X-2", "VALVULA TOYOTA", "Denso"],
          ["X-3", "Radiador Toyota Corolla", "Denso"],
          ["X-4", "", "Denso"],
          ["X-5", "Radiator", "Denso", ""],
        ],
        { categoryFrom: "words", onRowError: "skip" },
      ),
    );
    expect(result.skipped.slice(0, 2)).toEqual([
      { row: 2, column: "Item Name", message: "No category of the catalogue is named in its name or description." },
      {
        row: 3,
        column: "Item Name",
        message:
          'Needs a look: it may be "Expansion Valves", but its name does not surely say so. Give it a category in a Category column, or leave it out.',
        mayBe: ["expansion-valves"],
      },
    ]);
    expect(result.rowCounts).toEqual({
      read: 5,
      placed: [{ slug: "radiator", name: "Radiator", rows: 2 }],
      needsLook: 1,
      leftOut: 2,
    });
  });

  it("makes spellings of one new brand one brand, named by the first (decision 092)", () => {
    const result = imported(
      validateCatalogueRows(
        [
          header,
          ["X-1", "Fan", "Ford/Motorcraft", "Radiator"],
          ["X-2", "Coil", "Ford Motorcraft", "Radiator"],
          ["X-3", "Pump", "NRF Ltd.", "Radiator"],
          ["X-4", "Pump", "nrf", "Radiator"],
        ],
        { values: { brand: { "*": "new" } } },
      ),
    );
    expect(result.newTerms).toEqual([
      { kind: "brand", slug: "ford-motorcraft", name: "Ford/Motorcraft" },
      { kind: "brand", slug: "nrf-ltd", name: "NRF Ltd." },
    ]);
    expect(result.rows.map((row) => row.brandSlug)).toEqual([
      "ford-motorcraft",
      "ford-motorcraft",
      "nrf-ltd",
      "nrf-ltd",
    ]);
  });

  it("follows a decision for one spelling of a group, and maps a value to a brand the import creates", () => {
    const result = imported(
      validateCatalogueRows(
        [
          header,
          ["X-1", "Fan", "Honda/Acura", "Radiator"],
          ["X-2", "Coil", "Ford Motorcraft", "Radiator"],
          ["X-3", "Pump", "Honda", "Radiator"],
          ["X-4", "Pump", "Motorcraft Genuine", "Radiator"],
          ["X-5", "Pump", "Subros Pvt Ltd", "Radiator"],
        ],
        {
          values: {
            brand: {
              Honda: "new",
              "Ford/Motorcraft": "new",
              "Motorcraft Genuine": "ford-motorcraft",
              "Subros Ltd": "subros",
            },
          },
        },
      ),
    );
    expect(result.newTerms).toEqual([
      { kind: "brand", slug: "honda", name: "Honda" },
      { kind: "brand", slug: "ford-motorcraft", name: "Ford/Motorcraft" },
    ]);
    expect(result.rows.map((row) => row.brandSlug)).toEqual([
      "honda",
      "ford-motorcraft",
      "honda",
      "ford-motorcraft",
      "subros",
    ]);
    const nowhere = refused(
      validateCatalogueRows([header, ["X-1", "Fan", "Motorcraft", "Radiator"]], {
        values: { brand: { Motorcraft: "ford-motorcraft" } },
      }),
    );
    expect(nowhere.error).toMatch(/maps "Motorcraft" to brand "ford-motorcraft", which does not exist/);
  });

  it("creates one brand for spellings that differ only in case, and none for rows left out", () => {
    const result = imported(
      validateCatalogueRows(
        [
          header,
          ["X-1", "Fan", "NRF", "Radiator"],
          ["X-2", "Coil", "nrf", "Radiator"],
          ["X-3", "Pump", "Frigo", "Headlamp"],
        ],
        { values: { brand: { "*": "new" } }, onRowError: "skip" },
      ),
    );
    expect(result.newTerms).toEqual([{ kind: "brand", slug: "nrf", name: "NRF" }]);
    expect(result.rows.map((row) => row.brandSlug)).toEqual(["nrf", "nrf"]);
  });

  it("fills empty cells from a fixed value, and the unknown-value choice applies in any case", () => {
    const result = imported(
      validateCatalogueRows([header, ["X-1", "Fan", "", "radiator"], ["X-2", "Coil", "nrf", "Cooling Coil"]], {
        fixed: { brand: "Spal" },
        values: { brand: { NRF: "denso" } },
      }),
    );
    expect(result.rows.map((row) => row.brandSlug)).toEqual(["spal", "denso"]);
    expect(result.unknownValues).toEqual({ brand: [{ value: "nrf", rows: 1 }], category: [] });
  });
});
