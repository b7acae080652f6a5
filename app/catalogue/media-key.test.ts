import { describe, expect, it } from "vitest";
import { galleryPhotoName, galleryStemKey, mediaStemKey } from "./media-key.ts";

describe("galleryPhotoName (decision 151)", () => {
  it("reads the number and the suffix of an extra photo's name", () => {
    expect(galleryPhotoName("447652-1005_2.jpg")).toEqual({ baseKey: "4476521005", suffixKey: "2" });
    expect(galleryPhotoName("447652-1005-2.JPG")).toEqual({ baseKey: "4476521005", suffixKey: "2" });
    expect(galleryPhotoName("photos/447652-1005-back.webp")).toEqual({ baseKey: "4476521005", suffixKey: "BACK" });
    expect(galleryPhotoName("denso_969853X000 side.png")).toEqual({ baseKey: "DENSO969853X000", suffixKey: "SIDE" });
  });

  it("finds no suffix in a name without a separator before a short number or a word", () => {
    expect(galleryPhotoName("447652-1005.jpg")).toBeNull();
    expect(galleryPhotoName("PV6-24V.jpg")).toBeNull();
    expect(galleryPhotoName("SD7V16-1008.jpg")).toBeNull();
    expect(galleryPhotoName("_2.jpg")).toBeNull();
  });

  it("files an extra photo under a key no file name's own key can be", () => {
    const key = galleryStemKey("4476521005", "2");
    expect(key).toBe("4476521005~2");
    expect(mediaStemKey("4476521005~2.jpg")).not.toBe(key);
  });
});
