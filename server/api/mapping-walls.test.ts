/**
 * Issue 40, the mapping step's walls (decision 203), through the API as the staff screen sends it:
 * columns named like OE numbers and part numbers are suggested, a list with no brand column takes one
 * new brand for every row, the counts read the whole sheet, and a mapping the API cannot read still
 * says which field is wrong.
 */
import { describe, expect, it } from "vitest";
import type { ImportRowCounts } from "#app/api/imports.ts";
import type { ImportMappingAnswer } from "#app/forms/import-mapping.ts";
import { sheetForm } from "#tests/setup/api-client.ts";
import { databaseKinds } from "#tests/setup/test-database.ts";
import { signedInServerPerTest } from "#tests/setup/test-server.ts";
import { xlsxOf } from "#tests/setup/workbooks.ts";

describe.each(databaseKinds)("the mapping step's walls on %s", { timeout: 120_000 }, (kind) => {
  const { server, call } = signedInServerPerTest(kind);

  function upload(rows: unknown[][], mapping?: unknown, dryRun = true) {
    const form = sheetForm("list.xlsx", xlsxOf(rows));
    if (mapping !== undefined) form.append("mapping", JSON.stringify(mapping));
    return call("POST", `/upload-excel${dryRun ? "?dryRun=1" : ""}`, { form });
  }

  it.each([
    [["ID", "Description", "Brand", "Category", "NRO ORIGINAL"], "A", "E"],
    [["Código", "Descripción", "Marca", "Categoría", "OEM"], "A", "E"],
    [["Item Code", "Name", "Brand", "Category", "OE No."], "A", "E"],
    [["Артикул", "Наименование", "Бренд", "Категория", "Original No."], "A", "E"],
    [["Code", "Name", "Make", "Type", "Número original"], "A", "E"],
    // "ID" gives way to a part number named as such, wherever it stands.
    [["Part No.", "Name", "Brand", "Category", "ID", "Nro. Original"], "A", "F"],
  ])("suggests the part number and OE number columns of %j", async (header, partNumber, oeNumbers) => {
    const answer = await upload([header, ["DN-1", "Denso compressor", "Denso", "Compressor", "97701-2K000", "x"]]);
    const mapping = answer.json.mapping as ImportMappingAnswer;
    expect(mapping.fieldColumns?.partNumber).toBe(partNumber);
    expect(mapping.fieldColumns?.oeNumbers).toBe(oeNumbers);
  });

  it.each([
    ["Part #", "Product Title", "Brand"],
    ["SKU", "Item Title", "Brand"],
  ])("suggests a scraped list's title column as the product name: %j", async (...header) => {
    const answer = await upload([header, ["DN-1", "A/C Compressor Honda City", "Denso"]]);
    const mapping = answer.json.mapping as ImportMappingAnswer;
    expect(mapping.fieldColumns?.name).toBe("B");
    expect(mapping.fieldColumns?.partNumber).toBe("A");
  });

  it("gives a list with no brand column one new brand for every row", async () => {
    const rows = [
      ["Part No.", "Name", "Category"],
      ["AC-1", "Compressor", "Compressor"],
      ["AC-2", "Condenser", "Condenser"],
    ];
    const mapping = { fixed: { brand: "ACR" }, values: { brand: { ACR: "new" } } };
    const preview = await upload(rows, mapping);
    expect(preview.status).toBe(200);
    expect(preview.json.newTerms).toEqual([{ kind: "brand", slug: "acr", name: "ACR" }]);
    const committed = await upload(rows, mapping, false);
    expect(committed.status).toBe(200);
    const brands = await server.database.db.selectFrom("products").select("brand_slug").distinct().execute();
    expect(brands).toEqual([{ brand_slug: "acr" }]);
  });

  it("counts every row of a long sheet as read, not a sample of it", async () => {
    const rows: unknown[][] = [["Part No.", "Name", "Brand", "Category"]];
    for (let n = 1; n <= 2_701; n++)
      rows.push([`P-${n}`, n % 29 === 0 ? "Compressor" : "Washer", "Denso", n % 29 === 0 ? "Compressor" : ""]);
    const preview = await upload(rows, { categoryFrom: "words", onRowError: "skip" });
    expect(preview.status).toBe(200);
    const counts = preview.json.rowCounts as ImportRowCounts;
    expect(counts.read).toBe(2_701);
    expect(counts.placed).toEqual([{ slug: "compressor", name: "Compressor", rows: 93 }]);
    expect(counts.read).toBe(93 + counts.needsLook + counts.leftOut);
  });

  it("names the field of a template it cannot read, for the screen to mark it", async () => {
    const answer = await upload(
      [
        ["Part No.", "Name", "Category"],
        ["AC-1", "Compressor", "Compressor"],
      ],
      { templates: { brand: "ACR" } },
    );
    expect(answer.status).toBe(400);
    expect(answer.json.error).toContain("at templates.brand");
    expect(answer.json.mappingField).toEqual({ key: "templates", field: "brand" });
  });
});
