import { describe, expect, it } from "vitest";
import type { ProductPhoto } from "#app/catalogue/product.ts";
import { movePhoto } from "./product-photo-order.tsx";

const photo = (key: string): ProductPhoto => ({ key, src: "", srcSet: "", width: 1, height: 1, fileName: key });
const keys = (photos: ProductPhoto[]) => photos.map((item) => item.key);

describe("movePhoto", () => {
  const photos = ["A", "B", "C"].map(photo);

  it("moves a photo one place up or down", () => {
    expect(keys(movePhoto(photos, 2, -1))).toEqual(["A", "C", "B"]);
    expect(keys(movePhoto(photos, 0, 1))).toEqual(["B", "A", "C"]);
  });

  it("leaves the order as it is at either end, and never changes the list it was given", () => {
    expect(keys(movePhoto(photos, 0, -1))).toEqual(["A", "B", "C"]);
    expect(keys(movePhoto(photos, 2, 1))).toEqual(["A", "B", "C"]);
    expect(keys(photos)).toEqual(["A", "B", "C"]);
  });
});
