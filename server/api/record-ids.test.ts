import { describe, expect, it } from "vitest";
import { upsertProducts } from "#app/server/products/product-writes.server.ts";
import type { ApiJson as Json } from "#tests/setup/api-client.ts";
import { productInput } from "#tests/setup/product-input.ts";
import { databaseKinds } from "#tests/setup/test-database.ts";
import { serverPerTest } from "#tests/setup/test-server.ts";

/**
 * Issue 41, item 6 (decision 175): an id is plain decimal digits. JavaScript's Number() reads each of
 * these as the id they spell, which let `PATCH /api/products/0x14` change product 20.
 */
function otherNotations(id: number): string[] {
  return [
    `0x${id.toString(16)}`,
    `0X${id.toString(16)}`,
    `0b${id.toString(2)}`,
    `0o${id.toString(8)}`,
    `${id / 10}e1`,
    `+${id}`,
    `0${id}`,
    ` ${id} `,
    `${id}.0`,
    `${id}\n`,
  ];
}

describe.each(databaseKinds)("ids in plain digits only, on %s", (kind) => {
  const { server, call } = serverPerTest(kind);

  /** 25 products; the one whose id is a multiple of 10 (so "2e1" can spell it) is the target. */
  async function catalogue() {
    await upsertProducts(
      server.database.db,
      Array.from({ length: 25 }, (_, i) => productInput({ name: `Compressor ${i + 1}`, partNumber: `CC-${i + 1}` })),
    );
    const { json } = await call("GET", "/api/products?limit=100");
    const ids = (json.products as Json[]).map((product) => product.id as number);
    const target = ids.find((id) => id % 10 === 0);
    if (target === undefined) throw new Error("no product with an id that is a multiple of 10");
    return target;
  }

  const nameOf = async (id: number) =>
    ((await call("GET", `/api/products/details/${id}`)).json.product as Json | undefined)?.name;

  it("answers 404 to an id in a path written any other way, and changes nothing", async () => {
    const token = await server.signIn();
    const id = await catalogue();
    const before = await nameOf(id);
    for (const notation of otherNotations(id)) {
      const path = encodeURIComponent(notation);
      const patched = await call("PATCH", `/api/products/${path}`, { token, json: { name: "Pumped" } });
      expect([notation, patched.status, patched.json.error]).toEqual([notation, 404, "Product not found"]);
      expect((await call("PUT", `/api/products/${path}`, { token, json: { name: "Pumped" } })).status).toBe(404);
      expect((await call("DELETE", `/api/products/${path}/image`, { token })).status).toBe(404);
      expect((await call("GET", `/api/products/${path}/photos`, { token })).status).toBe(404);
      expect((await call("PUT", `/api/products/${path}/photos`, { token, json: { photos: [] } })).status).toBe(404);
      expect((await call("GET", `/api/products/details/${path}`)).status).toBe(404);
      expect((await call("PATCH", `/api/enquiries/${path}`, { token, json: { status: "replied" } })).status).toBe(404);
      expect((await call("POST", `/api/imports/${path}/undo`, { token })).status).toBe(404);
      expect((await call("DELETE", `/api/import-mappings/${path}`, { token })).status).toBe(404);
      expect((await call("DELETE", `/api/spec-fields/${path}`, { token })).status).toBe(404);
    }
    expect(await nameOf(id)).toBe(before);
    // The plain id still names it.
    expect((await call("PATCH", `/api/products/${id}`, { token, json: { name: "Renamed" } })).status).toBe(200);
    expect(await nameOf(id)).toBe("Renamed");
  });

  it("answers 400 with a clear sentence to an id in a body or query written any other way, and deletes nothing", async () => {
    const token = await server.signIn();
    const id = await catalogue();
    for (const notation of otherNotations(id)) {
      const inBody = await call("DELETE", "/api/products/delete", { token, json: { id: notation } });
      expect([notation, inBody.status, inBody.json.error]).toEqual([
        notation,
        400,
        "Send the id of the product to delete, in plain digits (such as 12).",
      ]);
      const inQuery = await call("DELETE", `/api/products/delete?id=${encodeURIComponent(notation)}`, { token });
      expect([notation, inQuery.status]).toEqual([notation, 400]);
      const status = await call("POST", "/api/products/status", { token, json: { status: "draft", ids: [notation] } });
      expect([notation, status.status]).toEqual([notation, 400]);
      expect((await call("GET", `/api/products?importId=${encodeURIComponent(notation)}`, { token })).status).toBe(400);
    }
    expect(await nameOf(id)).toBeDefined();
    expect((await call("GET", `/api/products/details/${id}`, { token })).json.product).toMatchObject({
      status: "active",
    });
    // A JSON number, or the id's plain digits as text, deletes it.
    expect((await call("DELETE", "/api/products/delete", { token, json: { id: String(id) } })).status).toBe(200);
    expect((await call("DELETE", "/api/products/delete", { token, json: { id: id + 1 } })).status).toBe(200);
    expect(await nameOf(id)).toBeUndefined();
  });
});
