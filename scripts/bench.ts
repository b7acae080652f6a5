// `npm run bench`: prints figures, asserts nothing. Measures, on this machine:
//  1. importing a generated 50,000-row .xlsx (parse and validate in the worker, commit) on SQLite;
//  2. requests per second and latency of the production server on loopback (autocannon), for the
//     API calls and pages a visitor makes, with 5,000 products in one brand, against the same
//     process serving a static file of similar size (the ceiling);
//  3. the parts finder at 100,000 products with OE numbers, cross references and fitments on
//     SQLite: p50/p95 of a search by another number, of vehicle-filtered listings and of word
//     searches (vehicle, category, brand, Spanish, typos).
// `npm run bench -- finder` runs only the third. `npm run bench -- import-load` runs only a 50,000-row
// import through the API while sampling /healthz and a brand page (scripts/bench/import-load.ts).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { brands } from "#app/catalogue/brands.ts";
import { categories } from "#app/catalogue/categories.ts";
import { vehicleMakes } from "#app/catalogue/vehicle-makes.ts";
import { loadTaxonomy } from "#app/server/catalogue/taxonomy.server.ts";
import { openDatabase } from "#app/server/db/database.server.ts";
import { parseCatalogueSheet } from "#app/server/import/import-service.server.ts";
import { listProducts, type ProductQuery } from "#app/server/product-queries.server.ts";
import { type ProductInput, upsertProducts } from "#app/server/product-writes.server.ts";
import { generatedWorkbook } from "./bench/generated-workbook.ts";
import { benchImportUnderLoad } from "./bench/import-load.ts";
import { buildIfNeeded } from "./build-if-needed.mjs";
import { freePort } from "./lib/free-port.mjs";
import { startProductionServer } from "./lib/start-server.mjs";

const ROWS = 50_000;
const DENSO_ROWS = 5_000;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);

async function benchImport(dataDir: string) {
  const workbook = generatedWorkbook(ROWS, DENSO_ROWS);
  const database = await openDatabase({ dataDir });
  const taxonomy = await loadTaxonomy(database.db);
  const started = performance.now();
  const sheet = await parseCatalogueSheet(workbook, taxonomy);
  const parsed = performance.now();
  if (!sheet.ok) throw new Error(`generated sheet refused: ${sheet.error}`);
  const summary = await upsertProducts(database.db, sheet.rows);
  const committed = performance.now();
  const again = await upsertProducts(database.db, sheet.rows, { dryRun: true });
  const previewed = performance.now();
  await database.close();
  console.log(
    `\nImport of a ${ROWS.toLocaleString("en")}-row .xlsx (${(workbook.length / 1e6).toFixed(1)} MB) on SQLite`,
  );
  console.log(`  read + validate (worker)  ${(parsed - started).toFixed(0)} ms`);
  console.log(`  commit (one transaction)  ${(committed - parsed).toFixed(0)} ms   created ${summary.created}`);
  console.log(`  total                     ${(committed - started).toFixed(0)} ms   (target: under 10,000 ms)`);
  console.log(`  re-import preview         ${(previewed - committed).toFixed(0)} ms   unchanged ${again.unchanged}`);
}

async function load(url: string) {
  const result = await autocannon({ url, connections: 10, duration: DURATION_S });
  if (result.non2xx > 0 || result.errors > 0) console.log(`  ! ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytes: result.throughput.average / Math.max(1, result.requests.average),
  };
}

async function singleRequestMs(url: string): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 20; i++) {
    const started = performance.now();
    await (await fetch(url)).arrayBuffer();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[10] ?? 0;
}

async function benchHttp(dataDir: string) {
  buildIfNeeded();
  const port = await freePort();
  // The whole-list budget per address would turn the load run into 429s: lift it for this run.
  const { child: server, base } = await startProductionServer({
    dataDir,
    port,
    env: { SEED_DEMO: "false", WHOLE_LISTS_PER_MINUTE: "1000000" },
  });
  try {
    const targets: [string, string][] = [
      ["static file (ceiling)", "/images/product-placeholder.svg"],
      ["GET /api/products?brand=denso&limit=24", "/api/products?brand=denso&limit=24"],
      ["GET /api/products?brand=denso (5,000)", "/api/products?brand=denso"],
      ["GET /api/products/details/BN-000042", "/api/products/details/BN-000042"],
      ["page /brands/denso (5,000 products)", "/brands/denso"],
      ["page /brands/denso?category=condenser&q=12", "/brands/denso?category=condenser&q=12"],
      ["page product /brands/denso/products/BN-000042", "/brands/denso/products/BN-000042"],
      ["page /", "/"],
    ];
    console.log(`\nHTTP on loopback, 10 connections, ${DURATION_S} s each (2 cores shared by server and load)`);
    console.log(
      `  ${"target".padEnd(50)} ${"req/s".padStart(8)} ${"p50 ms".padStart(7)} ${"p99 ms".padStart(7)} ${"× ceiling".padStart(9)}`,
    );
    let ceiling = 0;
    for (const [label, target] of targets) {
      const figures = await load(`${base}${target}`);
      if (!ceiling) ceiling = figures.rps;
      console.log(
        `  ${label.padEnd(50)} ${figures.rps.toFixed(0).padStart(8)} ${String(figures.p50).padStart(7)} ${String(figures.p99).padStart(7)} ${(figures.rps / ceiling).toFixed(2).padStart(9)}`,
      );
    }
    console.log("\nSingle request, median of 20 (server response time as a visitor sees it)");
    for (const target of ["/brands/denso", "/brands/denso/products/BN-000042", "/api/products?brand=denso&limit=24"]) {
      console.log(`  ${target.padEnd(50)} ${(await singleRequestMs(`${base}${target}`)).toFixed(1)} ms`);
    }
  } finally {
    server.kill("SIGTERM");
  }
}

const FINDER_PRODUCTS = 100_000;
const FINDER_RUNS = 400;
const finderModels = ["Creta", "Swift", "City", "Nexon", "Innova Crysta", "Seltos", "XUV700", "Hector"];

/** Product i of the finder benchmark: two OE numbers, a cross reference, two vehicles. */
function finderProduct(i: number): ProductInput {
  const brand = brands[i % brands.length]?.slug ?? "denso";
  const make = vehicleMakes[i % vehicleMakes.length]?.name ?? "Hyundai";
  const twin = vehicleMakes[(i * 7) % vehicleMakes.length]?.name ?? "Kia";
  const model = finderModels[i % finderModels.length];
  const from = 2005 + (i % 15);
  return {
    name: `${brand} part for ${make} ${model} number ${i}`,
    partNumber: `FN-${String(i).padStart(6, "0")}`,
    brandSlug: brand,
    categorySlug: categories[i % categories.length]?.slug ?? "compressor",
    description: "Generated benchmark product with other numbers and fitments.",
    image: null,
    rating: null,
    oeNumbers: `${97000 + (i % 900)}-${String(i).padStart(6, "0")}A; ${88000 + (i % 700)}-K${String(i).padStart(6, "0")}`,
    crossReferences: `XR ${String(i).padStart(7, "0")}`,
    fits: `${make} ${model} ${from}-${from + 6}; ${twin} ${finderModels[(i + 3) % finderModels.length]} ${from}-`,
  };
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function timeQueries(label: string, run: (i: number) => Promise<unknown>) {
  for (let i = 0; i < 20; i++) await run(i); // warm the page cache and the statement cache
  const times: number[] = [];
  // CPU time too: SQLite runs on this thread, so it is the work itself, whatever else the machine does.
  const cpu: number[] = [];
  for (let i = 0; i < FINDER_RUNS; i++) {
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    await run(i * 7919);
    const used = process.cpuUsage(cpuStarted);
    times.push(performance.now() - started);
    cpu.push((used.user + used.system) / 1000);
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const figure = (value: number) => value.toFixed(1).padStart(6);
  console.log(
    `  ${label.padEnd(58)} p50 ${figure(percentile(times, 50))} ms   p95 ${figure(percentile(times, 95))} ms   (CPU p95 ${figure(percentile(cpu, 95))} ms)`,
  );
}

async function benchFinder(dataDir: string) {
  const database = await openDatabase({ dataDir: path.join(dataDir, "finder") });
  const { db } = database;
  const seeding = performance.now();
  await upsertProducts(
    db,
    Array.from({ length: FINDER_PRODUCTS }, (_, i) => finderProduct(i)),
  );
  const seeded = performance.now();
  const counts = await Promise.all(
    (["product_numbers", "product_fitments"] as const).map(async (table) =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ),
  );
  console.log(
    `\nParts finder on SQLite: ${FINDER_PRODUCTS.toLocaleString("en")} products, ${counts[0]?.toLocaleString("en")} other numbers, ${counts[1]?.toLocaleString("en")} fitments (seeded in ${((seeded - seeding) / 1000).toFixed(1)} s)`,
  );
  console.log(`  ${FINDER_RUNS} queries each, a page of 24 with its total count (target: p95 under 20 ms)`);
  const page = (filters: ProductQuery) => listProducts(db, { ...filters, limit: 24 });
  const someProduct = (i: number) => finderProduct(i % FINDER_PRODUCTS);
  await timeQueries("search by an OE number typed with other spacing", (i) =>
    page({ q: (someProduct(i).oeNumbers ?? "").split(";")[0]?.replace("-", " ").toLowerCase() }),
  );
  await timeQueries("search by a cross reference, no spaces", (i) =>
    page({ q: (someProduct(i).crossReferences ?? "").replace(" ", "") }),
  );
  await timeQueries("search by a part number", (i) => page({ q: someProduct(i).partNumber }));
  const vehicle = (i: number) => ({
    make: vehicleMakes[i % vehicleMakes.length]?.slug,
    model: finderModels[i % finderModels.length],
    year: 2008 + (i % 12),
  });
  await timeQueries("brand listing filtered by make, model and year", (i) =>
    page({ brand: brands[i % brands.length]?.slug, ...vehicle(i) }),
  );
  await timeQueries("brand listing filtered by make only", (i) =>
    page({ brand: brands[i % brands.length]?.slug, make: vehicleMakes[i % vehicleMakes.length]?.slug }),
  );
  await timeQueries("whole catalogue filtered by make, model and year (/search)", (i) => page(vehicle(i)));
  await timeQueries("whole catalogue filtered by make only (home page's links)", (i) =>
    page({ make: vehicleMakes[i % vehicleMakes.length]?.slug }),
  );
  console.log("  word search (a page of 24 in order of relevance, with its total count; target: p95 under 10 ms)");
  const words = (queries: readonly string[]) => (i: number) => page({ q: queries[i % queries.length] });
  await timeQueries(
    'vehicle model + category ("creta compressor", …)',
    words(finderModels.map((model, i) => `${model} ${categories[i % categories.length]?.name}`)),
  );
  await timeQueries(
    'make + category, any order ("compressor hyundai", …)',
    words(vehicleMakes.map((make, i) => `${categories[i % categories.length]?.name} ${make.name}`)),
  );
  await timeQueries(
    'brand + category ("denso condenser", …)',
    words(brands.map((brand, i) => `${brand.name} ${categories[i % categories.length]?.name}`)),
  );
  await timeQueries(
    'Spanish with filler words ("compresor para el creta", …)',
    words(["compresor para el creta", "condensador de swift", "evaporador para city", "ventilador hector"]),
  );
  await timeQueries(
    'one-letter typos ("compresser creta", "hundai condenser", …)',
    words(["compresser creta", "hundai condenser", "radiatr seltos", "condensor swift", "blowr motor nexon"]),
  );
  await timeQueries(
    'one category word, 1/8 of the catalogue ("blower", …)',
    words(["blower", "compressor", "evaporator", "txv", "fan assembly"]),
  );
  await timeQueries('vehicle + the start of an OE number ("creta 97012")', (i) =>
    page({ q: `${finderModels[i % finderModels.length]} ${97000 + (i % 900)}` }),
  );
  await timeQueries("a word that matches nothing", words(["zzzzzz compressor", "qwerty"]));
  await database.close();
}

const dataDir = mkdtempSync(path.join(tmpdir(), "coolparts-bench-"));
try {
  if (process.argv.includes("finder")) {
    await benchFinder(dataDir);
  } else if (process.argv.includes("import-load")) {
    await benchImportUnderLoad(dataDir);
  } else {
    await benchImport(dataDir);
    await benchHttp(dataDir);
    await benchFinder(dataDir);
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
