import path from "node:path";
import { brands } from "#app/catalogue/brands.ts";
import { categories } from "#app/catalogue/categories.ts";
import { vehicleMakes } from "#app/catalogue/vehicle-makes.ts";
import { seededRandom } from "#app/content/demo-catalogue.ts";
import { demoSpecs } from "#app/content/demo-specs.ts";
import { openDatabase } from "#app/server/db/database.server.ts";
import { loadVehicleChoice } from "#app/server/listings/vehicle-choice.server.ts";
import { type ProductInput, upsertProducts } from "#app/server/products/product-writes.server.ts";
import { listProducts, type ProductQuery } from "#app/server/search/list-products.server.ts";

const FINDER_PRODUCTS = 100_000;
const FINDER_RUNS = 400;
export const finderModels = ["Creta", "Swift", "City", "Nexon", "Innova Crysta", "Seltos", "XUV700", "Hector"];

/** Engine versions of the first vehicle line (decision 131): a model's parts differ by them. */
const versions = [" (1.5 petrol, MT)", " (1.5 CRDi, AT)", "", " (1.2 petrol, AMT)", " (diesel)"];

/** Engine sizes for the specifications, as the demo writes them (small, mid and large vehicle classes). */
const engineSizes = ["1.2 L", "1.5 L", "2.2 L"];

/**
 * Product i of the finder benchmark: two OE numbers, a cross reference, two vehicles, the first with
 * details, and its category's specifications as the demo catalogue makes them (issue 27).
 */
export function finderProduct(i: number): ProductInput {
  const brand = brands[i % brands.length]?.slug ?? "denso";
  const make = vehicleMakes[i % vehicleMakes.length]?.name ?? "Hyundai";
  const twin = vehicleMakes[(i * 7) % vehicleMakes.length]?.name ?? "Kia";
  const model = finderModels[i % finderModels.length];
  const from = 2005 + (i % 15);
  const category = categories[i % categories.length]?.slug ?? "compressor";
  const specContext = {
    categorySlug: category,
    brandSlug: brand,
    vehicle: `${make} ${model}`,
    engine: engineSizes[i % engineSizes.length] ?? "1.5 L",
    years: `${from}-${from + 6}`,
    index: i % 5,
  };
  return {
    name: `${brand} part for ${make} ${model} number ${i}`,
    partNumber: `FN-${String(i).padStart(6, "0")}`,
    brandSlug: brand,
    categorySlug: category,
    description: "Generated benchmark product with other numbers and fitments.",
    image: null,
    rating: null,
    oeNumbers: `${97000 + (i % 900)}-${String(i).padStart(6, "0")}A; ${88000 + (i % 700)}-K${String(i).padStart(6, "0")}`,
    crossReferences: `XR ${String(i).padStart(7, "0")}`,
    fits: `${make} ${model} ${from}-${from + 6}${versions[i % versions.length]}; ${twin} ${finderModels[(i + 3) % finderModels.length]} ${from}-`,
    specs: demoSpecs(specContext, seededRandom(i)),
  };
}

/**
 * A data folder's catalogue of `count` generated products (finderProduct), for the benches that load
 * a server with one; answers product 42's page, the cached page they read beside their load.
 */
export async function seedGeneratedCatalogue(dataDir: string, count: number): Promise<string> {
  const database = await openDatabase({ dataDir });
  await upsertProducts(
    database.db,
    Array.from({ length: count }, (_, i) => finderProduct(i)),
  );
  await database.close();
  const product = finderProduct(42);
  return `/brands/${product.brandSlug}/products/${product.partNumber}`;
}

export function percentile(sorted: readonly number[], p: number): number {
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

/** The parts finder at 100,000 products on SQLite (see scripts/bench.ts). */
export async function benchFinder(dataDir: string) {
  const database = await openDatabase({ dataDir: path.join(dataDir, "finder") });
  const { db } = database;
  const seeding = performance.now();
  await upsertProducts(
    db,
    Array.from({ length: FINDER_PRODUCTS }, (_, i) => finderProduct(i)),
  );
  const seeded = performance.now();
  const counts = await Promise.all(
    (["product_numbers", "product_fitments", "product_specs"] as const).map(async (table) =>
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
    `\nParts finder on SQLite: ${FINDER_PRODUCTS.toLocaleString("en")} products, ${counts[0]?.toLocaleString("en")} other numbers, ${counts[1]?.toLocaleString("en")} fitments (the first of each with engine, fuel or gearbox on four in five), ${counts[2]?.toLocaleString("en")} specification values (seeded in ${((seeded - seeding) / 1000).toFixed(1)} s)`,
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
  // The /search loader's vehicle work: the finder's lists, and the question that splits the model's parts.
  const finderUrl = (i: number, extra = "") => {
    const { make, model, year } = vehicle(i);
    return new URL(`http://bench/search?make=${make}&model=${encodeURIComponent(model ?? "")}&year=${year}${extra}`);
  };
  await timeQueries("the finder's choices and its question (make, model, year)", (i) =>
    loadVehicleChoice(db, finderUrl(i)),
  );
  await timeQueries("whole catalogue filtered by make, model, year and fuel", async (i) => {
    const { filters } = await loadVehicleChoice(db, finderUrl(i, "&fuel=diesel"));
    return page(filters);
  });
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
  // Issue 29 (decisions 140, 141): Devanagari and Hinglish words, and faults that filter by category.
  await timeQueries(
    'Devanagari and Hinglish ("क्रेटा कंडेंसर", "swift ka compressor", …)',
    words(["क्रेटा कंडेंसर", "swift ka compressor chahiye", "होंडा सिटी रेडिएटर", "nexon ac pankha", "kompressor creta"]),
  );
  await timeQueries(
    'a fault and a vehicle ("creta AC thanda nahi karta", …)',
    words(["creta AC thanda nahi karta", "swift engine overheating", "एसी ठंडा नहीं सिटी", "nexon hawa nahi aa rahi"]),
  );
  await timeQueries(
    'a fault alone, 3/8 of the catalogue ("AC not cooling")',
    words(["AC not cooling", "एसी ठंडा नहीं करता", "no enfría"]),
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
  // Decision 159: a fuel or an engine of the fitment lines, with a vehicle or alone.
  await timeQueries(
    'vehicle + fuel + category ("creta diesel condenser", …)',
    words(
      finderModels.map(
        (model, i) => `${model} ${i % 2 ? "petrol" : "diesel"} ${categories[i % categories.length]?.name}`,
      ),
    ),
  );
  await timeQueries(
    'engine + category ("1.5 crdi compressor", …)',
    words(categories.map((category) => `1.5 crdi ${category.name}`)),
  );
  await timeQueries('vehicle + the start of an OE number ("creta 97012")', (i) =>
    page({ q: `${finderModels[i % finderModels.length]} ${97000 + (i % 900)}` }),
  );
  await timeQueries("a word that matches nothing", words(["zzzzzz compressor", "qwerty"]));
  await database.close();
}
