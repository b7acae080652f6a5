import { describe, expect, test } from "vitest";
import type { ImportMappingAnswer } from "#app/forms/import-mapping.ts";
import { staffImportEs } from "#app/i18n/texts/es/staff-import.ts";
import { staffMappingEs } from "#app/i18n/texts/es/staff-mapping.ts";
import { staffImportEn } from "#app/i18n/texts/staff-import.ts";
import { staffMappingEn } from "#app/i18n/texts/staff-mapping.ts";
import { withFieldSource } from "./field-sources.tsx";
import { draftFromAnswer, withValueChoice } from "./mapping-step.tsx";
import { skippedRowsCsv } from "./skipped-rows.tsx";

const answer: ImportMappingAnswer = {
  sheet: "Price List",
  sheets: ["Terms", "Price List"],
  headerRow: 6,
  columns: [
    { column: "A", header: "Sl No", samples: ["1"], field: null },
    { column: "B", header: "Item Code", samples: ["00417"], field: "partNumber" },
    { column: "C", header: "Item Name", samples: ["Compressor"], field: "name" },
    { column: "D", header: "Company", samples: ["Denso"], field: "brand" },
  ],
  fieldColumns: { partNumber: "B", name: "C", brand: "D" },
  templates: {},
  fixed: { category: "radiator" },
  groupRows: "ignore",
  onRowError: "refuse",
};

describe("the mapping step's draft", () => {
  test("reproduces the answered mapping with columns by letter, keeping the value choices made", () => {
    const values = { brand: { NRF: "skip" } };
    expect(draftFromAnswer(answer, { values })).toEqual({
      sheet: "Price List",
      headerRow: 6,
      columns: { partNumber: "B", name: "C", brand: "D" },
      fixed: { category: "radiator" },
      groupRows: "ignore",
      values,
      onRowError: "refuse",
    });
  });

  test("moves a field to another column, lets one column fill two fields, and joins columns by a template", () => {
    const draft = draftFromAnswer(answer, undefined);
    expect(withFieldSource(draft, "partNumber", { column: "A" }).columns).toEqual({
      name: "C",
      brand: "D",
      partNumber: "A",
    });
    expect(withFieldSource(draft, "brand", null).columns).toEqual({ partNumber: "B", name: "C" });
    expect(withFieldSource(draft, "description", { column: "C" }).columns).toMatchObject({
      name: "C",
      description: "C",
    });
    const joined = withFieldSource(draft, "name", { template: "{Item Name} {Company}" });
    expect(joined.columns).toEqual({ partNumber: "B", brand: "D" });
    expect(joined.templates).toEqual({ name: "{Item Name} {Company}" });
    expect(draftFromAnswer({ ...answer, templates: joined.templates ?? {} }, undefined).templates).toEqual({
      name: "{Item Name} {Company}",
    });
  });

  test("sets and clears a value choice", () => {
    const draft = withValueChoice({}, "brand", "Subros Ltd", "subros");
    expect(draft.values).toEqual({ brand: { "Subros Ltd": "subros" } });
    expect(withValueChoice(draft, "brand", "Subros Ltd", "").values).toEqual({ brand: {} });
  });
});

describe("the report of rows left out", () => {
  test("is a UTF-8 CSV with a byte order mark, quoting and defusing formulas", () => {
    const csv = skippedRowsCsv(
      [
        { row: 10, column: "Company", message: 'Brand "NRF" is skipped, as the mapping says.' },
        { row: 12, column: "Rate", message: "=HYPERLINK(x)" },
      ],
      ["Row", "Column", "Reason"],
    );
    expect(csv).toBe(
      '\uFEFFRow,Column,Reason\r\n10,Company,"Brand ""NRF"" is skipped, as the mapping says."\r\n12,Rate,\'=HYPERLINK(x)\r\n',
    );
  });
});

describe("import texts", () => {
  test("Spanish covers every key", () => {
    expect(Object.keys(staffImportEs).sort()).toEqual(Object.keys(staffImportEn).sort());
    expect(Object.keys(staffMappingEs).sort()).toEqual(Object.keys(staffMappingEn).sort());
  });
});
