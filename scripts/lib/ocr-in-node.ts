// Tesseract in Node for the bench and the label tests: the same engine, settings and English data
// (@tesseract.js-data/eng, from npm) the browser's scanner uses, read from node_modules.
import { createRequire } from "node:module";
import path from "node:path";
import sharp from "sharp";
import { createWorker } from "tesseract.js";
import { OCR_PARAMETERS, type RgbaImage, type TextReader } from "#app/scanner/label-reader.ts";

const require = createRequire(import.meta.url);

export async function nodeTextReader(): Promise<{ read: TextReader; stop: () => Promise<void> }> {
  const langPath = path.join(path.dirname(require.resolve("@tesseract.js-data/eng/package.json")), "4.0.0_best_int");
  const worker = await createWorker("eng", 1, { langPath, cacheMethod: "none", gzip: true });
  await worker.setParameters(OCR_PARAMETERS as never);
  return {
    read: async (image: RgbaImage) => {
      const png = await sharp(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength), {
        raw: { width: image.width, height: image.height, channels: 4 },
      })
        .png()
        .toBuffer();
      return (await worker.recognize(png)).data.text;
    },
    stop: async () => {
      await worker.terminate();
    },
  };
}

/** A photo file's pixels, as a canvas would give them. */
export async function rgbaOf(file: string): Promise<RgbaImage> {
  const { data, info } = await sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return {
    data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
    width: info.width,
    height: info.height,
  };
}
