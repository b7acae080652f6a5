import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readCatalogueVersion } from "#app/server/db/catalogue-version.server.ts";
import { upsertProducts } from "#app/server/product-writes.server.ts";
import { apiClient, importFixture, type ApiJson as Json } from "#tests/setup/api-client.ts";
import { productInput } from "#tests/setup/product-input.ts";
import { databaseKinds } from "#tests/setup/test-database.ts";
import { startTestServer, type TestServer } from "#tests/setup/test-server.ts";

describe.each(databaseKinds)("JSON API, drafts and publishing, on %s", (kind) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer(kind);
  });
  afterEach(async () => {
    await server.close();
  });
  const call = apiClient(() => server.url);
  /** Every products row, every column, in id order. */
  const snapshot = () => server.database.db.selectFrom("products").selectAll().orderBy("id").execute();
  const partNumbers = (json: Json) => (json.products as { partNumber: string }[]).map((p) => p.partNumber);

  async function latestImportId(token: string): Promise<number> {
    const answer = await call("GET", "/api/imports", { token });
    return Number((answer.json.imports as Json[])[0]?.id);
  }

  it("answers visitors without drafts or archived products, and staff with them when asked", async () => {
    await upsertProducts(server.database.db, [
      productInput({ name: "Public compressor", partNumber: "PUB-1", fits: "Tata Nexon" }),
      productInput({ name: "Draft condenser", partNumber: "DRAFT-1", brandSlug: "valeo", status: "draft" }),
      productInput({ name: "Old radiator", partNumber: "OLD-1", fits: "Tata Harrier", status: "archived" }),
    ]);
    const token = await server.signIn();
    const draftId = (
      await server.database.db
        .selectFrom("products")
        .select("id")
        .where("part_key", "=", "DRAFT1")
        .executeTakeFirstOrThrow()
    ).id;

    for (const [path, expected] of [
      ["/api/products", ["PUB-1"]],
      ["/api/products?limit=10", ["PUB-1"]],
      ["/api/products?limit=10&q=condenser", []],
      ["/api/products?limit=10&q=DRAFT-1", []],
      ["/api/products?limit=10&brand=valeo", []],
      ["/api/products?limit=10&make=tata", ["PUB-1"]],
      ["/api/products?limit=10&make=tata&model=harrier", []],
    ] as const) {
      const answer = await call("GET", path);
      expect(answer.status, path).toBe(200);
      expect(partNumbers(answer.json), path).toEqual(expected);
    }
    for (const id of [String(draftId), "DRAFT-1", "OLD-1"])
      expect((await call("GET", `/api/products/details/${id}`)).status, id).toBe(404);
    const brands = await call("GET", "/api/brands");
    expect((brands.json.brands as Json[]).map((b) => b.slug)).not.toContain("valeo");

    // A visitor may not ask for another status; staff may.
    expect((await call("GET", "/api/products?status=draft")).status).toBe(401);
    expect((await call("GET", "/api/products?status=all&limit=10")).status).toBe(401);
    expect((await call("GET", "/api/products?status=hidden", { token })).status).toBe(400);
    const drafts = await call("GET", "/api/products?status=draft&limit=10", { token });
    expect(partNumbers(drafts.json)).toEqual(["DRAFT-1"]);
    const all = await call("GET", "/api/products?status=all&limit=10&sort=partNumber", { token });
    expect((all.json.products as Json[]).map((p) => [p.partNumber, p.status])).toEqual([
      ["DRAFT-1", "draft"],
      ["OLD-1", "archived"],
      ["PUB-1", "active"],
    ]);
    const preview = await call("GET", `/api/products/details/${draftId}`, { token });
    expect(preview.json).toMatchObject({ product: { partNumber: "DRAFT-1", status: "draft" } });
  });

  it("publishes all of one import in one write, and undoes the import before and after", async () => {
    const token = await server.signIn();
    const empty = await snapshot();
    expect((await importFixture(call, token)).json).toMatchObject({ created: 300 });
    const importId = await latestImportId(token);
    const status = (body: Json) => call("POST", "/api/products/status", { token, json: body });

    expect((await status({ status: "draft", importId })).json).toEqual({ success: true, changed: 300 });
    expect((await call("GET", "/api/products?limit=5")).json).toMatchObject({ products: [], total: 0 });
    const asDrafts = await snapshot();

    // Undo before publishing: back to the empty catalogue.
    expect((await call("POST", `/api/imports/${importId}/undo`, { token })).status).toBe(200);
    expect(await snapshot()).toEqual(empty);
    expect((await status({ status: "active", importId })).status).toBe(409);

    // Again, published this time, then undone.
    expect((await importFixture(call, token)).json).toMatchObject({ created: 300 });
    const second = await latestImportId(token);
    await status({ status: "draft", importId: second });
    expect((await snapshot()).map((row) => row.status)).toEqual(asDrafts.map((row) => row.status));
    const version = await readCatalogueVersion(server.database.db);
    expect((await status({ status: "active", importId: second })).json).toEqual({ success: true, changed: 300 });
    expect(await readCatalogueVersion(server.database.db)).toBeGreaterThan(version);
    expect((await call("GET", "/api/products?limit=5")).json).toMatchObject({ total: 300 });
    expect((await status({ status: "active", importId: second })).json).toEqual({ success: true, changed: 0 });
    expect((await call("POST", `/api/imports/${second}/undo`, { token })).json).toMatchObject({ removed: 300 });
    expect(await snapshot()).toEqual(empty);
  });

  it("archives and restores by brand and by ids, and refuses what it cannot do", async () => {
    await upsertProducts(server.database.db, [
      productInput({ name: "A", partNumber: "A-1" }),
      productInput({ name: "B", partNumber: "B-1", brandSlug: "valeo" }),
    ]);
    const token = await server.signIn();
    const status = (body: Json, auth: string | null = token) =>
      call("POST", "/api/products/status", { token: auth, json: body });
    expect((await status({ status: "archived", brand: "Valeo" }, null)).status).toBe(401);
    expect((await status({ status: "archived", brand: "Valeo" })).json).toEqual({ success: true, changed: 1 });
    expect(partNumbers((await call("GET", "/api/products?limit=5")).json)).toEqual(["A-1"]);
    const ids = (await call("GET", "/api/products?status=archived&limit=5", { token })).json.products as Json[];
    expect((await status({ status: "active", ids: ids.map((p) => p.id) })).json).toEqual({ success: true, changed: 1 });
    expect((await call("GET", "/api/products?limit=5")).json).toMatchObject({ total: 2 });

    expect((await status({ status: "active", brand: "Nobody" })).status).toBe(404);
    expect((await status({ status: "active", importId: 999 })).status).toBe(404);
    for (const body of [
      { status: "active" },
      { status: "active", brand: "Valeo", importId: 1 },
      { status: "gone", brand: "Valeo" },
      { status: "active", brand: "Valeo", extra: 1 },
    ])
      expect((await status(body)).status, JSON.stringify(body)).toBe(400);
  });
});
