/**
 * Issue 40, seeing before publishing (decision 202): an import's review says what it puts on the
 * public site per category and per new brand, each group is published, left as drafts or sent back
 * to "needs a look" by itself, and publishing all of an import or a brand skips what needs a look.
 */
import { describe, expect, it } from "vitest";
import type { ImportReview } from "#app/api/imports.ts";
import { readCatalogueVersion } from "#app/server/db/catalogue-version.server.ts";
import { upsertProducts } from "#app/server/product-writes.server.ts";
import { sheetForm } from "#tests/setup/api-client.ts";
import { productInput } from "#tests/setup/product-input.ts";
import { databaseKinds } from "#tests/setup/test-database.ts";
import { signedInServerPerTest } from "#tests/setup/test-server.ts";
import { xlsxOf } from "#tests/setup/workbooks.ts";

const sheet = xlsxOf([
  ["Part Number", "Product Name", "Brand", "Category"],
  ["DN-1", "Denso compressor", "Denso", "Compressor"],
  ["DN-2", "Denso condenser", "Denso", "Condenser"],
  ["ACR-1", "ACR compressor", "ACR", "Compressor"],
  ["ACR-2", "ACR radiator", "ACR", "Radiator"],
  ["ACR-3", "ACR radiator, aluminium", "ACR", "Radiator"],
]);

describe.each(databaseKinds)("an import's review and its groups on %s", { timeout: 120_000 }, (kind) => {
  const { server, call } = signedInServerPerTest(kind);
  const db = () => server.database.db;

  /** The sheet imported as drafts, ACR made a new brand; Denso already has a public product. */
  async function importAsDrafts(): Promise<number> {
    await upsertProducts(db(), [productInput({ name: "Public compressor", partNumber: "PUB-1" })]);
    const form = sheetForm("supplier.xlsx", sheet);
    form.append("mapping", JSON.stringify({ values: { brand: { ACR: "new" } } }));
    form.append("publish", "drafts");
    const answer = await call("POST", "/upload-excel", { form });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ created: 5, drafts: 5 });
    return Number(answer.json.importId);
  }

  const review = async (id: number) => {
    const answer = await call("GET", `/imports/${id}/review`);
    expect(answer.status).toBe(200);
    return answer.json as unknown as ImportReview;
  };
  const counts = (group: { slug: string; products: number; drafts: number; published: number }) => [
    group.slug,
    group.products,
    group.drafts,
    group.published,
  ];
  const statusOf = async (partNumber: string) =>
    db()
      .selectFrom("products")
      .select(["status", "needs_look"])
      .where("part_number", "=", partNumber)
      .executeTakeFirstOrThrow();
  const publicParts = async (brand: string) => {
    const answer = await call("GET", `/products?limit=50&brand=${brand}`, { token: null });
    return (answer.json.products as { partNumber: string }[]).map((product) => product.partNumber).sort();
  };

  it("sums up an import per category and per new brand, with products to open", async () => {
    const id = await importAsDrafts();
    const answer = await review(id);
    expect(answer).toMatchObject({ importId: id, fileName: "supplier.xlsx", products: 5, drafts: 5 });
    expect(answer.categories.map(counts)).toEqual([
      ["compressor", 2, 2, 0],
      ["radiator", 2, 2, 0],
      ["condenser", 1, 1, 0],
    ]);
    // Denso has a public product already: only ACR is new on the site.
    expect(answer.newBrands.map(counts)).toEqual([["acr", 3, 3, 0]]);
    expect(answer.newBrands[0]?.name).toBe("ACR");
    expect(answer.newBrands[0]?.samples.map((sample) => sample.partNumber)).toEqual(["ACR-1", "ACR-2", "ACR-3"]);
    expect(answer.categories[1]?.samples).toEqual([
      expect.objectContaining({ partNumber: "ACR-2", name: "ACR radiator", status: "draft" }),
      expect.objectContaining({ partNumber: "ACR-3", status: "draft" }),
    ]);
    expect(answer.needsLook).toMatchObject({ products: 0, samples: [] });
    expect(answer.toPublish).toEqual({
      products: 5,
      categories: 3,
      newBrands: 1,
      perCategory: [
        { slug: "compressor", name: "Compressor", products: 2 },
        { slug: "radiator", name: "Radiator", products: 2 },
        { slug: "condenser", name: "Condenser", products: 1 },
      ],
    });
    // The same counts for the products table's "Publish all of this import" and "of this brand".
    expect((await call("GET", `/products/status-summary?importId=${id}`)).json).toMatchObject(answer.toPublish);
    expect((await call("GET", "/products/status-summary?brand=acr")).json).toMatchObject({
      products: 3,
      categories: 2,
      newBrands: 1,
    });
  });

  it("publishes, holds back or sends back one group, and publishing all skips what needs a look", async () => {
    const id = await importAsDrafts();
    const group = (body: unknown) => call("POST", `/imports/${id}/groups`, { json: body });

    // The radiators go back to "needs a look": drafts, out of their category's group.
    let answer = await group({ kind: "category", slug: "radiator", action: "needs-look" });
    expect(answer.status).toBe(200);
    expect(answer.json.changed).toBe(2);
    let current = answer.json.review as ImportReview;
    expect(current.categories.map(counts)).toEqual([
      ["compressor", 2, 2, 0],
      ["condenser", 1, 1, 0],
    ]);
    expect(counts(current.needsLook)).toEqual(["needs-look", 2, 2, 0]);
    expect(current.toPublish).toMatchObject({ products: 3, categories: 2, newBrands: 1 });

    // The new brand published by itself: its compressor goes public, its radiators need a look still.
    const version = await readCatalogueVersion(db());
    answer = await group({ kind: "brand", slug: "acr", action: "publish" });
    expect(answer.json.changed).toBe(1);
    expect(await readCatalogueVersion(db())).toBeGreaterThan(version);
    expect(await publicParts("acr")).toEqual(["ACR-1"]);
    current = answer.json.review as ImportReview;
    expect(current.newBrands.map(counts)).toEqual([["acr", 1, 0, 1]]);
    expect((await call("GET", "/products/status-summary?brand=acr")).json).toMatchObject({ products: 0 });

    // Publishing all of the import publishes Denso's two and leaves the radiators alone.
    answer = await call("POST", "/products/status", { json: { status: "active", importId: id } });
    expect(answer.json.changed).toBe(2);
    expect(await statusOf("ACR-2")).toEqual({ status: "draft", needs_look: 1 });
    expect((await call("POST", "/products/status", { json: { status: "active", brand: "acr" } })).json.changed).toBe(0);

    // A published group left as drafts again goes off the site.
    answer = await group({ kind: "category", slug: "condenser", action: "draft" });
    expect(answer.json.changed).toBe(1);
    expect(await statusOf("DN-2")).toEqual({ status: "draft", needs_look: 0 });

    // Staff looked: the radiators stay in their category as drafts, and publishing them is counted.
    answer = await group({ kind: "needs-look", action: "draft" });
    expect(answer.json.changed).toBe(2);
    expect(await statusOf("ACR-3")).toEqual({ status: "draft", needs_look: 0 });
    expect((await call("GET", "/products/status-summary?brand=acr")).json).toMatchObject({
      products: 2,
      categories: 1,
      newBrands: 0,
    });

    // A category given by hand is a look: the product leaves the group, still a draft.
    await group({ kind: "category", slug: "compressor", action: "needs-look" });
    const acr1 = await db().selectFrom("products").select("id").where("part_number", "=", "ACR-1").executeTakeFirst();
    expect((await call("PATCH", `/products/${acr1?.id}`, { json: { categorySlug: "condenser" } })).status).toBe(200);
    expect(await statusOf("ACR-1")).toEqual({ status: "draft", needs_look: 0 });
    expect(await statusOf("DN-1")).toEqual({ status: "draft", needs_look: 1 });

    // One product published by itself needs no look any more.
    await group({ kind: "brand", slug: "acr", action: "needs-look" });
    const acr2 = await db().selectFrom("products").select("id").where("part_number", "=", "ACR-2").executeTakeFirst();
    answer = await call("POST", "/products/status", { json: { status: "active", ids: [Number(acr2?.id)] } });
    expect(answer.json.changed).toBe(1);
    expect(await statusOf("ACR-2")).toEqual({ status: "active", needs_look: 0 });
  });

  it("refuses strangers, unknown groups and imports, undone imports and bodies it cannot read", async () => {
    const id = await importAsDrafts();
    expect((await call("GET", `/imports/${id}/review`, { token: null })).status).toBe(401);
    const body = { kind: "brand", slug: "acr", action: "publish" };
    expect((await call("POST", `/imports/${id}/groups`, { token: null, json: body })).status).toBe(401);
    expect((await call("GET", `/products/status-summary?brand=acr`, { token: null })).status).toBe(401);
    for (const bad of [
      { kind: "brand", action: "publish" },
      { kind: "brand", slug: "acr", action: "delete" },
      { kind: "shelf", slug: "acr", action: "publish" },
      { ...body, extra: 1 },
    ]) {
      const answer = await call("POST", `/imports/${id}/groups`, { json: bad });
      expect(answer.status, JSON.stringify(bad)).toBe(400);
    }
    // Denso is no new brand: its products are published with their categories.
    expect((await call("POST", `/imports/${id}/groups`, { json: { ...body, slug: "denso" } })).status).toBe(404);
    expect((await call("POST", `/imports/${id + 100}/groups`, { json: body })).status).toBe(404);
    expect((await call("GET", `/imports/${id + 100}/review`)).status).toBe(404);
    expect((await call("GET", "/products/status-summary")).status).toBe(400);
    expect((await call("GET", "/products/status-summary?brand=nobody")).status).toBe(404);
    expect((await statusOf("ACR-1")).status).toBe("draft");

    expect((await call("POST", `/imports/${id}/undo`)).status).toBe(200);
    expect((await call("GET", `/imports/${id}/review`)).status).toBe(409);
    expect((await call("POST", `/imports/${id}/groups`, { json: body })).status).toBe(409);
  });
});
