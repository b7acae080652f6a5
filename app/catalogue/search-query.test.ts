import { describe, expect, it } from "vitest";
import { crossNumberKeys } from "./cross-numbers.ts";
import { parseSearchQuery, withinOneEdit } from "./search-query.ts";

describe("parseSearchQuery", () => {
  it("keeps the meaningful words, folded, and drops fillers in English, Spanish and Hinglish", () => {
    expect(parseSearchQuery("AC Compressor for my car CRETA").words.map((w) => w.text)).toEqual([
      "compressor",
      "creta",
    ]);
    expect(parseSearchQuery("compresór para el Creta").words.map((w) => w.text)).toEqual(["compresor", "creta"]);
    expect(parseSearchQuery("creta ka compressor chahiye").words.map((w) => w.text)).toEqual(["creta", "compressor"]);
  });

  it("keeps a number whole and splits other words at punctuation", () => {
    expect(parseSearchQuery("97701-2S000 Scorpio-N").words).toEqual([
      { text: "977012s000", number: true },
      { text: "scorpio", number: false },
      { text: "n", number: false },
    ]);
    expect(parseSearchQuery("ac 417-000s").key).toBe("AC417000S");
  });

  it("searches the fillers themselves when nothing else was typed", () => {
    expect(parseSearchQuery("car").words.map((w) => w.text)).toEqual(["car"]);
  });
});

describe("withinOneEdit", () => {
  it("accepts one letter replaced, added, removed or two neighbours swapped", () => {
    expect(withinOneEdit("compresser", "compressor")).toBe(true);
    expect(withinOneEdit("hundai", "hyundai")).toBe(true);
    expect(withinOneEdit("hyundaii", "hyundai")).toBe(true);
    expect(withinOneEdit("certa", "creta")).toBe(true);
    expect(withinOneEdit("cetra", "creta")).toBe(false);
    expect(withinOneEdit("compresr", "compressor")).toBe(false);
  });
});

describe("crossNumberKeys", () => {
  it("adds the key of the number after a maker's name", () => {
    expect(crossNumberKeys("SANDEN SD7V16-1234")).toEqual(["SANDENSD7V161234", "SD7V161234"]);
    expect(crossNumberKeys("Mahle Behr AC 417 000S")).toEqual(["MAHLEBEHRAC417000S", "417000S"]);
    expect(crossNumberKeys("97701-2S000")).toEqual(["977012S000"]);
  });
});
