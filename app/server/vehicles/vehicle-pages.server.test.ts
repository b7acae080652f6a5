import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loader as makeLoader } from "#app/routes/_public/vehicle-make.tsx";
import { loader as modelLoader } from "#app/routes/_public/vehicle-model.tsx";
import { loader as sitemapLoader } from "#app/routes/_seo/sitemap-part.ts";
import { upsertProducts } from "#app/server/products/product-writes.server.ts";
import { pageContext } from "#tests/setup/page-context.ts";
import { productInput } from "#tests/setup/product-input.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "#tests/setup/test-database.ts";
import { setProductStatus } from "../products/product-status.server.ts";
import { createAcSystem } from "./ac-systems.server.ts";
import { vehiclesNamedBy } from "./named-vehicles.server.ts";

/** The parts of each generation as "years: category: part number (its lines)". */
function listed(page: Awaited<ReturnType<typeof modelLoader>>["page"]) {
  return page.generations.map((generation) => ({
    years: generation.key,
    categories: generation.categories.map((category) => ({
      category: category.slug,
      parts: category.parts.map(
        (part) =>
          `${part.partNumber} ${part.fits
            .map(
              (fit) =>
                `${fit.yearFrom ?? ""}-${fit.yearTo ?? ""}${fit.details?.engine ? ` ${fit.details.engine}` : ""}`,
            )
            .join(", ")}`,
      ),
    })),
  }));
}

describe.each(databaseKinds)("vehicle pages on %s", (kind) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(kind);
  });
  afterEach(async () => {
    await database.dispose();
  });

  function args(pathname: string, params: Record<string, string>) {
    const url = new URL(`http://shop.test${pathname}`);
    return { params, url, context: pageContext(database.db), request: new Request(url) } as never;
  }

  async function thrownBy(load: () => unknown): Promise<[number, string | null] | undefined> {
    try {
      await load();
      return undefined;
    } catch (thrown) {
      if (thrown instanceof Response) return [thrown.status, thrown.headers.get("Location")];
      throw thrown;
    }
  }

  const creta = () => modelLoader(args("/vehicles/hyundai/creta", { make: "hyundai", model: "creta" }));

  it("lists exactly the public parts that fit each generation, by category, with each line's years and engine", async () => {
    await upsertProducts(database.db, [
      productInput({ name: "Compressor 1.6 petrol", partNumber: "CP-1", fits: "Hyundai Creta 2015-2020 (1.6 petrol)" }),
      productInput({ name: "Compressor new", partNumber: "CP-2", fits: "Hyundai Creta 2020-; Kia Seltos 2019-" }),
      productInput({
        name: "Condenser",
        partNumber: "CD-1",
        categorySlug: "condenser",
        // Within the first generation: no generation of its own.
        fits: "Hyundai Creta 2016-2018",
      }),
      productInput({ name: "Radiator", partNumber: "RD-1", categorySlug: "radiator", fits: "Hyundai Creta 2018-" }),
      productInput({
        name: "Blower, any year",
        partNumber: "BL-1",
        categorySlug: "blower-motor",
        fits: "Hyundai Creta",
      }),
      productInput({ name: "Not a Creta part", partNumber: "XX-1", fits: "Hyundai Verna 2017-2023" }),
      productInput({ name: "Draft that fits", partNumber: "DR-1", fits: "Hyundai Creta 2015-2020", status: "draft" }),
    ]);
    const { page } = await creta();
    expect(listed(page)).toEqual([
      {
        years: "2015-2020",
        categories: [
          { category: "compressor", parts: ["CP-1 2015-2020 1.6"] },
          { category: "condenser", parts: ["CD-1 2016-2018"] },
          { category: "radiator", parts: ["RD-1 2018-"] },
          { category: "blower-motor", parts: ["BL-1 -"] },
        ].sort(byCategoryOrder(page)),
      },
      {
        years: "2020-",
        categories: [
          { category: "compressor", parts: ["CP-2 2020-"] },
          { category: "radiator", parts: ["RD-1 2018-"] },
          { category: "blower-motor", parts: ["BL-1 -"] },
        ].sort(byCategoryOrder(page)),
      },
    ]);
    expect(page.partCount).toBe(5);

    // Taken off the site, a part leaves the page; published, a draft joins it.
    const products = await database.db.selectFrom("products").select(["id", "part_number"]).execute();
    const idOf = (number: string) => products.find((row) => row.part_number === number)?.id as number;
    await setProductStatus(database.db, { ids: [idOf("RD-1")] }, "archived");
    await setProductStatus(database.db, { ids: [idOf("DR-1")] }, "active");
    const after = listed((await creta()).page);
    expect(JSON.stringify(after)).not.toContain("RD-1");
    expect(after[0]?.categories.find((category) => category.category === "compressor")?.parts).toContain(
      "DR-1 2015-2020",
    );
  });

  it("answers 404 for a make or model no public part fits, and 301 to the one address for other spellings", async () => {
    await upsertProducts(database.db, [
      productInput({ name: "Swift compressor", partNumber: "SW-1", fits: "Maruti Suzuki Swift 2018-" }),
      productInput({ name: "Draft Nexon part", partNumber: "NX-1", fits: "Tata Nexon", status: "draft" }),
    ]);
    expect(await thrownBy(() => makeLoader(args("/vehicles/nosuch", { make: "nosuch" })))).toEqual([404, null]);
    // A make the finder knows, with only a draft that fits it: not public.
    expect(await thrownBy(() => makeLoader(args("/vehicles/tata", { make: "tata" })))).toEqual([404, null]);
    expect(
      await thrownBy(() => modelLoader(args("/vehicles/maruti-suzuki/alto", { make: "maruti-suzuki", model: "alto" }))),
    ).toEqual([404, null]);
    expect(await thrownBy(() => makeLoader(args("/hi/vehicles/Maruti", { make: "Maruti" })))).toEqual([
      301,
      "/hi/vehicles/maruti-suzuki",
    ]);
    expect(
      await thrownBy(() => modelLoader(args("/es/vehicles/maruti/SWIFT", { make: "maruti", model: "SWIFT" }))),
    ).toEqual([301, "/es/vehicles/maruti-suzuki/swift"]);
    const { make } = await makeLoader(args("/vehicles/maruti-suzuki", { make: "maruti-suzuki" }));
    expect(make.models).toEqual([{ slug: "swift", name: "Swift", yearFrom: 2018, yearTo: null, parts: 1 }]);
  });

  it("shows a car's AC data under the generation its years belong to", async () => {
    await upsertProducts(database.db, [
      productInput({ name: "Old", partNumber: "CP-1", fits: "Hyundai Creta 2015-2020" }),
      productInput({ name: "New", partNumber: "CP-2", fits: "Hyundai Creta 2020-" }),
    ]);
    const system = {
      make: "Hyundai",
      model: "creta",
      refrigerant: "R134a" as const,
      chargeGrams: 470,
      chargeToleranceGrams: 20,
      oilType: "PAG 46",
      oilMl: 140,
      compressorModel: "",
      clutchType: "clutch" as const,
      notes: "",
    };
    await createAcSystem(database.db, { ...system, yearFrom: 2015, yearTo: 2020 });
    await createAcSystem(database.db, { ...system, yearFrom: 2020, yearTo: null, chargeGrams: 450 });
    const { page } = await creta();
    expect(page.generations.map((generation) => generation.ac.map((ac) => ac.chargeGrams))).toEqual([[470], [450]]);
  });

  it("names the car a search's words name, for a link to its page, and no car for a make or a draft's", async () => {
    await upsertProducts(database.db, [
      productInput({ name: "Creta compressor", partNumber: "CR-1", fits: "Hyundai Creta 2020-" }),
      productInput({ name: "Crysta compressor", partNumber: "IC-1", fits: "Toyota Innova Crysta 2016-" }),
      productInput({ name: "Venue condenser", partNumber: "VN-1", fits: "Hyundai Venue 2019-; Kia Sonet 2020-" }),
      productInput({ name: "Draft", partNumber: "NX-1", fits: "Tata Nexon", status: "draft" }),
    ]);
    const named = async (q: string) =>
      (await vehiclesNamedBy(database.db, q)).map((car) => `${car.makeSlug}/${car.modelSlug}`);
    expect(await named("creta compressor")).toEqual(["hyundai/creta"]);
    expect(await named("Innova Crysta 2018 condenser")).toEqual(["toyota/innova-crysta"]);
    expect(await named("kia sonet")).toEqual(["kia/sonet"]);
    expect(await named("hyundai")).toEqual([]);
    expect(await named("nexon radiator")).toEqual([]);
  });

  it("lists every make's and model's page in the pages sitemap, in each language with its alternates", async () => {
    await upsertProducts(database.db, [
      productInput({ name: "Crysta compressor", partNumber: "IC-1", fits: "Toyota Innova Crysta 2016-" }),
      productInput({ name: "Draft", partNumber: "NX-1", fits: "Tata Nexon", status: "draft" }),
    ]);
    const response = (await sitemapLoader(args("/sitemaps/pages.xml", { name: "pages.xml" }))) as Response;
    const xml = await response.text();
    for (const path of ["/vehicles", "/vehicles/toyota", "/vehicles/toyota/innova-crysta"]) {
      expect(xml).toContain(`<loc>http://shop.test${path}</loc>`);
      expect(xml).toContain(`<loc>http://shop.test/hi${path}</loc>`);
      expect(xml).toContain(`hreflang="es" href="http://shop.test/es${path}"`);
    }
    expect(xml).not.toContain("/vehicles/tata");
  });
});

/** The page's category order (the taxonomy's), to write the expected lists in any order. */
function byCategoryOrder(page: { generations: { categories: { slug: string }[] }[] }) {
  const order = page.generations.flatMap((generation) => generation.categories.map((category) => category.slug));
  return (a: { category: string }, b: { category: string }) => order.indexOf(a.category) - order.indexOf(b.category);
}
