import Tesseract from "tesseract.js/dist/tesseract.esm.min.js";
import { prepareZXingModule } from "zxing-wasm/reader";
import zxingWasmUrl from "zxing-wasm/reader/zxing_reader.wasm?url";
import { SCAN_LOOKUP_LIMITS, type ScanLookupAnswer } from "#app/api/scan.ts";
import type { BarcodeReader, RgbaImage, TextReader } from "./label-reader.ts";
import { OCR_PARAMETERS, zxingBarcodes } from "./label-reader.ts";
import { OCR_ASSETS_PATH } from "./ocr-assets.ts";

/**
 * The browser's half of the label scanner (decision 148), in the scanner's chunk only: the
 * camera's frame or a chosen photo as pixels, barcodes by the browser's BarcodeDetector where it
 * reads our formats (Android's Chrome) or else ZXing's WebAssembly (iPhones, desktops), Tesseract
 * in a worker with its files from our own origin, and the catalogue asked through the API.
 */

/** The aiming frame, as shares of the video's width and height: what is read of each frame. */
export const AIMING_FRAME = { left: 0.06, top: 0.12, width: 0.88, height: 0.76 } as const;
/** Wider than this is scaled down before reading: no label needs more, and OCR time grows with pixels. */
const MAX_READ_WIDTH = 1280;

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): { detect(image: ImageBitmapSource): Promise<DetectedBarcode[]> };
  getSupportedFormats(): Promise<string[]>;
}

const DETECTOR_FORMATS = ["qr_code", "data_matrix", "code_128", "code_39", "ean_13", "ean_8", "upc_a"];

export async function browserBarcodeReader(): Promise<BarcodeReader> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  const supported = Detector ? await Detector.getSupportedFormats().catch(() => []) : [];
  const formats = DETECTOR_FORMATS.filter((format) => supported.includes(format));
  if (Detector && formats.length > 0) {
    const detector = new Detector({ formats });
    return async (image) =>
      (await detector.detect(new ImageData(new Uint8ClampedArray(image.data), image.width, image.height))).map(
        (code) => code.rawValue,
      );
  }
  // The WebAssembly from our own assets (Vite gives it a hashed name), never the package's CDN default.
  prepareZXingModule({
    overrides: {
      locateFile: (file: string, prefix: string) => (file.endsWith(".wasm") ? zxingWasmUrl : prefix + file),
    },
  });
  return zxingBarcodes;
}

/** Tesseract in a worker started from our origin (no blob: URL, so `worker-src` needs nothing new). */
export async function browserTextReader(): Promise<{ read: TextReader; stop: () => Promise<void> }> {
  const worker = await Tesseract.createWorker("eng", 1, {
    workerPath: `${OCR_ASSETS_PATH}/worker.min.js`,
    corePath: OCR_ASSETS_PATH,
    langPath: OCR_ASSETS_PATH,
    workerBlobURL: false,
  });
  await worker.setParameters(OCR_PARAMETERS as never);
  return {
    read: async (image) => {
      const canvas = document.createElement("canvas");
      canvas.width = image.width;
      canvas.height = image.height;
      canvas
        .getContext("2d")
        ?.putImageData(new ImageData(new Uint8ClampedArray(image.data), image.width, image.height), 0, 0);
      return (await worker.recognize(canvas)).data.text;
    },
    stop: async () => {
      await worker.terminate();
    },
  };
}

function pixelsOf(source: CanvasImageSource, sx: number, sy: number, sw: number, sh: number): RgbaImage {
  const scale = Math.min(1, MAX_READ_WIDTH / sw);
  const width = Math.max(1, Math.round(sw * scale));
  const height = Math.max(1, Math.round(sh * scale));
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d", { willReadFrequently: true });
  if (!context) throw new Error("No 2D canvas");
  context.drawImage(source, sx, sy, sw, sh, 0, 0, width, height);
  return context.getImageData(0, 0, width, height);
}

/** What the aiming frame holds of the video's current frame. */
export function framePixels(video: HTMLVideoElement): RgbaImage {
  const { videoWidth: width, videoHeight: height } = video;
  return pixelsOf(
    video,
    width * AIMING_FRAME.left,
    height * AIMING_FRAME.top,
    width * AIMING_FRAME.width,
    height * AIMING_FRAME.height,
  );
}

/** A chosen photo, whole; null when the file is not a picture the browser can open. */
export async function photoPixels(file: Blob): Promise<RgbaImage | null> {
  try {
    const bitmap = await createImageBitmap(file);
    const pixels = pixelsOf(bitmap, 0, 0, bitmap.width, bitmap.height);
    bitmap.close();
    return pixels;
  } catch {
    return null;
  }
}

/** GET /api/scan-lookup: the first candidate that names a product (the server checks them again). */
export async function lookUpCandidates(candidates: string[]): Promise<ScanLookupAnswer["hit"]> {
  const query = candidates.slice(0, SCAN_LOOKUP_LIMITS.candidates).join(",");
  const response = await fetch(`/api/scan-lookup?candidates=${encodeURIComponent(query)}`);
  if (!response.ok) return null;
  return ((await response.json()) as ScanLookupAnswer).hit;
}
