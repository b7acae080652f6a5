/**
 * The API contract of a supplier's price list import (issue 15): preview with the guessed mapping
 * and unknown values, a commit with a mapping, skipped rows reported, mappings remembered, and the
 * brands and categories an import creates for values mapped to "new" (listed, shown, undone).
 */
import { beforeEach, describe, expect, it } from "vitest";
import { loader as brandLoader } from "#app/routes/_public/brand.tsx";
import { countProducts } from "#app/server/product-queries.server.ts";
import { apiClient } from "#tests/setup/api-client.ts";
import { readFixture } from "#tests/setup/fixtures.ts";
import { pageContext } from "#tests/setup/page-context.ts";
import { databaseKinds } from "#tests/setup/test-database.ts";
import { serverPerTest } from "#tests/setup/test-server.ts";

const tallyValues = { brand: { "Subros Ltd": "subros", NRF: "skip" }, category: { CONDENSOR: "condenser" } };

describe.each(databaseKinds)("price list import API on %s", { timeout: 60_000 }, (kind) => {
  const { server } = serverPerTest(kind);
  let token: string;
  beforeEach(async () => {
    token = await server.signIn();
  });

  const api = apiClient(
    () => server.url,
    () => token,
  );

  /** Uploads a fixture price list by its name, or a sheet given as bytes. */
  async function upload(
    file: string | { name: string; data: Uint8Array },
    options: { mapping?: unknown; dryRun?: boolean; prefix?: string; publish?: "now" | "drafts" } = {},
  ) {
    const { name, data } = typeof file === "string" ? { name: file, data: readFixture("price-lists", file) } : file;
    const form = new FormData();
    // These flows publish at once, as staff may choose; what comes in as drafts is drafts.test.ts's.
    if (options.publish) form.append("publish", options.publish);
    if (options.mapping !== undefined) {
      form.append("mapping", typeof options.mapping === "string" ? options.mapping : JSON.stringify(options.mapping));
    }
    form.append("excel", new Blob([new Uint8Array(data)]), name);
    const path = `${options.prefix ?? "/api"}/upload-excel${options.dryRun ? "?dryRun=1" : ""}`;
    return api("POST", path, { form });
  }

  const call = (method: string, path: string, json?: unknown) => api(method, path, { json });

  it("previews a Tally export: guessed mapping and unknown values, also when it answers 400", async () => {
    const preview = await upload("tally-price-list.xlsx", { dryRun: true });
    expect(preview.status).toBe(400);
    expect(preview.json.mapping).toMatchObject({
      sheet: "Price List",
      headerRow: 6,
      columns: expect.arrayContaining([
        { column: "B", header: "Item Code", samples: ["00417", "01022", "02210"], field: "partNumber" },
        { column: "F", header: "MRP", samples: ["18500", "32500", "7400"], field: null },
      ]),
    });
    expect(preview.json.unknownValues).toEqual({
      brand: [
        // Each with the known brand or category it is closest to (decision 092).
        { value: "Subros Ltd", rows: 2, suggested: "subros" },
        { value: "NRF", rows: 2 },
      ],
      category: [{ value: "CONDENSOR", rows: 2, suggested: "condenser" }],
    });
    expect(await countProducts(server.database.db)).toBe(0);
  });

  it("answers the mapping with 400 when a required field is unmapped, so a client can complete it", async () => {
    const preview = await upload("marg-hindi.xlsx", { dryRun: true });
    expect(preview.status).toBe(400);
    expect(preview.json.error).toBe("The sheet has no Brand column. Map it to a column, or give a fixed value.");
    expect(preview.json.mapping).toMatchObject({ headerRow: 12, sheet: "Sheet1" });
    expect(preview.json.unknownValues).toEqual({ brand: [], category: [] });
    const done = await upload("marg-hindi.xlsx", { mapping: { fixed: { brand: "denso" } }, prefix: "/proxy/api" });
    expect(done.json).toMatchObject({ success: true, created: 4, updated: 0, unchanged: 0, skipped: [] });
  });

  it("commits with a mapping, reports the skipped rows, and remembers the mapping for the next file", async () => {
    const mapping = {
      sheet: "Price List",
      headerRow: 6,
      columns: { partNumber: "Item Code", name: "Item Name", brand: "Company", category: "Group" },
      values: tallyValues,
    };
    const committed = await upload("tally-price-list.xlsx", { mapping, publish: "now" });
    expect(committed.json).toMatchObject({ success: true, created: 6, updated: 0, unchanged: 0 });
    expect(committed.json.skipped).toEqual([
      { row: 10, column: "Company", message: 'Brand "NRF" is skipped, as the mapping says.' },
      { row: 11, column: "Company", message: 'Brand "NRF" is skipped, as the mapping says.' },
    ]);
    // Searched, not /products/details/00417: digits there are read as a product id first.
    const found = await call("GET", "/api/products?q=00417");
    expect(found.json.products).toMatchObject([{ partNumber: "00417", brand: "Subros" }]);

    // The same layout again, with no mapping: it maps itself and changes nothing.
    const again = await upload("tally-price-list.xlsx");
    expect(again.json).toMatchObject({ success: true, created: 0, unchanged: 6 });
    expect(again.json.mapping).toMatchObject({ saved: { name: "tally-price-list" } });

    const listed = await call("GET", "/api/import-mappings");
    const saved = (listed.json.mappings as { id: number; name: string; mapping: unknown }[])[0];
    expect(saved).toMatchObject({ name: "tally-price-list", mapping: { values: tallyValues } });
    expect((await call("PATCH", `/api/import-mappings/${saved?.id}`, { name: "Shree Ganesh" })).json.success).toBe(
      true,
    );
    expect((await call("GET", "/api/import-mappings")).json.mappings).toMatchObject([{ name: "Shree Ganesh" }]);
    expect((await call("PATCH", `/api/import-mappings/${saved?.id}`, { name: "" })).status).toBe(400);
    expect((await call("DELETE", `/api/import-mappings/${saved?.id}`)).json.success).toBe(true);
    expect((await call("DELETE", `/api/import-mappings/${saved?.id}`)).status).toBe(404);
    expect((await upload("tally-price-list.xlsx", { dryRun: true })).status).toBe(400);
  });

  it("imports the good rows and reports the others with onRowError skip; refuses the file by default", async () => {
    const refused = await upload("avtoklimat-ru.xlsx");
    expect(refused.status).toBe(400);
    expect(refused.json.error).toBe("The sheet has 5 problems. Nothing was imported; fix them and upload again.");
    const partial = await upload("avtoklimat-ru.xlsx", {
      mapping: { values: { category: { Компрессор: "compressor", Радиатор: "radiator" } }, onRowError: "skip" },
    });
    expect(partial.json).toMatchObject({ success: true, created: 2 });
    expect(partial.json.skipped).toEqual([
      { row: 14, column: "Группа", message: expect.stringContaining('Unknown category "Конденсатор"') },
      { row: 15, column: "Группа", message: expect.stringContaining('Unknown category "Испаритель"') },
      { row: 17, column: "Группа", message: expect.stringContaining('Unknown category "Вентилятор"') },
    ]);
  });

  it("imports CSV in Windows-1252, UTF-8 with a BOM and UTF-16, and an OpenDocument sheet", async () => {
    const spanish = await upload("frioauto-es-1252.csv", {
      mapping: {
        values: {
          brand: { "*": "skip" },
          category: {
            Compresor: "compressor",
            Condensador: "condenser",
            Radiador: "radiator",
            "Válvula de expansión": "expansion-valves",
          },
        },
      },
    });
    expect(spanish.json).toMatchObject({ success: true, created: 4 });
    const valve = await call("GET", "/api/products/details/VA-814190");
    expect(valve.json.product).toMatchObject({ name: "Condensador climatización Clio IV" });
    for (const [name, headerRow, created] of [
      ["kholod-ua-bom.csv", 8, 4],
      ["lakshmi-utf16.txt", 3, 3],
      ["carcool-libreoffice.ods", 8, 3],
      ["busy-group-rows.xls", 8, 6],
    ] as const) {
      const preview = await upload(name, { dryRun: true });
      expect(preview.json).toMatchObject({ success: true, dryRun: true, created, mapping: { headerRow } });
      expect((await upload(name)).json).toMatchObject({ success: true, created });
    }
  });

  it("refuses a mapping that is not valid JSON or breaks the schema, before reading the file", async () => {
    expect((await upload("tally-price-list.xlsx", { mapping: "{" })).json.error).toBe(
      "The mapping field is not valid JSON.",
    );
    const unknownKey = await upload("tally-price-list.xlsx", { mapping: { columns: { price: "MRP" } } });
    expect(unknownKey.status).toBe(400);
    expect(unknownKey.json.error).toContain("The mapping is not valid (at columns");
    expect(unknownKey.json.mapping).toBeUndefined();
  });

  // ---- Values mapped to "new": brands and categories the import creates (decision 069) ----

  /** NRF (2 rows) and CONDENSOR (2 rows) are new; Subros Ltd is the Subros the catalogue knows. */
  const newValues = { brand: { NRF: "new", "Subros Ltd": "subros" }, category: { CONDENSOR: "new" } };
  const TALLY = "tally-price-list.xlsx";
  /** A sheet in our own column names, as CSV text. */
  const csv = (...rows: string[]) => ({
    name: "extra.csv",
    data: new TextEncoder().encode(["Product Name,Part No.,Brand,Category", ...rows].join("\n")),
  });

  async function brandSlugs(): Promise<string[]> {
    const listed = await call("GET", "/api/brands?all=1");
    return (listed.json.brands as { slug: string }[]).map((brand) => brand.slug);
  }

  async function brandPage(slug: string) {
    const context = pageContext(server.database.db, { limits: server.forms });
    const url = new URL(`http://shop.test/brands/${slug}`);
    try {
      const { data: page } = await brandLoader({
        params: { brand: slug },
        url,
        context,
        request: new Request(url),
      } as never);
      return { status: 200, total: page.listing.total, name: page.brand.name };
    } catch (thrown) {
      if (thrown instanceof Response) return { status: thrown.status };
      throw thrown;
    }
  }

  it("previews the brand and category it would create, and writes nothing", async () => {
    const preview = await upload(TALLY, { mapping: { values: newValues }, dryRun: true });
    expect(preview.status).toBe(200);
    expect(preview.json).toMatchObject({ success: true, dryRun: true, created: 8 });
    expect(preview.json.newTerms).toEqual([
      { kind: "brand", slug: "nrf", name: "NRF" },
      { kind: "category", slug: "condensor", name: "CONDENSOR" },
    ]);
    expect(await brandSlugs()).not.toContain("nrf");
    expect((await call("GET", "/api/categories")).json.categories).not.toContainEqual(
      expect.objectContaining({ slug: "condensor" }),
    );
    expect(await countProducts(server.database.db)).toBe(0);
  });

  it("creates the brand with its rows, lists and shows it, records it, and its undo removes it", async () => {
    const committed = await upload(TALLY, { mapping: { values: newValues }, publish: "now" });
    expect(committed.json).toMatchObject({ success: true, created: 8 });
    expect(committed.json.newTerms).toEqual([
      { kind: "brand", slug: "nrf", name: "NRF" },
      { kind: "category", slug: "condensor", name: "CONDENSOR" },
    ]);
    const brands = (await call("GET", "/api/brands")).json.brands as { slug: string; productCount: number }[];
    expect(brands).toContainEqual(
      expect.objectContaining({ slug: "nrf", name: "NRF", productCount: 2, visible: true }),
    );
    expect(await brandPage("nrf")).toEqual({ status: 200, total: 2, name: "NRF" });
    const found = await call("GET", "/api/products?q=02211");
    expect(found.json.products).toMatchObject([{ partNumber: "02211", brand: "NRF", category: "CONDENSOR" }]);

    const history = await call("GET", "/api/imports");
    const entry = (history.json.imports as { id: number; createdTerms: unknown }[])[0];
    expect(entry?.createdTerms).toEqual(committed.json.newTerms);

    const undone = await call("POST", `/api/imports/${entry?.id}/undo`);
    expect(undone.json).toMatchObject({ success: true, removed: 8, keptTerms: [] });
    expect(undone.json.removedTerms).toEqual(committed.json.newTerms);
    expect(await brandSlugs()).not.toContain("nrf");
    expect((await call("GET", "/api/categories")).json.categories).not.toContainEqual(
      expect.objectContaining({ slug: "condensor" }),
    );
    expect(await brandPage("nrf")).toEqual({ status: 404 });
    expect(await countProducts(server.database.db)).toBe(0);
  });

  it("undo keeps a created brand that a later import's products use", async () => {
    const first = await upload(TALLY, {
      mapping: { values: { ...newValues, category: { CONDENSOR: "condenser" } } },
    });
    expect(first.json.newTerms).toEqual([{ kind: "brand", slug: "nrf", name: "NRF" }]);
    const later = await upload(csv("Fan NRF,NRF-9,NRF,Radiator"), {});
    expect(later.json).toMatchObject({ success: true, created: 1, newTerms: [] });
    const [, firstEntry] = (await call("GET", "/api/imports")).json.imports as { id: number }[];

    const undone = await call("POST", `/api/imports/${firstEntry?.id}/undo`);
    expect(undone.json).toMatchObject({
      success: true,
      removed: 8,
      removedTerms: [],
      keptTerms: [{ kind: "brand", slug: "nrf", name: "NRF", products: 1 }],
    });
    expect(await brandPage("nrf")).toEqual({ status: 200, total: 1, name: "NRF" });
  });

  it("refuses a new brand whose address another brand answers to, and writes nothing", async () => {
    const refused = await upload(csv("Fan,MB-1,Mahle/Behr,Radiator"), {
      mapping: { values: { brand: { "*": "new" } } },
    });
    expect(refused.status).toBe(400);
    expect(refused.json.error).toBe(
      '"Mahle/Behr" cannot become a new brand: "mahle-behr" already names the brand Mahle Behr. Map the value to Mahle Behr, or skip its rows.',
    );
    expect(refused.json.errors).toEqual([{ row: 1, column: "Brand", message: refused.json.error }]);
    expect(await brandSlugs()).toHaveLength(12);
    expect(await countProducts(server.database.db)).toBe(0);
  });

  it("never makes a duplicate: a brand added by hand after the preview takes the sheet's rows", async () => {
    const preview = await upload(TALLY, { mapping: { values: newValues }, dryRun: true });
    expect(preview.json.newTerms).toContainEqual({ kind: "brand", slug: "nrf", name: "NRF" });
    expect((await call("POST", "/api/brands", { name: "NRF Thermal", aliases: ["NRF"] })).status).toBe(201);
    const committed = await upload(TALLY, { mapping: { values: newValues }, publish: "now" });
    expect(committed.json).toMatchObject({ success: true, created: 8 });
    expect(committed.json.newTerms).toEqual([{ kind: "category", slug: "condensor", name: "CONDENSOR" }]);
    expect((await brandSlugs()).filter((slug) => slug.startsWith("nrf"))).toEqual(["nrf-thermal"]);
    expect(await brandPage("nrf-thermal")).toMatchObject({ status: 200, total: 2 });
  });

  it("creates nothing when the import is refused for a faulty row", async () => {
    const refused = await upload(TALLY, { mapping: { values: { brand: { NRF: "new", "Subros Ltd": "subros" } } } });
    expect(refused.status).toBe(400);
    expect(refused.json.error).toBe("The sheet has 2 problems. Nothing was imported; fix them and upload again.");
    expect(await brandSlugs()).not.toContain("nrf");
    expect(await countProducts(server.database.db)).toBe(0);
    expect((await call("GET", "/api/imports")).json.imports).toEqual([]);
  });
});
