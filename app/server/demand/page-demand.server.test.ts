import { beforeEach, describe, expect, it } from "vitest";
import { productInput } from "#tests/setup/product-input.ts";
import { databaseKinds, databasePerTest } from "#tests/setup/test-database.ts";
import { upsertProducts } from "../products/product-writes.server.ts";
import { demandHeader, passDemandHeader, readDemandHeader } from "./demand-events.server.ts";
import { emptyPageDemand, finderDemand, readSearch, searchDemand } from "./page-demand.server.ts";

describe.each(databaseKinds)("what a page counts, on %s", (kind) => {
  const database = databasePerTest(kind);
  beforeEach(async () => {
    await upsertProducts(database.db, [
      productInput({ name: "Compressor", partNumber: "AC-1", fits: "Mahindra Scorpio-N 2022" }),
    ]);
  });

  it("reads a search as a part number, a vehicle or words, in search's own normal form", async () => {
    expect(await readSearch(database.db, "SD7V16-1234")).toEqual({ subject: "sd7v161234", kind: "number" });
    expect(await readSearch(database.db, "compressor for Hyundai 2018")).toEqual({
      subject: "compressor hyundai 2018",
      kind: "vehicle",
    });
    // A model is known by the fitments the catalogue lists: one it has no part for reads as words.
    expect(await readSearch(database.db, "creta condenser")).toMatchObject({ kind: "words" });
    // A model the catalogue fits is a vehicle; a year alone is not a part number.
    expect(await readSearch(database.db, "scorpio cooling coil")).toMatchObject({ kind: "vehicle" });
    expect(await readSearch(database.db, "Compresór  2019")).toEqual({ subject: "compresor 2019", kind: "words" });
    expect(await readSearch(database.db, "  ")).toBeUndefined();
    // Years (even one no car has yet) and counts or sizes are no part numbers (issue 43).
    expect(await readSearch(database.db, "nonexistent blower 2031")).toMatchObject({ kind: "words" });
    expect(await readSearch(database.db, "compressor oil pag 46")).toMatchObject({ kind: "words" });
    expect(await readSearch(database.db, "33740")).toMatchObject({ kind: "number" });
    expect(await readSearch(database.db, "ac 417")).toMatchObject({ kind: "words" });
  });

  it("counts a search on its first page only, and a finder choice with its model's name", async () => {
    const shown = { language: "es" as const, results: 0 };
    expect(await searchDemand(database.db, { q: "radiador", ...shown, page: 2 })).toEqual([]);
    expect(await searchDemand(database.db, { q: "radiador", ...shown, page: 1 })).toEqual([
      { event: "search", subject: "radiador", detail: "words", language: "es", results: 0 },
    ]);
    const vehicle = {
      make: "mahindra",
      model: "scorpio-n",
      models: [{ slug: "scorpio-n", name: "Scorpio-N" }],
      year: 2022,
    };
    expect(finderDemand(vehicle, { ...shown, page: 1 })).toEqual([
      { event: "finder", subject: "mahindra|Scorpio-N|2022", language: "es", results: 0 },
    ]);
    expect(finderDemand({ ...vehicle, make: null }, { ...shown, page: 1 })).toEqual([]);
  });

  it("names an empty listing by its path and filters, without language, search or page", () => {
    const url = new URL("http://shop.test/es/categories/condenser?page=2&make=tata&q=x&brand=denso");
    expect(emptyPageDemand(url, { language: "es", results: 0 })).toEqual([
      { event: "empty-page", subject: "/categories/condenser?brand=denso&make=tata", language: "es", results: 0 },
    ]);
    expect(emptyPageDemand(url, { language: "es", results: 3 })).toEqual([]);
  });
});

describe("the X-Demand header", () => {
  it("carries events in any script through a route's headers, and reads nothing from a bad value", () => {
    const headers = new Headers(
      demandHeader([{ event: "search", subject: "कंप्रेसर", language: "en", detail: "words", results: 0 }]),
    );
    const passed = passDemandHeader({ loaderHeaders: headers, actionHeaders: new Headers() });
    expect(readDemandHeader(passed.get("x-demand"))).toEqual([
      { event: "search", subject: "कंप्रेसर", language: "en", detail: "words", results: 0 },
    ]);
    expect(readDemandHeader("%7Bnot json")).toEqual([]);
    expect(
      readDemandHeader(encodeURIComponent(JSON.stringify([{ event: "login", subject: "x", language: "en" }]))),
    ).toEqual([]);
    expect(() => demandHeader([{ event: "search", subject: "", language: "en" }])).toThrow();
  });
});
