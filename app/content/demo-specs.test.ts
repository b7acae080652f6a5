import { describe, expect, it } from "vitest";
import { seedSpecFields } from "#app/catalogue/spec-field-seed.ts";
import { readSpecValue } from "#app/catalogue/spec-fields.ts";
import { demoCatalogue } from "./demo-catalogue.ts";

describe("the demo catalogue's specifications", () => {
  const products = demoCatalogue();

  it("gives every product values, each one its category's seeded field reads as itself", () => {
    for (const product of products) {
      const fields = seedSpecFields[product.categorySlug] ?? [];
      expect(Object.keys(product.specs).length, product.partNumber).toBeGreaterThanOrEqual(3);
      for (const [key, value] of Object.entries(product.specs)) {
        const field = fields.find((item) => item.key === key);
        expect(field, `${product.categorySlug} ${key}`).toBeDefined();
        if (!field) continue;
        expect(readSpecValue({ unit: "", choices: [], ...field }, value), `${product.partNumber} ${key}`).toEqual({
          ok: true,
          value,
        });
      }
    }
  });

  it("has both refrigerants and both voltages to filter by", () => {
    const values = (key: string) => new Set(products.map((product) => product.specs[key]).filter(Boolean));
    expect(values("refrigerant")).toEqual(new Set(["R134a", "R1234yf"]));
    expect(values("voltage")).toEqual(new Set([12, 24]));
    expect(values("pulley-grooves").size).toBeGreaterThanOrEqual(3);
    // What issue 27's searches ask for is there to be found.
    const compressors = products.filter((product) => product.categorySlug === "compressor");
    expect(compressors.some((p) => p.specs["pulley-grooves"] === "PV6" && p.specs.voltage === 24)).toBe(true);
    expect(compressors.some((p) => p.specs["compressor-type"] === "10S17C")).toBe(true);
  });
});
