import * as XLSX from "@e965/xlsx";
import { beforeEach, describe, expect, it } from "vitest";
import { seedDemoCatalogueIfEmpty } from "#app/server/demo-catalogue.server.ts";
import { type ApiJson, sheetForm } from "#tests/setup/api-client.ts";
import { databaseKinds } from "#tests/setup/test-database.ts";
import { signedInServerPerTest } from "#tests/setup/test-server.ts";

/** Each upload and export runs in a worker thread; leave room for a busy machine. */
const timeout = 60_000;

interface Field {
  id: number;
  categorySlug: string;
  key: string;
  names: { en: string };
  unit: string;
}

/** The catalogue's own export goes back in as it is, whatever staff did to the fields since (decision 178). */
describe.each(databaseKinds)("the export imported again on %s", (kind) => {
  const { server, call, token: tokenOf } = signedInServerPerTest(kind);
  beforeEach(async () => {
    await seedDemoCatalogueIfEmpty(server.database.db);
  });
  const exported = async () => {
    const response = await fetch(`${server.url}/api/products/export.xlsx`, {
      headers: { authorization: `Bearer ${tokenOf()}` },
    });
    expect(response.status).toBe(200);
    return Buffer.from(await response.arrayBuffer());
  };
  const upload = (file: Buffer, dryRun: boolean) =>
    call("POST", `/upload-excel${dryRun ? "?dryRun=1" : ""}`, { form: sheetForm("catalogue.xlsx", file) });
  /** Every product as stored, every column. */
  const catalogue = () => server.database.db.selectFrom("products").selectAll().orderBy("id").execute();
  const expectNoChange = (answer: { status: number; json: ApiJson }, products: number) => {
    expect(answer.status, JSON.stringify(answer.json).slice(0, 500)).toBe(200);
    expect(answer.json).toMatchObject({ created: 0, updated: 0, unchanged: products });
    expect(answer.json.changes ?? []).toEqual([]);
  };

  it(
    "changes nothing: every text as it was, the case of a fitment's fuel (CNG) included",
    async () => {
      const before = await catalogue();
      expect(before.some((product) => product.fits.includes("(CNG)"))).toBe(true);
      const file = await exported();
      expectNoChange(await upload(file, true), before.length);
      expectNoChange(await upload(file, false), before.length);
      expect(await catalogue()).toEqual(before);
    },
    timeout,
  );

  it(
    "still goes back in after a field that another category shares is deleted, without that field's values",
    async () => {
      const fields = (await call("GET", "/spec-fields")).json.fields as Field[];
      // A key held by several categories keeps its column; one category's field of it goes.
      const shared = fields.find((field) => fields.some((other) => other.key === field.key && other !== field));
      if (!shared) throw new Error("the demo catalogue has no field key shared by two categories");
      expect((await call("DELETE", `/spec-fields/${shared.id}`)).status).toBe(200);
      const products = await catalogue();
      const file = await exported();

      // The column stays (the other categories' field), empty in the rows of the category that lost it.
      const sheet = XLSX.read(file, { type: "buffer" });
      const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(sheet.Sheets[sheet.SheetNames[0] ?? ""] ?? {});
      const header = shared.unit ? `${shared.names.en} (${shared.unit})` : shared.names.en;
      const ofCategory = rows.filter((row) =>
        products.some(
          (product) => product.part_number === row["Part No."] && product.category_slug === shared.categorySlug,
        ),
      );
      expect(ofCategory.length).toBeGreaterThan(0);
      expect(ofCategory.filter((row) => row[header] !== undefined)).toEqual([]);
      expect(rows.some((row) => row[header] !== undefined)).toBe(true);

      expectNoChange(await upload(file, true), products.length);
      expectNoChange(await upload(file, false), products.length);
      expect(await catalogue()).toEqual(products);
    },
    timeout,
  );
});
