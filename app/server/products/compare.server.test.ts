import { beforeEach, describe, expect, it } from "vitest";
import { comparedItems } from "#app/catalogue/compare-items.ts";
import { compareRows } from "#app/components/compare/compare-rows.ts";
import { compareTexts } from "#app/i18n/texts/compare.ts";
import { productInput } from "#tests/setup/product-input.ts";
import { databaseKinds, databasePerTest } from "#tests/setup/test-database.ts";
import { loadComparePage } from "./compare.server.ts";
import { upsertProducts } from "./product-writes.server.ts";

const url = (query: string) => new URL(`http://x/compare?${query}`);

describe("comparedItems", () => {
  it("reads brand and number pairs, each once and four at most, and drops what cannot be one", () => {
    expect(
      comparedItems(
        url(
          "item=denso:447652-1005&item=denso:4476521005&item=Valeo:875147&item=nocolon&item=:123&item=valeo:%20&item=valeo:875147&item=hcc:969853X000&item=spal:1&item=sanden:2",
        ),
      ),
    ).toEqual([
      { brandSlug: "denso", partNumber: "447652-1005" },
      { brandSlug: "valeo", partNumber: "875147" },
      { brandSlug: "hcc", partNumber: "969853X000" },
      { brandSlug: "spal", partNumber: "1" },
    ]);
    expect(comparedItems(url(`item=denso:${"9".repeat(200)}`))).toEqual([]);
  });
});

describe.each(databaseKinds)("the comparison on %s", (kind) => {
  const database = databasePerTest(kind);
  beforeEach(async () => {
    await upsertProducts(database.db, [
      productInput({
        name: "Radiator, Creta petrol",
        partNumber: "RD-1",
        brandSlug: "valeo",
        categorySlug: "radiator",
        fits: "Hyundai Creta 2015-2020 (1.6 petrol, MT)",
        oeNumbers: "25310-C9000",
      }),
      productInput({
        name: "Radiator, Creta diesel",
        partNumber: "RD-2",
        brandSlug: "mahle-behr",
        categorySlug: "radiator",
        fits: "Hyundai Creta 2015-2020 (1.6 CRDi, AT)",
        oeNumbers: "25310-C9000",
      }),
      productInput({ name: "Radiator, Swift", partNumber: "RD-3", brandSlug: "valeo", categorySlug: "radiator" }),
      productInput({ name: "Compressor, Creta", partNumber: "CP-1", brandSlug: "valeo", categorySlug: "compressor" }),
    ]);
  });

  it("shows the products in the URL's order, marks where they differ, and says which are gone", async () => {
    const page = await loadComparePage(database.db, url("item=mahle-behr:RD-2&item=valeo:rd1&item=valeo:GONE-9"));
    expect(page.products.map((p) => p.partNumber)).toEqual(["RD-2", "RD-1"]);
    expect(page.missing).toEqual([{ brandSlug: "valeo", partNumber: "GONE-9" }]);
    const t = (key: Parameters<typeof compareTexts.translate>[1]) => compareTexts.translate("en", key);
    const rows = compareRows(page.products, page.specRows, t, (p) => p.category);
    const differs = Object.fromEntries(rows.map((row) => [row.key, row.differs]));
    expect(differs).toMatchObject({ partNumber: true, brand: true, category: false, fits: true, oeNumbers: false });
    expect(rows.find((row) => row.key === "fits")?.cells).toEqual([
      "Hyundai Creta 2015-2020 (1.6 CRDi, AT)",
      "Hyundai Creta 2015-2020 (1.6 petrol, MT)",
    ]);
    // Parts to add: the same category for the same car, never one already compared, never another
    // car's (issue 43): the Swift's radiator is no alternative to the Creta's.
    expect(page.candidates.map((p) => p.partNumber)).toEqual([]);
    await upsertProducts(database.db, [
      productInput({
        name: "Radiator, Creta, Denso",
        partNumber: "RD-4",
        categorySlug: "radiator",
        fits: "Hyundai Creta 2018-2020",
      }),
    ]);
    const again = await loadComparePage(database.db, url("item=mahle-behr:RD-2&item=valeo:rd1"));
    expect(again.candidates.map((p) => p.partNumber)).toEqual(["RD-4"]);
    // A part that fits no listed car is compared with its category's others.
    const unfitted = await loadComparePage(database.db, url("item=valeo:RD-3"));
    expect(unfitted.candidates.map((p) => p.partNumber)).toEqual(expect.arrayContaining(["RD-1", "RD-2", "RD-4"]));
  });

  it("finds parts to add by the words typed", async () => {
    const page = await loadComparePage(database.db, url("item=valeo:RD-1&add=compressor"));
    expect(page.add).toBe("compressor");
    expect(page.candidates.map((p) => p.partNumber)).toEqual(["CP-1"]);
  });
});
