import { describe, expect, it } from "vitest";
import type { ImportMappingRequest } from "#app/forms/import-mapping.ts";
import { seedTaxonomy } from "#tests/setup/seed-taxonomy.ts";
import { failure, fixtureHeader as header, noNumbers, okRows } from "#tests/setup/sheet-result.ts";
import type { CellValue } from "./read-workbook.server.ts";
import { validateCatalogueRows as validateRows } from "./sheet-validation.server.ts";

// The import checks names against the database's brands and categories; these tests use the seeded ones.
const validateCatalogueRows = (rows: readonly (readonly CellValue[])[], mapping?: ImportMappingRequest) =>
  validateRows(rows, seedTaxonomy, mapping);

describe("validateCatalogueRows headers", () => {
  const row = ["Compressor X", "DN-1", "Denso", "Compressor"];

  it("counts the rows below the header against the row limit, not a title block above it", () => {
    const titled: CellValue[][] = [
      ["SHREE GANESH AUTO COOLING"],
      ["Price List w.e.f. 01-11-2026"],
      [],
      header,
      ...Array.from({ length: 3 }, (_, i) => ["Compressor X", `DN-${i}`, "Denso", "Compressor"]),
    ];
    expect(validateRows(titled, seedTaxonomy, undefined, 3).ok).toBe(true);
    const over = validateRows([...titled, ["Compressor X", "DN-9", "Denso", "Compressor"]], seedTaxonomy, undefined, 3);
    expect(over).toMatchObject({
      ok: false,
      error: "The sheet has more than 3 product rows. Split the catalogue into sheets of at most 3 rows.",
    });
  });

  it.each([
    [["Item Description", "Part #", "Make", "Type"]],
    [["Product", "SKU", "Manufacturer", "Product Category"]],
    [["NAME", "part no", "brand ", "category"]],
    [["Product-Name", "PartNo", "Brand:", "CATEGORY"]],
    [["Name", "Part Number", "Brand", "Category"]],
  ])("matches headers %j loosely and through synonyms", (headers) => {
    expect(okRows(validateCatalogueRows([headers, row]))).toEqual([
      {
        name: "Compressor X",
        partNumber: "DN-1",
        brandSlug: "denso",
        categorySlug: "compressor",
        description: "",
        image: null,
        rating: null,
        ...noNumbers,
      },
    ]);
  });

  it("reads the optional columns through their synonyms", () => {
    const rows = okRows(
      validateCatalogueRows([
        ["Name", "SKU", "Make", "Type", "Details", "Photo", "Stars"],
        ["A", "1", "Denso", "Radiator", "Fits well", "a.jpg", 3],
      ]),
    );
    expect(rows[0]).toMatchObject({ description: "Fits well", image: "a.jpg", rating: 3 });
  });

  it("names a missing required column on the header row, with the mapping to complete", () => {
    const result = failure(
      validateCatalogueRows([
        ["Product Name", "Brand", "Category"],
        ["A", "Denso", "Radiator"],
      ]),
    );
    expect(result.error).toBe("The sheet has no Part Number column. Map it to a column, or give a fixed value.");
    expect(result.errors).toEqual([
      { row: 1, column: "Part Number", message: "The sheet has no Part Number column. Map a column to Part Number." },
    ]);
    expect(result.mapping?.columns.map((column) => column.field)).toEqual(["name", "brand", "category"]);
  });

  it("names several missing columns at once", () => {
    expect(failure(validateCatalogueRows([["Product Name", "Part No."]])).error).toBe(
      "The sheet has no Brand or Category columns. Map them to a column, or give a fixed value.",
    );
    expect(failure(validateCatalogueRows([["Compressor X", "DN-1", "Denso", "Compressor"]])).error).toBe(
      "The sheet has no Product Name, Part Number, Brand or Category columns. Map them to a column, or give a fixed value.",
    );
  });

  it("of two columns for one field takes the one its header names best, and shows the other unmapped", () => {
    // "Product Name" is the template's own header; "Name" ranks after it. Of equals, the first.
    const result = validateCatalogueRows([
      ["Name", "Product Name", "SKU", "Brand", "Category"],
      ["A", ...row],
    ]);
    expect(okRows(result)[0]).toMatchObject({ name: "Compressor X", partNumber: "DN-1" });
    expect(result.mapping?.columns.map((column) => column.field)).toEqual([
      null,
      "name",
      "partNumber",
      "brand",
      "category",
    ]);
    const equals = validateCatalogueRows([
      ["Product Name", "Product Name", "Part No.", "Brand", "Category"],
      ["A", ...row],
    ]);
    expect(okRows(equals)[0]).toMatchObject({ name: "A", partNumber: "DN-1" });
  });

  it("ignores extra columns and finds a header below empty rows, keeping spreadsheet row numbers", () => {
    const result = failure(
      validateCatalogueRows([[], [null, ""], ["Price", ...header], [10, "A", "", "Denso", "Radiator"]]),
    );
    expect(result.errors).toEqual([{ row: 4, column: "Part No.", message: "Part number is missing." }]);
  });

  it("refuses an empty sheet and a sheet with only a header", () => {
    expect(failure(validateCatalogueRows([])).errors[0]).toMatchObject({ row: 1 });
    expect(failure(validateCatalogueRows([])).error).toMatch(/^The sheet is empty\./);
    expect(failure(validateCatalogueRows([header, [], [" "]])).error).toBe(
      "The sheet has a header row but no products below it.",
    );
  });
});

describe("validateCatalogueRows cells", () => {
  const sheet = (...rows: CellValue[][]) => validateCatalogueRows([header, ...rows]);
  const one = (...cells: CellValue[]) => okRows(sheet(cells))[0];
  const errorsOf = (...cells: CellValue[]) => failure(sheet(cells)).errors;

  it("trims text, collapses spaces in names and keeps HTML as plain text", () => {
    expect(
      one("  <b>Big</b>   Compressor \n", " DN 1 ", " denso ", "compressors ", "  <script>x</script> ", " "),
    ).toEqual({
      name: "<b>Big</b> Compressor",
      partNumber: "DN 1",
      brandSlug: "denso",
      categorySlug: "compressor",
      description: "<script>x</script>",
      image: null,
      rating: null,
      ...noNumbers,
    });
  });

  it("reads part numbers typed as digits as their text", () => {
    expect(one("A", 33740, "Denso", "Radiator")?.partNumber).toBe("33740");
    expect(one("A", 123456789012345680000, "Denso", "Radiator")?.partNumber).toBe("123456789012345680000");
    expect(one("A", 1e21, "Denso", "Radiator")?.partNumber).toBe("1000000000000000000000");
    expect(one("A", "00123", "Denso", "Radiator")?.partNumber).toBe("00123");
  });

  it("resolves brands and categories through aliases, case and plurals", () => {
    expect(one("A", "1", "MAHLE", "Expansion Valve")).toMatchObject({
      brandSlug: "mahle-behr",
      categorySlug: "expansion-valves",
    });
    expect(one("A", "1", "Halla Visteon", "evaporator")).toMatchObject({
      brandSlug: "hanon-systems",
      categorySlug: "cooling-coil",
    });
    expect(errorsOf("A", "1", "Bosch", "Radiator")).toEqual([
      {
        row: 2,
        column: "Brand",
        message:
          'Unknown brand "Bosch". Use one of: Hanon Systems, Doowon, Mahle Behr, Subros, Sanden, Denso, Valeo, Motherson, Calsonic Kensei, Estra, Pacific, Spal.',
      },
    ]);
  });

  it.each([
    [4, 4],
    [0, 0],
    [5, 5],
    ["4.5", 4.5],
    ["4,5", 4.5],
    [" 3 ", 3],
    ["", null],
    [null, null],
  ] as const)("accepts rating %j as %j", (cell, rating) => {
    expect(one("A", "1", "Denso", "Radiator", "", "", cell)?.rating).toBe(rating);
  });

  it.each([
    [7, "Rating 7 is outside 0 to 5."],
    [-1, "Rating -1 is outside 0 to 5."],
    ["5.5", 'Rating "5.5" is outside 0 to 5.'],
    [4.3, "Rating 4.3 is not a whole or half star. Use steps of 0.5."],
    ["four", 'Rating "four" is not a number. Use 0 to 5, such as 4 or 4.5.'],
    [true, "Rating true is not a number. Use 0 to 5, such as 4 or 4.5."],
  ] as const)("refuses rating %j", (cell, message) => {
    expect(errorsOf("A", "1", "Denso", "Radiator", "", "", cell)).toEqual([{ row: 2, column: "Rating", message }]);
  });

  it("keeps the typed Image cell, file name or URL", () => {
    expect(one("A", "1", "Denso", "Radiator", "", " AC 417 000S.jpg ")?.image).toBe("AC 417 000S.jpg");
    expect(one("A", "1", "Denso", "Radiator", "", "https://example.com/a.webp")?.image).toBe(
      "https://example.com/a.webp",
    );
  });

  it("removes the export's formula-injection apostrophe and nothing else", () => {
    expect(one("'=HYPERLINK(1)", "'-123", "Denso", "Radiator", "'@note", "'+x.jpg")).toMatchObject({
      name: "=HYPERLINK(1)",
      partNumber: "-123",
      description: "@note",
      image: "+x.jpg",
    });
    expect(one("'Quoted", "'1", "Denso", "Radiator")).toMatchObject({ name: "'Quoted", partNumber: "'1" });
  });

  it("refuses a part number with no letters or digits", () => {
    expect(errorsOf("A", "--/", "Denso", "Radiator")).toEqual([
      { row: 2, column: "Part No.", message: "Part number needs at least one letter or digit." },
    ]);
  });

  it("refuses texts past their length limits", () => {
    expect(errorsOf("x".repeat(501), "1", "Denso", "Radiator")).toEqual([
      { row: 2, column: "Product Name", message: "Product name is longer than 500 characters." },
    ]);
  });

  it("reports a brand's repeated part numbers on the later row, compared by key, even beside other faults", () => {
    const result = failure(
      sheet(
        ["A", "AC 417 000S", "Denso", "Radiator"],
        ["B", "ac417000s", "denso", "Radiator"],
        ["C", "AC-417-000S", "Nope", "Radiator"],
        ["D", "AC-417-000S", "Nope", "Radiator"],
      ),
    );
    expect(result.errors).toEqual([
      {
        row: 3,
        column: "Part No.",
        message: 'Part number "ac417000s" repeats row 2 (as "AC 417 000S"). Each part may appear once.',
      },
      { row: 4, column: "Brand", message: expect.stringMatching(/^Unknown brand "Nope"/) },
      { row: 5, column: "Brand", message: expect.stringMatching(/^Unknown brand "Nope"/) },
      { row: 5, column: "Part No.", message: 'Part number "AC-417-000S" repeats row 4. Each part may appear once.' },
    ]);
  });

  it("takes the same part number under two brands as two parts (decision 089)", () => {
    const rows = okRows(
      sheet(["A", "969853X000", "Hanon Systems", "Compressor"], ["B", "96985-3X000", "Denso", "Compressor"]),
    );
    expect(rows.map((row) => [row.brandSlug, row.partNumber])).toEqual([
      ["hanon-systems", "969853X000"],
      ["denso", "96985-3X000"],
    ]);
  });

  it("skips empty rows and reports every fault of a row, with the singular summary for one", () => {
    expect(
      okRows(sheet([], ["A", "1", "Denso", "Radiator"], [null, " "], ["B", "2", "Denso", "Radiator"])),
    ).toHaveLength(2);
    const result = failure(sheet([null, null, null, null, null, null, 9]));
    expect(result.errors.map((error) => error.column)).toEqual([
      "Product Name",
      "Part No.",
      "Brand",
      "Category",
      "Rating",
    ]);
    expect(failure(sheet(["A", "", "Denso", "Radiator"])).error).toBe(
      "The sheet has 1 problem. Nothing was imported; fix it and upload again.",
    );
  });
});

describe("validateCatalogueRows numbers and fitment", () => {
  const withExtras = [...header, "OE Numbers", "Cross References", "Fits"];
  const row = (oe: CellValue, xref: CellValue, fits: CellValue, partNumber = "97701-F0LWT"): CellValue[] => [
    "Hanon Compressor for Creta",
    partNumber,
    "Hanon",
    "Compressor",
    "",
    "",
    "",
    oe,
    xref,
    fits,
  ];

  it("stores several numbers and vehicles per cell, split at ';' and line breaks, makes made canonical", () => {
    const rows = okRows(
      validateCatalogueRows([
        withExtras,
        row(
          " 97701-2S000 ;\n97701 2S010;; 977012S000 ",
          "447260-1234\r\nSBR  CP1234",
          "hyundai creta 2015 - 2020\nKIA Seltos 2019-; Maruti Swift 2018; VW Polo -2019",
        ),
      ]),
    );
    expect(rows[0]).toMatchObject({
      oeNumbers: "97701-2S000; 97701 2S010",
      crossReferences: "447260-1234; SBR CP1234",
      fits: "Hyundai creta 2015-2020; Kia Seltos 2019-; Maruti Suzuki Swift 2018; Volkswagen Polo -2019",
    });
  });

  it.each([
    [["OE No.", "Cross Ref", "Fitment"]],
    [["OEM Numbers", "Equivalents", "Vehicles"]],
    [["oe #", "Interchange", "Compatible Vehicles"]],
  ])("reads the columns through the headers %j", (extra) => {
    const rows = okRows(
      validateCatalogueRows([
        ["Name", "Part No.", "Brand", "Category", ...extra],
        ["A", "1", "Denso", "Radiator", "16400-0L010", "RD-1", "Toyota Innova Crysta 2016-"],
      ]),
    );
    expect(rows[0]).toMatchObject({
      oeNumbers: "16400-0L010",
      crossReferences: "RD-1",
      fits: "Toyota Innova Crysta 2016-",
    });
  });

  it("keeps fitment text that reads as no vehicle as the product's note, apart from its vehicles", () => {
    const rows = okRows(
      validateCatalogueRows([
        ["Name", "Part No.", "Brand", "Category", "Fits"],
        ["A", "1", "Denso", "Radiator", "ford 2018 transit+custom 2.2l+l4+diesel; Hyundia Creta; Kia Seltos 2019-"],
        ["B", "2", "Denso", "Radiator", "Toyota Innova Crysta 2016-"],
      ]),
    );
    expect(rows[0]).toMatchObject({
      fits: "Kia Seltos 2019-",
      fitsNote: "ford 2018 transit+custom 2.2l+l4+diesel; Hyundia Creta",
    });
    expect(rows[1]).not.toHaveProperty("fitsNote");
  });

  it("names every faulty number and vehicle on its row and column, and imports nothing", () => {
    const result = failure(
      validateCatalogueRows([
        withExtras,
        row("--; 97701-2S000", "", "Hyundia Creta; Kia 2019-"),
        row("", "x".repeat(101), "Toyota Innova 2020-2015; Tata Nexon 1800", "97701-F0LWU"),
      ]),
    );
    expect(result.errors).toEqual([
      // "Hyundia Creta" names no known make: not a vehicle, so a note (decision 093), not a fault.
      { row: 2, column: "OE Numbers", message: 'OE number "--" needs at least one letter or digit.' },
      {
        row: 2,
        column: "Fits",
        message:
          '"Kia 2019-" names no model. Write the make, the model and optional years, such as "Hyundai Creta 2015-2020".',
      },
      {
        row: 3,
        column: "Cross References",
        message: `Cross reference "${"x".repeat(57)}…" is longer than 100 characters.`,
      },
      {
        row: 3,
        column: "Fits",
        message: 'The years in "Toyota Innova 2020-2015" run backwards. Write the first year first, such as 2015-2020.',
      },
      {
        row: 3,
        column: "Fits",
        message: expect.stringMatching(
          /^Year 1800 in "Tata Nexon 1800" is not a model year\. Use years from 1950 to \d{4}\.$/,
        ),
      },
    ]);
  });
});
