import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoCatalogueIfEmpty } from "#app/server/demo-catalogue.server.ts";
import { searchSuggestions } from "#app/server/search/suggestions.server.ts";
import { buyerQueries, indianBuyerQueries } from "#tests/e2e/buyer-queries.ts";
import { apiClient } from "#tests/setup/api-client.ts";
import { databaseKinds } from "#tests/setup/test-database.ts";
import { startTestServer, type TestServer } from "#tests/setup/test-server.ts";

// Issue 29: what Indian workshops type, against the demo catalogue through the JSON API, on both
// databases. Read-only, so one server (and one seeding) per database.

interface Page {
  products: { id: number; partNumber: string }[];
  total: number;
  symptom?: { key: string; categories: string[] };
}

describe.each(databaseKinds)("buyer queries in Hindi, Hinglish and faults, on %s", (kind) => {
  let server: TestServer;
  const call = apiClient(() => server.url);
  const page = async (query: string) => {
    const { status, json } = await call("GET", `/api/products?${query}`);
    expect(status).toBe(200);
    return json as unknown as Page;
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    await seedDemoCatalogueIfEmpty(server.database.db);
  }, 60_000);
  afterAll(async () => {
    await server.close();
  });

  it.each(indianBuyerQueries)("$language: “$q” finds first what its filters find", async ({ q, filters, symptom }) => {
    const expected = new Set<number>();
    for (const filter of filters)
      for (const product of (await page(`${filter}&limit=1000`)).products) expected.add(product.id);
    expect(expected.size, "the filters find something in the demo catalogue").toBeGreaterThan(0);
    const found = await page(`q=${encodeURIComponent(q)}&limit=${expected.size}`);
    expect(found.products.map((product) => product.id).sort()).toEqual([...expected].sort());
    expect(found.symptom?.key).toBe(symptom);
  });

  it("says the fault's parts in order of likelihood: compressors, then condensers, then valves", async () => {
    const found = await page(`q=${encodeURIComponent("creta AC thanda nahi karta")}&limit=100`);
    expect(found.symptom).toEqual({ key: "acNotCooling", categories: ["compressor", "condenser", "expansion-valves"] });
    const categories = (found.products as unknown as { categorySlug: string }[]).map((p) => p.categorySlug);
    const firstOf = (slug: string) => categories.indexOf(slug);
    expect(firstOf("compressor")).toBe(0);
    expect(categories.lastIndexOf("compressor")).toBeLessThan(firstOf("condenser"));
    expect(categories.lastIndexOf("condenser")).toBeLessThan(firstOf("expansion-valves"));
  });

  it("the English and Spanish table still finds the same first (the words added change none of it)", async () => {
    for (const { q, filters } of buyerQueries) {
      const expected = (await page(`${filters}&limit=1000`)).products.map((product) => product.id);
      const found = await page(`q=${encodeURIComponent(q)}&limit=${expected.length}`);
      expect(found.products.map((product) => product.id).sort(), q).toEqual([...expected].sort());
      expect(found.symptom, q).toBeUndefined();
    }
  });

  it("suggests, as the buyer types, the parts and categories of a fault and of Devanagari words", async () => {
    const db = server.database.db;
    const fault = await searchSuggestions(db, "क्रेटा एसी ठंडा नहीं", "en");
    expect(fault.symptom).toBe("acNotCooling");
    expect(fault.closest).toBeUndefined();
    expect(fault.products.length).toBeGreaterThan(0);
    expect(fault.categories.map((category) => category.slug).sort()).toEqual([
      "compressor",
      "condenser",
      "expansion-valves",
    ]);
    const words = await searchSuggestions(db, "होंडा सिटी कंडे", "es");
    expect(words.symptom).toBeUndefined();
    expect(words.closest).toBeUndefined();
    expect(words.products.length).toBeGreaterThan(0);
    for (const product of words.products) expect(product.matchedFit?.model).toBe("City");
    // "कंडे", the start of कंडेंसर, names the category as its English start would.
    expect(words.categories).toEqual([{ slug: "condenser", name: "Condensador" }]);
  });
});
