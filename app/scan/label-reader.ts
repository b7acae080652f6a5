import { type ReaderOptions, readBarcodes } from "zxing-wasm/reader";
import type { ScanLookupAnswer } from "#app/api/scan.ts";
import { labelCandidates } from "./label-candidates.ts";

/**
 * Reading a label (issue 32, decision 147): one code path for the phone's camera, a chosen photo,
 * the bench (scripts/bench/scan.ts, in Node) and the tests. Barcodes and QR codes first, because
 * they are exact and fast; the catalogue is asked about what they hold; only if that names no
 * product is the printed text read by OCR (slow: a second or more) and asked about in turn.
 */

/** Pixels as a canvas gives them (ImageData) or sharp's raw output does: RGBA, row by row. */
export interface RgbaImage {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

export type BarcodeReader = (image: RgbaImage) => Promise<string[]>;
export type TextReader = (image: RgbaImage) => Promise<string>;
export type CandidateLookup = (candidates: string[]) => Promise<ScanLookupAnswer["hit"]>;

export interface LabelReading {
  hit: ScanLookupAnswer["hit"];
  /** The candidates tried, best first: the first is what a visitor is offered to correct when nothing matched. */
  candidates: string[];
  /** The text OCR read, when it ran. */
  text: string;
}

/** The symbologies parts' labels carry: a maker's Code 128 or 39, a retail EAN/UPC, our QR codes. */
const BARCODE_FORMATS: ReaderOptions["formats"] = [
  "QRCode",
  "DataMatrix",
  "Code128",
  "Code39",
  "EAN13",
  "EAN8",
  "UPCA",
];

/** Barcodes read by ZXing's WebAssembly build, where the browser has no BarcodeDetector (iPhones, desktop Linux). */
export const zxingBarcodes: BarcodeReader = async (image) => {
  const found = await readBarcodes(
    { data: image.data, width: image.width, height: image.height, colorSpace: "srgb" } as ImageData,
    { formats: BARCODE_FORMATS, tryHarder: true, maxNumberOfSymbols: 4 },
  );
  return found.filter((result) => result.isValid).map((result) => result.text);
};

/**
 * Tesseract's settings for a label: sparse text (words scattered over a label, not a page of
 * prose), the characters part numbers and their label words are made of.
 */
export const OCR_PARAMETERS = {
  tessedit_pageseg_mode: "11",
  // A photo has no print resolution: saying one spares Tesseract its guess, and the console its warning.
  user_defined_dpi: "300",
  tessedit_char_whitelist: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-/.:# ",
} as const;

/**
 * Grey, with its darkest and lightest percent stretched to black and white: a label photographed in
 * low light or under glare keeps its strokes apart from its paper, which Tesseract's threshold needs.
 */
export function forOcr(image: RgbaImage): RgbaImage {
  const pixels = image.width * image.height;
  const grey = new Uint8Array(pixels);
  const histogram = new Array<number>(256).fill(0);
  const { data: rgba } = image;
  for (let index = 0; index < pixels; index++) {
    const at = index * 4;
    const value = ((rgba[at] ?? 0) * 77 + (rgba[at + 1] ?? 0) * 150 + (rgba[at + 2] ?? 0) * 29) >> 8;
    grey[index] = value;
    histogram[value] = (histogram[value] ?? 0) + 1;
  }
  const cut = pixels / 100;
  let low = 0;
  for (let seen = histogram[0] ?? 0; low < 255 && seen <= cut; seen += histogram[low] ?? 0) low++;
  let high = 255;
  for (let seen = histogram[255] ?? 0; high > 0 && seen <= cut; seen += histogram[high] ?? 0) high--;
  const range = Math.max(1, high - low);
  const data = new Uint8ClampedArray(pixels * 4);
  for (let index = 0; index < pixels; index++) {
    const value = (((grey[index] ?? 0) - low) * 255) / range;
    data.fill(value, index * 4, index * 4 + 3);
    data[index * 4 + 3] = 255;
  }
  return { data, width: image.width, height: image.height };
}

/** Barcodes, then (if they named nothing) the printed text: the first product found, and what was read. */
export async function readLabel(
  image: RgbaImage,
  { barcodes, text: readText, lookup }: { barcodes: BarcodeReader; text: TextReader; lookup: CandidateLookup },
): Promise<LabelReading> {
  const values = await barcodes(image);
  const fromCodes = labelCandidates(values, "");
  if (fromCodes.length > 0) {
    const hit = await lookup(fromCodes);
    if (hit) return { hit, candidates: fromCodes, text: "" };
  }
  const text = await readText(forOcr(image));
  const candidates = labelCandidates(values, text);
  const hit = candidates.length > 0 ? await lookup(candidates) : null;
  return { hit, candidates, text };
}
