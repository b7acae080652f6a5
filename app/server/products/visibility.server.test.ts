import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import type { Product } from "#app/catalogue/product.ts";
import { productInput } from "#tests/setup/product-input.ts";
import { databaseKinds, databasePerTest } from "#tests/setup/test-database.ts";
import { productCounts } from "../catalogue/taxonomy.server.ts";
import { alsoForThisCar } from "../enquiries/also-for-this-car.server.ts";
import { findListedProducts } from "../enquiries/enquiry-list-products.server.ts";
import { matchShortageLines } from "../enquiries/shortage-matching.server.ts";
import { loadListing } from "../listings/listing.server.ts";
import { loadVehicleChoice, modelsOfMake } from "../listings/vehicle-choice.server.ts";
import { lookUpScan } from "../scanner/scan-lookup.server.ts";
import { listProducts } from "../search/list-products.server.ts";
import { productEntries } from "../sitemap.server.ts";
import { loadComparePage } from "./compare.server.ts";
import { loadProductPage } from "./product-page.server.ts";
import { setProductStatus } from "./product-status.server.ts";
import { upsertProducts } from "./product-writes.server.ts";
import { relatedProducts } from "./related-products.server.ts";

const repository = path.resolve(import.meta.dirname, "../../..");
const ruleHome = "app/server/products/visibility.server.ts";

/** Where visitor-facing reads are written: the server modules, the host and the public pages' loaders. */
const scanned = ["app/server", "server", "app/routes/_public", "app/routes/_seo"];
/** Not reads: the schema (the status column and its partial indexes are defined there). */
const notReads = ["app/server/db/migrations"];

/** A status compared with "active" by hand: a kysely where, raw SQL or a row already read. */
const bypasses = [
  /status["'`]\s*,\s*["'`](?:=|<>|!=|is|is not)["'`]\s*,\s*["'`]active["'`]/,
  /status\s*(?:=|<>|!=)\s*'active'/,
  /status\)?\s*(?:===|!==|==|!=)\s*["'`]active["'`]/,
  /["'`]active["'`]\s*(?:===|!==|==|!=)\s*[\w.?]*status\b/,
];

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(repository, folder), { recursive: true, encoding: "utf8" })
    .map((file) => path.posix.join(folder, file.split(path.sep).join("/")))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
}

/** Every line of the scanned sources that decides "visible to visitors" without the rule. */
function bypassingLines(): string[] {
  return scanned
    .flatMap(sourceFiles)
    .filter((file) => file !== ruleHome && !notReads.some((prefix) => file.startsWith(prefix)))
    .flatMap((file) =>
      readFileSync(path.join(repository, file), "utf8")
        .split("\n")
        .flatMap((line, index) => (bypasses.some((pattern) => pattern.test(line)) ? [`${file}:${index + 1}`] : [])),
    );
}

describe("the visibility rule's one home", () => {
  it("is the only place a server module compares a product's status with 'active'", () => {
    expect(bypassingLines()).toEqual([]);
  });

  it("recognises each way of writing the comparison by hand", () => {
    const written = [
      `.where("status", "=", "active")`,
      `.where("products.status", "<>", 'active')`,
      "sql`select id from products where status = 'active'`",
      `row?.status === "active"`,
      `"active" !== product.status`,
    ];
    expect(written.filter((line) => !bypasses.some((pattern) => pattern.test(line)))).toEqual([]);
    expect(bypasses.some((pattern) => pattern.test(`status: input.status ?? "active"`))).toBe(false);
  });
});

/**
 * A public Denso compressor for a Creta; two Valeo condensers for the same Creta and a Valeo compressor
 * that visitors must not see.
 */
const visible = productInput({ name: "Denso Compressor", partNumber: "DN-0001", fits: "Hyundai Creta 2015-2020" });
const hidden = [
  productInput({
    name: "Valeo Condenser Creta",
    partNumber: "VA-7777",
    brandSlug: "valeo",
    categorySlug: "condenser",
    description: "Zylophonic fins",
    oeNumbers: "OE-555777",
    fits: "Hyundai Creta 2015-2020; Tata Harrier 2019-",
    status: "draft",
  }),
  productInput({
    name: "Valeo Condenser Creta old",
    partNumber: "VA-8888",
    brandSlug: "valeo",
    categorySlug: "condenser",
    description: "Zylophonic fins",
    oeNumbers: "OE-555888",
    fits: "Hyundai Creta 2015-2020; Tata Harrier 2019-",
    status: "archived",
  }),
  // Of the visible part's own category, for the reads that offer "the same part from another brand".
  productInput({ name: "Valeo Compressor", partNumber: "VA-9999", brandSlug: "valeo", status: "draft" }),
];
const hiddenNumbers = hidden.map((product) => product.partNumber);

const url = (address: string) => new URL(`http://x${address}`);
const numbers = (products: readonly Pick<Product, "partNumber">[]) => products.map((product) => product.partNumber);

describe.each(databaseKinds)("the visibility rule's public reads on %s", (kind) => {
  const database = databasePerTest(kind);
  beforeEach(async () => {
    await upsertProducts(database.db, [visible, ...hidden]);
  });

  /** Each public read, with the part numbers (or names) of what it shows a visitor. */
  async function publicReads(): Promise<Record<string, string[]>> {
    const { db } = database;
    const list = async (query: Parameters<typeof listProducts>[1]) => numbers((await listProducts(db, query)).products);
    const page = await loadProductPage(db, url("/brands/denso/products/DN-0001"), { brand: "denso" }, "DN-0001");
    const shownProduct = "product" in page ? page.product : undefined;
    const compare = await loadComparePage(db, url("/compare?item=valeo:VA-7777&item=valeo:VA-8888&item=denso:DN-0001"));
    const compareByWords = await loadComparePage(db, url("/compare?item=denso:DN-0001&add=condenser"));
    const hiddenPages = await Promise.all(
      hiddenNumbers.map((number) =>
        loadProductPage(db, url(`/brands/valeo/products/${number}`), { brand: "valeo" }, number).then(
          () => [number],
          () => [],
        ),
      ),
    );
    return {
      brandPage: numbers((await loadListing(db, { kind: "brand", brandSlug: "valeo" }, url("/brands/valeo"))).products),
      categoryPage: numbers(
        (await loadListing(db, { kind: "category", categorySlug: "condenser" }, url("/categories/condenser"))).products,
      ),
      productPages: hiddenPages.flat(),
      listing: await list({ limit: 50 }),
      searchByWord: await list({ q: "zylophonic" }),
      searchByNumber: await list({ q: "VA-7777" }),
      searchByOeNumber: await list({ q: "OE-555888" }),
      searchByVehicle: await list({ q: "creta condenser" }),
      vehiclePage: await list({ make: "tata" }),
      vehicleModels: (await modelsOfMake(db, "tata")).map((model) => model.name),
      vehicleMakes: (await loadVehicleChoice(db, url("/search"))).choice.makes.map((make) => make.slug),
      sitemap: (await productEntries(db, 0)).map((entry) => entry.path.split("/").at(-1) ?? entry.path),
      related: shownProduct ? numbers(await relatedProducts(db, shownProduct)) : ["no page"],
      compare: [...numbers(compare.products), ...numbers(compareByWords.candidates)],
      enquiryListProducts: numbers(Object.values(await findListedProducts(db, ["valeo|VA-7777", "valeo|VA-8888"]))),
      alsoForThisCar: numbers(await alsoForThisCar(db, "Hyundai Creta 2018", ["compressor"])),
      shortageList: (
        await matchShortageLines(db, [
          { text: "VA-7777", words: ["VA-7777"], quantity: 1 },
          { text: "OE-555888", words: ["OE-555888"], quantity: 1 },
        ])
      ).flatMap((line) => line.matches.map((match) => match.product.partNumber)),
      scanner: [(await lookUpScan(db, ["VA-7777", "OE-555888"]))?.product.partNumber ?? []].flat(),
      brandCounts: [...(await productCounts(db, "brand", "visible")).keys()],
    };
  }

  it("shows a visitor no draft or archived product through any public read, and each of them once published", async () => {
    const before = await publicReads();
    for (const [read, shown] of Object.entries(before)) {
      expect(
        shown.filter((number) => [...hiddenNumbers, "tata", "Harrier", "valeo"].includes(number)),
        read,
      ).toEqual([]);
    }
    expect(before.listing).toEqual(["DN-0001"]);

    await setProductStatus(database.db, { brand: "valeo" }, "active");
    const after = await publicReads();
    const published = [...hiddenNumbers, "tata", "Harrier", "valeo"];
    // Each read finds what it was kept from, so none of the checks above passed for want of a match.
    for (const [read, shown] of Object.entries(after)) {
      expect(
        shown.some((number) => published.includes(number)),
        `${read} shows ${JSON.stringify(shown)}`,
      ).toBe(true);
    }
  });
});
