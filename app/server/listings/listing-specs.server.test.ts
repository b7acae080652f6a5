import { beforeEach, describe, expect, it } from "vitest";
import { productInput } from "#tests/setup/product-input.ts";
import { databaseKinds, databasePerTest } from "#tests/setup/test-database.ts";
import { type ProductInput, upsertProducts } from "../products/product-writes.server.ts";
import { loadListing } from "./listing.server.ts";

const compressor = (partNumber: string, specs: ProductInput["specs"], overrides: Partial<ProductInput> = {}) =>
  productInput({ name: `Compressor ${partNumber}`, partNumber, specs, ...overrides });

/** A listing's specification filters in the URL, with counts (decision 103). */
describe.each(databaseKinds)("specification filters of listings on %s", (kind) => {
  const database = databasePerTest(kind);
  beforeEach(async () => {
    await upsertProducts(database.db, [
      compressor("A-1", { refrigerant: "R134a", voltage: 12, "pulley-grooves": "PV6" }),
      compressor("A-2", { refrigerant: "R134a", voltage: 24, "pulley-grooves": "PV6" }),
      compressor("A-3", { refrigerant: "R1234yf", voltage: 12, "pulley-grooves": "PV4" }),
      compressor("A-4", { refrigerant: "R134a", voltage: 24 }, { brandSlug: "valeo" }),
      compressor("A-5", { refrigerant: "R134a", voltage: 24 }, { status: "draft" }),
      productInput({
        name: "Condenser",
        partNumber: "C-1",
        categorySlug: "condenser",
        specs: { refrigerant: "R134a" },
      }),
    ]);
  });

  const listing = (path: string) =>
    loadListing(database.db, { kind: "category", categorySlug: "compressor" }, new URL(`http://x${path}`));
  const facet = (data: Awaited<ReturnType<typeof listing>>, key: string) =>
    data.specFacets.find((item) => item.key === key)?.values.map((value) => [value.label, value.count, value.checked]);

  it("offers the values present with their counts, in the field's order, in the page's language", async () => {
    const data = await listing("/categories/compressor");
    expect(data.specFacets.map((item) => item.label)).toEqual(["Pulley grooves", "Voltage", "Refrigerant"]);
    expect(facet(data, "refrigerant")).toEqual([
      ["R134a", 3, false],
      ["R1234yf", 1, false],
    ]);
    expect(facet(data, "voltage")).toEqual([
      ["12 V", 2, false],
      ["24 V", 2, false],
    ]);
    const spanish = await listing("/es/categories/compressor");
    expect(spanish.specFacets.map((item) => item.label)).toEqual(["Ranuras de la polea", "Tensión", "Refrigerante"]);
  });

  it("filters by refrigerant and voltage from the URL; each field's counts follow the other fields' choices", async () => {
    const data = await listing("/categories/compressor?spec.refrigerant=R134a&spec.voltage=24");
    expect(data.products.map((product) => product.partNumber).sort()).toEqual(["A-2", "A-4"]);
    expect(data.total).toBe(2);
    // No 24 V compressor takes R1234yf: that value is not offered while 24 V is chosen.
    expect(facet(data, "refrigerant")).toEqual([["R134a", 2, true]]);
    expect(facet(data, "voltage")).toEqual([
      ["12 V", 1, false],
      ["24 V", 2, true],
    ]);
    // Two values of one field: either.
    const either = await listing("/categories/compressor?spec.voltage=12&spec.voltage=24&brand=denso");
    expect(either.products.map((product) => product.partNumber).sort()).toEqual(["A-1", "A-2", "A-3"]);
  });

  it("ignores a key the category has no filter for, and shows a chosen value no product has", async () => {
    const data = await listing("/categories/compressor?spec.colour=red&spec.voltage=48");
    expect(data.total).toBe(0);
    expect(facet(data, "voltage")).toEqual([
      ["12 V", 2, false],
      ["24 V", 2, false],
      ["48 V", 0, true],
    ]);
  });

  it("on a brand page, offers a category's filters once that category is chosen", async () => {
    const brand = (search: string) =>
      loadListing(database.db, { kind: "brand", brandSlug: "denso" }, new URL(`http://x/brands/denso${search}`));
    expect((await brand("")).specFacets).toEqual([]);
    const chosen = await brand("?category=compressor&spec.pulley-grooves=PV6");
    expect(chosen.products.map((product) => product.partNumber).sort()).toEqual(["A-1", "A-2"]);
    expect(facet(chosen, "voltage")).toEqual([
      ["12 V", 1, false],
      ["24 V", 1, false],
    ]);
  });
});
