import { readFileSync } from "node:fs";
import path from "node:path";
import * as XLSX from "@e965/xlsx";
import { describe, expect, it } from "vitest";
import { brands } from "#app/catalogue/brands.ts";
import { categories } from "#app/catalogue/categories.ts";
import { vehicleMakes } from "#app/catalogue/vehicle-makes.ts";
import { type ProductInput, storedFields } from "#app/server/products/product-writes.server.ts";
import { fixturesDir } from "#tests/setup/fixtures.ts";
import { seedAcceptedNames, seedTaxonomy } from "#tests/setup/seed-taxonomy.ts";
import { okRows } from "#tests/setup/sheet-result.ts";
import {
  catalogueWorkbook,
  escapeFormula,
  type ProductExportRow,
  sheetRow,
  templateExample,
  templateWorkbook as workbookWith,
} from "./export-workbook.server.ts";
import { parseCatalogueSheet as parseSheet } from "./import-service.server.ts";
import { catalogueHeaders } from "./sheet-validation.server.ts";

const parseCatalogueSheet = (file: Buffer) => parseSheet(file, seedTaxonomy);
const templateWorkbook = () => workbookWith(seedAcceptedNames);

const fixtures = fixturesDir;
/** Each parse starts a worker thread; leave room for a busy machine. */
const workerTestTimeout = 30_000;

/** What the export is given for a product once stored: the seeded brands' and categories' names. */
function exportRow(product: ProductInput): ProductExportRow {
  return sheetRow(storedFields(product), {
    brand: (slug) => brands.find((brand) => brand.slug === slug)?.name ?? "",
    category: (slug) => categories.find((category) => category.slug === slug)?.name ?? "",
  });
}

function firstSheet(file: Buffer): XLSX.DenseWorkSheet {
  const workbook = XLSX.read(file, { type: "buffer", dense: true, cellNF: true });
  const name = workbook.SheetNames[0] ?? "";
  return workbook.Sheets[name] as XLSX.DenseWorkSheet;
}

const tricky: ProductExportRow[] = [
  {
    name: '=HYPERLINK("http://evil.example","Click")',
    partNumber: "-12345",
    brand: "Denso",
    category: "Compressor",
    description: "@SUM(1+1) and more",
    image: "+photo.jpg",
    rating: 4.5,
    oeNumbers: "97701-2S000; 97701-2S010",
    crossReferences: "-447260-1234; SBR CP1234",
    fits: "Hyundai Creta 2015-2020; Kia Seltos 2019-",
    specs: {},
  },
  {
    name: "Subros Radiator Fan Assembly",
    partNumber: "33740",
    brand: "Subros",
    category: "Radiator Fan Assembly",
    description: "",
    image: null,
    rating: null,
    oeNumbers: "",
    crossReferences: "",
    fits: "",
    specs: {},
  },
  {
    name: "Mahle Expansion Valve for Tata Nexon",
    partNumber: "AC 417 000S",
    brand: "Mahle Behr",
    category: "Expansion Valves",
    description: "Line one\nline two",
    image: "https://example.com/a.webp",
    rating: 0,
    oeNumbers: "38810-5R0-A01",
    crossReferences: "",
    fits: "Tata Nexon -2019; Maruti Suzuki Swift 2018",
    specs: {},
  },
];

describe("catalogueWorkbook", { timeout: workerTestTimeout }, () => {
  it("writes the import's header row and one row per product", () => {
    const sheet = firstSheet(catalogueWorkbook(tricky));
    const header = (sheet["!data"][0] ?? []).map((cell) => cell?.v);
    expect(header).toEqual(catalogueHeaders);
    expect(sheet["!data"]).toHaveLength(1 + tricky.length);
  });

  it("writes part numbers as text cells in the Text format, so 33740 stays text", () => {
    const cell = firstSheet(catalogueWorkbook(tricky))["!data"][2]?.[1];
    expect(cell).toMatchObject({ t: "s", v: "33740", z: "@" });
  });

  it("prefixes text a spreadsheet could run as a formula with an apostrophe", () => {
    const row = firstSheet(catalogueWorkbook(tricky))["!data"][1] ?? [];
    expect(row.map((cell) => cell?.v)).toEqual([
      `'=HYPERLINK("http://evil.example","Click")`,
      "'-12345",
      "Denso",
      "Compressor",
      "'@SUM(1+1) and more",
      "'+photo.jpg",
      4.5,
      "97701-2S000; 97701-2S010",
      "'-447260-1234; SBR CP1234",
      "Hyundai Creta 2015-2020; Kia Seltos 2019-",
    ]);
    expect(["=1", "+1", "-1", "@a", "\tx", "\rx", "\nx", "a=1", "'=1"].map(escapeFormula)).toEqual([
      "'=1",
      "'+1",
      "'-1",
      "'@a",
      "'\tx",
      "'\rx",
      "'\nx",
      "a=1",
      "'=1",
    ]);
  });

  it("goes back through the import to the same rows, formula-looking texts included", async () => {
    const rows = okRows(await parseCatalogueSheet(catalogueWorkbook(tricky)));
    expect(rows.map(exportRow)).toEqual(tricky);
  });

  it("round-trips the whole 300-row catalogue", async () => {
    const original = okRows(await parseCatalogueSheet(readFileSync(path.join(fixtures, "catalogue-300.xlsx"))));
    const again = okRows(await parseCatalogueSheet(catalogueWorkbook(original.map(exportRow))));
    expect(again).toEqual(original);
  });
});

describe("templateWorkbook", { timeout: workerTestTimeout }, () => {
  it("has the header and one example Denso compressor that imports as exactly one valid row", async () => {
    const file = templateWorkbook();
    const header = (firstSheet(file)["!data"][0] ?? []).map((cell) => cell?.v);
    expect(header).toEqual(catalogueHeaders);
    const rows = okRows(await parseCatalogueSheet(file));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      brandSlug: "denso",
      categorySlug: "compressor",
      partNumber: templateExample.partNumber,
      oeNumbers: templateExample.oeNumbers,
      crossReferences: templateExample.crossReferences,
      fits: templateExample.fits,
    });
  });

  it("lists the accepted brands, categories and vehicle makes on a second sheet the import ignores", () => {
    const workbook = XLSX.read(templateWorkbook(), { type: "buffer" });
    expect(workbook.SheetNames).toEqual(["Catalogue", "Accepted values"]);
    const values = XLSX.utils.sheet_to_json<{ Brands?: string; Categories?: string; "Vehicle makes (Fits)": string }>(
      workbook.Sheets["Accepted values"] as XLSX.WorkSheet,
    );
    expect(values.map((row) => row.Brands).filter(Boolean)).toEqual(brands.map((brand) => brand.name));
    expect(values.map((row) => row["Vehicle makes (Fits)"])).toEqual(vehicleMakes.map((make) => make.name));
    expect(values.map((row) => row.Categories).filter(Boolean)).toEqual(categories.map((category) => category.name));
  });
});
