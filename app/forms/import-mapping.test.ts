import { describe, expect, it } from "vitest";
import { columnIndex, columnLetter, parseImportMapping } from "./import-mapping.ts";

describe("parseImportMapping", () => {
  it("accepts the API contract's example", () => {
    const text = JSON.stringify({
      sheet: "Price List",
      headerRow: 4,
      columns: { partNumber: "Item Code", name: "Item Name", brand: "Company", category: "Group" },
      fixed: { category: "radiator" },
      values: { brand: { "Subros Ltd": "subros", NRF: "new", "*": "skip" }, category: { CONDENSOR: "condenser" } },
      onRowError: "refuse",
    });
    expect(parseImportMapping(text)).toEqual({ ok: true, mapping: JSON.parse(text) });
  });

  it("accepts an empty mapping: everything guessed", () => {
    expect(parseImportMapping("{}")).toEqual({ ok: true, mapping: {} });
  });

  it("refuses what is not JSON, unknown keys and fields, and wrong values, naming where", () => {
    expect(parseImportMapping("{sheet:")).toEqual({ ok: false, error: "The mapping field is not valid JSON." });
    expect(parseImportMapping('{"sheets":"A"}')).toMatchObject({ ok: false });
    expect(parseImportMapping('{"columns":{"price":"MRP"}}')).toMatchObject({
      ok: false,
      error: expect.stringContaining("at columns"),
    });
    expect(parseImportMapping('{"headerRow":0}')).toMatchObject({
      ok: false,
      error: expect.stringContaining("headerRow"),
    });
    expect(parseImportMapping('{"onRowError":"ignore"}')).toMatchObject({ ok: false });
    expect(parseImportMapping('{"values":{"brand":{"NRF":"New Brand!"}}}')).toMatchObject({
      ok: false,
      error: expect.stringContaining("values.brand.NRF"),
    });
    expect(parseImportMapping('{"values":{"fits":{}}}')).toMatchObject({ ok: false });
  });
});

describe("column letters", () => {
  it("converts both ways, past Z", () => {
    expect([0, 25, 26, 27, 701, 702].map(columnLetter)).toEqual(["A", "Z", "AA", "AB", "ZZ", "AAA"]);
    expect(["A", "z", "AA", "ZZ", "AAA"].map(columnIndex)).toEqual([0, 25, 26, 701, 702]);
    expect(columnIndex("Item")).toBeUndefined();
    expect(columnIndex("A1")).toBeUndefined();
  });
});
