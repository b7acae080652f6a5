import { describe, expect, it } from "vitest";
import { parseSearchQuery } from "#app/catalogue/search-query.ts";
import { fitWords, readYearFilter } from "./vehicle-years.server.ts";

const models = [
  { makeSlug: "hyundai", model: "Creta" },
  { makeSlug: "hyundai", model: "Venue" },
  { makeSlug: "kia", model: "Seltos" },
  { makeSlug: "toyota", model: "Innova Crysta" },
  { makeSlug: "toyota", model: "Fortuner" },
].map((fit) => ({ ...fit, words: fitWords(fit) }));

const now = new Date("2026-11-24T00:00:00Z");

/** The year filter of a query, its words spelled as typed (exact, or as their start from three letters). */
function yearOf(q: string) {
  const { words } = parseSearchQuery(q);
  const spellings = words.map((word) => [{ text: word.text, prefix: word.text.length >= 3 }]);
  return readYearFilter(words, spellings, models, now);
}

describe("readYearFilter", () => {
  it("reads a model year as a filter on the vehicle the other words name", () => {
    expect(yearOf("creta 2019 compressor")).toEqual({
      index: 1,
      filter: { year: 2019, vehicles: [{ makeSlug: "hyundai", modelKey: "CRETA" }] },
    });
    expect(yearOf("hyundai creta 2019")?.filter.vehicles).toEqual([{ makeSlug: "hyundai", modelKey: "CRETA" }]);
    expect(yearOf("innova 2018 radiator")?.filter.vehicles).toEqual([{ makeSlug: "toyota", modelKey: "INNOVACRYSTA" }]);
  });

  it("takes every model of a make named alone", () => {
    expect(yearOf("hyundai 2020 condenser")?.filter.vehicles).toEqual([
      { makeSlug: "hyundai", modelKey: "CRETA" },
      { makeSlug: "hyundai", modelKey: "VENUE" },
    ]);
  });

  it("leaves a number a number without a vehicle, or outside the model years", () => {
    expect(yearOf("2019 compressor")).toBeUndefined();
    expect(yearOf("creta 1949")).toBeUndefined();
    expect(yearOf("creta 2029")).toBeUndefined();
    expect(yearOf("creta 97701")).toBeUndefined();
    expect(yearOf("creta 2028")?.filter.year).toBe(2028);
  });
});
