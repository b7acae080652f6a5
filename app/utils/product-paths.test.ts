import { describe, expect, it } from "vitest";
import { productPath, productPathLike } from "./product-paths.ts";

const valeoRadiator = { brandSlug: "valeo", categorySlug: "radiator", partNumber: "VA07-AP12/C-58A" };

describe("product paths", () => {
  it("puts the part number in one encoded segment under the listing", () => {
    expect(productPath({ kind: "brand", brandSlug: "denso" }, "AC 417 000S", "en")).toBe(
      "/brands/denso/products/AC%20417%20000S",
    );
    expect(productPath({ kind: "category", categorySlug: "radiator" }, valeoRadiator.partNumber, "hi")).toBe(
      "/hi/categories/radiator/products/VA07-AP12%2FC-58A",
    );
  });

  it("links another product under its own brand or category, in the kind of listing shown", () => {
    expect(productPathLike({ kind: "brand" }, valeoRadiator, "en")).toBe("/brands/valeo/products/VA07-AP12%2FC-58A");
    expect(productPathLike({ kind: "category" }, valeoRadiator, "es")).toBe(
      "/es/categories/radiator/products/VA07-AP12%2FC-58A",
    );
  });
});
