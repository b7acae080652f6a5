import { describe, expect, it } from "vitest";
import { demoCatalogue } from "#app/content/demo-catalogue.ts";
import { categories } from "./categories.ts";
import { parseFits } from "./fitment-parse.ts";
import { textWords } from "./fold-text.ts";
import { parseSearchQuery } from "./search-query.ts";
import { searchSymptoms } from "./search-symptoms.ts";
import { searchSynonyms } from "./search-synonyms.ts";
import { vehicleMakes } from "./vehicle-makes.ts";

const words = (q: string) => parseSearchQuery(q).words.map((word) => word.text);

describe("search synonyms (docs/decisions/140)", () => {
  it("are each one word's: वाल्व is a valve and वोल्वो a Volvo, although they fold alike", () => {
    const owner = new Map<string, string>();
    for (const [word, spellings] of Object.entries(searchSynonyms)) {
      for (const spelling of spellings) {
        // Read as the word is, beside another: a fault's word too ("awaaz" is "awaz", a noise).
        const { words, symptom } = parseSearchQuery(`${spelling} zz`);
        const meant = parseSearchQuery(`${word} zz`);
        expect({ words, symptom }, `${spelling} is read as ${word}`).toEqual({
          words: meant.words,
          symptom: meant.symptom,
        });
        expect(words.length, spelling).toBeGreaterThan(0);
        expect(owner.get(spelling) ?? word, `${spelling} is listed for ${owner.get(spelling)} and ${word}`).toBe(word);
        owner.set(spelling, word);
      }
    }
    expect(words("वाल्व")).toEqual(["valve"]);
    expect(words("वोल्वो")).toEqual(["volvo"]);
  });

  it("stand for words in Latin letters, as the catalogue writes them", () => {
    for (const word of Object.keys(searchSynonyms)) expect(word).toMatch(/^[a-z0-9 ]+$/);
  });

  it("spell every make and model of the demo catalogue in Devanagari", () => {
    const devanagari = new Set(
      Object.entries(searchSynonyms)
        .filter(([, spellings]) => spellings.some((spelling) => /\p{Script=Devanagari}/u.test(spelling)))
        .flatMap(([word]) => textWords(word)),
    );
    const vehicleWords = new Set<string>();
    for (const product of demoCatalogue())
      for (const fit of parseFits(product.fits).fits) {
        const make = vehicleMakes.find((m) => m.slug === fit.makeSlug);
        // Words with a digit (XUV700, i20, Q5) are typed in Western digits in Hindi too.
        for (const word of [...textWords(make?.name ?? ""), ...textWords(fit.model)])
          if (!/\d/.test(word) && word.length > 1) vehicleWords.add(word);
      }
    const missing = [...vehicleWords].filter((word) => !devanagari.has(word));
    // Words of a model's kind ("3 Series", "C-Class"), said in English in Hindi too.
    expect(missing.filter((word) => !["series", "class", "sport", "discovery", "benz"].includes(word))).toEqual([]);
  });

  it("read Devanagari, its digits and Hinglish as the catalogue's words, fillers aside", () => {
    expect(words("क्रेटा कंडेंसर")).toEqual(["creta", "condenser"]);
    expect(words("क्रेटा कंडेनसर")).toEqual(["creta", "condenser"]);
    expect(words("होंडा सिटी २०१८ का कंडेंसर")).toEqual(["honda", "city", "2018", "condenser"]);
    expect(parseSearchQuery("SD7V16-१२३४").words).toEqual([{ text: "sd7v161234", number: true }]);
    expect(words("swift ke liye ac pankha chahiye")).toEqual(["swift", "fan"]);
    expect(words("creta wala kompressor")).toEqual(["creta", "compressor"]);
    expect(words("वैगन-आर रेडियेटर")).toEqual(["wagon", "r", "radiator"]);
    // English and Spanish as before.
    expect(words("compressor for the creta")).toEqual(["compressor", "creta"]);
    expect(words("compresor para el creta")).toEqual(["compresor", "creta"]);
  });

  it("read a last Devanagari word being typed as the one word it starts, and leave Latin starts to the catalogue", () => {
    expect(words("होंडा सिटी कंडे")).toEqual(["honda", "city", "condenser"]);
    // रे starts रेडिएटर, रेनो and रोवर alike (र once folded): no guess.
    expect(words("सिटी रे")).toEqual(["city", "र"]);
    // "val" starts Valeo as well as valve: the catalogue's words spell it out (decision 045).
    expect(words("creta val")).toEqual(["creta", "val"]);
  });
});

describe("search symptoms (docs/decisions/141)", () => {
  const slugs = new Set(categories.map((category) => category.slug));

  it("name categories of the catalogue", () => {
    for (const symptom of searchSymptoms)
      for (const slug of symptom.categories) expect(slugs.has(slug), `${symptom.key}: ${slug}`).toBe(true);
  });

  it("read each phrase alone as its own fault, with no word left over", () => {
    for (const symptom of searchSymptoms) {
      for (const phrase of symptom.phrases) {
        const parsed = parseSearchQuery(phrase);
        expect(parsed.symptom?.key, phrase).toBe(symptom.key);
        expect(parsed.words, phrase).toEqual([]);
      }
    }
  });

  it("find a fault among a car's words and fillers, and keep the car", () => {
    const read = (q: string) => {
      const parsed = parseSearchQuery(q);
      return { symptom: parsed.symptom?.key, words: parsed.words.map((word) => word.text), key: parsed.key };
    };
    expect(read("AC thanda nahi karta")).toEqual({ symptom: "acNotCooling", words: [], key: "" });
    expect(read("meri creta ka AC thandi nahin kar rahi")).toEqual({
      symptom: "acNotCooling",
      words: ["creta"],
      key: "CRETA",
    });
    expect(read("एसी ठंडा नहीं करता")).toMatchObject({ symptom: "acNotCooling", words: [] });
    expect(read("AC se hawa nahi aa rahi")).toMatchObject({ symptom: "noAirFromVents", words: [] });
    expect(read("mi coche no enfría")).toMatchObject({ symptom: "acNotCooling", words: [] });
    // The longer phrase counts: not cooling at idle is the condenser fan's, not the compressor's.
    expect(read("creta not cooling at idle")).toMatchObject({ symptom: "coolsOnlyWhenMoving", words: ["creta"] });
    expect(read("swift engine garam 2019")).toMatchObject({ symptom: "engineOverheating", words: ["swift", "2019"] });
    // A fault's words must follow one another, fillers aside: these are a part's words.
    expect(read("cooling coil not available")).toMatchObject({
      symptom: undefined,
      words: ["cooling", "coil", "not", "available"],
    });
    expect(read("creta compressor")).toMatchObject({ symptom: undefined });
  });
});
