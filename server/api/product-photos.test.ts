import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { ProductPhoto } from "#app/catalogue/product.ts";
import { productMeta } from "#app/components/product-page.tsx";
import { loadProductPage, type ProductPageData } from "#app/server/products/product-page.server.ts";
import { type ApiCall, type ApiJson as Json, photosForm } from "#tests/setup/api-client.ts";
import { readFixture } from "#tests/setup/fixtures.ts";
import { databaseKinds } from "#tests/setup/test-database.ts";
import { serverPerTest } from "#tests/setup/test-server.ts";

/** Several photos per product (decision 151): uploads by name, staff's order, removal, deletion. */

const photo = (name: string, fixture = "33740.png") => ({ name, data: readFixture("images", fixture) });

/** Stored files (renditions and originals) whose id is one of a photo's. */
function filesOf(mediaDir: string, src: string): string[] {
  const fileId = /\/media\/([0-9a-f]{24})-/.exec(src)?.[1];
  if (!fileId) throw new Error(`not a library photo: ${src}`);
  const names = [...readdirSync(mediaDir), ...readdirSync(`${mediaDir}/originals`)];
  return names.filter((name) => name.startsWith(fileId));
}

async function addProduct(call: ApiCall, token: string, partNumber: string, brand = "Denso"): Promise<number> {
  const answer = await call("POST", "/api/products", {
    token,
    json: { name: `Compressor ${partNumber}`, partNumber, brand, category: "compressor" },
  });
  expect(answer.status, answer.text).toBe(201);
  return (answer.json.product as Json).id as number;
}

async function photosOf(call: ApiCall, token: string, id: number): Promise<ProductPhoto[]> {
  const answer = await call("GET", `/api/products/${id}/photos`, { token });
  expect(answer.status, answer.text).toBe(200);
  return answer.json.photos as ProductPhoto[];
}

async function upload(call: ApiCall, token: string, files: ReturnType<typeof photo>[]) {
  return call("POST", "/api/upload-images", { token, form: photosForm(files) });
}

describe.each(databaseKinds)("JSON API, a product's photos, on %s", (kind) => {
  const { server, call } = serverPerTest(kind);

  it("adds photos named with a suffix to the product, in upload order after its main photo", async () => {
    const token = await server.signIn();
    const id = await addProduct(call, token, "447652-1005");
    const answer = await upload(call, token, [
      photo("447652-1005.jpg", "AC 417 000S.jpg"),
      photo("447652-1005_2.jpg", "photo-006.jpg"),
      photo("447652-1005-back.jpg", "photo-009.jpg"),
    ]);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json.matched).toEqual([
      { file: "447652-1005.jpg", partNumbers: ["447652-1005"] },
      { file: "447652-1005_2.jpg", partNumbers: ["447652-1005"] },
      { file: "447652-1005-back.jpg", partNumbers: ["447652-1005"] },
    ]);
    const photos = await photosOf(call, token, id);
    expect(photos.map((p) => p.fileName)).toEqual(["447652-1005.jpg", "447652-1005_2.jpg", "447652-1005-back.jpg"]);
    for (const p of photos) {
      expect(p.src).toMatch(/^\/media\/[0-9a-f]{24}-\d+\.webp$/);
      expect(p.srcSet).toContain(" 320w");
      expect(p.width).toBeGreaterThan(0);
    }
    // The product shows the first; "-2" is the same photo as "_2", so it replaces it.
    const details = await call("GET", "/api/products/details/447652-1005");
    expect((details.json.product as Json).image).toBe(photos[0]?.src);
    await upload(call, token, [photo("447652-1005-2.jpg", "photo-011.webp")]);
    const again = await photosOf(call, token, id);
    expect(again.map((p) => p.fileName)).toEqual(["447652-1005.jpg", "447652-1005-2.jpg", "447652-1005-back.jpg"]);
    expect(filesOf(server.mediaDir, photos[1]?.src ?? "")).toEqual([]);

    // The product page has them all, in order, and lists every one in its JSON-LD.
    const data = (await loadProductPage(
      server.database.db,
      new URL("http://x/brands/denso/products/447652-1005"),
      { brand: "denso" },
      "447652-1005",
    )) as ProductPageData;
    expect(data.photos).toEqual(again);
    const meta = productMeta({
      location: { pathname: "/brands/denso/products/447652-1005" },
      loaderData: data,
      matches: [],
    });
    const jsonLd = meta.find(
      (tag) => "script:ld+json" in tag && (tag["script:ld+json"] as { "@type": string })["@type"] === "Product",
    ) as { "script:ld+json": { image: unknown } };
    expect(jsonLd["script:ld+json"].image).toEqual(again.map((p) => p.src));
  });

  it("keeps staff's order, makes the first the product's photo everywhere, and deletes a removed photo's files", async () => {
    const token = await server.signIn();
    const id = await addProduct(call, token, "SP-17");
    await upload(call, token, [photo("SP-17.jpg"), photo("SP-17_2.jpg", "photo-006.jpg"), photo("sp17 side.png")]);
    const [main, second, side] = await photosOf(call, token, id);
    if (!main || !second || !side) throw new Error("three photos expected");

    const ordered = await call("PUT", `/api/products/${id}/photos`, {
      token,
      json: { photos: [side.key, main.key, second.key] },
    });
    expect(ordered.status, ordered.text).toBe(200);
    expect((ordered.json.photos as ProductPhoto[]).map((p) => p.key)).toEqual([side.key, main.key, second.key]);
    const listed = await call("GET", "/api/products?q=SP-17");
    expect((listed.json.products as Json[])[0]?.image).toBe(side.src);

    expect(filesOf(server.mediaDir, second.src).length).toBeGreaterThan(0);
    const removed = await call("PUT", `/api/products/${id}/photos`, { token, json: { photos: [side.key, main.key] } });
    expect(removed.status).toBe(200);
    expect(filesOf(server.mediaDir, second.src)).toEqual([]);
    // The main photo removed too: it is deleted, and does not come back through the product's name.
    await call("PUT", `/api/products/${id}/photos`, { token, json: { photos: [side.key] } });
    expect(filesOf(server.mediaDir, main.src)).toEqual([]);
    expect((await photosOf(call, token, id)).map((p) => p.key)).toEqual([side.key]);
  });

  it("refuses an order that names another photo, or one twice, and changes nothing", async () => {
    const token = await server.signIn();
    const id = await addProduct(call, token, "10S17C");
    await upload(call, token, [photo("10S17C.jpg"), photo("10S17C-2.jpg", "photo-006.jpg")]);
    const before = await photosOf(call, token, id);
    const keys = before.map((p) => p.key);
    const refusals: [unknown, number, RegExp][] = [
      [{ photos: [...keys, "OTHER~2"] }, 400, /has no photo "OTHER~2"/],
      [{ photos: [keys[0], keys[0]] }, 400, /listed twice/],
      [{ photos: keys, extra: 1 }, 400, /./],
      [{ photos: "all" }, 400, /the keys of the product's photos/],
    ];
    for (const [json, status, message] of refusals) {
      const answer = await call("PUT", `/api/products/${id}/photos`, { token, json });
      expect(answer.status, JSON.stringify(json)).toBe(status);
      expect(answer.json.error).toMatch(message);
    }
    expect((await call("PUT", `/api/products/${id}/photos`, { token: null, json: { photos: keys } })).status).toBe(401);
    expect((await call("PUT", "/api/products/999999/photos", { token, json: { photos: [] } })).status).toBe(404);
    expect(await photosOf(call, token, id)).toEqual(before);
  });

  it("deletes a deleted product's extra photos with their files", async () => {
    const token = await server.signIn();
    const id = await addProduct(call, token, "6SEU14C");
    await upload(call, token, [photo("6SEU14C.jpg"), photo("6SEU14C_2.jpg", "photo-006.jpg")]);
    const [main, extra] = await photosOf(call, token, id);
    if (!main || !extra) throw new Error("two photos expected");
    expect((await call("DELETE", "/api/products/delete", { token, json: { id } })).status).toBe(200);
    expect(filesOf(server.mediaDir, extra.src)).toEqual([]);
    // The photo named after the part number stays in the library, as it always has (decision 090).
    expect(filesOf(server.mediaDir, main.src).length).toBeGreaterThan(0);
  });

  it("asks whose photo a suffixed name is when two brands sell the number, and takes the brand's name", async () => {
    const token = await server.signIn();
    await addProduct(call, token, "969853X000", "Denso");
    const mahle = await addProduct(call, token, "969853X000", "Mahle");
    const refused = await upload(call, token, [photo("969853X000_2.jpg")]);
    expect(refused.status).toBe(400);
    expect(refused.json.error).toContain('"denso_969853X000_2.jpg" or "mahle-behr_969853X000_2.jpg"');
    const taken = await upload(call, token, [photo("mahle-behr_969853X000_2.jpg")]);
    expect(taken.status, taken.text).toBe(200);
    expect((await photosOf(call, token, mahle)).map((p) => p.fileName)).toEqual(["mahle-behr_969853X000_2.jpg"]);
  });

  it("removing the photo of one brand's product keeps the number's photo that another brand's shows", async () => {
    const token = await server.signIn();
    const denso = await addProduct(call, token, "969853X000", "Denso");
    expect((await upload(call, token, [photo("969853X000.jpg")])).status).toBe(200);
    // A photo uploaded when one brand sold the number shows for a brand that sells it later too.
    const mahle = await addProduct(call, token, "969853X000", "Mahle");
    const [shared] = await photosOf(call, token, mahle);
    if (!shared) throw new Error("the number's photo shows on both brands' products");
    expect((await call("DELETE", `/api/products/${denso}/image`, { token })).status).toBe(200);
    expect(filesOf(server.mediaDir, shared.src).length).toBeGreaterThan(0);
    expect((await photosOf(call, token, mahle)).map((p) => p.src)).toEqual([shared.src]);
    // Once no product is named after it any more, removing it deletes its files.
    expect((await call("DELETE", "/api/products/delete", { token, json: { id: denso } })).status).toBe(200);
    expect((await call("DELETE", `/api/products/${mahle}/image`, { token })).status).toBe(200);
    expect(filesOf(server.mediaDir, shared.src)).toEqual([]);
  });

  it("replacing or removing the photo of a product with several changes the first one", async () => {
    const token = await server.signIn();
    const id = await addProduct(call, token, "PV6-24V");
    await upload(call, token, [photo("PV6-24V.jpg"), photo("PV6-24V_2.jpg", "photo-006.jpg")]);
    const [main, extra] = await photosOf(call, token, id);
    const form = new FormData();
    form.append("image", new Blob([new Uint8Array(readFixture("images", "photo-009.jpg"))]), "IMG_1.jpg");
    expect((await call("PUT", `/api/products/${id}/image`, { token, form })).status).toBe(200);
    const replaced = await photosOf(call, token, id);
    expect(replaced.map((p) => p.key)).toEqual(["DENSOPV624V", extra?.key]);
    expect(filesOf(server.mediaDir, main?.src ?? "")).toEqual([]);
    const removed = await call("DELETE", `/api/products/${id}/image`, { token });
    expect((removed.json.product as Json).image).toBe(extra?.src);
    expect((await photosOf(call, token, id)).map((p) => p.key)).toEqual([extra?.key]);
  });
});
