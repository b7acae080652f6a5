import * as XLSX from "@e965/xlsx";
import { describe, expect, it } from "vitest";
import { type ApiJson as Json, sheetForm } from "#tests/setup/api-client.ts";
import { databaseKinds } from "#tests/setup/test-database.ts";
import { signedInServerPerTest } from "#tests/setup/test-server.ts";
import { xlsxOf } from "#tests/setup/workbooks.ts";

/** Specification columns through the import's mapping step and back out through the export (decision 100). */
describe.each(databaseKinds)("specification columns in sheets on %s", (kind) => {
  const { server, call, token } = signedInServerPerTest(kind);
  const upload = (rows: unknown[][], mapping?: object) => {
    const form = sheetForm("price-list.xlsx", xlsxOf(rows));
    if (mapping) form.append("mapping", JSON.stringify(mapping));
    form.append("publish", "now");
    return call("POST", "/upload-excel", { form });
  };
  const specsOf = async (partNumber: string) =>
    ((await call("GET", `/products/details/${encodeURIComponent(partNumber)}`)).json.product as { specs: Json }).specs;
  const header = ["Product Name", "Part No.", "Brand", "Category"];

  it("maps columns named after fields by themselves, reading units, decimal commas and look-alike values", async () => {
    const answer = await upload([
      [...header, "Voltage (V)", "Refrigerante", "Pulley grooves", "Pulley diameter", "Core width", "With drier"],
      ["Denso Compressor Creta", "DN-1", "Denso", "Compressor", "24V", "R-134A", "pv6", "118,5 mm", "", ""],
      ["Denso Compressor Swift", "DN-2", "Denso", "Compressor", "12 V", "r134a", "PV 4", 105, "", ""],
      ["Denso Condenser City", "DN-3", "Denso", "Condenser", "", "HFO-1234yf", "", "", "650 mm", "Y"],
    ]);
    expect(answer.status).toBe(200);
    expect((answer.json.mapping as Json).specColumns).toEqual({
      voltage: "E",
      refrigerant: "F",
      "pulley-grooves": "G",
      "pulley-diameter": "H",
      "core-width": "I",
      "with-drier": "J",
    });
    expect(await specsOf("DN-1")).toEqual({
      voltage: 24,
      refrigerant: "R134a",
      "pulley-grooves": "PV6",
      "pulley-diameter": 118.5,
    });
    expect(await specsOf("DN-2")).toEqual({
      voltage: 12,
      refrigerant: "R134a",
      "pulley-grooves": "PV4",
      "pulley-diameter": 105,
    });
    expect(await specsOf("DN-3")).toEqual({ refrigerant: "R1234yf", "core-width": 650, "with-drier": "Yes" });
  });

  it("imports a column into a field staff added to a category through the API", async () => {
    const added = await call("POST", "/spec-fields", {
      json: {
        category: "radiator",
        names: { en: "Inlet diameter", es: "Diámetro de entrada" },
        unit: "mm",
        kind: "number",
      },
    });
    expect(added.status).toBe(201);
    const answer = await upload(
      [
        [...header, "Inlet Ø"],
        ["Denso Radiator Nexon", "DN-R1", "Denso", "Radiator", "32mm"],
      ],
      { specs: { "inlet-diameter": "Inlet Ø" } },
    );
    expect(answer.status).toBe(200);
    expect(await specsOf("DN-R1")).toEqual({ "inlet-diameter": 32 });
  });

  it("keeps the values of fields a sheet has no column for, and an empty cell clears one", async () => {
    await upload([
      [...header, "Voltage", "Refrigerant"],
      ["Denso Compressor Creta", "DN-1", "Denso", "Compressor", "12", "R134a"],
    ]);
    await upload([
      [...header, "Voltage"],
      ["Denso Compressor Creta", "DN-1", "Denso", "Compressor", ""],
    ]);
    expect(await specsOf("DN-1")).toEqual({ refrigerant: "R134a" });
    const again = await upload([header, ["Denso Compressor Creta", "DN-1", "Denso", "Compressor"]]);
    expect(again.json).toMatchObject({ unchanged: 1 });
    expect(await specsOf("DN-1")).toEqual({ refrigerant: "R134a" });
  });

  it("refuses bad values with a message per row and column, and imports nothing", async () => {
    const answer = await upload([
      [...header, "Voltage", "Refrigerant", "Rows"],
      ["Denso Compressor Creta", "DN-1", "Denso", "Compressor", "12/24", "R22", ""],
      ["Denso Compressor Swift", "DN-2", "Denso", "Compressor", "12 kV", "R134a", ""],
      ["Denso Radiator City", "DN-3", "Denso", "Radiator", "", "", "two"],
      ["Denso Condenser City", "DN-4", "Denso", "Condenser", "12", "", ""],
    ]);
    expect(answer.status).toBe(400);
    expect(answer.json.errors).toEqual([
      { row: 2, column: "Voltage", message: 'Voltage "12/24" is not a number in V. Write a number such as 12 in V.' },
      { row: 2, column: "Refrigerant", message: 'Refrigerant "R22" is not one of: R134a, R1234yf.' },
      { row: 3, column: "Voltage", message: 'Voltage "12 kV" is not in V. Write the number in V.' },
      { row: 4, column: "Rows", message: 'Rows "two" is not a number. Write a number such as 12.' },
      {
        row: 5,
        column: "Voltage",
        message:
          'The category has no specification "voltage". Its fields: core-width, core-height, core-thickness, with-drier, connections, refrigerant.',
      },
    ]);
    expect((await call("GET", "/products?limit=5", { token: null })).json.total).toBe(0);
  });

  it("exports the values in a column per field, which imports back unchanged", async () => {
    await upload([
      [...header, "Voltage", "Refrigerant", "Core width"],
      ["Denso Compressor Creta", "DN-1", "Denso", "Compressor", "24 V", "R134a", ""],
      ["Denso Condenser City", "DN-3", "Denso", "Condenser", "", "R1234yf", "650"],
    ]);
    const exported = await fetch(`${server.url}/api/products/export.xlsx`, {
      headers: { authorization: `Bearer ${token()}` },
    });
    const data = Buffer.from(await exported.arrayBuffer());
    const workbook = XLSX.read(data);
    const rows = XLSX.utils.sheet_to_json<unknown[]>(workbook.Sheets[workbook.SheetNames[0] ?? ""] as XLSX.WorkSheet, {
      header: 1,
    });
    const headers = rows[0] as string[];
    expect(headers).toEqual(expect.arrayContaining(["Voltage (V)", "Refrigerant", "Core width (mm)"]));
    const compressor = rows.find((row) => row[1] === "DN-1") ?? [];
    expect(compressor[headers.indexOf("Voltage (V)")]).toBe(24);
    expect(compressor[headers.indexOf("Refrigerant")]).toBe("R134a");
    const reimport = await call("POST", "/upload-excel", { form: sheetForm("export.xlsx", data) });
    expect(reimport.json).toMatchObject({ success: true, created: 0, updated: 0, unchanged: 2 });
  });
});
