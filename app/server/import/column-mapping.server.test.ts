import { describe, expect, it } from "vitest";
import { importFields } from "#app/forms/import-mapping.ts";
import { describeColumns, fieldForHeader, findColumn, guessFields, headerKey } from "./column-mapping.server.ts";
import { headerSynonyms } from "./header-synonyms.server.ts";
import { catalogueHeaders } from "./sheet-validation.server.ts";

describe("guessFields", () => {
  it("maps our own template's header to itself", () => {
    // The template writes one column per field, in the staff screen's order.
    expect(guessFields(catalogueHeaders)).toEqual([...importFields]);
  });

  it("maps a Tally export, ignoring the serial number and the prices", () => {
    expect(guessFields(["Sl No", "Item Code", "Item Name", "Company", "Group", "MRP", "Rate"])).toEqual([
      null,
      "partNumber",
      "name",
      "brand",
      "category",
      null,
      null,
    ]);
  });

  it("maps a Busy export, whose item name is Particulars", () => {
    expect(guessFields(["S.No.", "Particulars", "Part No.", "Make", "Unit", "Rate"])).toEqual([
      null,
      "name",
      "partNumber",
      "brand",
      null,
      null,
    ]);
  });

  it("takes the description as the name in a Spanish list that has no name column", () => {
    expect(guessFields(["CODIGO", "DESCRIPCIÓN", "MARCA", "FAMILIA", "PVP (€)"])).toEqual([
      "partNumber",
      "name",
      "brand",
      "category",
      null,
    ]);
  });

  it("keeps a description a description when the list has a name too", () => {
    expect(guessFields(["Referencia", "Nombre", "Descripción"])).toEqual(["partNumber", "name", "description"]);
  });

  it("maps Russian and Ukrainian headers", () => {
    expect(
      guessFields([
        "№",
        "Артикул",
        "Наименование",
        "Производитель",
        "Группа",
        "Применяемость",
        "Цена, руб.",
        "Остаток",
      ]),
    ).toEqual([null, "partNumber", "name", "brand", "category", "fits", null, null]);
    // The maker's number ("Артикул") is the part number, not the supplier's own code to its left.
    expect(guessFields(["Код", "Артикул", "Найменування", "Виробник", "Ціна, грн"])).toEqual([
      null,
      "partNumber",
      "name",
      "brand",
      null,
    ]);
    expect(guessFields(["Артикул", "Назва", "Виробник", "Група", "Рейтинг", "Ціна, грн"])).toEqual([
      "partNumber",
      "name",
      "brand",
      "category",
      "rating",
      null,
    ]);
  });

  it("maps Hindi (Devanagari) headers", () => {
    expect(guessFields(["आइटम कोड", "उत्पाद का नाम", "श्रेणी", "एमआरपी", "दर"])).toEqual([
      "partNumber",
      "name",
      "category",
      null,
      null,
    ]);
  });

  it("gives a field to the first column naming it and leaves unknown headers unmapped", () => {
    expect(guessFields(["Part No", "SKU", "Colour", ""])).toEqual(["partNumber", null, null, null]);
  });
});

describe("headerSynonyms", () => {
  it("never lets one header spelling mean two fields, in any language", () => {
    const fieldsByKey = new Map<string, Set<string>>();
    for (const [field, spellings] of Object.entries(headerSynonyms)) {
      for (const spelling of spellings) {
        const key = headerKey(spelling);
        fieldsByKey.set(key, new Set([...(fieldsByKey.get(key) ?? []), field]));
      }
    }
    const ambiguous = [...fieldsByKey].filter(([, fields]) => fields.size > 1);
    expect(ambiguous).toEqual([]);
  });
});

describe("fieldForHeader", () => {
  it("ignores case, accents, spaces and punctuation", () => {
    expect(fieldForHeader("  part-no ")).toBe("partNumber");
    expect(fieldForHeader("CATEGORIA")).toBe("category");
    expect(headerKey("Descripción")).toBe(headerKey("DESCRIPCION"));
  });

  it("knows price and stock columns as not product fields, with units in their header", () => {
    expect(fieldForHeader("Price (INR)")).toBe("ignore");
    expect(fieldForHeader("Rate Rs.")).toBe("ignore");
    expect(fieldForHeader("Ціна, грн")).toBe("ignore");
    expect(fieldForHeader("Colour")).toBeUndefined();
  });
});

describe("findColumn", () => {
  const headers = ["Item Code", "Item Name", "Company"];

  it("finds a column by its header text or by its letter", () => {
    expect(findColumn("item name", headers, 3)).toBe(1);
    expect(findColumn("C", headers, 3)).toBe(2);
    expect(findColumn("c", headers, 5)).toBe(2);
  });

  it("finds nothing for a header the sheet lacks or a letter past its last column", () => {
    expect(findColumn("Brand", headers, 3)).toBeUndefined();
    expect(findColumn("D", headers, 3)).toBeUndefined();
  });
});

describe("describeColumns", () => {
  it("lists each column with its letter, header, first three values and field", () => {
    const columns = describeColumns(
      ["Code", "Name", "", "Notes"],
      [
        ["A-1", "Radiator", "", ""],
        ["", "Fan", "", ""],
        ["A-3", "Coil", "", ""],
        ["A-4", "Valve", "", ""],
      ],
      ["partNumber", "name", null, null],
    );
    expect(columns).toEqual([
      { column: "A", header: "Code", samples: ["A-1", "A-3", "A-4"], field: "partNumber" },
      { column: "B", header: "Name", samples: ["Radiator", "Fan", "Coil"], field: "name" },
      { column: "D", header: "Notes", samples: [], field: null },
    ]);
  });
});
