import { beforeEach, describe, expect, it } from "vitest";
import { productInput } from "#tests/setup/product-input.ts";
import { databaseKinds, databasePerTest } from "#tests/setup/test-database.ts";
import { upsertProducts } from "../products/product-writes.server.ts";
import { listProducts } from "./list-products.server.ts";

/** Search finds products by their specification values as the trade types them (decision 104). */
describe.each(databaseKinds)("search by specification values on %s", (kind) => {
  const database = databasePerTest(kind);
  beforeEach(async () => {
    await upsertProducts(database.db, [
      productInput({
        name: "Sanden Compressor for Tata Signa",
        partNumber: "SD-1",
        brandSlug: "sanden",
        specs: { "compressor-type": "10S17C", "pulley-grooves": "PV6", voltage: 24, refrigerant: "R134a", oil: "ND-8" },
      }),
      productInput({
        name: "Denso Compressor for Hyundai Creta",
        partNumber: "DN-1",
        specs: { "compressor-type": "6SEU14C", "pulley-grooves": "PV6", voltage: 12, refrigerant: "R1234yf" },
      }),
      productInput({
        name: "Denso Condenser for Hyundai Creta",
        partNumber: "DN-2",
        categorySlug: "condenser",
        specs: { refrigerant: "R1234yf", "core-width": 650, "with-drier": "Yes" },
      }),
      productInput({
        name: "Valeo Condenser for Honda City",
        partNumber: "VA-1",
        brandSlug: "valeo",
        categorySlug: "condenser",
        specs: { refrigerant: "R134a" },
      }),
    ]);
  });

  const found = async (q: string) =>
    (await listProducts(database.db, { q, limit: 10 })).products.map((product) => product.partNumber).sort();

  it("finds a compressor family, a pulley with a voltage, a refrigerant with a category", async () => {
    expect(await found("10s17c")).toEqual(["SD-1"]);
    expect(await found("10S17C compressor")).toEqual(["SD-1"]);
    expect(await found("pv6 24v compressor")).toEqual(["SD-1"]);
    expect(await found("pv6 compressor")).toEqual(["DN-1", "SD-1"]);
    expect(await found("r1234yf condenser")).toEqual(["DN-2"]);
    expect(await found("R-1234yf")).toEqual(["DN-1", "DN-2"]);
    expect(await found("nd8")).toEqual(["SD-1"]);
    expect(await found("650mm condenser")).toEqual(["DN-2"]);
  });

  it("does not match plain words of a value, nor a value the product does not have", async () => {
    expect(await found("yes")).toEqual([]);
    expect(await found("pv6 12v compressor")).toEqual(["DN-1"]);
    expect(await found("r134a creta")).toEqual([]);
  });
});
