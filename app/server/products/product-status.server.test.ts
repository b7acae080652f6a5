import { beforeEach, describe, expect, it } from "vitest";
import { productInput } from "#tests/setup/product-input.ts";
import { databaseKinds, databasePerTest } from "#tests/setup/test-database.ts";
import { loadTaxonomy } from "../catalogue/taxonomy.server.ts";
import { readCatalogueVersion } from "../db/catalogue-version.server.ts";
import { loadListing } from "../listings/listing.server.ts";
import { countWithoutVehicle, loadVehicleChoice, modelsOfMake } from "../listings/vehicle-choice.server.ts";
import { closestMatches } from "../search/closest.server.ts";
import { listProducts } from "../search/list-products.server.ts";
import { searchSuggestions } from "../search/suggestions.server.ts";
import { productEntries, productSitemapCount } from "../sitemap.server.ts";
import { loadProductPage } from "./product-page.server.ts";
import { findProduct } from "./product-queries.server.ts";
import { setProductStatus } from "./product-status.server.ts";
import { type ProductInput, upsertProducts } from "./product-writes.server.ts";

/** A public Denso compressor for a Hyundai Creta, and a Valeo condenser for a Tata Harrier only drafts have. */
const active = productInput({ name: "Denso Compressor", partNumber: "DN-0001", fits: "Hyundai Creta 2015-2020" });
const draft: ProductInput = productInput({
  name: "Valeo Condenser Harrier",
  partNumber: "VA-7777",
  brandSlug: "valeo",
  categorySlug: "condenser",
  description: "Zylophonic fins",
  oeNumbers: "OE-555123",
  fits: "Tata Harrier 2019-",
  status: "draft",
});
const noFits = productInput({ name: "Valeo Gasket", partNumber: "VA-0002", brandSlug: "valeo", status: "draft" });

const url = (path: string) => new URL(`http://x${path}`);

describe.each(databaseKinds)("drafts and publishing on %s", (kind) => {
  const database = databasePerTest(kind);
  beforeEach(async () => {
    await upsertProducts(database.db, [active, draft, noFits]);
  });

  /** Everything a visitor can reach that could name the draft. */
  async function publicView() {
    const { db } = database;
    const taxonomy = await loadTaxonomy(db);
    const page = await loadProductPage(db, url("/brands/valeo/products/VA-7777"), { brand: "valeo" }, "VA-7777").then(
      () => "found",
      (error: Response) => error.status,
    );
    const list = (query: Parameters<typeof listProducts>[1]) =>
      listProducts(db, { ...query, limit: 10 }).then((answer) => answer.products.map((p) => p.partNumber));
    return {
      page,
      details: (await findProduct(db, "VA-7777"))?.partNumber ?? null,
      all: await list({}),
      byWord: await list({ q: "zylophonic" }),
      byNumber: await list({ q: "VA-7777" }),
      byOeNumber: await list({ q: "OE-555123" }),
      byBrand: await list({ brand: "valeo" }),
      byMake: await list({ make: "tata" }),
      byCategory: await list({ category: "condenser" }),
      suggestions: (await searchSuggestions(db, "valeo", "en")).brands.map((b) => b.slug),
      closest: (await closestMatches(db, "harier"))?.products.map((p) => p.partNumber) ?? [],
      makes: (await loadVehicleChoice(db, url("/search"))).choice.makes.map((m) => m.slug),
      models: (await modelsOfMake(db, "tata")).map((m) => m.name),
      withoutVehicle: await countWithoutVehicle(db),
      sitemap: (await productEntries(db, 0)).map((entry) => entry.path),
      sitemapChunks: await productSitemapCount(db),
      menuBrands: taxonomy.listed.brands.map((b) => b.slug),
      valeoOnlyDrafts: taxonomy.resolveBrand("valeo")?.onlyDrafts,
      condenserFacets: (await loadListing(db, { kind: "category", categorySlug: "condenser" }, url("/"))).facets.map(
        (f) => f.slug,
      ),
    };
  }

  it("keeps drafts, the brands only they use and their vehicles away from every public read", async () => {
    expect(await publicView()).toEqual({
      page: 404,
      details: null,
      all: ["DN-0001"],
      byWord: [],
      byNumber: [],
      byOeNumber: [],
      byBrand: [],
      byMake: [],
      byCategory: [],
      suggestions: [],
      closest: [],
      makes: ["hyundai"],
      models: [],
      withoutVehicle: 0,
      sitemap: ["/brands/denso/products/DN-0001"],
      sitemapChunks: 1,
      menuBrands: expect.not.arrayContaining(["valeo"]),
      valeoOnlyDrafts: true,
      condenserFacets: [],
    });
    // Staff see them when they ask for them.
    const staff = await listProducts(database.db, { status: "draft" });
    expect(staff.products.map((p) => [p.partNumber, p.status])).toEqual([
      ["VA-7777", "draft"],
      ["VA-0002", "draft"],
    ]);
    expect((await findProduct(database.db, "VA-7777", { prefer: "partNumber", staff: true }))?.status).toBe("draft");
  });

  it("publishes one brand's drafts in one write that bumps the catalogue version, and archives them again", async () => {
    const { db } = database;
    const before = await readCatalogueVersion(db);
    expect(await setProductStatus(db, { brand: "valeo" }, "active")).toEqual({ changed: 2 });
    expect(await readCatalogueVersion(db)).toBeGreaterThan(before);
    const view = await publicView();
    expect(view).toMatchObject({
      page: "found",
      details: "VA-7777",
      byWord: ["VA-7777"],
      byNumber: ["VA-7777"],
      byOeNumber: ["VA-7777"],
      byBrand: expect.arrayContaining(["VA-7777", "VA-0002"]),
      byMake: ["VA-7777"],
      makes: expect.arrayContaining(["hyundai", "tata"]),
      models: ["Harrier"],
      withoutVehicle: 1,
      sitemapChunks: 1,
      menuBrands: expect.arrayContaining(["valeo"]),
      valeoOnlyDrafts: false,
      condenserFacets: ["valeo"],
    });
    expect(await setProductStatus(db, { brand: "valeo" }, "active")).toEqual({ changed: 0 });

    const ids = (await listProducts(db, { status: "all", brand: "valeo" })).products.map((p) => p.id);
    expect(await setProductStatus(db, { ids }, "archived")).toEqual({ changed: 2 });
    expect(await publicView()).toMatchObject({ page: 404, details: null, byWord: [], makes: ["hyundai"] });
  });
});
