// `npm run bench`: prints figures, asserts nothing. Measures, on this machine:
//  1. importing a generated 50,000-row .xlsx (parse and validate in the worker, commit) on SQLite;
//  2. requests per second and latency of the production server on loopback (autocannon), for the
//     API calls and pages a visitor makes, with 5,000 products in one brand, against the same
//     process serving the built stylesheet (the ceiling): pages from the render cache, beside the
//     same pages rendered every time (a second process with the cache off), what a catalogue write
//     costs, and a fresh nonce per response against hashes (decision 056);
//  3. the parts finder at 100,000 products with OE numbers, cross references and fitments on
//     SQLite: p50/p95 of a search by another number, of vehicle-filtered listings and of word
//     searches (vehicle, category, brand, Spanish, typos).
// `npm run bench -- finder` runs only the third, `npm run bench -- http` the first two.
// `npm run bench -- import-load` runs only a 50,000-row import through the API while sampling /healthz
// and a brand page (scripts/bench/import-load.ts). `npm run bench -- price-list` imports a mapped 50,000-row
// supplier price list and previews a 100,000-row one through the import worker (scripts/bench/price-list.ts).
import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { brotliCompressSync, gzipSync, constants as zlibConstants } from "node:zlib";
import autocannon from "autocannon";
import { sql } from "kysely";
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
import { benchPriceList } from "./bench/price-list.ts";
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
  // The same commit into a database without the catalogue-version triggers (decision 055): their cost.
  const bare = await openDatabase({ dataDir: path.join(dataDir, "no-triggers") });
  const triggers = await sql<{ name: string }>`select name from sqlite_schema where type = 'trigger'
    and name like 'catalogue_version_%'`.execute(bare.db);
  for (const { name } of triggers.rows) await sql.raw(`drop trigger "${name}"`).execute(bare.db);
  const bareStarted = performance.now();
  await upsertProducts(bare.db, sheet.rows);
  const bareCommitted = performance.now();
  await bare.close();
  console.log(
    `\nImport of a ${ROWS.toLocaleString("en")}-row .xlsx (${(workbook.length / 1e6).toFixed(1)} MB) on SQLite`,
  );
  console.log(`  read + validate (worker)  ${(parsed - started).toFixed(0)} ms`);
  console.log(`  commit (one transaction)  ${(committed - parsed).toFixed(0)} ms   created ${summary.created}`);
  console.log(
    `  commit without the catalogue-version triggers ${(bareCommitted - bareStarted).toFixed(0)} ms (their cost: the difference)`,
  );
  console.log(`  total                     ${(committed - started).toFixed(0)} ms   (target: under 10,000 ms)`);
  console.log(`  re-import preview         ${(previewed - committed).toFixed(0)} ms   unchanged ${again.unchanged}`);
}

/** Browsers always ask for compressed text; so does every request of this benchmark. */
const ACCEPT = { "accept-encoding": "br, gzip" };

async function load(url: string) {
  const result = await autocannon({ url, connections: 10, duration: DURATION_S, headers: ACCEPT });
  if (result.non2xx > 0 || result.errors > 0) console.log(`  ! ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytes: result.throughput.average / Math.max(1, result.requests.average),
  };
}

async function singleRequestMs(url: string, headers: Record<string, string> = ACCEPT): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 20; i++) {
    const started = performance.now();
    await (await fetch(url, { headers })).arrayBuffer();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[10] ?? 0;
}

/** CPU time the process has used so far (user + system), in ms: a figure the load of other processes barely moves. */
function processCpuMs(pid: number | undefined): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  // utime and stime, fields 14 and 15 of the line, in clock ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** The server's CPU time per request over 50 requests one after the other. */
async function serverCpuMs(url: string, pid: number | undefined): Promise<number> {
  await (await fetch(url, { headers: ACCEPT })).arrayBuffer();
  const before = processCpuMs(pid);
  for (let i = 0; i < 50; i++) await (await fetch(url, { headers: ACCEPT })).arrayBuffer();
  return (processCpuMs(pid) - before) / 50;
}

/** Median time of one request made right after a catalogue write (the page renders again). */
async function afterBumpMs(url: string, bump: () => void): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 15; i++) {
    bump();
    const started = performance.now();
    const response = await fetch(url, { headers: ACCEPT });
    await response.arrayBuffer();
    times.push(performance.now() - started);
    if (response.headers.get("x-render-cache") !== "miss") throw new Error(`${url} was not rendered again`);
  }
  return times.sort((a, b) => a - b)[7] ?? 0;
}

function builtCss(): string {
  const name = readdirSync(path.resolve(import.meta.dirname, "../build/client/assets")).find((file) =>
    /^root-.*\.css$/.test(file),
  );
  if (!name) throw new Error("no built stylesheet");
  return `/assets/${name}`;
}

async function benchHttp(dataDir: string) {
  buildIfNeeded();
  // The whole-list budget per address would turn the load run into 429s: lift it for this run.
  const env = { SEED_DEMO: "false", WHOLE_LISTS_PER_MINUTE: "1000000" };
  // Two processes over the same SQLite file: one with the render cache, one without (first renders).
  const cached = await startProductionServer({ dataDir, port: await freePort(), env });
  const uncached = await startProductionServer({
    dataDir,
    port: await freePort(),
    env: { ...env, RENDER_CACHE_MB: "0" },
  });
  // A catalogue write as staff make them, through a connection of its own: the triggers bump.
  const writer = new DatabaseSync(path.join(dataDir, "catalogue.sqlite"));
  writer.exec("PRAGMA busy_timeout = 5000");
  const touch = writer.prepare("update products set updated_at = updated_at where part_number = 'BN-000042'");
  const bump = () => touch.run();
  try {
    const css = builtCss();
    const pages: [string, string][] = [
      ["page product /brands/denso/products/BN-000042", "/brands/denso/products/BN-000042"],
      ["page /brands/denso (5,000 products)", "/brands/denso"],
      ["page /brands/denso?category=condenser&q=12", "/brands/denso?category=condenser&q=12"],
      ["page /", "/"],
      ["page /es/categories/condenser", "/es/categories/condenser"],
    ];
    const apis: [string, string][] = [
      ["GET /api/products?brand=denso&limit=24", "/api/products?brand=denso&limit=24"],
      ["GET /api/products?brand=denso (5,000)", "/api/products?brand=denso"],
      ["GET /api/products/details/BN-000042", "/api/products/details/BN-000042"],
    ];
    console.log(
      `\nHTTP on loopback, 10 connections, ${DURATION_S} s each, accept-encoding br (2 cores shared by server and load)`,
    );
    const column = (value: string, width: number) => value.padStart(width);
    console.log(
      `  ${"target".padEnd(50)} ${column("req/s", 8)} ${column("p50 ms", 7)} ${column("p99 ms", 7)} ${column("× static", 9)}   ${column("uncached req/s", 14)} ${column("p50 ms", 7)} ${column("× static", 9)}`,
    );
    const ceiling = await load(`${cached.base}${css}`);
    const row = (label: string, a: Awaited<ReturnType<typeof load>>, b?: Awaited<ReturnType<typeof load>>) =>
      console.log(
        `  ${label.padEnd(50)} ${column(a.rps.toFixed(0), 8)} ${column(String(a.p50), 7)} ${column(String(a.p99), 7)} ${column((a.rps / ceiling.rps).toFixed(2), 9)}${
          b
            ? `   ${column(b.rps.toFixed(0), 14)} ${column(String(b.p50), 7)} ${column((b.rps / ceiling.rps).toFixed(2), 9)}`
            : ""
        }`,
      );
    row(`static CSS ${css.slice(8, 30)} (ceiling)`, ceiling);
    for (const [label, target] of pages) {
      const hot = await load(`${cached.base}${target}`);
      row(label, hot, await load(`${uncached.base}${target}`));
    }
    for (const [label, target] of apis) row(label, await load(`${cached.base}${target}`));

    console.log("\nSingle request, median of 20: cached, first render (cache off), and right after a write");
    for (const target of ["/brands/denso", "/brands/denso/products/BN-000042", "/"]) {
      const hit = await singleRequestMs(`${cached.base}${target}`);
      const first = await singleRequestMs(`${uncached.base}${target}`);
      // The render alone: the same request without compression (brotli of a 150 KB page as it streams).
      const plain = await singleRequestMs(`${uncached.base}${target}`, { "accept-encoding": "identity" });
      const afterWrite = await afterBumpMs(`${cached.base}${target}`, bump);
      const cpu = await serverCpuMs(`${uncached.base}${target}`, uncached.child.pid);
      console.log(
        `  ${target.padEnd(36)} cached ${hit.toFixed(1).padStart(5)} ms   first render ${first.toFixed(1).padStart(5)} ms (uncompressed ${plain.toFixed(1).padStart(5)} ms, server CPU ${cpu.toFixed(1).padStart(4)} ms)   after a write ${afterWrite.toFixed(1).padStart(5)} ms`,
      );
    }

    // What a version bump costs a busy site: the brand page under load while staff write every
    // second, and ten times a second.
    console.log("\nA catalogue write invalidates every page: /brands/denso under load while writes go on");
    for (const everyMs of [1000, 100]) {
      const timer = setInterval(bump, everyMs);
      const figures = await load(`${cached.base}/brands/denso`);
      clearInterval(timer);
      console.log(
        `  a write every ${String(everyMs).padStart(4)} ms ${"".padEnd(30)} ${column(figures.rps.toFixed(0), 8)} req/s   p50 ${figures.p50} ms   p99 ${figures.p99} ms`,
      );
    }
    await nonceOrHashes(`${cached.base}/brands/denso/products/BN-000042`);
  } finally {
    writer.close();
    cached.child.kill("SIGTERM");
    uncached.child.kill("SIGTERM");
  }
}

/**
 * Decision 056's measurement: what each copy of a cached page costs per response if a fresh nonce
 * were written into it (the bytes differ per visitor, so they must be compressed per response),
 * against hashes (the kept compressed bytes go out as they are).
 */
async function nonceOrHashes(url: string) {
  const html = await (await fetch(url)).text();
  const template = html.replaceAll("<script", '<script nonce="NONCE_PLACEHOLDER_0000000"');
  const runs = 300;
  const time = (work: () => void) => {
    const started = performance.now();
    for (let i = 0; i < runs; i++) work();
    return (performance.now() - started) / runs;
  };
  const nonce = () => randomBytes(16).toString("base64");
  const substitute = () => template.replaceAll("NONCE_PLACEHOLDER_0000000", nonce());
  const substituteOnly = time(() => substitute());
  const gzip = time(() => gzipSync(substitute(), { level: 6 }));
  const brotli = time(() => brotliCompressSync(substitute(), { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } }));
  console.log(`\nA fresh nonce per response instead of hashes (product page, ${(html.length / 1024).toFixed(0)} KB)`);
  console.log(`  substitute the nonce only (sent uncompressed)   ${substituteOnly.toFixed(3)} ms a response`);
  console.log(`  substitute + gzip level 6                       ${gzip.toFixed(3)} ms a response`);
  console.log(`  substitute + brotli quality 4                   ${brotli.toFixed(3)} ms a response`);
  console.log("  hashes: the kept brotli bytes as they are         0 ms (and a CDN may keep them too)");
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
  // The bench's fits run from 2005 + i % 15 for seven years (and open-ended for the twin).
  await timeQueries(
    'vehicle + model year + category ("creta 2012 compressor", …)',
    words(finderModels.map((model, i) => `${model} ${2008 + i} ${categories[i % categories.length]?.name}`)),
  );
  await timeQueries(
    'make + model year + category ("hyundai 2015 condenser", …)',
    words(vehicleMakes.map((make, i) => `${make.name} ${2006 + (i % 15)} ${categories[i % categories.length]?.name}`)),
  );
  // The two lines above repeat a few (vehicle, year) pairs, whose ruled-out products are kept per
  // catalogue version (decision 063). The first query of a pair reads them: here every query is
  // one, going round more pairs than are kept (64), so the least recently used is always gone.
  const firstOfPair = (queries: readonly string[]) => {
    let next = 0;
    return () => page({ q: queries[next++ % queries.length] });
  };
  const years = Array.from({ length: 22 }, (_, i) => 2005 + i);
  await timeQueries(
    "  the same, the first query of its (vehicle, year)",
    firstOfPair(
      years.flatMap((year) =>
        finderModels.map((model, i) => `${model} ${year} ${categories[i % categories.length]?.name}`),
      ),
    ),
  );
  await timeQueries(
    "  make + model year + category, the first of its (make, year)",
    firstOfPair(
      years.flatMap((year) =>
        vehicleMakes.map((make, i) => `${make.name} ${year} ${categories[i % categories.length]?.name}`),
      ),
    ),
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
  } else if (process.argv.includes("price-list")) {
    await benchPriceList(dataDir);
  } else {
    await benchImport(dataDir);
    await benchHttp(dataDir);
    if (!process.argv.includes("http")) await benchFinder(dataDir);
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
