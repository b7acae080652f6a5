import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { rgbaOf } from "../../scripts/lib/ocr-in-node.ts";
import { prepareZxingReader } from "../../scripts/lib/zxing-in-node.ts";
import { forOcr, readLabel, zxingBarcodes } from "./label-reader.ts";

// The label photos are the project's own (scripts/make-label-photos.ts); the bench reads them all.
const photo = (file: string) => rgbaOf(path.join("tests", "fixtures", "labels", file));

describe("reading a label", () => {
  beforeAll(prepareZxingReader);

  it("finds by a photographed QR code without running OCR", async () => {
    const asked: string[][] = [];
    const reading = await readLabel(await photo("label-03-subros.jpg"), {
      barcodes: zxingBarcodes,
      text: () => Promise.reject(new Error("OCR must not run when a code named the product")),
      lookup: async (candidates) => {
        asked.push(candidates);
        return {
          candidate: candidates[0] ?? "",
          product: {
            name: "x",
            brand: "Subros",
            brandSlug: "subros",
            partNumber: "SBR CP5656",
            image: null,
            category: "c",
            categorySlug: "c",
          },
          how: { kind: "partNumber", number: "SBR CP5656" },
          matchCount: 1,
        };
      },
    });
    expect(asked).toEqual([["SBR CP5656"]]);
    expect(reading.hit?.product.partNumber).toBe("SBR CP5656");
  });

  it("reads the printed text when no code names a product, and offers what it read", async () => {
    const reading = await readLabel(await photo("label-08-estra.jpg"), {
      barcodes: zxingBarcodes,
      text: async () => "GENUINE PART\nPART NO.\n95200-T16RO\n",
      lookup: async () => null,
    });
    expect(reading).toEqual({ hit: null, candidates: ["95200-T16RO", "95200-T16R0"], text: expect.any(String) });
  });

  it("stretches a dim photo's greys to black and white for OCR", () => {
    const dim = { data: new Uint8ClampedArray([40, 40, 40, 255, 90, 90, 90, 255]), width: 2, height: 1 };
    const stretched = forOcr(dim);
    expect([stretched.data[0], stretched.data[4]]).toEqual([0, 255]);
  });
});
