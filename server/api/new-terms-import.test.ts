/**
 * An import that creates the brands and categories its sheet names (mapping value "new", issue 15):
 * previewed without writing, created in the import's own transaction, listed and shown like any
 * other, recorded in the history and removed again by its undo.
 */
import { RouterContextProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loader as brandLoader } from "#app/routes/_public/brand.tsx";
import { appContext } from "#app/server/context.server.ts";
import { readEnv } from "#app/server/env.server.ts";
import { countProducts } from "#app/server/product-queries.server.ts";
import { readFixture } from "#tests/setup/fixtures.ts";
import { databaseKinds } from "#tests/setup/test-database.ts";
import { startTestServer, type TestServer } from "#tests/setup/test-server.ts";

type Json = Record<string, unknown> & { success: boolean; error?: string };

const TALLY = "tally-price-list.xlsx";
/** NRF (2 rows) and CONDENSOR (2 rows) are new; Subros Ltd is the Subros the catalogue knows. */
const newValues = { brand: { NRF: "new", "Subros Ltd": "subros" }, category: { CONDENSOR: "new" } };

describe.each(databaseKinds)("an import creating brands and categories on %s", { timeout: 60_000 }, (kind) => {
  let server: TestServer;
  let token: string;
  beforeEach(async () => {
    server = await startTestServer(kind);
    token = await server.signIn();
  });
  afterEach(async () => {
    await server.close();
  });

  async function upload(file: { name: string; data: Uint8Array }, options: { mapping?: unknown; dryRun?: boolean }) {
    const form = new FormData();
    if (options.mapping !== undefined) form.append("mapping", JSON.stringify(options.mapping));
    form.append("excel", new Blob([new Uint8Array(file.data)]), file.name);
    const response = await fetch(`${server.url}/api/upload-excel${options.dryRun ? "?dryRun=1" : ""}`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    return { status: response.status, json: (await response.json()) as Json };
  }

  const tally = () => ({ name: TALLY, data: readFixture("price-lists", TALLY) });
  /** A sheet in our own column names, as CSV text. */
  const csv = (...rows: string[]) => ({
    name: "extra.csv",
    data: new TextEncoder().encode(["Product Name,Part No.,Brand,Category", ...rows].join("\n")),
  });

  async function call(method: string, path: string, json?: unknown) {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(json ? { "content-type": "application/json" } : {}) },
      body: json ? JSON.stringify(json) : undefined,
    });
    return { status: response.status, json: (await response.json()) as Json };
  }

  async function brandSlugs(): Promise<string[]> {
    const listed = await call("GET", "/api/brands?all=1");
    return (listed.json.brands as { slug: string }[]).map((brand) => brand.slug);
  }

  async function brandPage(slug: string) {
    const context = new RouterContextProvider();
    context.set(appContext, { db: server.database.db, env: readEnv({}), nonce: "", clientAddress: "127.0.0.1" });
    const url = new URL(`http://shop.test/brands/${slug}`);
    try {
      const page = await brandLoader({ params: { brand: slug }, url, context, request: new Request(url) } as never);
      return { status: 200, total: page.listing.total, name: page.brand.name };
    } catch (thrown) {
      if (thrown instanceof Response) return { status: thrown.status };
      throw thrown;
    }
  }

  it("previews the brand and category it would create, and writes nothing", async () => {
    const preview = await upload(tally(), { mapping: { values: newValues }, dryRun: true });
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
    const committed = await upload(tally(), { mapping: { values: newValues } });
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
    const first = await upload(tally(), {
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
    const preview = await upload(tally(), { mapping: { values: newValues }, dryRun: true });
    expect(preview.json.newTerms).toContainEqual({ kind: "brand", slug: "nrf", name: "NRF" });
    expect((await call("POST", "/api/brands", { name: "NRF Thermal", aliases: ["NRF"] })).status).toBe(201);
    const committed = await upload(tally(), { mapping: { values: newValues } });
    expect(committed.json).toMatchObject({ success: true, created: 8 });
    expect(committed.json.newTerms).toEqual([{ kind: "category", slug: "condensor", name: "CONDENSOR" }]);
    expect((await brandSlugs()).filter((slug) => slug.startsWith("nrf"))).toEqual(["nrf-thermal"]);
    expect(await brandPage("nrf-thermal")).toMatchObject({ status: 200, total: 2 });
  });

  it("creates nothing when the import is refused for a faulty row", async () => {
    const refused = await upload(tally(), { mapping: { values: { brand: { NRF: "new", "Subros Ltd": "subros" } } } });
    expect(refused.status).toBe(400);
    expect(refused.json.error).toBe("The sheet has 2 problems. Nothing was imported; fix them and upload again.");
    expect(await brandSlugs()).not.toContain("nrf");
    expect(await countProducts(server.database.db)).toBe(0);
    expect((await call("GET", "/api/imports")).json.imports).toEqual([]);
  });
});
