import sharp, { type Metadata } from "sharp";
import { mediaStemKey } from "#app/catalogue/media-key.ts";
import { MEDIA_WIDTHS } from "#app/catalogue/product.ts";
import { languageLocale } from "#app/i18n/language.ts";
import { uploadLimits } from "#app/server/upload-limits.server.ts";

/** An image as staff sent it, before any check: the file name they gave it and its bytes. */
export interface UploadedImage {
  name: string;
  data: Buffer;
}

/** Extension of a kept original, from its content (never from its uploaded name). */
export type ImageExtension = "jpg" | "png" | "webp" | "avif" | "gif";

export interface Rendition {
  width: number;
  /** WebP, metadata stripped. */
  data: Buffer;
}

export interface ProcessedImage {
  /** The uploaded file name, for messages only. */
  name: string;
  /** mediaStemKey(name): what the photo matches part numbers and Image cells by. */
  stemKey: string;
  originalExt: ImageExtension;
  /** Upright size (after EXIF orientation), in pixels. */
  width: number;
  height: number;
  /** Ascending by width. */
  renditions: Rendition[];
  /** The uploaded bytes, kept so renditions can be made again later. */
  original: Buffer;
}

/** Why a file was refused, for callers that pick one message for a whole batch. */
export type ImageProblem = "not-an-image" | "too-large" | "too-many-pixels";

export interface ImageRefusal {
  name: string;
  refused: true;
  problem: ImageProblem;
  /** What the staff page shows: exactly NOT_AN_IMAGE_MESSAGE for files that are not photos. */
  reason: string;
  /** A sentence about this file in particular, when `reason` is the general message. */
  detail?: string;
}

export const NOT_AN_IMAGE_MESSAGE = "Please upload only image files";

const ACCEPTED_TYPES = "JPEG, PNG, WebP, AVIF or GIF";
const PHOTO_EXTENSIONS = new Set(["jpg", "jpeg", "jpe", "jfif", "png", "webp", "avif", "gif"]);
const WEBP_QUALITY = 80;
const BYTES_PER_MB = 1024 * 1024;

/**
 * Checks one uploaded photo and makes its WebP renditions. The type is recognised from the content
 * (the name is a guess staff may get wrong, or an attacker may choose), and only the five photo
 * formats ever reach the decoder: SVG and anything unknown are refused before sharp sees them.
 * The name can only add a refusal: "prices.xlsx" is the wrong file even if it holds a PNG.
 */
export async function processImage(input: UploadedImage): Promise<ProcessedImage | ImageRefusal> {
  const { name, data } = input;
  const type = detectImageType(data);
  if (!type) return notAnImage(name, describeUnknownContent(name, data));
  const otherExtension = nonPhotoExtension(name);
  if (otherExtension) return notAnImage(name, `"${name}" is named as a .${otherExtension} file, not a photo.`);
  if (data.length > uploadLimits.images.maxFileBytes) return tooLarge(name, data.length);

  let header: Metadata;
  try {
    header = await readHeader(data);
  } catch {
    return notAnImage(name, unreadable(name));
  }
  if (!decoderMatches(type, header)) return notAnImage(name, unreadable(name));
  if (header.width * header.height > uploadLimits.images.maxPixels) {
    return tooManyPixels(name, header.width, header.height);
  }

  try {
    const width = header.autoOrient.width;
    const renditions = await makeRenditions(data, renditionWidths(width));
    return {
      name,
      stemKey: mediaStemKey(name),
      originalExt: type,
      width,
      height: header.autoOrient.height,
      renditions,
      original: data,
    };
  } catch {
    // failOn "warning" turns damaged or truncated pixel data into an error while decoding.
    return notAnImage(name, unreadable(name));
  }
}

export function isImageRefusal(result: ProcessedImage | ImageRefusal): result is ImageRefusal {
  return "refused" in result;
}

export function isProcessedImage(result: ProcessedImage | ImageRefusal): result is ProcessedImage {
  return !isImageRefusal(result);
}

/** The widths to make: every standard width the photo can fill, or its own width if it is narrower. */
export function renditionWidths(imageWidth: number): number[] {
  const fitting = MEDIA_WIDTHS.filter((width) => width <= imageWidth);
  return fitting.length > 0 ? fitting : [imageWidth];
}

/**
 * The extension of a name that says it is something other than a photo (a spreadsheet saved as
 * a PNG is still the wrong file), else null. A photo extension that disagrees with the content
 * ("photo.jpg" holding a PNG) is fine: the content decides. Same extension rule as mediaStemKey.
 */
function nonPhotoExtension(name: string): string | null {
  const extension = /\.([A-Za-z0-9]{1,5})$/.exec(name)?.[1]?.toLowerCase();
  // Digits only (".5" in "PAC-1.5") is part of a name, not a file type.
  return extension && /[a-z]/.test(extension) && !PHOTO_EXTENSIONS.has(extension) ? extension : null;
}

/** The photo formats we accept, recognised by their signatures (magic bytes). */
export function detectImageType(data: Buffer): ImageExtension | null {
  if (startsWith(data, 0, [0xff, 0xd8, 0xff])) return "jpg";
  if (startsWith(data, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (ascii(data, 0, 6) === "GIF87a" || ascii(data, 0, 6) === "GIF89a") return "gif";
  if (ascii(data, 0, 4) === "RIFF" && ascii(data, 8, 4) === "WEBP") return "webp";
  const brands = isoMediaBrands(data);
  if (brands.includes("avif") || brands.includes("avis")) return "avif";
  return null;
}

/**
 * Reads only the header: width, height and orientation, without decoding pixels. The pixel limit
 * is checked by us just after, so the refusal can say how big the photo is; the decoding pipeline
 * keeps sharp's own limitInputPixels as well.
 */
function readHeader(data: Buffer): Promise<Metadata> {
  return sharp(data, { limitInputPixels: false, failOn: "warning" }).metadata();
}

/** sharp sniffs the format itself: it must agree with the signature we accepted. */
function decoderMatches(type: ImageExtension, header: Metadata): boolean {
  if (type === "avif") return header.format === "heif" && header.compression === "av1";
  return header.format === (type === "jpg" ? "jpeg" : type);
}

/**
 * One pipeline per width, one after another: each holds a libuv thread while it runs, and running
 * them in turn leaves threads free for the rest of the server (file reads, password hashing).
 * The first frame of an animated GIF or WebP is used. No keepMetadata/withMetadata: sharp strips
 * EXIF, GPS and the rest by default, and autoOrient turns the pixels upright before that.
 */
async function makeRenditions(data: Buffer, widths: readonly number[]): Promise<Rendition[]> {
  const renditions: Rendition[] = [];
  for (const width of widths) {
    const output = await sharp(data, { limitInputPixels: uploadLimits.images.maxPixels, failOn: "warning" })
      .autoOrient()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
    renditions.push({ width, data: output });
  }
  return renditions;
}

function notAnImage(name: string, detail: string): ImageRefusal {
  return { name, refused: true, problem: "not-an-image", reason: NOT_AN_IMAGE_MESSAGE, detail };
}

function tooLarge(name: string, bytes: number): ImageRefusal {
  const limit = formatMegabytes(uploadLimits.images.maxFileBytes);
  return {
    name,
    refused: true,
    problem: "too-large",
    reason: `"${name}" is larger than ${limit} (${formatMegabytes(bytes)}); photos may be at most ${limit} each.`,
  };
}

function tooManyPixels(name: string, width: number, height: number): ImageRefusal {
  const megapixels = (width * height) / 1_000_000;
  const limit = uploadLimits.images.maxPixels / 1_000_000;
  return {
    name,
    refused: true,
    problem: "too-many-pixels",
    reason:
      `"${name}" is ${width} × ${height} pixels (${formatNumber(megapixels)} megapixels); ` +
      `photos may have at most ${formatNumber(limit)} megapixels. Please resize it.`,
  };
}

function describeUnknownContent(name: string, data: Buffer): string {
  const brands = isoMediaBrands(data);
  if (["heic", "heix", "hevc", "mif1"].some((brand) => brands.includes(brand))) {
    return `"${name}" is a HEIC photo; please save it as JPEG and upload it again.`;
  }
  if (looksLikeSvg(data)) {
    return `"${name}" is an SVG drawing, not a photo; only ${ACCEPTED_TYPES} images are accepted.`;
  }
  return `"${name}" is not a ${ACCEPTED_TYPES} image.`;
}

function unreadable(name: string): string {
  return `"${name}" could not be read as an image; it may be damaged or incomplete.`;
}

function looksLikeSvg(data: Buffer): boolean {
  const start = data
    .subarray(0, 1024)
    .toString("utf8")
    .replace(/^\uFEFF/, "");
  return /^\s*</.test(start) && /<svg[\s>]/i.test(start);
}

/** Major and compatible brands of an ISO media file's leading `ftyp` box (AVIF, HEIC), else none. */
function isoMediaBrands(data: Buffer): string[] {
  if (data.length < 16 || ascii(data, 4, 4) !== "ftyp") return [];
  const boxEnd = Math.min(data.readUInt32BE(0), data.length, 256);
  const brands = [ascii(data, 8, 4)];
  for (let offset = 16; offset + 4 <= boxEnd; offset += 4) brands.push(ascii(data, offset, 4));
  return brands;
}

function startsWith(data: Buffer, offset: number, bytes: readonly number[]): boolean {
  return data.length >= offset + bytes.length && bytes.every((byte, i) => data[offset + i] === byte);
}

function ascii(data: Buffer, offset: number, length: number): string {
  return data.length >= offset + length ? data.toString("latin1", offset, offset + length) : "";
}

function formatMegabytes(bytes: number): string {
  return `${formatNumber(bytes / BYTES_PER_MB)} MB`;
}

function formatNumber(value: number): string {
  // Staff messages are in English, grouped as the English pages group numbers (1,00,000).
  return value.toLocaleString(languageLocale("en"), { maximumFractionDigits: 1 });
}
