import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp, { type Sharp } from "sharp";
import { describe, expect, it } from "vitest";
import { uploadLimits } from "#app/server/upload-limits.server.ts";
import { fixturesDir } from "#tests/setup/fixtures.ts";
import {
  detectImageType,
  type ImageRefusal,
  isImageRefusal,
  NOT_AN_IMAGE_MESSAGE,
  type ProcessedImage,
  processImage,
  renditionWidths,
} from "./process-image.server.ts";

const fixtures = fixturesDir;
const photoNames = readdirSync(path.join(fixtures, "images")).sort();
const photo = (name: string) => ({ name, data: readFileSync(path.join(fixtures, "images", name)) });
const badFile = (name: string) => ({ name, data: readFileSync(path.join(fixtures, "bad", name)) });

async function processed(input: { name: string; data: Buffer }): Promise<ProcessedImage> {
  const result = await processImage(input);
  if (isImageRefusal(result)) throw new Error(`refused: ${result.reason} ${result.detail ?? ""}`);
  return result;
}

async function refused(input: { name: string; data: Buffer }): Promise<ImageRefusal> {
  const result = await processImage(input);
  if (!isImageRefusal(result)) throw new Error(`${input.name} was accepted`);
  return result;
}

/** A plain test card, made here so each case controls its own size, format and metadata. */
function testCard(width: number, height: number): Sharp {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } });
}

describe("processImage", () => {
  it.each(photoNames)("makes WebP renditions of the fixture photo %s", async (name) => {
    const input = photo(name);
    const result = await processed(input);
    expect(result).toMatchObject({ name, width: 1200, height: 900 });
    expect(result.originalExt).toBe({ ".jpg": "jpg", ".png": "png", ".webp": "webp" }[path.extname(name)]);
    expect(result.original).toBe(input.data);
    expect(result.renditions.map((rendition) => rendition.width)).toEqual([320, 640, 960]);
    for (const rendition of result.renditions) {
      const metadata = await sharp(rendition.data).metadata();
      expect(metadata).toMatchObject({ format: "webp", width: rendition.width, height: (rendition.width * 3) / 4 });
      expect(metadata.exif).toBeUndefined();
    }
  });

  it("keys a photo by its normalised file-name stem", async () => {
    expect((await processed(photo("AC 417 000S.jpg"))).stemKey).toBe("AC417000S");
    expect((await processed(photo("photo-006.jpg"))).stemKey).toBe("PHOTO006");
  });

  it("turns a photo upright from its EXIF orientation, then strips the metadata", async () => {
    // 800 × 400 pixels stored sideways: orientation 6 means "rotate 90° clockwise to view".
    const sideways = await testCard(800, 400).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect((await sharp(sideways).metadata()).orientation).toBe(6);
    const result = await processed({ name: "sideways.jpg", data: sideways });
    expect(result).toMatchObject({ width: 400, height: 800 });
    expect(result.renditions.map((rendition) => rendition.width)).toEqual([320]);
    const rendition = await sharp(result.renditions[0]?.data).metadata();
    expect(rendition).toMatchObject({ format: "webp", width: 320, height: 640 });
    expect(rendition.orientation).toBeUndefined();
    expect(rendition.exif).toBeUndefined();
  });

  it("accepts AVIF and GIF, keeping the original's type from its content", async () => {
    const avif = await testCard(700, 500).avif({ effort: 0 }).toBuffer();
    const gif = await testCard(700, 500).gif().toBuffer();
    expect(await processed({ name: "part.avif", data: avif })).toMatchObject({ originalExt: "avif", width: 700 });
    expect(await processed({ name: "part.gif", data: gif })).toMatchObject({ originalExt: "gif", width: 700 });
    // A wrong photo extension is harmless: the content decides what is stored.
    expect(await processed({ name: "part.jpg", data: gif })).toMatchObject({ originalExt: "gif" });
  });

  it("makes one rendition at its own width for a photo narrower than the smallest width", async () => {
    const narrow = await testCard(100, 80).png().toBuffer();
    const result = await processed({ name: "narrow.png", data: narrow });
    expect(result.renditions.map((rendition) => rendition.width)).toEqual([100]);
    expect(await sharp(result.renditions[0]?.data).metadata()).toMatchObject({ width: 100, height: 80 });
  });

  it("refuses an SVG, even when it is named .png", async () => {
    for (const name of ["script.svg", "script.png"]) {
      const refusal = await refused({ name, data: badFile("script.svg").data });
      expect(refusal).toMatchObject({ name, problem: "not-an-image", reason: NOT_AN_IMAGE_MESSAGE });
      expect(refusal.detail).toContain("SVG");
    }
  });

  it("refuses a text file renamed .jpg", async () => {
    expect(await refused(badFile("text-renamed.jpg"))).toMatchObject({
      problem: "not-an-image",
      reason: NOT_AN_IMAGE_MESSAGE,
      detail: '"text-renamed.jpg" is not a JPEG, PNG, WebP, AVIF or GIF image.',
    });
  });

  it("refuses a file named as something other than a photo, whatever it holds", async () => {
    expect(await refused(badFile("not-a-spreadsheet.xlsx"))).toMatchObject({
      problem: "not-an-image",
      reason: NOT_AN_IMAGE_MESSAGE,
      detail: '"not-a-spreadsheet.xlsx" is named as a .xlsx file, not a photo.',
    });
  });

  it("refuses a damaged or truncated photo", async () => {
    const jpeg = photo("photo-006.jpg").data;
    const truncated = jpeg.subarray(0, Math.floor(jpeg.length / 2));
    const png = photo("photo-007.png").data;
    const garbled = Buffer.concat([png.subarray(0, 8), Buffer.alloc(200, 0x41)]);
    for (const data of [truncated, garbled]) {
      const refusal = await refused({ name: "damaged.jpg", data });
      expect(refusal).toMatchObject({ problem: "not-an-image", reason: NOT_AN_IMAGE_MESSAGE });
      expect(refusal.detail).toContain("could not be read");
    }
  });

  it("refuses a HEIC photo with advice to save it as JPEG", async () => {
    const heicHeader = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from("ftypheic\0\0\0\0mif1heic", "latin1")]);
    expect((await refused({ name: "IMG_0001.HEIC", data: heicHeader })).detail).toContain("save it as JPEG");
  });

  it("refuses a decompression bomb from its header, naming the pixel limit", async () => {
    const refusal = await refused(badFile("40000x40000.png"));
    expect(refusal.problem).toBe("too-many-pixels");
    expect(refusal.reason).toBe(
      '"40000x40000.png" is 40000 × 40000 pixels (1,600 megapixels); photos may have at most 50 megapixels. Please resize it.',
    );
  });

  it("refuses a file larger than the upload limit, naming the file and the limit", async () => {
    const huge = Buffer.alloc(uploadLimits.images.maxFileBytes + 1);
    huge.set([0xff, 0xd8, 0xff]);
    const refusal = await refused({ name: "huge.jpg", data: huge });
    expect(refusal.problem).toBe("too-large");
    expect(refusal.reason).toMatch(/^"huge\.jpg" is larger than 10 MB/);
  });
});

describe("detectImageType", () => {
  it("recognises the five photo formats by their signatures and nothing else", async () => {
    const card = testCard(40, 30);
    expect(detectImageType(await card.clone().jpeg().toBuffer())).toBe("jpg");
    expect(detectImageType(await card.clone().png().toBuffer())).toBe("png");
    expect(detectImageType(await card.clone().webp().toBuffer())).toBe("webp");
    expect(detectImageType(await card.clone().avif({ effort: 0 }).toBuffer())).toBe("avif");
    expect(detectImageType(await card.clone().gif().toBuffer())).toBe("gif");
    expect(detectImageType(await card.clone().tiff().toBuffer())).toBeNull();
    expect(detectImageType(badFile("script.svg").data)).toBeNull();
    expect(detectImageType(Buffer.alloc(0))).toBeNull();
  });
});

describe("renditionWidths", () => {
  it("keeps the standard widths the photo can fill, else its own width", () => {
    expect(renditionWidths(1200)).toEqual([320, 640, 960]);
    expect(renditionWidths(1280)).toEqual([320, 640, 960, 1280]);
    expect(renditionWidths(4000)).toEqual([320, 640, 960, 1280]);
    expect(renditionWidths(200)).toEqual([200]);
  });
});
