// `npm run bench -- scan`: the scanner's read rate on the label photos the project makes
// (scripts/make-label-photos.ts, tests/fixtures/labels/): the share of photos whose product is found
// first, and the time from the photo's pixels to that answer, through the browser's own code path
// (readLabel: ZXing's WebAssembly, then Tesseract with the same settings and English data), run in
// Node against the demo catalogue on SQLite. Prints figures; asserts nothing.
import { readFileSync } from "node:fs";
import path from "node:path";
import { partNumberKey } from "#app/catalogue/part-number.ts";
import { readLabel, zxingBarcodes } from "#app/scanner/label-reader.ts";
import { openDatabase } from "#app/server/db/database.server.ts";
import { seedDemoCatalogueIfEmpty } from "#app/server/demo-catalogue.server.ts";
import { lookUpScan } from "#app/server/scanner/scan-lookup.server.ts";
import { nodeTextReader, rgbaOf } from "../lib/ocr-in-node.ts";
import { prepareZxingReader } from "../lib/zxing-in-node.ts";
import { LABELS_DIR, type LabelPhoto } from "../make-label-photos.ts";

export async function benchScan(dataDir: string): Promise<void> {
  const database = await openDatabase({ dataDir });
  try {
    await seedDemoCatalogueIfEmpty(database.db);
    await prepareZxingReader();
    const ocr = await nodeTextReader();
    const photos = JSON.parse(readFileSync(path.join(LABELS_DIR, "labels.json"), "utf8")) as LabelPhoto[];
    let found = 0;
    const times: number[] = [];
    for (const photo of photos) {
      const image = await rgbaOf(path.join(LABELS_DIR, photo.file));
      const started = performance.now();
      const reading = await readLabel(image, {
        barcodes: zxingBarcodes,
        text: ocr.read,
        lookup: (candidates) => lookUpScan(database.db, candidates),
      });
      const ms = performance.now() - started;
      times.push(ms);
      const right =
        reading.hit?.product.brandSlug === photo.brandSlug &&
        partNumberKey(reading.hit.product.partNumber) === partNumberKey(photo.partNumber);
      if (right) found++;
      const answer = reading.hit
        ? `${reading.hit.product.brand} ${reading.hit.product.partNumber} (${reading.hit.how.kind} ${reading.hit.how.number})`
        : `nothing; read ${JSON.stringify(reading.candidates.slice(0, 3))}`;
      console.log(
        `${right ? "found " : "MISSED"} ${photo.file.padEnd(30)} ${String(Math.round(ms)).padStart(5)} ms  ${photo.shows} → ${answer}`,
      );
    }
    await ocr.stop();
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)] ?? 0;
    console.log(
      `read rate: ${found}/${photos.length} (${Math.round((found / photos.length) * 100)}%) found first; time to a result: median ${Math.round(median)} ms, slowest ${Math.round(times.at(-1) ?? 0)} ms`,
    );
  } finally {
    await database.close();
  }
}
