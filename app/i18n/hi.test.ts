import { describe, expect, it } from "vitest";
import { en } from "./en.ts";
import { hi } from "./hi.ts";
import { aboutEn } from "./texts/about.ts";
import { blogEn, contactEn } from "./texts/blog-contact.ts";
import { compareEn } from "./texts/compare.ts";
import { enquiryListEn } from "./texts/enquiry-list.ts";
import { fitQuestionsEn } from "./texts/fit-questions.ts";
import { aboutHi } from "./texts/hi/about.ts";
import { blogHi, contactHi } from "./texts/hi/blog-contact.ts";
import { compareHi } from "./texts/hi/compare.ts";
import { enquiryListHi } from "./texts/hi/enquiry-list.ts";
import { fitQuestionsHi } from "./texts/hi/fit-questions.ts";
import { homeHi } from "./texts/hi/home.ts";
import { homeSectionsHi } from "./texts/hi/home-sections.ts";
import { choiceHi } from "./texts/hi/part-number-choice.ts";
import { finderHi } from "./texts/hi/parts-finder.ts";
import { galleryHi } from "./texts/hi/product-gallery.ts";
import { scanHi } from "./texts/hi/scan.ts";
import { scanButtonHi } from "./texts/hi/scan-button.ts";
import { searchSymptomsHi } from "./texts/hi/search-symptoms.ts";
import { staffHi } from "./texts/hi/staff.ts";
import { demandHi } from "./texts/hi/staff-demand.ts";
import { staffDraftsHi } from "./texts/hi/staff-drafts.ts";
import { staffImportHi } from "./texts/hi/staff-import.ts";
import { staffLabelsHi } from "./texts/hi/staff-labels.ts";
import { staffMappingHi } from "./texts/hi/staff-mapping.ts";
import { officeHi } from "./texts/hi/staff-office.ts";
import { staffPricesHi } from "./texts/hi/staff-prices.ts";
import { specsHi } from "./texts/hi/staff-specs.ts";
import { homeEn } from "./texts/home.ts";
import { homeSectionsEn } from "./texts/home-sections.ts";
import { choiceEn } from "./texts/part-number-choice.ts";
import { finderEn } from "./texts/parts-finder.ts";
import { galleryEn } from "./texts/product-gallery.ts";
import { scanEn } from "./texts/scan.ts";
import { scanButtonEn } from "./texts/scan-button.ts";
import { searchSymptomsEn } from "./texts/search-symptoms.ts";
import { staffEn } from "./texts/staff.ts";
import { demandEn } from "./texts/staff-demand.ts";
import { staffDraftsEn } from "./texts/staff-drafts.ts";
import { staffImportEn } from "./texts/staff-import.ts";
import { staffLabelsEn } from "./texts/staff-labels.ts";
import { staffMappingEn } from "./texts/staff-mapping.ts";
import { officeEn } from "./texts/staff-office.ts";
import { staffPricesEn } from "./texts/staff-prices.ts";
import { specsEn } from "./texts/staff-specs.ts";

type Texts = Readonly<Record<string, string | undefined>>;

/** Every dictionary of the site, English beside Hindi: a new area's texts are added here too. */
const dictionaries: Record<string, { english: Texts; hindi: Texts }> = {
  shell: { english: en, hindi: hi },
  about: { english: aboutEn, hindi: aboutHi },
  blog: { english: blogEn, hindi: blogHi },
  contact: { english: contactEn, hindi: contactHi },
  compare: { english: compareEn, hindi: compareHi },
  enquiryList: { english: enquiryListEn, hindi: enquiryListHi },
  fitQuestions: { english: fitQuestionsEn, hindi: fitQuestionsHi },
  home: { english: homeEn, hindi: homeHi },
  homeSections: { english: homeSectionsEn, hindi: homeSectionsHi },
  partNumberChoice: { english: choiceEn, hindi: choiceHi },
  partsFinder: { english: finderEn, hindi: finderHi },
  staff: { english: staffEn, hindi: staffHi },
  staffDemand: { english: demandEn, hindi: demandHi },
  staffDrafts: { english: staffDraftsEn, hindi: staffDraftsHi },
  staffImport: { english: staffImportEn, hindi: staffImportHi },
  staffMapping: { english: staffMappingEn, hindi: staffMappingHi },
  staffOffice: { english: officeEn, hindi: officeHi },
  staffSpecs: { english: specsEn, hindi: specsHi },
  scan: { english: scanEn, hindi: scanHi },
  productGallery: { english: galleryEn, hindi: galleryHi },
  searchSymptoms: { english: searchSymptomsEn, hindi: searchSymptomsHi },
  scanButton: { english: scanButtonEn, hindi: scanButtonHi },
  staffLabels: { english: staffLabelsEn, hindi: staffLabelsHi },
  staffPrices: { english: staffPricesEn, hindi: staffPricesHi },
};

function placeholders(text: string): string[] {
  return [...new Set(text.match(/\{\w+\}/g) ?? [])].sort();
}

/** The text without its placeholders, so "{brand}" alone does not count as a word left in English. */
function wordsOf(text: string): string {
  return text.replace(/\{\w+\}/g, "");
}

/**
 * Texts that are rightly the same in Hindi: names, codes and abbreviations the trade writes in Latin
 * letters, a file name, and a language switch that names English in English.
 */
const sameInHindi = new Set([
  "Read in English",
  "EN",
  "you@example.com",
  "WhatsApp",
  "CNG",
  "LPG",
  "AMT",
  "CVT",
  "rows-left-out.csv",
  "key {key}",
]);

describe("Hindi texts", () => {
  for (const [area, { english, hindi }] of Object.entries(dictionaries)) {
    it(`${area}: every English key has its Hindi text, and no Hindi key is unknown to English`, () => {
      expect(Object.keys(english).filter((key) => !hindi[key])).toEqual([]);
      expect(Object.keys(hindi).filter((key) => !(key in english))).toEqual([]);
    });

    it(`${area}: every Hindi text keeps the English text's {placeholders}`, () => {
      const mismatches = Object.entries(english).flatMap(([key, text]) => {
        const wanted = placeholders(text ?? "");
        const found = placeholders(hindi[key] ?? "");
        // Hindi's "one" plural form also covers 0 (Intl.PluralRules("hi")), so where English writes
        // "1 row" the Hindi form must write {count}: the one placeholder a `_one` form may add.
        const allowed = key.endsWith("_one") ? [...new Set([...wanted, "{count}"])].sort() : wanted;
        const ok = wanted.every((name) => found.includes(name)) && found.every((name) => allowed.includes(name));
        return ok ? [] : [{ key, wanted, found }];
      });
      expect(mismatches).toEqual([]);
    });

    it(`${area}: a text with words is written in Devanagari, not left in English`, () => {
      const leftInEnglish = Object.entries(hindi).filter(([, text]) => {
        if (!text || sameInHindi.has(text)) return false;
        const words = wordsOf(text);
        return /[A-Za-z]{3,}/.test(words) && !/[\u0900-\u097F]/.test(words);
      });
      expect(leftInEnglish).toEqual([]);
    });
  }
});
