import { describe, expect, it } from "vitest";
import { productInput } from "#tests/setup/product-input.ts";
import { databaseKinds, databasePerTest } from "#tests/setup/test-database.ts";
import { upsertProducts } from "./products/product-writes.server.ts";
import { productEntries, productSitemapChunk, productSitemapName } from "./sitemap.server.ts";

describe("product sitemap names", () => {
  it("reads back exactly the names the index lists, and no other", () => {
    for (const chunk of [0, 1, 41]) expect(productSitemapChunk(productSitemapName(chunk))).toBe(chunk);
    // products-0.xml was read as the chunk before the first, served as a copy of products-1.xml.
    for (const name of [
      "products-0.xml",
      "products-01.xml",
      "products-00002.xml",
      "products-1.xml.gz",
      "products-.xml",
    ]) {
      expect(productSitemapChunk(name), name).toBeUndefined();
    }
  });
});

describe.each(databaseKinds)("product sitemap entries on %s", (kind) => {
  const database = databasePerTest(kind);

  it("lists the products of a chunk, and nothing for a chunk before the first", async () => {
    await upsertProducts(database.db, [
      productInput({ name: "Denso Compressor A", partNumber: "SM-0001" }),
      productInput({ name: "Denso Compressor B", partNumber: "SM-0002" }),
    ]);
    const first = await productEntries(database.db, 0);
    expect(first.map((entry) => entry.path)).toHaveLength(2);
    expect(await productEntries(database.db, 1)).toEqual([]);
    expect(await productEntries(database.db, -1)).toEqual([]);
  });
});
