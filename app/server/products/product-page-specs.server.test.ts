import { beforeEach, describe, expect, it } from "vitest";
import { productMeta } from "#app/components/product-page.tsx";
import { productInput } from "#tests/setup/product-input.ts";
import { databaseKinds, databasePerTest } from "#tests/setup/test-database.ts";
import { loadProductPage, type ProductPageData } from "./product-page.server.ts";
import { upsertProducts } from "./product-writes.server.ts";

/** The product page's specification table and its JSON-LD (decisions 100, 101). */
describe.each(databaseKinds)("a product page's specifications on %s", (kind) => {
  const database = databasePerTest(kind);
  beforeEach(async () => {
    await upsertProducts(database.db, [
      productInput({
        name: "Denso Compressor for Creta",
        partNumber: "DN-447220",
        specs: { voltage: 12, "pulley-diameter": 118.5, "pulley-grooves": "PV6", clutch: "Yes", refrigerant: "R134a" },
      }),
    ]);
  });

  const page = async (pathname: string) =>
    (await loadProductPage(
      database.db,
      new URL(`http://x${pathname}`),
      { brand: "denso" },
      "DN-447220",
    )) as ProductPageData;

  it("writes the rows in the fields' order, with units, in the page's language", async () => {
    const english = await page("/brands/denso/products/DN-447220");
    expect(english.specRows.map((row) => [row.label, row.text])).toEqual([
      ["Pulley grooves", "PV6"],
      ["Pulley diameter", "118.5 mm"],
      ["Voltage", "12 V"],
      ["Refrigerant", "R134a"],
      ["Clutch", "Yes"],
    ]);
    const spanish = await page("/es/brands/denso/products/DN-447220");
    expect(spanish.specRows.map((row) => [row.label, row.text])).toEqual([
      ["Ranuras de la polea", "PV6"],
      ["Diámetro de la polea", "118,5 mm"],
      ["Tensión", "12 V"],
      ["Refrigerante", "R134a"],
      ["Embrague", "Sí"],
    ]);
  });

  it("gives search engines each value as a PropertyValue, numbers with their unit's code", async () => {
    const data = await page("/brands/denso/products/DN-447220");
    const meta = productMeta({
      location: { pathname: "/brands/denso/products/DN-447220" },
      loaderData: data,
      matches: [],
    });
    const product = meta.find(
      (tag) => "script:ld+json" in tag && (tag["script:ld+json"] as { "@type": string })["@type"] === "Product",
    ) as { "script:ld+json": { additionalProperty: unknown[] } };
    expect(product["script:ld+json"].additionalProperty).toEqual(
      expect.arrayContaining([
        {
          "@type": "PropertyValue",
          propertyID: "pulley-diameter",
          name: "Pulley diameter",
          value: 118.5,
          unitText: "mm",
          unitCode: "MMT",
        },
        { "@type": "PropertyValue", propertyID: "voltage", name: "Voltage", value: 12, unitText: "V", unitCode: "VLT" },
        { "@type": "PropertyValue", propertyID: "refrigerant", name: "Refrigerant", value: "R134a" },
      ]),
    );
  });
});
