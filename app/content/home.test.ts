import { expect, test } from "vitest";
import { aboutEn } from "#app/i18n/texts/about.ts";
import { aboutEs } from "#app/i18n/texts/es/about.ts";
import { homeEs } from "#app/i18n/texts/es/home.ts";
import { homeSectionsEs } from "#app/i18n/texts/es/home-sections.ts";
import { homeHi } from "#app/i18n/texts/hi/home.ts";
import { homeEn } from "#app/i18n/texts/home.ts";
import { homeSectionsEn } from "#app/i18n/texts/home-sections.ts";
import { counters, timeline } from "./about.ts";
import { heroSlides, heroSlidesFor } from "./hero-slides.ts";
import { blogCards, growthStats, supportedMakes, testimonials } from "./home.ts";

test("four hero slides per language, mirrored: same media, order and links", () => {
  const spanish = heroSlides.es ?? [];
  expect(heroSlides.en).toHaveLength(4);
  expect(spanish).toHaveLength(4);
  expect(heroSlides.en.map((slide) => slide.type)).toEqual(["image", "video", "video", "image"]);
  expect(spanish.map(({ id, type, link, image, video }) => ({ id, type, link, image, video }))).toEqual(
    heroSlides.en.map(({ id, type, link, image, video }) => ({ id, type, link, image, video })),
  );
  expect(heroSlides.en[0]?.title1).toBe(homeEn["home.heroHeadline"]);
  expect(spanish[0]?.title1).toBe(homeEs["home.heroHeadline"]);
  for (const slide of spanish) {
    expect(slide.title1).not.toMatch(/REVISTA|ASOCIACIÓN|NOTICIAS/i);
  }
  expect(heroSlidesFor("es", 12).map((slide) => slide.title1)).toEqual(spanish.map((slide) => slide.title1));
  expect(heroSlidesFor("en", 12).map((slide) => slide.title1)).toEqual(heroSlides.en.map((slide) => slide.title1));
});

test("the hero's count of makers is the number of featured brands, in every language (decision 183)", () => {
  expect(heroSlidesFor("en", 14)[0]?.title).toContain("from 14 of the world's leading makers");
  expect(heroSlidesFor("es", 9)[0]?.title).toContain("de 9 de los principales fabricantes");
  expect(heroSlidesFor("hi", 12)[0]?.title).toContain("दुनिया की 12 बड़ी कंपनियों");
  for (const language of ["en", "es", "hi"] as const) {
    for (const slide of heroSlidesFor(language, 12)) expect(slide.title).not.toMatch(/\{|twelve|doce|बारह/i);
  }
});

test("the Hindi hero slides, milestones and testimonials: Devanagari, mirroring the English", () => {
  const devanagari = /[\u0900-\u097F]/;
  const hindi = heroSlides.hi ?? [];
  expect(hindi).toHaveLength(4);
  expect(hindi.map(({ id, type, link, image, video }) => ({ id, type, link, image, video }))).toEqual(
    heroSlides.en.map(({ id, type, link, image, video }) => ({ id, type, link, image, video })),
  );
  expect(hindi[0]?.title1).toBe(homeHi["home.heroHeadline"]);
  for (const slide of hindi) {
    for (const text of [slide.category, slide.title1, slide.title, slide.cta]) expect(text).toMatch(devanagari);
  }
  for (const event of timeline) expect(event.text.hi).toMatch(devanagari);
  for (const entry of testimonials) {
    expect(entry.review.hi).toMatch(devanagari);
    expect(entry.role.hi).toMatch(devanagari);
  }
});

test("the spec's lists: 14 makes, 6 blog cards, 3 stat bars, 5 testimonials, 7 milestones, 3 counters", () => {
  expect(supportedMakes).toHaveLength(14);
  expect(supportedMakes.map((make) => make.name)).toEqual(
    expect.arrayContaining(["Hyundai", "Mercedes-Benz", "Volvo"]),
  );
  expect(supportedMakes.find((make) => make.name === "Land Rover")?.logo).toBe("/images/makes/land-rover.svg");
  expect(blogCards.map((card) => card.id)).toEqual(["audi", "bmw", "ford", "hyundai", "jlr", "mg"]);
  expect(growthStats.map((stat) => stat.width)).toEqual([75, 90, 60]);
  expect(testimonials).toHaveLength(5);
  for (const entry of testimonials) {
    expect(entry.rating).toBeGreaterThanOrEqual(1);
    expect(entry.rating).toBeLessThanOrEqual(5);
    expect(entry.review.es).not.toBe(entry.review.en);
  }
  expect(timeline.map((event) => event.year)).toEqual([1991, 1995, 2001, 2010, 2015, 2022, 2024]);
  expect(counters.map((counter) => `${counter.target}${counter.suffix}`)).toEqual(["30+", "10000+", "5000+"]);
});

test("every home and about text has its Spanish version", () => {
  expect(Object.keys(homeEn).filter((key) => !(key in homeEs))).toEqual([]);
  expect(Object.keys(homeSectionsEn).filter((key) => !(key in homeSectionsEs))).toEqual([]);
  expect(Object.keys(aboutEn).filter((key) => !(key in aboutEs))).toEqual([]);
});
