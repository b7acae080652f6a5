// `node scripts/make-label-photos.ts`: the label photos the scanner is measured and tested on
// (issue 32, decision 149). Labels of demo-catalogue parts as makers print them (different fonts,
// a Code 128 barcode, a QR code of the product page, a label with only the vehicle maker's OE
// number), each "photographed" the ways a phone does it: turned a few degrees, seen at an angle,
// blurred, under glare, in low light. A fixed seed makes the same files on every machine; the
// output (tests/fixtures/labels/, JPEG, with labels.json saying what each shows) is committed.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp, { type OutputInfo } from "sharp";
import { writeBarcode } from "zxing-wasm/writer";
import { brands } from "#app/catalogue/brands.ts";
import { type DemoProduct, demoCatalogue } from "#app/content/demo-catalogue.ts";
import { productPath } from "#app/utils/product-paths.ts";
import { prepareZxingWriter } from "./lib/zxing-in-node.ts";

export const LABELS_DIR = path.join("tests", "fixtures", "labels");
const WIDTH = 720;
const HEIGHT = 440;

/** What labels.json says of each photo: the product it must find, and how it was made. */
export interface LabelPhoto {
  file: string;
  brandSlug: string;
  partNumber: string;
  /** What the label carries and how it was photographed. */
  shows: string;
}

type Code = "none" | "barcode" | "qr";
interface Label {
  product: DemoProduct;
  font: string;
  code: Code;
  /** The maker's label of a vehicle maker: only the OE number is printed, not ours. */
  oeOnly?: boolean;
}
interface Shot {
  name: string;
  rotate?: number;
  /** How far the top edge is pulled in, as a share of the width (seen from below). */
  perspective?: number;
  blur?: number;
  glare?: boolean;
  lowLight?: boolean;
}

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");

async function codeImage(label: Label): Promise<string> {
  if (label.code === "none") return "";
  const { product } = label;
  const value =
    label.code === "qr"
      ? `https://coolparts.example${productPath({ kind: "brand", brandSlug: product.brandSlug }, product.partNumber, "en")}`
      : product.partNumber;
  const { svg } = await writeBarcode(value, { format: label.code === "qr" ? "QRCode" : "Code128", scale: 1 });
  const png = await sharp(Buffer.from(svg))
    .resize(
      label.code === "qr"
        ? { width: 150, height: 150, kernel: "nearest" }
        : { width: 330, height: 70, fit: "fill", kernel: "nearest" },
    )
    .png()
    .toBuffer();
  const at =
    label.code === "qr" ? 'x="540" y="150" width="150" height="150"' : 'x="30" y="330" width="330" height="70"';
  return `<image ${at} href="data:image/png;base64,${png.toString("base64")}"/>`;
}

/** The label as its maker prints it: brand, part number large, name, the OE number, a code. */
async function labelSvg(label: Label): Promise<string> {
  const { product, font } = label;
  const brand = brands.find((candidate) => candidate.slug === product.brandSlug)?.name ?? product.brandSlug;
  const oe = product.oeNumbers.split(";")[0]?.trim() ?? "";
  const number = label.oeOnly ? oe : product.partNumber;
  const lines = label.oeOnly
    ? [
        `<text x="30" y="90" font-size="30" font-weight="bold">GENUINE PART</text>`,
        `<text x="30" y="150" font-size="24">PART NO.</text>`,
      ]
    : [
        `<text x="30" y="80" font-size="34" font-weight="bold">${escapeXml(brand.toUpperCase())}</text>`,
        `<text x="30" y="125" font-size="20">${escapeXml(product.name)}</text>`,
        `<text x="30" y="160" font-size="22">P/N</text>`,
      ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <rect width="${WIDTH}" height="${HEIGHT}" fill="#eee8dc"/>
  <rect x="10" y="10" width="${WIDTH - 20}" height="${HEIGHT - 20}" rx="14" fill="#fffdf7" stroke="#333" stroke-width="3"/>
  <g font-family="${font}" fill="#161616">
    ${lines.join("\n    ")}
    <text x="30" y="225" font-size="${number.length > 11 ? 42 : 54}" font-weight="bold">${escapeXml(number)}</text>
    ${label.oeOnly ? "" : `<text x="30" y="285" font-size="22">OE ${escapeXml(oe)}  MADE IN INDIA</text>`}
  </g>
  ${await codeImage(label)}
</svg>`;
}

/** A small generator with a fixed seed: the same noise on every run. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * The photo seen from below at an angle (keystone): each row narrower towards the top, sampled
 * from the flat label at the nearest pixel; what falls outside the label is the bench top.
 */
function inPerspective(data: Buffer, width: number, height: number, amount: number): Buffer<ArrayBufferLike> {
  const out = Buffer.alloc(data.length);
  for (let y = 0; y < height; y++) {
    const inset = width * amount * (1 - y / height);
    for (let x = 0; x < width; x++) {
      const sx = Math.round(((x - inset) * width) / (width - 2 * inset));
      const to = (y * width + x) * 3;
      const from = (y * width + sx) * 3;
      for (let channel = 0; channel < 3; channel++) {
        out[to + channel] = sx < 0 || sx >= width ? ([90, 84, 76][channel] ?? 0) : (data[from + channel] ?? 0);
      }
    }
  }
  return out;
}

async function photograph(svg: string, shot: Shot, random: () => number): Promise<Buffer> {
  let image = sharp(Buffer.from(svg)).flatten({ background: "#5a544c" });
  if (shot.rotate) image = image.rotate(shot.rotate, { background: "#5a544c" });
  let { data, info }: { data: Buffer<ArrayBufferLike>; info: OutputInfo } = await image
    .resize(WIDTH, HEIGHT, { fit: "fill" })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (shot.perspective) data = inPerspective(data, info.width, info.height, shot.perspective);
  // Sensor noise, stronger in low light, as a phone's photo has.
  const noise = shot.lowLight ? 26 : 8;
  for (let index = 0; index < data.length; index++)
    data[index] = Math.max(0, Math.min(255, (data[index] ?? 0) + (random() - 0.5) * noise));
  let photo = sharp(data, { raw: { width: info.width, height: info.height, channels: 3 } });
  if (shot.blur) photo = photo.blur(shot.blur);
  if (shot.lowLight) photo = photo.modulate({ brightness: 0.38 }).tint("#ffcc88");
  if (shot.glare) {
    const glare = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><defs><radialGradient id="g"><stop offset="0" stop-color="#fff" stop-opacity="0.85"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs><ellipse cx="${WIDTH * 0.62}" cy="${HEIGHT * 0.3}" rx="150" ry="90" fill="url(#g)"/></svg>`;
    photo = sharp(await photo.png().toBuffer()).composite([{ input: Buffer.from(glare), blend: "screen" }]);
  }
  return photo.jpeg({ quality: 72, mozjpeg: true }).toBuffer();
}

/** One part of each of these brands, so each maker's number shape is in the set. */
const BRANDS = [
  "denso",
  "mahle-behr",
  "subros",
  "sanden",
  "spal",
  "motherson",
  "hanon-systems",
  "estra",
  "valeo",
  "pacific",
  "doowon",
  "calsonic-kensei",
];
const FONTS = ["DejaVu Sans", "DejaVu Sans Mono", "DejaVu Serif", "DejaVu Sans Condensed"];
const SHOTS: Shot[] = [
  { name: "straight" },
  { name: "turned 4°", rotate: 4 },
  { name: "at an angle", perspective: 0.08 },
  { name: "blurred", blur: 1.6 },
  { name: "glare", glare: true, rotate: -2 },
  { name: "low light", lowLight: true },
  { name: "turned -3° at an angle", rotate: -3, perspective: 0.06 },
  { name: "low light, blurred", lowLight: true, blur: 1.2 },
];
/**
 * Four more labels, of each brand's second part, printed text only and photographed badly: what a
 * phone gets in a dark store room, in a hurry. The first twelve show what works; these, where it stops.
 */
const HARD_BRANDS = ["denso", "subros", "sanden", "mahle-behr"];
const HARD_SHOTS: Shot[] = [
  { name: "turned 9°, blurred", rotate: 9, blur: 2 },
  { name: "steep angle, glare", perspective: 0.16, glare: true },
  { name: "very blurred", blur: 3 },
  { name: "low light, turned -6°, at an angle", lowLight: true, rotate: -6, perspective: 0.1 },
];
const CODES: Code[] = [
  "none",
  "barcode",
  "qr",
  "none",
  "qr",
  "barcode",
  "none",
  "none",
  "barcode",
  "none",
  "qr",
  "none",
];

export async function makeLabelPhotos(): Promise<LabelPhoto[]> {
  await prepareZxingWriter();
  const catalogue = demoCatalogue();
  const random = seeded(32);
  rmSync(LABELS_DIR, { recursive: true, force: true });
  mkdirSync(LABELS_DIR, { recursive: true });
  const photos: LabelPhoto[] = [];
  const plan = [
    ...BRANDS.map((brandSlug, index) => ({
      brandSlug,
      nth: 0,
      code: CODES[index] ?? "none",
      shot: SHOTS[index % SHOTS.length] ?? { name: "straight" },
    })),
    ...HARD_BRANDS.map((brandSlug, index) => ({
      brandSlug,
      nth: 1,
      code: "none" as const,
      shot: HARD_SHOTS[index] ?? { name: "straight" },
    })),
  ];
  for (const [index, { brandSlug, nth, code, shot }] of plan.entries()) {
    const product = catalogue.filter((candidate) => candidate.brandSlug === brandSlug && candidate.oeNumbers)[nth];
    if (!product) throw new Error(`The demo catalogue has no ${brandSlug} part with an OE number.`);
    const label: Label = {
      product,
      font: FONTS[index % FONTS.length] ?? "DejaVu Sans",
      code,
      // The eighth label is a vehicle maker's: found through its OE number.
      oeOnly: index === 7,
    };
    const file = `label-${String(index + 1).padStart(2, "0")}-${brandSlug}.jpg`;
    writeFileSync(path.join(LABELS_DIR, file), await photograph(await labelSvg(label), shot, random));
    photos.push({
      file,
      brandSlug,
      partNumber: product.partNumber,
      shows: `${label.oeOnly ? "OE number only" : "part number"}, ${label.font}, ${label.code === "none" ? "no code" : label.code}; ${shot.name}`,
    });
  }
  writeFileSync(path.join(LABELS_DIR, "labels.json"), `${JSON.stringify(photos, null, 2)}\n`);
  return photos;
}

if (import.meta.main) {
  const photos = await makeLabelPhotos();
  console.log(`${photos.length} label photos in ${LABELS_DIR}`);
}
