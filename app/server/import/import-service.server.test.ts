import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fixturesDir } from "#tests/setup/fixtures.ts";
import { seedTaxonomy } from "#tests/setup/seed-taxonomy.ts";
import { sheetBomb } from "#tests/setup/sheet-bomb.ts";
import { failure, fixtureHeader as header, noNumbers, okRows } from "#tests/setup/sheet-result.ts";
import { xlsxOf } from "#tests/setup/workbooks.ts";
import { parseCatalogueSheet as parseSheet } from "./import-service.server.ts";

// The import checks names against the database's brands and categories; these tests use the seeded ones.
const parseCatalogueSheet = (file: Buffer) => parseSheet(file, seedTaxonomy);
const { resolveBrand, resolveCategory } = seedTaxonomy;

const fixtures = fixturesDir;
/** Each parse starts a worker thread; leave room for a busy machine. */
const workerTestTimeout = 30_000;
const fixture = (name: string) => readFileSync(path.join(fixtures, name));

/** Enough of RFC 4180 for the fixture: quoted fields may hold commas, line breaks and doubled quotes. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = "";
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i] ?? "";
    if (quoted && char === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (quoted || (char !== "," && char !== "\n" && char !== "\r")) {
      field += char;
    } else if (char === ",") {
      endField();
    } else if (char === "\n") {
      endField();
      rows.push(row);
      row = [];
    }
  }
  if (field !== "" || row.length > 0) {
    endField();
    rows.push(row);
  }
  return rows;
}

describe("parseCatalogueSheet with the office suite's files", { timeout: workerTestTimeout }, () => {
  it("imports all 300 rows of catalogue-300.xlsx, equal to the CSV beside it", async () => {
    const rows = okRows(await parseCatalogueSheet(fixture("catalogue-300.xlsx")));
    expect(rows).toHaveLength(300);
    const csv = parseCsv(readFileSync(path.join(fixtures, "catalogue-300.csv"), "utf8")).slice(1);
    expect(rows).toEqual(
      csv.map(([name = "", partNumber = "", brand, category, description = "", image = "", rating = ""]) => ({
        name: name.trim().replace(/\s+/g, " "),
        partNumber: partNumber.trim(),
        brandSlug: resolveBrand(brand ?? "")?.slug,
        categorySlug: resolveCategory(category ?? "")?.slug,
        description: description.trim(),
        image: image.trim() || null,
        rating: rating.trim() === "" ? null : Number(rating),
        ...noNumbers,
      })),
    );
  });

  it("reads the shapes people type", async () => {
    const rows = okRows(await parseCatalogueSheet(fixture("catalogue-300.xlsx")));
    const byPart = (partNumber: string) => rows.find((row) => row.partNumber === partNumber);
    expect(byPart("33740")).toMatchObject({ brandSlug: "subros", categorySlug: "radiator-fan-assembly", rating: 5 });
    expect(byPart("AC 417 000S")).toMatchObject({ brandSlug: "mahle-behr", categorySlug: "condenser", rating: 4 });
    expect(byPart("MSSL/X2/4023")).toMatchObject({ brandSlug: "motherson", categorySlug: "compressor" });
    expect(byPart("VA51-AP35/C-00A")).toMatchObject({ brandSlug: "spal", categorySlug: "injectors" });
    expect(byPart("PAC-3170-14")).toMatchObject({ categorySlug: "expansion-valves" });
    expect(byPart("97701-URGXB")).toMatchObject({
      brandSlug: "hanon-systems",
      categorySlug: "injectors",
      rating: null,
    });
    expect(byPart("PAC-6360-R5")).toMatchObject({ categorySlug: "compressor", rating: 4.5 });
    expect(byPart("PAC-4497-92")).toMatchObject({ image: "photo-006.jpg" });
    expect(byPart("VA70-AP49/C-99A")?.name).toBe("Spal AC Compressor for Nissan Magnite");
    expect(rows.every((row) => typeof row.partNumber === "string" && !/\.0$|e\+/i.test(row.partNumber))).toBe(true);
  });

  it("gives identical rows for the legacy .xls", async () => {
    const [xlsx, xls] = await Promise.all([
      parseCatalogueSheet(fixture("catalogue-300.xlsx")),
      parseCatalogueSheet(fixture("catalogue-300.xls")),
    ]);
    expect(okRows(xls)).toEqual(okRows(xlsx));
  });

  it("refuses catalogue-with-errors.xlsx with exactly its five faults", async () => {
    const result = failure(await parseCatalogueSheet(fixture("catalogue-with-errors.xlsx")));
    expect(result.error).toBe("The sheet has 5 problems. Nothing was imported; fix them and upload again.");
    expect(result.errors.map(({ row, column }) => ({ row, column }))).toEqual([
      { row: 3, column: "Part No." },
      { row: 5, column: "Category" },
      { row: 7, column: "Rating" },
      { row: 9, column: "Part No." },
      { row: 11, column: "Product Name" },
    ]);
    const [missingPart, headlamp, rating, repeat, missingName] = result.errors.map((error) => error.message);
    expect(missingPart).toBe("Part number is missing.");
    expect(headlamp).toBe(
      'Unknown category "Headlamp". Use one of: Compressor, Condenser, Cooling Coil, Blower Motor, Radiator, Radiator Fan Assembly, Expansion Valves, Injectors.',
    );
    expect(rating).toBe("Rating 7 is outside 0 to 5.");
    expect(repeat).toMatch(/^Part number "97701-F0LWT" repeats row 2\./);
    expect(missingName).toBe("Product name is missing.");
  });

  it.each([
    [
      "bad/not-a-spreadsheet.xlsx",
      "Please upload a spreadsheet: Excel (.xlsx or .xls), OpenDocument (.ods) or CSV text (.csv or .txt, separated by commas, semicolons or tabs)",
    ],
    [
      "bad/text-renamed.jpg",
      "Please upload a spreadsheet: Excel (.xlsx or .xls), OpenDocument (.ods) or CSV text (.csv or .txt, separated by commas, semicolons or tabs)",
    ],
    ["bad/truncated.xlsx", "The file is damaged or incomplete. Save it again from Excel and upload the new copy."],
  ])("refuses %s with a clear message", async (name, error) => {
    expect(await parseCatalogueSheet(fixture(name))).toEqual({ ok: false, error, errors: [], errorCount: 0 });
  });

  it("lists the first 1,000 faults of a sheet bomb in sheet order and counts them all", async () => {
    // 400 rows of three faults each: no name, an unknown brand, an unknown category.
    const result = await parseCatalogueSheet(sheetBomb({ rows: 400, descriptionLength: 100 }));
    if (result.ok) throw new Error("expected a refusal");
    expect(result.error).toBe("The sheet has 1,200 problems. Nothing was imported; fix them and upload again.");
    expect(result.errorCount).toBe(1_200);
    expect(result.errors).toHaveLength(1_000);
    expect(result.errors[0]).toEqual({ row: 2, column: "Product Name", message: "Product name is missing." });
    expect(result.errors.at(-1)?.row).toBe(335);
  });

  it("parses 50,000 generated rows", async () => {
    const brands = ["Denso", "MAHLE", "hanon", "Subros"];
    const categories = ["Compressor", "condensers", "Expansion Valve", "Injector"];
    const rows: unknown[][] = [header];
    for (let i = 0; i < 50_000; i++) {
      rows.push([
        `Product ${i}`,
        i % 3 === 0 ? 100_000 + i : `P-${i}`,
        brands[i % 4],
        categories[i % 4],
        "",
        null,
        (i % 11) / 2,
      ]);
    }
    const file = xlsxOf(rows, { compression: true });

    const parsed = okRows(await parseCatalogueSheet(file));
    expect(parsed).toHaveLength(50_000);
    expect(parsed[3]).toEqual({
      name: "Product 3",
      partNumber: "100003",
      brandSlug: "subros",
      categorySlug: "injectors",
      description: "",
      image: null,
      rating: 1.5,
      ...noNumbers,
    });
  }, 90_000);
});
