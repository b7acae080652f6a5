import { describe, expect, it } from "vitest";
import { createTestDatabase } from "#tests/setup/test-database.ts";
import { loadTaxonomy } from "../catalogue/taxonomy.server.ts";
import { matchCatalogueNames } from "../search.server.ts";
import { catalogueTerms } from "./catalogue-terms.server.ts";
import { Vocabulary } from "./vocabulary.server.ts";

describe("Vocabulary", () => {
  const vocabulary = new Vocabulary(["compressor", "compressors", "condenser", "creta", "crete", "hyundai", "city"]);

  it("spells a word out as the words it starts, or says there are too many", () => {
    expect(vocabulary.startingWith("compres", 5)).toEqual(["compressor", "compressors"]);
    expect(vocabulary.startingWith("c", 3)).toBeUndefined();
    expect(vocabulary.startingWith("zz", 5)).toEqual([]);
  });

  it("finds the words one edit away", () => {
    expect(vocabulary.corrections("compresser")).toEqual(["compressor"]);
    expect(vocabulary.corrections("hundai")).toEqual(["hyundai"]);
    expect(vocabulary.corrections("creat")).toEqual(["creta"]);
    expect(vocabulary.corrections("cetra")).toEqual([]);
  });
});

describe("catalogueTerms", () => {
  it("reads names, aliases and labels given as data, leaving another category's own name to it", () => {
    const terms = catalogueTerms({
      brands: [{ slug: "mahle-behr", name: "Mahle Behr", aliases: ["Behr"] }],
      categories: [
        { slug: "radiator", name: "Radiator", aliases: [], label: { en: "Radiator", es: "Radiador" } },
        {
          slug: "radiator-fan-assembly",
          name: "Radiator Fan Assembly",
          aliases: ["Fan Assembly"],
          label: { en: "Radiator Fan Assembly", es: "Electroventilador del radiador" },
        },
      ],
      vehicleMakes: [{ slug: "maruti-suzuki", name: "Maruti Suzuki", aliases: ["Maruti"] }],
    });
    expect(terms.brand.get("mahle-behr")).toBe("mahle behr");
    expect(terms.category.get("radiator")).toBe("radiator radiador");
    expect(terms.category.get("radiator-fan-assembly")).toBe("fan assembly electroventilador del");
    expect(terms.make.get("maruti-suzuki")).toBe("maruti suzuki");
  });
});

describe("matchCatalogueNames", () => {
  it("names the brands and categories a word of the query starts", async () => {
    const database = await createTestDatabase("sqlite");
    try {
      const taxonomy = await loadTaxonomy(database.db);
      expect(matchCatalogueNames(taxonomy, "denso compresor creta", "es")).toEqual({
        brands: [{ name: "Denso", slug: "denso" }],
        categories: [{ name: "Compresor", slug: "compressor" }],
      });
      expect(matchCatalogueNames(taxonomy, "radiator", "en").categories.map((c) => c.slug)).toEqual(["radiator"]);
    } finally {
      await database.dispose();
    }
  });
});
