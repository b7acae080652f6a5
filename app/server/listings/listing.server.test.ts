import type { KyselyPlugin } from "kysely";
import { describe, expect, it } from "vitest";
import { productInput } from "#tests/setup/product-input.ts";
import { databaseKinds, databasePerTest } from "#tests/setup/test-database.ts";
import { findProduct } from "../products/product-queries.server.ts";
import { deleteProduct, type ProductInput, upsertProducts } from "../products/product-writes.server.ts";
import { loadListing } from "./listing.server.ts";

/** A Denso compressor for a Hyundai Creta unless told otherwise. */
const part = (overrides: Partial<ProductInput> = {}): ProductInput =>
  productInput({
    name: "Denso Compressor for Hyundai Creta",
    partNumber: "DN-0001",
    fits: "Hyundai Creta 2015-2020",
    ...overrides,
  });

const brandPage = (search = "") => new URL(`http://x/brands/denso${search}`);

describe.each(databaseKinds)("brand and category listings on %s", (kind) => {
  const database = databasePerTest(kind);

  it("counts, filters and offers vehicles as the catalogue stands after every write", async () => {
    const { db } = database;
    await upsertProducts(db, [
      part(),
      part({
        partNumber: "DN-0002",
        name: "Denso Condenser for Kia Seltos",
        categorySlug: "condenser",
        fits: "Kia Seltos",
      }),
      part({ partNumber: "VA-0001", brandSlug: "valeo", fits: "Tata Nexon" }),
    ]);
    const first = await loadListing(db, { kind: "brand", brandSlug: "denso" }, brandPage());
    expect(first.total).toBe(2);
    expect(first.facets.map((facet) => [facet.slug, facet.count])).toEqual([
      ["compressor", 1],
      ["condenser", 1],
    ]);
    expect(first.vehicle.makes.map((make) => make.slug)).toEqual(["hyundai", "kia", "tata"]);
    expect((await loadListing(db, { kind: "brand", brandSlug: "denso" }, brandPage("?category=condenser"))).total).toBe(
      1,
    );

    // A write is seen by the next listing: counts, the total, the finder's makes, models and years.
    await upsertProducts(db, [
      part({ partNumber: "DN-0003", name: "Denso Compressor for Maruti Swift", fits: "Maruti Suzuki Swift 2018-2019" }),
    ]);
    const second = await loadListing(db, { kind: "brand", brandSlug: "denso" }, brandPage());
    expect(second.total).toBe(3);
    expect(second.facets.map((facet) => [facet.slug, facet.count])).toEqual([
      ["compressor", 2],
      ["condenser", 1],
    ]);
    expect(second.vehicle.makes.map((make) => make.slug)).toContain("maruti-suzuki");
    const swift = await loadListing(
      db,
      { kind: "brand", brandSlug: "denso" },
      brandPage("?make=maruti-suzuki&model=swift"),
    );
    expect(swift.vehicle.models.map((model) => model.slug)).toEqual(["swift"]);
    expect(swift.vehicle.years).toEqual([2019, 2018]);
    expect(swift.total).toBe(1);

    const valeo = await loadListing(
      db,
      { kind: "category", categorySlug: "compressor" },
      new URL("http://x/categories/compressor"),
    );
    expect(valeo.facets.map((facet) => [facet.slug, facet.count])).toEqual([
      ["denso", 2],
      ["valeo", 1],
    ]);
    await deleteProduct(db, (await findProduct(db, "VA-0001"))?.id ?? 0);
    const after = await loadListing(
      db,
      { kind: "category", categorySlug: "compressor" },
      new URL("http://x/categories/compressor"),
    );
    expect(after.total).toBe(2);
    expect(after.facets.map((facet) => facet.slug)).toEqual(["denso"]);
    expect(after.vehicle.makes.map((make) => make.slug)).not.toContain("tata");
  });

  it("counts a brand's products per category once per catalogue version, not for every visit", async () => {
    // Every statement the listing sends, as Kysely's tree of it.
    const statements: string[] = [];
    const recorder: KyselyPlugin = {
      transformQuery(args) {
        statements.push(JSON.stringify(args.node));
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    const db = database.db.withPlugin(recorder);
    await upsertProducts(db, [part(), part({ partNumber: "DN-0002", categorySlug: "condenser" })]);
    await loadListing(db, { kind: "brand", brandSlug: "denso" }, brandPage());
    statements.length = 0;
    const again = await loadListing(db, { kind: "brand", brandSlug: "denso" }, brandPage("?page=1"));
    expect(again.total).toBe(2);
    // The page of products is read again; the counts per category, the total and the makes are not.
    expect(statements.filter((statement) => statement.includes('"GroupByNode"'))).toEqual([]);
    expect(statements.filter((statement) => statement.includes('"func":"count"'))).toEqual([]);
    expect(statements.filter((statement) => statement.includes('"modifier":"Distinct"'))).toEqual([]);
  });
});
