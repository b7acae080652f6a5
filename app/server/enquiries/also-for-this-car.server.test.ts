import { beforeEach, describe, expect, it } from "vitest";
import { productInput } from "#tests/setup/product-input.ts";
import { databaseKinds, databasePerTest } from "#tests/setup/test-database.ts";
import { upsertProducts } from "../products/product-writes.server.ts";
import { alsoForThisCar } from "./also-for-this-car.server.ts";

describe.each(databaseKinds)("also for this car on %s", (kind) => {
  const database = databasePerTest(kind);
  beforeEach(async () => {
    await upsertProducts(database.db, [
      productInput({ name: "Creta compressor", partNumber: "C-COMP", fits: "Hyundai Creta 2020-" }),
      productInput({
        name: "Creta condenser",
        partNumber: "C-COND",
        categorySlug: "condenser",
        fits: "Hyundai Creta 2020-",
      }),
      productInput({
        name: "Creta condenser 2",
        partNumber: "C-COND-2",
        categorySlug: "condenser",
        fits: "Hyundai Creta 2021-",
      }),
      productInput({
        name: "Old Creta valve",
        partNumber: "OLD-TXV",
        categorySlug: "expansion-valves",
        fits: "Hyundai Creta 2015-2019",
      }),
      productInput({
        name: "Seltos blower",
        partNumber: "S-BLOW",
        categorySlug: "blower-motor",
        fits: "Kia Seltos 2019-",
      }),
    ]);
  });

  it("offers one part of each category the list lacks, among those whose fitment names the vehicle and year", async () => {
    const suggested = await alsoForThisCar(database.db, "Hyundai Creta 2022", ["compressor"]);
    expect(suggested.map((product) => product.categorySlug)).toEqual(["condenser"]);
    expect(await alsoForThisCar(database.db, "  ", [])).toEqual([]);
  });
});
