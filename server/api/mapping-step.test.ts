/**
 * The import's mapping step against the API (issue 26): a field built from several columns by a
 * template, one column feeding several fields, fitment text that is not a vehicle kept on the
 * product as a note (never a finder model) and counted, and saved mappings: kept only after an
 * import that succeeded, renamed and deleted by staff only.
 */
import { beforeEach, describe, expect, it } from "vitest";
import type { ApiCall } from "#tests/setup/api-client.ts";
import { readFixture } from "#tests/setup/fixtures.ts";
import { databaseKinds } from "#tests/setup/test-database.ts";
import { serverPerTest } from "#tests/setup/test-server.ts";
import { xlsxOf } from "#tests/setup/workbooks.ts";

/** A scraped list: no name column, a brand and a sub-category, fitment text as the site wrote it. */
const scraped = xlsxOf([
  ["ID", "Sub_Cat", "Manufacturer", "Group", "Fitment"],
  ["MS-101", "AC Compressor", "Denso", "Compressor", "Hyundai Creta 2015-2020"],
  ["MS-102", "w/ Wheel", "Valeo", "Radiator", "ford 2018 transit+custom 2.2l+l4+diesel"],
  ["MS-103", "Blower", "Denso", "Blower Motor", "Tata Nexon 2017-; peugeot 208 1.2"],
]);

const scrapedMapping = {
  columns: { partNumber: "ID", brand: "Manufacturer", category: "Group", description: "Sub_Cat", fits: "Fitment" },
  templates: { name: "{Sub_Cat} {Manufacturer} {ID}" },
};

describe.each(databaseKinds)("the mapping step on %s", { timeout: 120_000 }, (kind) => {
  const { server, call } = serverPerTest(kind);
  let token: string;
  beforeEach(async () => {
    token = await server.signIn();
  });
  // Signed in unless a call says otherwise (`token: null`).
  const api: ApiCall = (method, path, options = {}) => call(method, path, { token, ...options });

  function upload(data: Buffer, options: { mapping?: unknown; dryRun?: boolean; name?: string } = {}) {
    const form = new FormData();
    form.append("publish", "now");
    if (options.mapping !== undefined) form.append("mapping", JSON.stringify(options.mapping));
    form.append("excel", new Blob([new Uint8Array(data)]), options.name ?? "scraped.xlsx");
    return api("POST", `/api/upload-excel${options.dryRun ? "?dryRun=1" : ""}`, { form });
  }

  const product = async (partNumber: string) =>
    (await api("GET", `/api/products/details/${partNumber}`)).json.product as Record<string, unknown>;

  it("names products from several columns, and lets one column fill two fields", async () => {
    const result = await upload(scraped, { mapping: scrapedMapping });
    expect(result.json.error).toBeUndefined();
    expect(result.status).toBe(200);
    expect(result.json.mapping).toMatchObject({
      templates: { name: "{Sub_Cat} {Manufacturer} {ID}" },
      fieldColumns: { partNumber: "A", description: "B", brand: "C", category: "D", fits: "E" },
    });
    expect(await product("MS-102")).toMatchObject({
      name: "w/ Wheel Valeo MS-102",
      description: "w/ Wheel",
      partNumber: "MS-102",
    });
    // The part number also feeds the name: one column, two fields.
    expect((await product("MS-101")).name).toBe("AC Compressor Denso MS-101");
  });

  it("refuses a template naming a column the sheet lacks, saying which header row it read", async () => {
    const titled = xlsxOf([
      ["Shree Ganesh Auto AC"],
      [],
      ["ID", "Sub_Cat", "Manufacturer", "Group"],
      ["MS-101", "AC Compressor", "Denso", "Compressor"],
    ]);
    const result = await upload(titled, {
      dryRun: true,
      mapping: {
        headerRow: 3,
        columns: { partNumber: "ID", brand: "Manufacturer", category: "Group" },
        templates: { name: "{Sub Category} {ID}" },
      },
    });
    expect(result.status).toBe(400);
    expect(result.json.error).toBe(
      'The template for Product Name names "{Sub Category}", which is not a column of the sheet. In the braces write a header from row 3 or a column letter.',
    );
    const schema = await upload(titled, { dryRun: true, mapping: { templates: { name: "no columns" } } });
    expect(schema.status).toBe(400);
    expect(schema.json.error).toContain("at templates.name");
  });

  it("keeps fitment text that is not a vehicle as a note, counts it, and never makes it a finder model", async () => {
    const preview = await upload(scraped, { mapping: scrapedMapping, dryRun: true });
    expect(preview.status).toBe(200);
    expect(preview.json.readAs).toEqual({
      samples: [
        {
          row: 2,
          name: "AC Compressor Denso MS-101",
          partNumber: "MS-101",
          brand: "Denso",
          category: "Compressor",
          vehicles: [{ make: "Hyundai", model: "Creta", years: "2015-2020", newModel: true }],
          fitsNote: "",
        },
        {
          row: 3,
          name: "w/ Wheel Valeo MS-102",
          partNumber: "MS-102",
          brand: "Valeo",
          category: "Radiator",
          vehicles: [],
          fitsNote: "ford 2018 transit+custom 2.2l+l4+diesel",
        },
        {
          row: 4,
          name: "Blower Denso MS-103",
          partNumber: "MS-103",
          brand: "Denso",
          category: "Blower Motor",
          vehicles: [{ make: "Tata", model: "Nexon", years: "2017-", newModel: true }],
          fitsNote: "peugeot 208 1.2",
        },
      ],
      newModels: ["Hyundai Creta", "Tata Nexon"],
      newModelCount: 2,
      fitmentNotes: 2,
    });

    expect((await upload(scraped, { mapping: scrapedMapping })).status).toBe(200);
    expect(await product("MS-102")).toMatchObject({ fits: [], fitsNote: "ford 2018 transit+custom 2.2l+l4+diesel" });
    expect(await product("MS-103")).toMatchObject({
      fits: [{ make: "Tata", model: "Nexon" }],
      fitsNote: "peugeot 208 1.2",
    });
    expect((await product("MS-101")).fitsNote).toBeUndefined();
    const fordParts = await api("GET", "/api/products?limit=10&make=ford");
    expect(fordParts.json.products).toEqual([]);
    // Imported again, the note reads as before: nothing changes.
    const again = await upload(scraped, { mapping: scrapedMapping, dryRun: true });
    expect(again.json).toMatchObject({ created: 0, updated: 0, unchanged: 3 });
  });

  it("reads the scraped list issue 26 met: names from three columns, its vehicles, the rest as notes", async () => {
    const mapping = {
      columns: { partNumber: "ID", brand: "Manufacturer", category: "Sub_Cat", fits: "Vehicle" },
      templates: { name: "{Sub_Cat} {Option} {Manufacturer} {ID}" },
      values: { brand: { "*": "skip" }, category: { "*": "skip" } },
    };
    const preview = await upload(readFixture("price-lists", "scraped-no-name-column.csv"), {
      mapping,
      dryRun: true,
      name: "scraped-no-name-column.csv",
    });
    expect(preview.status).toBe(200);
    const readAs = preview.json.readAs as { samples: unknown[]; fitmentNotes: number; newModels: string[] };
    expect(readAs.samples[0]).toEqual({
      row: 2,
      name: "AC Compressor w/ Clutch Denso DCP17154",
      partNumber: "DCP17154",
      brand: "Denso",
      category: "Compressor",
      vehicles: [{ make: "Toyota", model: "innova crysta", years: "2016-2020", newModel: expect.any(Boolean) }],
      fitsNote: "Toyota innova crysta: 2.4l+l4+diesel",
    });
    expect(readAs.samples[2]).toMatchObject({
      name: "AC Compressor w/ Clutch Valeo VCP-0711",
      vehicles: [],
      fitsNote: "ford 2018 transit+custom 2.2l+l4+diesel",
    });
    expect(readAs.newModels).not.toContainEqual(expect.stringMatching(/transit|catalogue|universal/i));
  });

  it("saves a mapping only after an import that succeeded", async () => {
    const saved = async () => (await api("GET", "/api/import-mappings")).json.mappings as { name: string }[];
    // Checked, refused at commit (an unknown brand), refused by a faulty template: nothing saved.
    expect((await upload(scraped, { mapping: scrapedMapping, dryRun: true })).status).toBe(200);
    const wrongBrand = { ...scrapedMapping, columns: { ...scrapedMapping.columns, brand: "Sub_Cat" } };
    expect((await upload(scraped, { mapping: wrongBrand })).status).toBe(400);
    expect((await upload(scraped, { mapping: { ...scrapedMapping, templates: { name: "{Nope}" } } })).status).toBe(400);
    expect(await saved()).toEqual([]);

    expect((await upload(scraped, { mapping: scrapedMapping })).status).toBe(200);
    const [mapping] = (await api("GET", "/api/import-mappings")).json.mappings as {
      id: number;
      name: string;
      mapping: unknown;
    }[];
    expect(mapping).toMatchObject({
      name: "scraped",
      mapping: { templates: { name: "{Sub_Cat} {Manufacturer} {ID}" } },
    });
    // The next file of the layout reads the same, templates included.
    const next = await upload(scraped, { dryRun: true });
    expect(next.json.mapping).toMatchObject({
      saved: { name: "scraped" },
      templates: { name: "{Sub_Cat} {Manufacturer} {ID}" },
    });

    // Staff only: without a session, rename and delete are refused and change nothing.
    const id = mapping?.id;
    expect((await api("PATCH", `/api/import-mappings/${id}`, { token: null, json: { name: "X" } })).status).toBe(401);
    expect((await api("DELETE", `/api/import-mappings/${id}`, { token: null })).status).toBe(401);
    expect((await api("GET", "/api/import-mappings", { token: null })).status).toBe(401);
    expect((await api("PATCH", `/api/import-mappings/${id}`, { json: { name: "Scraped site" } })).status).toBe(200);
    expect(await saved()).toMatchObject([{ name: "Scraped site" }]);
    expect((await api("DELETE", `/api/import-mappings/${id}`)).status).toBe(200);
    expect(await saved()).toEqual([]);
  });
});
