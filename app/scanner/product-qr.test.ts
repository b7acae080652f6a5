import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { productPath } from "#app/utils/product-paths.ts";
import { prepareZxingReader, prepareZxingWriter } from "../../scripts/lib/zxing-in-node.ts";
import { barcodeCandidates } from "./label-candidates.ts";
import { zxingBarcodes } from "./label-reader.ts";
import { productQrSvg } from "./product-qr.ts";

// The shelf label's QR code, read back by the scanner's own decoder: it names the product.
describe("a shelf label's QR code", () => {
  beforeAll(async () => {
    await prepareZxingWriter();
    await prepareZxingReader();
  });

  it("decodes, through the scanner's code path, to the product page and its part number", async () => {
    const url = `https://parts.example.in${productPath({ kind: "brand", brandSlug: "mahle-behr" }, "ACP 973 000S", "en")}`;
    const svg = await productQrSvg(url);
    // Printed at 30 mm and photographed: rasterised at about 8 pixels a module, with a quiet zone.
    const { data, info } = await sharp(Buffer.from(svg))
      .resize(240, 240, { kernel: "nearest" })
      .extend({ top: 30, bottom: 30, left: 30, right: 30, background: "#ffffff" })
      .flatten({ background: "#ffffff" })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const values = await zxingBarcodes({
      data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
      width: info.width,
      height: info.height,
    });
    expect(values).toEqual([url]);
    expect(values.flatMap(barcodeCandidates)).toEqual(["ACP 973 000S"]);
  });
});
