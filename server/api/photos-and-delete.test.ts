import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { countProducts } from "#app/server/products/product-queries.server.ts";
import { importFixture, type ApiJson as Json, photosForm } from "#tests/setup/api-client.ts";
import { fixturePath, readFixture } from "#tests/setup/fixtures.ts";
import { databaseKinds } from "#tests/setup/test-database.ts";
import { serverPerTest } from "#tests/setup/test-server.ts";

describe.each(databaseKinds)("JSON API, photos and deletion, on %s", (kind) => {
  const { server, call } = serverPerTest(kind);

  describe("images and delete", () => {
    it("attaches every fixture photo to its product and serves WebP renditions safely", async () => {
      const token = await server.signIn();
      await importFixture(call, token);
      const names = readdirSync(fixturePath("images"));
      const answer = await call("POST", "/api/upload-images", {
        token,
        form: photosForm(names.map((name) => ({ name, data: readFixture("images", name) }))),
      });
      expect(answer.status).toBe(200);
      expect(answer.json.message).toBe("Successfully uploaded images");
      expect(answer.json.matched).toHaveLength(12);
      expect(answer.json.unmatched).toEqual([]);

      const product = (await call("GET", `/api/products/details/${encodeURIComponent("AC 417 000S")}`)).json
        .product as Json;
      expect(product.image).toMatch(/^\/media\/[0-9a-f]{24}-\d+\.webp$/);
      const media = await fetch(`${server.url}${product.image}`);
      expect(media.status).toBe(200);
      expect(media.headers.get("content-type")).toBe("image/webp");
      expect(media.headers.get("x-content-type-options")).toBe("nosniff");
      expect(media.headers.get("cache-control")).toContain("immutable");
      expect((await fetch(`${server.url}/media/originals`)).status).toBe(404);
    });

    it("refuses files that are not photos and keeps the library as it was", async () => {
      const token = await server.signIn();
      for (const name of ["script.svg", "text-renamed.jpg", "40000x40000.png"]) {
        const answer = await call("POST", "/api/upload-images", {
          token,
          form: photosForm([
            { name: "33740.png", data: readFixture("images", "33740.png") },
            { name, data: readFixture("bad", name) },
          ]),
        });
        expect(answer.status, name).toBe(400);
        expect(answer.json.success).toBe(false);
        expect(readdirSync(server.mediaDir).filter((f) => f !== "originals")).toEqual([]);
      }
      const none = await call("POST", "/api/upload-images", { token, form: new FormData() });
      expect(none.json).toEqual({ success: false, error: "Please select at least one image" });
    });

    it("refuses photos that together pass the request's 40 MB with 413, and stores none of them", async () => {
      const token = await server.signIn();
      const photo = readFixture("images", "33740.png");
      // Five files of 9 MB: each under its own 10 MB limit, 45 MB together.
      const padded = Buffer.concat([photo, Buffer.alloc(9 * 1024 * 1024 - photo.length)]);
      const answer = await call("POST", "/api/upload-images", {
        token,
        form: photosForm(Array.from({ length: 5 }, (_, i) => ({ name: `3374${i}.png`, data: padded }))),
      });
      expect(answer.status).toBe(413);
      expect(answer.json.error).toBe("The photos in one upload may add up to 40 MB. Send fewer at a time.");
      expect(readdirSync(server.mediaDir).filter((f) => f !== "originals")).toEqual([]);
    });

    it("deletes a product by id; an unknown id is 404", async () => {
      const token = await server.signIn();
      await importFixture(call, token);
      const { json } = await call("GET", "/api/products?limit=1");
      const id = (json.products as Json[])[0]?.id;
      expect((await call("DELETE", "/api/products/delete", { token, json: { id } })).json).toEqual({ success: true });
      expect(await countProducts(server.database.db)).toBe(299);
      const again = await call("DELETE", "/api/products/delete", { token, json: { id } });
      expect(again.status).toBe(404);
      expect(again.json.error).toBe("Product not found");
    });
  });
});
