import { beforeEach, describe, expect, it } from "vitest";
import { productInput } from "#tests/setup/product-input.ts";
import { databaseKinds, databasePerTest } from "#tests/setup/test-database.ts";
import { loadVehicleChoice } from "../listings/vehicle-choice.server.ts";
import { deleteProduct, type ProductInput, upsertProducts } from "../products/product-writes.server.ts";
import { closestMatches, closestTo, closestWithin } from "./closest.server.ts";
import { listProducts } from "./list-products.server.ts";
import { searchSuggestions } from "./suggestions.server.ts";

const part = (partNumber: string, overrides: Partial<ProductInput> = {}): ProductInput =>
  productInput({ name: `Part ${partNumber}`, partNumber, ...overrides });

/** A small catalogue with the shapes buyers search for. */
const catalogue: ProductInput[] = [
  part("CRETA-COMP", {
    name: "Denso AC Compressor",
    fits: "Hyundai Creta 2020-; Kia Seltos 2019-",
    oeNumbers: "97701-2S000",
  }),
  part("SWIFT-COMP", { name: "Sanden AC Compressor", brandSlug: "sanden", fits: "Maruti Suzuki Swift 2018-" }),
  part("CRETA-COND", {
    name: "Condenser",
    brandSlug: "mahle-behr",
    categorySlug: "condenser",
    fits: "Hyundai Creta 2015-2020",
  }),
  part("CRETA-COIL", { name: "Cooling Coil", categorySlug: "cooling-coil", fits: "Hyundai Creta 2020-" }),
  part("CITY-TXV", { name: "Expansion Valve", categorySlug: "expansion-valves", fits: "Honda City 2014-" }),
  part("NEXON-FAN", { name: "Fan", categorySlug: "radiator-fan-assembly", fits: "Tata Nexon 2017-" }),
  part("XUV-BLOWER", { name: "Motor", categorySlug: "blower-motor", fits: "Mahindra XUV700 2021-" }),
  part("SCORPIO-N-COMP", { name: "Compressor", fits: "Mahindra Scorpio-N 2022-" }),
  part("SCORPIO-COMP", { name: "Compressor", fits: "Mahindra Scorpio 2014-2022" }),
  part("VALEO-XREF", {
    name: "Valeo Compressor",
    brandSlug: "valeo",
    crossReferences: "SANDEN SD7V16-1234",
    fits: "Tata Nexon 2017-",
  }),
  // Named after a vehicle but listing no fitment: found by its name, ranked after real fitments.
  part("GENERIC-COMP", { name: "Universal compressor for Creta conversions" }),
];

describe.each(databaseKinds)("word search on %s", (kind) => {
  const database = databasePerTest(kind);
  beforeEach(async () => {
    await upsertProducts(database.db, catalogue);
  });

  const found = async (q: string, extra: Parameters<typeof listProducts>[1] = {}) =>
    (await listProducts(database.db, { q, limit: 24, ...extra })).products.map((p) => p.partNumber);

  it("matches vehicle and part words in any order, fillers aside", async () => {
    expect(await found("creta compressor")).toEqual(["CRETA-COMP", "GENERIC-COMP"]);
    expect(await found("Compressor CRETA")).toEqual(["CRETA-COMP", "GENERIC-COMP"]);
    expect(await found("AC compressor for my car creta")).toEqual(["CRETA-COMP", "GENERIC-COMP"]);
    expect(await found("hyundai condenser")).toEqual(["CRETA-COND"]);
    expect(await found("maruti compressor")).toEqual(["SWIFT-COMP"]);
  });

  it("finds nothing for an accessory or fluid of a listed part, however its words match (issue 43)", async () => {
    await upsertProducts(database.db, [
      part("CITY-COMP-OIL", {
        name: "Denso AC Compressor",
        description: "Filled with PAG 46 oil.",
        fits: "Honda City 2014-",
      }),
    ]);
    expect(await found("compressor pag 46")).toContain("CITY-COMP-OIL");
    for (const q of [
      "compressor oil pag 46",
      "oil for compressor",
      "radiator cap",
      "tapa de radiador",
      "ac gas",
      "creta compressor clutch",
    ]) {
      expect(await found(q), q).toEqual([]);
    }
    // The closest matches say what they leave out: the accessory asked for, never the part it
    // belongs to (listing compressors under "without 'compressor'" misled buyers).
    const closest = await closestMatches(database.db, "compressor oil pag 46");
    expect(closest?.dropped).toEqual(["oil"]);
    expect(closest?.products.map((product) => product.partNumber)).toEqual(["CITY-COMP-OIL"]);
    expect((await closestMatches(database.db, "radiator cap"))?.dropped ?? []).not.toContain("radiator");
    // A word alone is searched as ever: "coil" starts the cooling coils' name.
    expect(await found("coil")).toContain("CRETA-COIL");
    // The parts themselves are still found, in every word order.
    expect(await found("creta compressor")).toEqual(["CRETA-COMP", "GENERIC-COMP"]);
    expect(await found("compressor for creta")).toEqual(["CRETA-COMP", "GENERIC-COMP"]);
  });

  it("reads Spanish category words, singular and plural, and Spanish fillers", async () => {
    expect(await found("compresor para creta")).toEqual(["CRETA-COMP", "GENERIC-COMP"]);
    expect(await found("condensadores de creta")).toEqual(["CRETA-COND"]);
    expect(await found("evaporador")).toEqual(["CRETA-COIL"]);
    expect(await found("ventilador nexon")).toEqual(["NEXON-FAN"]);
  });

  it("reads the trade words of other languages the importer places rows by (decision 091)", async () => {
    expect(await found("компрессор creta")).toEqual(["CRETA-COMP", "GENERIC-COMP"]);
    expect(await found("радіатора вентилятор")).toEqual(["NEXON-FAN"]);
    expect(await found("कंडेंसर")).toEqual(["CRETA-COND"]);
  });

  it("knows the trade's synonyms", async () => {
    expect(await found("evaporator creta")).toEqual(["CRETA-COIL"]);
    expect(await found("txv")).toEqual(["CITY-TXV"]);
    expect(await found("fan assembly")).toEqual(["NEXON-FAN"]);
    expect(await found("blower xuv700")).toEqual(["XUV-BLOWER"]);
  });

  it("finds a brand by its alias together with a category", async () => {
    expect(await found("behr condenser")).toEqual(["CRETA-COND"]);
    expect(await found("sanden compressor")).toContain("SWIFT-COMP");
  });

  it("tells Scorpio-N from Scorpio by the model's own words", async () => {
    expect(await found("scorpio n")).toEqual(["SCORPIO-N-COMP"]);
    expect(await found("scorpio-n compressor")).toEqual(["SCORPIO-N-COMP"]);
    expect(await found("scorpio")).toEqual(["SCORPIO-N-COMP", "SCORPIO-COMP"]);
  });

  it("forgives one letter wrong in a word of five letters or more, not in shorter ones", async () => {
    expect(await found("compresser creta")).toEqual(["CRETA-COMP", "GENERIC-COMP"]);
    expect(await found("hundai condensor")).toEqual(["CRETA-COND"]);
    expect(await found("crte")).toEqual([]);
    expect(await found("nexn fan")).toEqual([]);
  });

  it("needs every meaningful word to match something", async () => {
    expect(await found("creta radiator")).toEqual([]);
    expect(await found("swift condenser")).toEqual([]);
  });

  it("finds a cross reference stored behind its maker's name by the number alone", async () => {
    expect(await found("sd7v16-1234")).toEqual(["VALEO-XREF"]);
    expect(await found("SD7V16 1234")).toEqual(["VALEO-XREF"]);
    expect(await found("sanden sd7v16-1234")).toEqual(["VALEO-XREF"]);
    const [product] = (await listProducts(database.db, { q: "sd7v16" })).products;
    expect(product?.matched).toEqual({ kind: "xref", number: "SANDEN SD7V16-1234" });
  });

  it("ranks an exact number first, then vehicle and category, then the name, and says why", async () => {
    await upsertProducts(database.db, [part("97701-2S000", { name: "Compressor", brandSlug: "subros" })]);
    const byNumber = (await listProducts(database.db, { q: "97701 2S000" })).products;
    expect(byNumber.map((p) => p.partNumber)).toEqual(["97701-2S000", "CRETA-COMP"]);
    expect(byNumber[1]?.matched).toEqual({ kind: "oe", number: "97701-2S000" });
    const byWords = (await listProducts(database.db, { q: "creta compressor", limit: 24 })).products;
    expect(byWords.map((p) => p.partNumber)).toEqual(["CRETA-COMP", "GENERIC-COMP"]);
    expect(byWords[0]?.matchedFit).toMatchObject({ make: "Hyundai", model: "Creta", yearFrom: 2020 });
    expect(byWords[1]?.matchedFit).toBeUndefined();
  });

  it("gives the same order and total paged or whole, and with other filters", async () => {
    const whole = await listProducts(database.db, { q: "compressor" });
    const pages = [];
    for (let offset = 0; offset < whole.total; offset += 2)
      pages.push(...(await listProducts(database.db, { q: "compressor", limit: 2, offset })).products);
    expect(pages.map((p) => p.partNumber)).toEqual(whole.products.map((p) => p.partNumber));
    expect((await listProducts(database.db, { q: "compressor", limit: 2 })).total).toBe(whole.total);
    expect(await found("creta", { brand: "denso" })).toEqual(["CRETA-COMP", "CRETA-COIL", "GENERIC-COMP"]);
    expect(await found("compressor", { make: "mahindra" })).toEqual(["SCORPIO-N-COMP", "SCORPIO-COMP"]);
  });

  it("forgets a removed product's words", async () => {
    const [swift] = (await listProducts(database.db, { q: "swift" })).products;
    expect(swift).toBeDefined();
    await deleteProduct(database.db, swift?.id ?? 0);
    expect(await found("swift")).toEqual([]);
  });

  it("reads a model year with a vehicle as a filter on that vehicle's fitment", async () => {
    await upsertProducts(database.db, [
      part("CRETA-OLD-COMP", { name: "Compressor", brandSlug: "sanden", fits: "Hyundai Creta 2015-2019" }),
      part("CRETA-ANY-COMP", { name: "Compressor", brandSlug: "valeo", fits: "Hyundai Creta" }),
    ]);
    // CRETA-COMP fits the Creta from 2020 and the Seltos from 2019: the Seltos's years are not the Creta's.
    expect((await found("creta 2019 compressor")).sort()).toEqual(["CRETA-ANY-COMP", "CRETA-OLD-COMP", "GENERIC-COMP"]);
    expect((await found("compressor creta 2021")).sort()).toEqual(["CRETA-ANY-COMP", "CRETA-COMP", "GENERIC-COMP"]);
    expect(await found("hyundai creta 2019 compressor")).toEqual(["CRETA-OLD-COMP", "CRETA-ANY-COMP"]);
    expect(await found("seltos 2019 compressor")).toEqual(["CRETA-COMP"]);
    expect(await found("hyundai 2014 condenser")).toEqual([]);
    expect(await found("hyundai 2016 condenser")).toEqual(["CRETA-COND"]);
    expect(await found("compresor para creta 2024", { brand: "denso" })).toEqual(["CRETA-COMP", "GENERIC-COMP"]);
    // Paged one by one, and whole (one SQL query ordered by relevance), in the same order.
    const whole = await listProducts(database.db, { q: "creta 2019 compressor" });
    const paged = [];
    for (let offset = 0; offset < whole.total; offset++)
      paged.push(...(await listProducts(database.db, { q: "creta 2019 compressor", limit: 1, offset })).products);
    expect(paged.map((p) => p.partNumber)).toEqual(whole.products.map((p) => p.partNumber));
    expect(whole.products.at(-1)?.partNumber).toBe("GENERIC-COMP");
    expect((await listProducts(database.db, { q: "creta 2019 compressor", limit: 1 })).total).toBe(3);
    // The card says which fit the year chose.
    const [seltos] = (await listProducts(database.db, { q: "seltos 2019 compressor", limit: 24 })).products;
    expect(seltos?.matchedFit).toMatchObject({ model: "Seltos", yearFrom: 2019 });
  });

  it("drops the products a year ruled out when a fitment's years change", async () => {
    await upsertProducts(database.db, [
      part("CRETA-OLD-COMP", { name: "Compressor", brandSlug: "sanden", fits: "Hyundai Creta 2015-2019" }),
    ]);
    expect(await found("creta 2019 compressor")).toEqual(["CRETA-OLD-COMP", "GENERIC-COMP"]);
    expect(await found("creta 2021 compressor")).toEqual(["CRETA-COMP", "GENERIC-COMP"]);
    // The import writes the same part with other years: the next query sees them.
    await upsertProducts(database.db, [
      part("CRETA-OLD-COMP", { name: "Compressor", brandSlug: "sanden", fits: "Hyundai Creta 2015-2018" }),
    ]);
    expect(await found("creta 2019 compressor")).toEqual(["GENERIC-COMP"]);
    await upsertProducts(database.db, [
      part("CRETA-OLD-COMP", { name: "Compressor", brandSlug: "sanden", fits: "Hyundai Creta 2015-2021" }),
    ]);
    expect(await found("creta 2021 compressor")).toEqual(["CRETA-COMP", "CRETA-OLD-COMP", "GENERIC-COMP"]);
  });

  it("keeps a four-digit number as a number when no vehicle is named", async () => {
    await upsertProducts(database.db, [part("2019-77", { name: "Compressor", oeNumbers: "2020-5555" })]);
    expect(await found("2019 compressor")).toEqual(["2019-77"]);
    expect(await found("compressor 2020")).toEqual(["2019-77"]);
    // A year outside the model years is a number even with a vehicle.
    expect(await found("creta 1234")).toEqual([]);
  });

  it("offers a brand page's closest matches within the brand first, else from the whole catalogue", async () => {
    const within = await closestWithin(database.db, "creta compressor zzqx", { brand: "denso" });
    expect(within).toMatchObject({ dropped: ["zzqx"], q: "creta compressor" });
    expect(within?.siteWide).toBeUndefined();
    expect(within?.products.map((p) => p.partNumber)).toEqual(["CRETA-COMP", "GENERIC-COMP"]);
    // Sanden makes no Creta part: the words as typed find Denso's, in the whole catalogue.
    const typed = await closestWithin(database.db, "creta compressor", { brand: "sanden" });
    expect(typed).toMatchObject({ siteWide: true, asTyped: true, dropped: [] });
    expect(typed?.products.map((p) => p.partNumber)).toEqual(["CRETA-COMP", "GENERIC-COMP"]);
    const elsewhere = await closestWithin(database.db, "xuv700 blower zzqx", { category: "compressor" });
    expect(elsewhere).toMatchObject({ siteWide: true, dropped: ["zzqx"] });
    expect(elsewhere?.products.map((p) => p.partNumber)).toEqual(["XUV-BLOWER"]);
    expect(await closestWithin(database.db, "zzqx", { brand: "denso" })).toBeUndefined();
  });

  it("never offers another year's parts as fitting the year asked for", async () => {
    // The XUV700's parts fit 2021 onwards: a 2019 XUV700 has none, and the year is said, not dropped.
    const typed = await closestTo(database.db, "xuv700 2019 blower", {});
    expect(typed).toMatchObject({ dropped: ["2019"], yearLeftOut: 2019 });
    expect(typed?.products.map((p) => [p.partNumber, p.matchedFit?.yearFrom])).toEqual([["XUV-BLOWER", 2021]]);
    // The finder's choice of a make, model and year finds the same, within a page's scope too.
    const chosen = await closestTo(database.db, "", { make: "mahindra", model: "XUV700", year: 2019 });
    expect(chosen).toMatchObject({ dropped: ["2019"], yearLeftOut: 2019 });
    expect(chosen?.products.map((p) => [p.partNumber, p.matchedFit?.model])).toEqual([["XUV-BLOWER", "XUV700"]]);
    expect(
      await closestTo(database.db, "", { make: "mahindra", model: "XUV700", year: 2019 }, { category: "radiator" }),
    ).toBeUndefined();
    // Without a year, closest matches leave words out as before.
    expect(await closestTo(database.db, "", { make: "mahindra", model: "XUV700" })).toBeUndefined();
  });

  it("suggests the closest matches in the search dialog when nothing matches", async () => {
    const suggestions = await searchSuggestions(database.db, "creta compressor zzqx", "en");
    expect(suggestions.closest).toEqual({ dropped: ["zzqx"] });
    expect(suggestions.products.map((p) => p.partNumber)).toEqual(["CRETA-COMP", "GENERIC-COMP"]);
    expect((await searchSuggestions(database.db, "creta compressor", "en")).closest).toBeUndefined();
  });

  it("still finds a fragment from inside a name when it is the only word", async () => {
    expect(await found("ressor")).toContain("CRETA-COMP");
  });

  it("offers only makes and years with parts, and counts the parts that list no vehicle", async () => {
    const url = new URL("http://x/search?make=hyundai&model=creta");
    const { choice } = await loadVehicleChoice(database.db, url, { countWithoutVehicle: true });
    expect(choice.makes.map((m) => m.slug)).toEqual(["honda", "hyundai", "kia", "mahindra", "maruti-suzuki", "tata"]);
    expect(Math.min(...choice.years)).toBe(2015);
    // "2020-" reaches this year, never a year whose cars are not on the road yet.
    expect(Math.max(...choice.years)).toBe(new Date().getUTCFullYear());
    expect(choice.withoutVehicle).toBe(1);
    const without = await listProducts(database.db, { withoutVehicle: true });
    expect(without.products.map((p) => p.partNumber)).toEqual(["GENERIC-COMP"]);
    const { choice: venue } = await loadVehicleChoice(
      database.db,
      new URL("http://x/search?make=mahindra&model=xuv700"),
    );
    expect(Math.min(...venue.years)).toBe(2021);
    // A year with no part stays chosen, so the control still shows the car asked about.
    const { choice: older } = await loadVehicleChoice(
      database.db,
      new URL("http://x/search?make=mahindra&model=xuv700&year=2019"),
    );
    expect(older.year).toBe(2019);
    expect(older.years.at(-1)).toBe(2019);
    expect(venue.withoutVehicle).toBeNull();
  });
});
