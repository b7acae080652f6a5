import { describe, expect, it } from "vitest";
import { en } from "./en.ts";
import { hi } from "./hi.ts";
import { aboutEn, aboutHi } from "./texts/about.ts";
import { blogEn, blogHi, contactEn, contactHi } from "./texts/blog-contact.ts";
import { compareEn, compareHi } from "./texts/compare.ts";
import { enquiryListEn, enquiryListHi } from "./texts/enquiry-list.ts";
import { fitQuestionsEn, fitQuestionsHi } from "./texts/fit-questions.ts";
import { homeEn, homeHi } from "./texts/home.ts";
import { homeSectionsEn, homeSectionsHi } from "./texts/home-sections.ts";
import { choiceEn, choiceHi } from "./texts/part-number-choice.ts";
import { finderEn, finderHi } from "./texts/parts-finder.ts";
import { galleryEn, galleryHi } from "./texts/product-gallery.ts";
import { scanEn, scanHi } from "./texts/scan.ts";
import { scanButtonEn, scanButtonHi } from "./texts/scan-button.ts";
import { searchSymptomsEn, searchSymptomsHi } from "./texts/search-symptoms.ts";
import { staffEn, staffHi } from "./texts/staff.ts";
import { demandEn, demandHi } from "./texts/staff-demand.ts";
import { staffDraftsEn, staffDraftsHi } from "./texts/staff-drafts.ts";
import { staffImportEn, staffImportHi } from "./texts/staff-import.ts";
import { staffLabelsEn, staffLabelsHi } from "./texts/staff-labels.ts";
import { staffMappingEn, staffMappingHi } from "./texts/staff-mapping.ts";
import { officeEn, officeHi } from "./texts/staff-office.ts";
import { specsEn, specsHi } from "./texts/staff-specs.ts";

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
