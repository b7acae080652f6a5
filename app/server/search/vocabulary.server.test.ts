import { describe, expect, it } from "vitest";
import { readFixture } from "#tests/setup/fixtures.ts";
import { createTestDatabase, databaseKinds } from "#tests/setup/test-database.ts";
import { loadTaxonomy } from "../catalogue/taxonomy.server.ts";
import { ImportRunner } from "../import/import-runner.server.ts";
import { catalogueTerms } from "./catalogue-terms.server.ts";
import { listProducts } from "./list-products.server.ts";
import { matchCatalogueNames } from "./suggestions.server.ts";
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

describe.each(databaseKinds)("the vocabulary in memory on %s", (kind) => {
  it("has the words an import in the worker thread wrote at the next search", async () => {
    const database = await createTestDatabase(kind);
    const runner = new ImportRunner(database.reopen);
    const typo = async () => (await listProducts(database.db, { q: "injectr", limit: 24 })).total;
    try {
      // Read and kept while the catalogue is empty: no word to correct "injectr" to.
      expect(await typo()).toBe(0);
      const author = { adminId: null, username: "staff", fileName: "catalogue-300.xlsx" };
      expect(await runner.run(readFixture("catalogue-300.xlsx"), { dryRun: false, history: author })).toMatchObject({
        ok: true,
        created: 300,
      });
      // The worker has module state of its own: this thread learns of the write from the catalogue
      // version, which the worker's writes moved, and reads the vocabulary again ("injector").
      expect(await typo()).toBeGreaterThan(0);
    } finally {
      await runner.stop(30_000);
      await database.dispose();
    }
  }, 60_000);
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
    expect(terms.category.get("radiator")).toBe("radiator radiador радиатор радіатор охлаждения रडएटर");
    // "радиатор" and "fan" are trade words of their own categories (app/catalogue/category-words.ts);
    // the words an import reads only in context ("fans", "ventilador") name the fans in a search.
    expect(terms.category.get("radiator-fan-assembly")).toBe(
      "fan assembly electroventilador del вентилятор электровентилятор електровентилятор радиатора охлаждения радіатора फन fans ventilador ventiladores पख",
    );
    expect(terms.make.get("maruti-suzuki")).toBe("maruti suzuki");
  });

  it('finds blower motors by what lists call a fan in the cabin (decision 180), leaving "fan" to the fans', () => {
    const terms = catalogueTerms({
      brands: [],
      categories: [
        { slug: "blower-motor", name: "Blower Motor", aliases: [] },
        { slug: "radiator-fan-assembly", name: "Radiator Fan Assembly", aliases: [] },
      ],
      vehicleMakes: [],
    });
    const blowerWords = terms.category.get("blower-motor")?.split(" ") ?? [];
    expect(blowerWords).toEqual(expect.arrayContaining(["cabin", "heater", "habitaculo", "салона"]));
    expect(blowerWords).not.toContain("fan");
    // Nor the Spanish fan: "ventilador nexon" asks for the Nexon's radiator fans.
    expect(blowerWords).not.toContain("ventilador");
    expect(terms.category.get("radiator-fan-assembly")?.split(" ")).toContain("ventilador");
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
