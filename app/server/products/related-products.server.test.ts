import { beforeEach, describe, expect, it } from "vitest";
import { productInput } from "#tests/setup/product-input.ts";
import { databaseKinds, databasePerTest } from "#tests/setup/test-database.ts";
import { findProductsByPartNumber } from "./product-queries.server.ts";
import { upsertProducts } from "./product-writes.server.ts";
import { relatedProducts } from "./related-products.server.ts";

describe.each(databaseKinds)("related products on %s", (kind) => {
  const database = databasePerTest(kind);
  beforeEach(async () => {
    await upsertProducts(database.db, [
      productInput({ name: "Creta compressor", partNumber: "C-COMP", fits: "Hyundai Creta 2020-; Kia Seltos 2019-" }),
      // The rest of the job: other categories for the same vehicles and years.
      productInput({
        name: "Creta condenser",
        partNumber: "C-COND",
        brandSlug: "mahle-behr",
        categorySlug: "condenser",
        fits: "Hyundai Creta 2020-",
      }),
      productInput({
        name: "Creta condenser, second",
        partNumber: "C-COND-2",
        brandSlug: "valeo",
        categorySlug: "condenser",
        fits: "Hyundai Creta 2021-",
      }),
      productInput({
        name: "Seltos blower",
        partNumber: "S-BLOW",
        categorySlug: "blower-motor",
        fits: "Kia Seltos 2019-2023",
      }),
      // An older Creta's valve: its years end before this compressor's begin.
      productInput({
        name: "Old Creta valve",
        partNumber: "OLD-TXV",
        categorySlug: "expansion-valves",
        fits: "Hyundai Creta 2015-2019",
      }),
      // A draft is nobody's related product.
      productInput({
        name: "Draft Creta coil",
        partNumber: "D-COIL",
        categorySlug: "cooling-coil",
        fits: "Hyundai Creta 2020-",
        status: "draft",
      }),
      // The same category: other brands first, then its own.
      productInput({ name: "Denso compressor, other", partNumber: "D-COMP-2" }),
      productInput({ name: "Sanden compressor", partNumber: "S-COMP", brandSlug: "sanden" }),
      productInput({ name: "Valeo compressor", partNumber: "V-COMP", brandSlug: "valeo" }),
    ]);
  });

  const relatedTo = async (partNumber: string) => {
    const [product] = await findProductsByPartNumber(database.db, partNumber);
    if (!product) throw new Error(`no ${partNumber}`);
    return (await relatedProducts(database.db, product)).map((p) => p.partNumber);
  };

  it("offers the rest of the job for the same vehicles first, one per category, then the category's other brands", async () => {
    expect(await relatedTo("C-COMP")).toEqual(["S-BLOW", "C-COND", "S-COMP", "V-COMP", "D-COMP-2"]);
  });

  it("never offers the product itself or one product twice", async () => {
    const related = await relatedTo("C-COND");
    expect(related).not.toContain("C-COND");
    expect(new Set(related).size).toBe(related.length);
    // The condenser's job: the compressor and (its vehicles' years overlap) nothing older.
    expect(related[0]).toBe("C-COMP");
    expect(related).toContain("C-COND-2");
  });

  it("fills with the category alone for a part that lists no vehicle", async () => {
    expect(await relatedTo("S-COMP")).toEqual(["C-COMP", "D-COMP-2", "V-COMP"]);
  });
});
