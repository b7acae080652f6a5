/**
 * Issue 24, item 7, through the API on both databases: an undo after the brand was renamed puts the
 * products back under the new slug; after it was deleted, the undo is refused naming it (decision 078).
 */
import { beforeEach, describe, expect, it } from "vitest";
import { upsertProducts } from "#app/server/products/product-writes.server.ts";
import { listProducts } from "#app/server/search/list-products.server.ts";
import { apiClient } from "#tests/setup/api-client.ts";
import { productInput } from "#tests/setup/product-input.ts";
import { databaseKinds } from "#tests/setup/test-database.ts";
import { serverPerTest } from "#tests/setup/test-server.ts";

describe.each(databaseKinds)("undo after a brand changed, through the API on %s", { timeout: 60_000 }, (kind) => {
  const { server } = serverPerTest(kind);
  let token: string;
  beforeEach(async () => {
    token = await server.signIn();
    await upsertProducts(server.database.db, [
      productInput({ name: "Sanden compressor", partNumber: "SD-1", brandSlug: "sanden" }),
    ]);
  });

  const api = apiClient(
    () => server.url,
    () => token,
  );
  const call = (method: string, path: string, json?: unknown) => api(method, path, { json });

  /** Changes the product by hand: an entry of the same history as imports, undone the same way. */
  async function editProduct(changes: Record<string, unknown>): Promise<number> {
    const [product] = (await listProducts(server.database.db, { offset: 0 })).products;
    expect((await call("PATCH", `/api/products/${product?.id}`, changes)).status).toBe(200);
    const history = await call("GET", "/api/imports?limit=1");
    return (history.json.imports as { id: number }[])[0]?.id ?? 0;
  }

  it("puts the product back under the brand's new slug", async () => {
    const entry = await editProduct({ description: "Changed by hand" });
    expect((await call("PATCH", "/api/brands/sanden", { slug: "sanden-new" })).status).toBe(200);
    expect(await call("POST", `/api/imports/${entry}/undo`)).toMatchObject({ status: 200, json: { restored: 1 } });
    const listed = await call("GET", "/api/products?brand=sanden-new");
    expect(listed.json).toMatchObject({ total: 1, products: [{ partNumber: "SD-1", description: "" }] });
  });

  it("refuses with 409 naming the brand deleted since, and changes nothing", async () => {
    const entry = await editProduct({ brand: "denso" });
    expect((await call("DELETE", "/api/brands/sanden")).status).toBe(200);
    const undo = await call("POST", `/api/imports/${entry}/undo`);
    expect(undo.status).toBe(409);
    expect(undo.json).toEqual({
      success: false,
      reason: "term-deleted",
      kind: "brand",
      slug: "sanden",
      error: `The brand "sanden" was deleted after import #${entry}, and its products cannot go back to it. Add the brand again with the slug "sanden", then undo.`,
    });
    expect((await call("GET", "/api/products?brand=denso")).json).toMatchObject({ total: 1 });
  });
});
