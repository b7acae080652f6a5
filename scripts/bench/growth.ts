// `npm run bench -- growth [--sizes=50000,1000000]`: how the site grows with the catalogue, on PostgreSQL
// (issue 42, decision 226). For each size, a fresh database is given that many generated products (the
// finder bench's: two OE numbers, a cross reference, two vehicles, specifications), then the production
// server is started on it with its render cache off (every page below is really rendered) and timed,
// one request at a time, each request a different one (no answer comes from a cache):
//   - a search by words, by a part number, by an OE number, and by a vehicle (make, model and year);
//   - a category's listing page, its pages spread from the first to the last;
//   - the sitemaps: the index and every part, in a row;
//   - a 50,000-row sheet imported through the API as staff do it (a check, then the import) into the
//     big catalogue, as a ratio to SheetJS's bare read of the same file (an upload holds at most 100,000
//     rows, so a catalogue of a million grows by imports like this one);
//   - the server's resident memory after all that, and its peak.
// Prints figures, asserts nothing. Seeding a million products takes a while (it is timed too).

import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import * as XLSX from "@e965/xlsx";
import { categories } from "#app/catalogue/categories.ts";
import { slugify } from "#app/catalogue/slug.ts";
import { vehicleMakes } from "#app/catalogue/vehicle-makes.ts";
import { openDatabase } from "#app/server/db/database.server.ts";
import { LISTING_PAGE_SIZE } from "#app/server/listings/listing.server.ts";
import { upsertProducts } from "#app/server/products/product-writes.server.ts";
import { buildIfNeeded } from "../build-if-needed.mjs";
import { freePort } from "../lib/free-port.mjs";
import { postgresUrl } from "../lib/postgres-url.mjs";
import { startProductionServer } from "../lib/start-server.mjs";
import { benchStaffEnv, benchStaffToken } from "./bench-staff.ts";
import { finderModels, finderProduct, percentile } from "./finder.ts";
import { generatedWorkbook } from "./generated-workbook.ts";

const SEED_CHUNK = 5_000;
const RUNS = 60;
const IMPORT_ROWS = 50_000;
const wordsOfCategories = ["compressor", "condenser", "radiator", "blower motor", "cooling coil", "expansion valve"];

interface Timed {
  label: string;
  times: number[];
  failures: number;
}

const pad = (i: number, width: number) => String(i).padStart(width, "0");

async function timeRequests(label: string, base: string, pathOf: (i: number) => string): Promise<Timed> {
  const timed: Timed = { label, times: [], failures: 0 };
  for (let i = 0; i < RUNS + 5; i++) {
    const started = performance.now();
    // A request that has not answered in a minute counts as failed, and the bench goes on.
    const ok = await fetch(`${base}${pathOf(i)}`, {
      headers: { "accept-encoding": "br, gzip" },
      signal: AbortSignal.timeout(60_000),
    }).then(
      async (response) => {
        await response.arrayBuffer();
        return response.ok;
      },
      () => false,
    );
    if (!ok) timed.failures++;
    // The first five warm the statement caches and the JIT, and are not counted.
    if (i >= 5) timed.times.push(performance.now() - started);
  }
  timed.times.sort((a, b) => a - b);
  return timed;
}

/** Resident and peak memory of a process in MB, from /proc. */
function memoryOf(pid: number | undefined): { rss: number; peak: number } {
  const status = pid ? readFileSync(`/proc/${pid}/status`, "utf8") : "";
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb("VmRSS") / 1024, peak: kb("VmHWM") / 1024 };
}

async function seed(databaseUrl: string, dataDir: string, size: number): Promise<number> {
  const database = await openDatabase({ dataDir, databaseUrl });
  const started = performance.now();
  try {
    for (let first = 0; first < size; first += SEED_CHUNK) {
      const count = Math.min(SEED_CHUNK, size - first);
      await upsertProducts(
        database.db,
        Array.from({ length: count }, (_, i) => finderProduct(first + i)),
      );
      if ((first / SEED_CHUNK) % 20 === 19) {
        const seconds = (performance.now() - started) / 1000;
        console.log(`    seeded ${(first + count).toLocaleString("en")} in ${seconds.toFixed(0)} s`);
      }
    }
  } finally {
    await database.close();
  }
  return (performance.now() - started) / 1000;
}

async function sitemaps(base: string) {
  const started = performance.now();
  const index = await (await fetch(`${base}/sitemap.xml`)).text();
  const parts = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
  let bytes = index.length;
  let slowest = 0;
  let addresses = 0;
  for (const part of parts) {
    const partStarted = performance.now();
    const text = await (await fetch(`${base}${part}`)).text();
    slowest = Math.max(slowest, performance.now() - partStarted);
    bytes += text.length;
    addresses += text.split("<url>").length - 1;
  }
  return { parts: parts.length, addresses, bytes, seconds: (performance.now() - started) / 1000, slowest };
}

async function importThroughApi(base: string, workbook: Buffer) {
  const token = await benchStaffToken(base);
  const upload = async (query: string) => {
    const form = new FormData();
    form.append("excel", new Blob([new Uint8Array(workbook)]), "growth-50000.xlsx");
    const started = performance.now();
    const response = await fetch(`${base}/api/upload-excel${query}`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const answer = (await response.json()) as { success?: boolean; error?: string };
    if (!answer.success) throw new Error(`the growth import failed (HTTP ${response.status}): ${answer.error}`);
    return performance.now() - started;
  };
  const check = await upload("?dryRun=1");
  const write = await upload("");
  return { check, write };
}

async function measureSize(size: number, dataDir: string, workbook: Buffer, bareReadMs: number) {
  const { createEmptyPostgresDatabase } = await import("../../tests/setup/test-database.ts");
  const database = await createEmptyPostgresDatabase();
  try {
    console.log(`\n  ${size.toLocaleString("en")} products: seeding…`);
    const seedSeconds = await seed(database.url, dataDir, size);
    const { child, base } = await startProductionServer({
      dataDir,
      port: await freePort(),
      timeoutMs: 120_000,
      env: {
        ...benchStaffEnv,
        DATABASE_URL: database.url,
        SEED_DEMO: "false",
        RENDER_CACHE_MB: "0",
        DEMAND_COUNTING: "false",
        SEARCHES_PER_MINUTE: "100000",
      },
    });
    try {
      const makes = vehicleMakes.slice(0, 8);
      const rows = [
        await timeRequests("search by words", base, (i) => {
          const model = finderModels[i % finderModels.length] ?? "Creta";
          return `/search?q=${encodeURIComponent(`${wordsOfCategories[(i >> 3) % wordsOfCategories.length]} ${model}`)}&page=${1 + (i % 3)}`;
        }),
        await timeRequests("search by part number", base, (i) => `/search?q=FN-${pad((i * 7919) % size, 6)}`),
        await timeRequests("search by OE number", base, (i) => {
          const n = (i * 104_729) % size;
          return `/search?q=${97000 + (n % 900)}-${pad(n, 6)}A`;
        }),
        await timeRequests("search by vehicle", base, (i) => {
          const make = makes[i % makes.length];
          const model = finderModels[(i >> 3) % finderModels.length] ?? "Creta";
          return `/search?make=${make?.slug ?? "hyundai"}&model=${slugify(model)}&year=${2006 + (i % 18)}`;
        }),
        await timeRequests("category listing, pages first to last", base, (i) => {
          const category = categories[i % categories.length]?.slug ?? "compressor";
          // Spread the pages over the whole category.
          const lastPage = Math.max(1, Math.floor(size / categories.length / LISTING_PAGE_SIZE));
          return `/categories/${category}?page=${1 + Math.floor(((i * 7) % RUNS) * (lastPage / RUNS))}`;
        }),
      ];
      const maps = await sitemaps(base);
      const imported = await importThroughApi(base, workbook);
      const memory = memoryOf(child.pid);
      return { size, seedSeconds, rows, maps, imported, bareReadMs, memory };
    } finally {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    }
  } finally {
    await database.drop();
  }
}

export async function benchGrowth(dataDir: string) {
  const adminUrl = postgresUrl();
  if (!adminUrl) {
    console.log("\nGrowth benchmark skipped: no PostgreSQL (see the warning above).");
    return;
  }
  process.env.TEST_POSTGRES_URL ??= adminUrl;
  buildIfNeeded();
  const sizes = (process.argv.find((arg) => arg.startsWith("--sizes="))?.slice("--sizes=".length) ?? "50000,1000000")
    .split(",")
    .map(Number);
  const workbook = generatedWorkbook(IMPORT_ROWS, 5_000);
  const readStarted = performance.now();
  XLSX.read(workbook, { type: "buffer", dense: true });
  const bareReadMs = performance.now() - readStarted;
  console.log(
    `\nGrowth on PostgreSQL 15: generated catalogues of ${sizes.map((size) => size.toLocaleString("en")).join(" and ")} products, render cache off, one request at a time (${RUNS} timed, each a different one)`,
  );
  // Each size's figures as soon as they are measured: a million takes long, and a failure there
  // should not cost the figures already taken.
  for (const size of sizes) printFigures([await measureSize(size, `${dataDir}/growth-${size}`, workbook, bareReadMs)]);
}

function printFigures(results: Awaited<ReturnType<typeof measureSize>>[]) {
  const ms = (value: number) => value.toFixed(0);
  const header = results.map((result) => result.size.toLocaleString("en"));
  console.log(`\n| figure | ${header.join(" | ")} |`);
  console.log(`| --- | ${header.map(() => "---:").join(" | ")} |`);
  const line = (label: string, values: string[]) => console.log(`| ${label} | ${values.join(" | ")} |`);
  line(
    "seeding (s)",
    results.map((result) => result.seedSeconds.toFixed(0)),
  );
  for (const [index, first] of (results[0]?.rows ?? []).entries()) {
    line(
      `${first.label}: p50 / p95 ms`,
      results.map((result) => {
        const row = result.rows[index];
        if (!row) return "–";
        const failed = row.failures ? ` (${row.failures} failed)` : "";
        return `${ms(percentile(row.times, 50))} / ${ms(percentile(row.times, 95))}${failed}`;
      }),
    );
  }
  line(
    "sitemaps: parts, addresses, MB, whole s, slowest part ms",
    results.map(
      (result) =>
        `${result.maps.parts}, ${result.maps.addresses.toLocaleString("en")}, ${(result.maps.bytes / 1e6).toFixed(1)}, ${result.maps.seconds.toFixed(1)}, ${ms(result.maps.slowest)}`,
    ),
  );
  line(
    `import of ${IMPORT_ROWS.toLocaleString("en")} rows: check + import s (× bare read ${((results[0]?.bareReadMs ?? 0) / 1000).toFixed(1)} s)`,
    results.map((result) => {
      const total = result.imported.check + result.imported.write;
      return `${(result.imported.check / 1000).toFixed(1)} + ${(result.imported.write / 1000).toFixed(1)} (${(result.imported.write / result.bareReadMs).toFixed(1)}× import, ${(total / result.bareReadMs).toFixed(1)}× both)`;
    }),
  );
  line(
    "server memory: resident / peak MB",
    results.map((result) => `${ms(result.memory.rss)} / ${ms(result.memory.peak)}`),
  );
  console.log(
    `load average at the end: ${loadavg()
      .map((load) => load.toFixed(2))
      .join(", ")} (2 cores)`,
  );
}
