// `node scripts/make-share-images.ts`: the pictures a shared product page shows when the product has
// no photo of its own (decision 132). WhatsApp and Facebook show no SVG, so each category's drawing
// is drawn once more as a 1200×630 PNG (their preview's proportions), its background widened to fill
// it. Run after changing a drawing in public/images/categories/; the output is committed.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const categoriesDir = path.join("public", "images", "categories");
const outDir = path.join("public", "images", "share");
const WIDTH = 1200;
const HEIGHT = 630;

/** The drawing's 200×140 view widened to 1200:630, its background rectangle with it. */
function widened(svg: string): string {
  const viewWidth = (140 * WIDTH) / HEIGHT;
  const left = (200 - viewWidth) / 2;
  const result = svg
    .replace(
      /viewBox="0 0 200 140" width="200" height="140"/,
      `viewBox="${left} 0 ${viewWidth} 140" width="${WIDTH}" height="${HEIGHT}"`,
    )
    .replace(
      '<rect width="200" height="140" fill="url(#bg)"/>',
      `<rect x="${left}" width="${viewWidth}" height="140" fill="url(#bg)"/>`,
    );
  if (result === svg || !result.includes(`x="${left}"`))
    throw new Error("the drawing is not the 200×140 kind this script widens");
  return result;
}

for (const file of readdirSync(categoriesDir).filter((name) => name.endsWith(".svg"))) {
  const svg = widened(readFileSync(path.join(categoriesDir, file), "utf8"));
  const out = path.join(outDir, file.replace(/\.svg$/, ".png"));
  await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true, quality: 90 }).toFile(out);
  console.log(out);
}
