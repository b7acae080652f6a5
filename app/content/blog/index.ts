import type { Language, Localized } from "#app/i18n/language.ts";
import audi from "./en/audi.ts";
import bmw from "./en/bmw.ts";
import carAcPartsCompressorGuide from "./en/car-ac-parts-compressor-guide-how-they-work-together.ts";
import fiat from "./en/fiat.ts";
import ford from "./en/ford.ts";
import genuineDoowon from "./en/how-to-spot-genuine-doowon-ac-compressors-buy-from-official-distributor.ts";
import hyundai from "./en/hyundai.ts";
import jeep from "./en/jeep.ts";
import jlr from "./en/jlr.ts";
import kia from "./en/kia.ts";
import mg from "./en/mg.ts";
import mitsubishi from "./en/mitsubishi.ts";
import bmwBuyingGuide from "./en/need-bmw-car-ac-compressor-what-you-must-know-before-buying.ts";
import suzuki from "./en/suzuki.ts";
import toyota from "./en/toyota.ts";
import volkswagen from "./en/volkswagen.ts";
import condenserIndianWeather from "./en/why-choosing-high-quality-ac-condenser-matters-indian-weather.ts";
import hanonTrusted from "./en/why-hanon-car-ac-compressors-are-trusted-by-top-auto-brands.ts";
import carAcPartsCompressorGuideEs from "./es/car-ac-parts-compressor-guide-how-they-work-together.ts";
import condenserIndianWeatherEs from "./es/why-choosing-high-quality-ac-condenser-matters-indian-weather.ts";
import carAcPartsCompressorGuideHi from "./hi/car-ac-parts-compressor-guide-how-they-work-together.ts";
import genuineDoowonHi from "./hi/how-to-spot-genuine-doowon-ac-compressors-buy-from-official-distributor.ts";
import bmwBuyingGuideHi from "./hi/need-bmw-car-ac-compressor-what-you-must-know-before-buying.ts";
import condenserIndianWeatherHi from "./hi/why-choosing-high-quality-ac-condenser-matters-indian-weather.ts";
import hanonTrustedHi from "./hi/why-hanon-car-ac-compressors-are-trusted-by-top-auto-brands.ts";
import type { BlogArticle, BlogCardData } from "./types.ts";
import { paragraphsOf } from "./types.ts";

/**
 * Every article, per language (spec section 3: articles keyed by language). English holds all of
 * them, in the order the blog lists them. Another language holds only the articles translated so
 * far: add a file under its folder and list it here. An article it lacks is shown in English.
 */
const articlesByLanguage: Localized<readonly BlogArticle[]> = {
  en: [
    audi,
    bmw,
    ford,
    hyundai,
    jlr,
    kia,
    fiat,
    mitsubishi,
    suzuki,
    toyota,
    jeep,
    volkswagen,
    mg,
    hanonTrusted,
    genuineDoowon,
    carAcPartsCompressorGuide,
    bmwBuyingGuide,
    condenserIndianWeather,
  ],
  es: [carAcPartsCompressorGuideEs, condenserIndianWeatherEs],
  // The five buying guides; the articles about one car maker are shown in English with a notice.
  hi: [hanonTrustedHi, genuineDoowonHi, carAcPartsCompressorGuideHi, bmwBuyingGuideHi, condenserIndianWeatherHi],
};

/** The blog sidebar lists at most this many other articles (spec section 9). */
export const SIDEBAR_ARTICLES = 5;

export interface LocalizedArticle {
  article: BlogArticle;
  /** The language the article is written in: the page's, or English when it lacks a translation. */
  language: Language;
}

/** The article in the page's language, else in English; undefined for an unknown id. */
export function findArticle(id: string, language: Language): LocalizedArticle | undefined {
  const translated = articlesByLanguage[language]?.find((article) => article.id === id);
  if (translated) return { article: translated, language };
  const english = articlesByLanguage.en.find((article) => article.id === id);
  return english ? { article: english, language: "en" } : undefined;
}

/** Every article in blog order, each in the page's language where it exists, else in English. */
export function listArticles(language: Language): LocalizedArticle[] {
  return articlesByLanguage.en.map(({ id }) => findArticle(id, language) as LocalizedArticle);
}

/** The sidebar: the first articles of the language's list, without the one being read. */
export function otherArticles(id: string, language: Language, count = SIDEBAR_ARTICLES): LocalizedArticle[] {
  return listArticles(language)
    .filter(({ article }) => article.id !== id)
    .slice(0, count);
}

export function toCard({ article, language }: LocalizedArticle): BlogCardData {
  return {
    id: article.id,
    title: article.title,
    shortDescription: article.shortDescription,
    image: article.image,
    published: article.published,
    language,
  };
}

/** Words a reader reads: intro, headings, paragraphs, bullet points and conclusion. */
export function countWords(article: BlogArticle): number {
  const { intro, sections, conclusion } = article.content;
  const texts = [
    ...paragraphsOf(intro),
    ...sections.flatMap((section) => [
      section.title,
      ...paragraphsOf(section.content),
      ...(section.bulletPoints ?? []),
    ]),
    ...paragraphsOf(conclusion),
  ];
  return texts.join(" ").split(/\s+/).filter(Boolean).length;
}

/**
 * One entry per article for the sitemap: the languages it is written in and its last change. Every
 * article also has a page in every interface language (English text in, say, a Spanish frame), so
 * `languages` says which pages hold a translation, not which pages exist.
 */
export function blogSitemapEntries(): { id: string; languages: Language[]; updated: string }[] {
  return articlesByLanguage.en.map((article) => {
    const versions = (Object.keys(articlesByLanguage) as Language[]).flatMap((language) => {
      const version = articlesByLanguage[language]?.find((candidate) => candidate.id === article.id);
      return version ? [{ language, version }] : [];
    });
    const updated = versions.map(({ version }) => version.updated ?? version.published).sort();
    return {
      id: article.id,
      languages: versions.map(({ language }) => language),
      updated: updated[updated.length - 1] ?? article.published,
    };
  });
}
