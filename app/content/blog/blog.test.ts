import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { type Language, languages } from "#app/i18n/language.ts";
import { blogSitemapEntries, countWords, findArticle, listArticles, otherArticles } from "./index.ts";

// The 18 ids of the spec, in the order the blog lists them.
const specIds = [
  "audi",
  "bmw",
  "ford",
  "hyundai",
  "jlr",
  "kia",
  "fiat",
  "mitsubishi",
  "suzuki",
  "toyota",
  "jeep",
  "volkswagen",
  "mg",
  "why-hanon-car-ac-compressors-are-trusted-by-top-auto-brands",
  "how-to-spot-genuine-doowon-ac-compressors-buy-from-official-distributor",
  "car-ac-parts-compressor-guide-how-they-work-together",
  "need-bmw-car-ac-compressor-what-you-must-know-before-buying",
  "why-choosing-high-quality-ac-condenser-matters-indian-weather",
];

const english = listArticles("en").map(({ article }) => article);

describe("blog articles", () => {
  it("are the spec's 18, in its order", () => {
    expect(english.map((article) => article.id)).toEqual(specIds);
  });

  it("have unique titles and descriptions", () => {
    expect(new Set(english.map((article) => article.title)).size).toBe(18);
    expect(new Set(english.map((article) => article.shortDescription)).size).toBe(18);
  });

  it.each(english)("$id: 600-1,200 words, an intro, 3-6 sections and a conclusion", (article) => {
    const words = countWords(article);
    expect(words).toBeGreaterThanOrEqual(600);
    expect(words).toBeLessThanOrEqual(1200);
    expect(article.content.intro.length).toBeGreaterThan(0);
    expect(article.content.sections.length).toBeGreaterThanOrEqual(3);
    expect(article.content.sections.length).toBeLessThanOrEqual(6);
    for (const section of article.content.sections) {
      expect(section.content || section.bulletPoints?.length, section.title).toBeTruthy();
    }
    expect(article.content.conclusion.length).toBeGreaterThan(0);
  });

  it.each(english)("$id: a short description, a past date and a small image of its own", (article) => {
    expect(article.shortDescription.length).toBeGreaterThan(60);
    expect(article.shortDescription.length).toBeLessThanOrEqual(200);
    expect(article.published).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(new Date(article.published).getTime()).toBeLessThanOrEqual(Date.now());
    expect(article.image.alt.length).toBeGreaterThan(10);
    expect(article.image.src).toBe(`/images/blog/${article.id}.webp`);
    const file = path.join(import.meta.dirname, "../../../public", article.image.src);
    expect(existsSync(file), file).toBe(true);
    expect(statSync(file).size).toBeLessThan(60 * 1024);
  });

  it("prices only as rupee ranges", () => {
    for (const article of english) {
      const text = JSON.stringify(article.content);
      for (const price of text.match(/₹[\d,]+(?:\s*(?:to|–|-)\s*₹[\d,]+)?/g) ?? []) {
        expect(price, `${article.id}: ${price}`).toMatch(/ to |–|-/);
      }
    }
  });
});

describe("languages", () => {
  const spanish = listArticles("es")
    .filter(({ language }) => language === "es")
    .map(({ article }) => article);

  it.each(spanish)("$id in Spanish: a translation of an English article, with the same shape", (translated) => {
    const original = english.find((article) => article.id === translated.id);
    expect(original).toBeDefined();
    expect(translated.title).not.toBe(original?.title);
    expect(translated.image.src).toBe(original?.image.src);
    expect(translated.content.sections).toHaveLength(original?.content.sections.length ?? 0);
    expect(countWords(translated)).toBeGreaterThanOrEqual(600);
    expect(countWords(translated)).toBeLessThanOrEqual(1300);
  });

  it("shows a Spanish translation where there is one", () => {
    const id = "why-choosing-high-quality-ac-condenser-matters-indian-weather";
    expect(findArticle(id, "es")).toMatchObject({
      language: "es",
      article: { title: expect.stringMatching(/^Por qué/) },
    });
    // Hindi joins the list where the site serves it (the "Hindi" tests below).
    expect(blogSitemapEntries().find((entry) => entry.id === id)?.languages).toEqual(
      expect.arrayContaining(["en", "es"]),
    );
  });

  it("shows the English article when Spanish lacks it, and says so", () => {
    expect(findArticle("audi", "es")).toMatchObject({ language: "en", article: { id: "audi" } });
    expect(findArticle("no-such-article", "es")).toBeUndefined();
  });

  it("fills the Spanish list and sidebar from English", () => {
    expect(listArticles("es").map(({ article }) => article.id)).toEqual(specIds);
    const others = otherArticles("bmw", "es").map(({ article }) => article.id);
    expect(others).toEqual(["audi", "ford", "hyundai", "jlr", "kia"]);
  });

  it("lists every article for the sitemap with its languages and last change", () => {
    const entries = blogSitemapEntries();
    expect(entries.map((entry) => entry.id)).toEqual(specIds);
    for (const entry of entries) {
      expect(entry.languages).toContain("en");
      expect(entry.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});

describe("Hindi", () => {
  // The languages branch makes "hi" a Language with its /hi/ pages; until then the articles are
  // registered and read through the same functions.
  const hindi = "hi" as Language;
  const guides = specIds.slice(13);
  const translated = guides.map((id) => findArticle(id, hindi));

  it("has the five buying guides, the articles not about one car maker", () => {
    expect(translated.map((found) => found?.language)).toEqual(guides.map(() => "hi"));
  });

  it.each(translated.map((found) => found?.article as (typeof english)[number]))(
    "$id in Hindi: a full translation, in Devanagari, with the English article's shape",
    (article) => {
      const original = english.find((candidate) => candidate.id === article.id);
      expect(original).toBeDefined();
      expect(article.title).toMatch(/[\u0900-\u097F]/);
      expect(article.shortDescription.length).toBeLessThanOrEqual(200);
      expect(article.image.src).toBe(original?.image.src);
      expect(article.published).toBe(original?.published);
      expect(article.content.sections.map((section) => section.bulletPoints?.length ?? 0)).toEqual(
        original?.content.sections.map((section) => section.bulletPoints?.length ?? 0),
      );
      // Prices and the rupee ranges stay the figures of the English article.
      const rupees = (text: string) => text.match(/₹\d+(?:,\d+)*/g) ?? [];
      expect(rupees(JSON.stringify(article.content))).toEqual(rupees(JSON.stringify(original?.content)));
      expect(countWords(article)).toBeGreaterThanOrEqual(countWords(original as (typeof english)[number]));
    },
  );

  it("shows a maker's article in English, and the Hindi list keeps the blog's order", () => {
    expect(findArticle("audi", hindi)).toMatchObject({ language: "en", article: { id: "audi" } });
    expect(listArticles(hindi).map(({ article }) => article.id)).toEqual(specIds);
  });

  it("lists the Hindi guides in the sitemap exactly when the site serves Hindi", () => {
    const id = "why-choosing-high-quality-ac-condenser-matters-indian-weather";
    const listed = blogSitemapEntries().find((entry) => entry.id === id)?.languages ?? [];
    expect(listed.includes(hindi)).toBe(languages.includes(hindi));
  });
});
