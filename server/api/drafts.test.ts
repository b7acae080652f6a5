import { describe, expect, it } from "vitest";
import { readCatalogueVersion } from "#app/server/db/catalogue-version.server.ts";
import { upsertProducts } from "#app/server/products/product-writes.server.ts";
import { importFixture, type ApiJson as Json, sheetForm } from "#tests/setup/api-client.ts";
import { readFixture } from "#tests/setup/fixtures.ts";
import { productInput } from "#tests/setup/product-input.ts";
import { databaseKinds } from "#tests/setup/test-database.ts";
import { serverPerTest } from "#tests/setup/test-server.ts";

describe.each(databaseKinds)("JSON API, drafts and publishing, on %s", { timeout: 120_000 }, (kind) => {
  const { server, call } = serverPerTest(kind);
  /** Every products row, every column, in id order. */
  const snapshot = () => server.database.db.selectFrom("products").selectAll().orderBy("id").execute();
  const partNumbers = (json: Json) => (json.products as { partNumber: string }[]).map((p) => p.partNumber);

  /** An upload as the staff screen sends it, with the confirm step's choice when given. */
  function upload(token: string, name: string, data: Uint8Array, fields: Record<string, string> = {}, dryRun = false) {
    const form = sheetForm(name, Buffer.from(data));
    for (const [field, value] of Object.entries(fields)) form.append(field, value);
    return call("POST", `/api/upload-excel${dryRun ? "?dryRun=1" : ""}`, { token, form });
  }

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
    const staffBrands = (await call("GET", "/api/brands?all=1", { token })).json.brands as Json[];
    expect(staffBrands.find((b) => b.slug === "valeo")).toMatchObject({ onlyDrafts: true, productCount: 1 });
    expect(staffBrands.find((b) => b.slug === "denso")).toMatchObject({ onlyDrafts: false, productCount: 2 });

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
    const asked = await upload(token, "catalogue-300.xlsx", readFixture("catalogue-300.xlsx"), { publish: "drafts" });
    expect(asked.json).toMatchObject({ message: "Successfully uploaded products", created: 300, drafts: 300 });
    const importId = await latestImportId(token);
    const status = (body: Record<string, unknown>) => call("POST", "/api/products/status", { token, json: body });
    expect((await call("GET", "/api/products?limit=5")).json).toMatchObject({ products: [], total: 0 });
    expect((await status({ status: "draft", importId })).json).toEqual({ success: true, changed: 0 });
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
    const status = (body: Record<string, unknown>, auth: string | null = token) =>
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
  it("publishes the spec's own sheet with known brands at once, as before, unless staff choose drafts", async () => {
    const token = await server.signIn();
    const preview = await upload(token, "catalogue-300.xlsx", readFixture("catalogue-300.xlsx"), {}, true);
    expect(preview.json).toMatchObject({ created: 300, drafts: 0, defaultPublish: "now" });
    const chosen = await upload(
      token,
      "catalogue-300.xlsx",
      readFixture("catalogue-300.xlsx"),
      { publish: "drafts" },
      true,
    );
    expect(chosen.json).toMatchObject({ created: 300, drafts: 300, defaultPublish: "now" });
    expect((await importFixture(call, token)).json).toMatchObject({
      message: "Successfully uploaded products",
      created: 300,
      drafts: 0,
    });
    expect((await call("GET", "/api/products?limit=1")).json).toMatchObject({ total: 300 });
    expect((await upload(token, "x.xlsx", readFixture("catalogue-300.xlsx"), { publish: "later" })).status).toBe(400);
  });

  it("brings in as drafts the rows with a new brand or vehicle model, and a sheet mapped by hand", async () => {
    const token = await server.signIn();
    await upsertProducts(server.database.db, [productInput({ name: "Old", partNumber: "OLD-1", fits: "Tata Nexon" })]);
    const csv = (...rows: string[]) =>
      new TextEncoder().encode(["Product Name,Part No.,Brand,Category,Fits", ...rows].join("\n"));
    const sheet = csv(
      "Known,K-1,Denso,Compressor,Tata Nexon 2018-",
      "New brand,N-1,NRF,Radiator,",
      "New model,M-1,Denso,Compressor,Tata Curvv 2024-",
    );
    const mapping = JSON.stringify({ values: { brand: { NRF: "new" } } });
    const preview = await upload(token, "rows.csv", sheet, { mapping }, true);
    expect(preview.json).toMatchObject({ created: 3, drafts: 2, defaultPublish: "suggested" });
    const done = await upload(token, "rows.csv", sheet, { mapping });
    expect(done.json).toMatchObject({ created: 3, drafts: 2 });
    const all = await call("GET", "/api/products?status=all&limit=10&sort=partNumber", { token });
    expect((all.json.products as Json[]).map((p) => [p.partNumber, p.status])).toEqual([
      ["K-1", "active"],
      ["M-1", "draft"],
      ["N-1", "draft"],
      ["OLD-1", "active"],
    ]);
    expect((await call("GET", "/api/brands")).json.brands).not.toContainEqual(expect.objectContaining({ slug: "nrf" }));

    // A layout mapped by hand, with no saved mapping: all of it waits.
    const supplier = (...rows: string[]) => new TextEncoder().encode(["Item,Code,Make,Group", ...rows].join("\n"));
    const byHand = JSON.stringify({
      columns: { name: "Item", partNumber: "Code", brand: "Make", category: "Group" },
    });
    const handMapped = await upload(
      token,
      "other.csv",
      supplier("Hand,H-1,Denso,Compressor", "Hand two,H-2,Denso,Compressor"),
      { mapping: byHand },
      true,
    );
    expect(handMapped.json).toMatchObject({ created: 2, drafts: 2, defaultPublish: "drafts" });
    const published = await upload(
      token,
      "other.csv",
      supplier("Hand,H-1,Denso,Compressor"),
      { mapping: byHand, publish: "now" },
      true,
    );
    expect(published.json).toMatchObject({ created: 1, drafts: 0, defaultPublish: "drafts" });
  });
});
