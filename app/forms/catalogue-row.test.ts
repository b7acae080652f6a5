import { describe, expect, it } from "vitest";
import { seedTaxonomy } from "#tests/setup/seed-taxonomy.ts";
import { noNumbers } from "#tests/setup/sheet-result.ts";
import { type CatalogueRowInput, catalogueRowSchema as rowSchemaFor } from "./catalogue-row.ts";

// Brands and categories as the migrations seed them; the server passes the database's.
const catalogueRowSchema = rowSchemaFor(seedTaxonomy);

describe("catalogueRowSchema", () => {
  it("turns a product as typed into the fields it is stored with, brand and category by slug", () => {
    const input: CatalogueRowInput = {
      name: "A",
      partNumber: "1",
      brand: "Sanden",
      category: "Blower",
      description: "",
      image: "",
      rating: "2.5",
      ...noNumbers,
    };
    expect(catalogueRowSchema.parse(input)).toMatchObject({
      brandSlug: "sanden",
      categorySlug: "blower-motor",
      rating: 2.5,
    });
  });
});
