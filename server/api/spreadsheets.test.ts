import * as XLSX from "@e965/xlsx";
import { describe, expect, it } from "vitest";
import { countProducts } from "#app/server/products/product-queries.server.ts";
import { importFixture, type ApiJson as Json, sheetForm } from "#tests/setup/api-client.ts";
import { readFixture } from "#tests/setup/fixtures.ts";
import { databaseKinds } from "#tests/setup/test-database.ts";
import { serverPerTest } from "#tests/setup/test-server.ts";
import { xlsxOf } from "#tests/setup/workbooks.ts";

describe.each(databaseKinds)("JSON API, spreadsheet import and export, on %s", (kind) => {
  const { server, call } = serverPerTest(kind);

  describe("spreadsheet import", () => {
    it("imports the 300-row .xlsx, then the same rows as .xls change nothing", async () => {
      const token = await server.signIn();
      const first = await importFixture(call, token);
      expect(first.status).toBe(200);
      expect(first.json).toMatchObject({
        success: true,
        message: "Successfully uploaded products",
        created: 300,
        updated: 0,
        unchanged: 0,
      });
      const again = await importFixture(call, token, "catalogue-300.xls");
      expect(again.json).toMatchObject({ success: true, created: 0, updated: 0, unchanged: 300 });
      const digits = await call("GET", "/api/products/details/33740");
      expect((digits.json.product as Json).partNumber).toBe("33740");
    });

    it("previews without writing when asked for a dry run", async () => {
      const token = await server.signIn();
      const preview = await call("POST", "/api/upload-excel?dryRun=1", {
        token,
        form: sheetForm("catalogue-300.xlsx", readFixture("catalogue-300.xlsx")),
      });
      expect(preview.json).toMatchObject({ success: true, dryRun: true, created: 300 });
      expect(await countProducts(server.database.db)).toBe(0);
    });

    it("refuses a sheet with faults, names each by row and column, and writes nothing", async () => {
      const token = await server.signIn();
      const answer = await importFixture(call, token, "catalogue-with-errors.xlsx");
      expect(answer.status).toBe(400);
      expect(answer.json.success).toBe(false);
      const errors = answer.json.errors as { row: number; column: string; message: string }[];
      expect(errors.map((e) => e.row).sort((a, b) => a - b)).toEqual([3, 5, 7, 9, 11]);
      for (const error of errors) {
        expect(error.column).toEqual(expect.any(String));
        expect(error.message).toEqual(expect.any(String));
      }
      expect(await countProducts(server.database.db)).toBe(0);
    });

    it("refuses files that are not spreadsheets, damaged or missing, changing nothing", async () => {
      const token = await server.signIn();
      for (const name of ["not-a-spreadsheet.xlsx", "text-renamed.jpg"]) {
        const answer = await call("POST", "/api/upload-excel", {
          token,
          form: sheetForm(name, readFixture("bad", name)),
        });
        expect(answer.status).toBe(400);
        expect(answer.json.error).toBe(
          "Please upload a spreadsheet: Excel (.xlsx or .xls), OpenDocument (.ods) or CSV text (.csv or .txt, separated by commas, semicolons or tabs)",
        );
      }
      const truncated = await call("POST", "/api/upload-excel", {
        token,
        form: sheetForm("truncated.xlsx", readFixture("bad", "truncated.xlsx")),
      });
      expect(truncated.status).toBe(400);
      expect(truncated.json.error).toEqual(expect.any(String));
      const none = await call("POST", "/api/upload-excel", { token, form: new FormData() });
      expect(none.json).toEqual({ success: false, error: "Please select an Excel file" });
      const tooBig = await call("POST", "/api/upload-excel", {
        token,
        form: sheetForm("huge.xlsx", Buffer.alloc(20 * 1024 * 1024 + 1)),
      });
      expect(tooBig.status).toBe(413);
      expect(await countProducts(server.database.db)).toBe(0);
    });

    it("exports the catalogue in the import format; importing it back changes nothing", async () => {
      const token = await server.signIn();
      await importFixture(call, token);
      const exported = await fetch(`${server.url}/api/products/export.xlsx`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(exported.headers.get("content-type")).toContain("spreadsheetml");
      const data = Buffer.from(await exported.arrayBuffer());
      const reimport = await call("POST", "/api/upload-excel", { token, form: sheetForm("export.xlsx", data) });
      expect(reimport.json).toMatchObject({ success: true, created: 0, updated: 0, unchanged: 300 });
      const template = await fetch(`${server.url}/api/products/template.xlsx`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const templateImport = await call("POST", "/api/upload-excel?dryRun=1", {
        token,
        form: sheetForm("template.xlsx", Buffer.from(await template.arrayBuffer())),
      });
      expect(templateImport.json).toMatchObject({ success: true, rows: 1 });
    });

    it("imports OE numbers, cross references and fitment, exports them, and takes the export back unchanged", async () => {
      const token = await server.signIn();
      const rows = [
        ["Product Name", "Part No.", "Brand", "Category", "OE No.", "Cross Ref", "Fitment"],
        [
          "Hanon Compressor",
          "97701-F0LWT",
          "Hanon",
          "Compressor",
          "97701-2S000\n97701 2S010",
          "",
          "hyundai creta 2015-2020",
        ],
        ["Denso Condenser", "447260-5555", "Denso", "Condenser", "", "SBR CD1234", "Maruti Swift 2018-; VW Polo"],
      ];
      const sheet = xlsxOf(rows);
      // Vehicle models no public product fits yet would come in as drafts (decision 087): publish now.
      const form = sheetForm("fits.xlsx", sheet);
      form.append("publish", "now");
      expect((await call("POST", "/api/upload-excel", { token, form })).json).toMatchObject({
        success: true,
        created: 2,
      });
      expect(
        ((await call("GET", "/api/products?make=volkswagen&model=polo")).json.products as Json[])[0],
      ).toMatchObject({
        partNumber: "447260-5555",
        crossReferences: ["SBR CD1234"],
      });
      const exported = await fetch(`${server.url}/api/products/export.xlsx`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const data = Buffer.from(await exported.arrayBuffer());
      const cells = XLSX.utils.sheet_to_json<Record<string, string>>(
        XLSX.read(data, { type: "buffer" }).Sheets.Catalogue as XLSX.WorkSheet,
      );
      expect(cells.find((row) => row["Part No."] === "97701-F0LWT")).toMatchObject({
        "OE Numbers": "97701-2S000; 97701 2S010",
        Fits: "Hyundai creta 2015-2020",
      });
      expect(cells.find((row) => row["Part No."] === "447260-5555")).toMatchObject({
        "Cross References": "SBR CD1234",
        Fits: "Maruti Suzuki Swift 2018-; Volkswagen Polo",
      });
      const reimport = await call("POST", "/api/upload-excel", { token, form: sheetForm("export.xlsx", data) });
      expect(reimport.json).toMatchObject({ success: true, created: 0, updated: 0, unchanged: 2 });
    });
  });
});
