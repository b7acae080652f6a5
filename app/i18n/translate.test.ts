import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { en } from "./en.ts";
import { es } from "./es.ts";
import { languageFromPath, localizePath, stripLanguage } from "./language.ts";
import { aboutEn, aboutEs } from "./texts/about.ts";
import { blogEn, blogEs, blogTexts, contactEn, contactEs } from "./texts/blog-contact.ts";
import { homeEn, homeEs } from "./texts/home.ts";
import { homeSectionsEn, homeSectionsEs } from "./texts/home-sections.ts";
import { finderEn, finderEs } from "./texts/parts-finder.ts";
import { staffEn, staffEs } from "./texts/staff.ts";
import { shellTexts, translate } from "./translate.ts";

describe("translate", () => {
  it("hands every render the same t, so a callback or effect depending on it does not run again each time", () => {
    // Saved mappings loaded in a loop while t changed identity on every render.
    const seen: unknown[] = [];
    const Probe = () => {
      seen.push(shellTexts.useTexts().t);
      return null;
    };
    renderToString(
      createElement(MemoryRouter, { initialEntries: ["/es/brands"] }, createElement(Probe), createElement(Probe)),
    );
    expect(seen).toHaveLength(2);
    expect(seen[0]).toBe(seen[1]);
  });

  it("picks the plural form of a count by the language's rules", () => {
    expect(translate("en", "listing.showingProducts", { count: 1 })).toBe("Showing 1 product");
    expect(translate("en", "listing.showingProducts", { count: 0 })).toBe("Showing 0 products");
    expect(translate("es", "listing.showingProducts", { count: 1 })).toBe("Mostrando 1 producto");
    expect(translate("es", "listing.showingProducts", { count: 24 })).toBe("Mostrando 24 productos");
  });

  it("gives the text of the language and falls back to English", () => {
    expect(translate("es", "nav.home")).toBe("Inicio");
    expect(translate("en", "nav.home")).toBe("Home");
    const spanishLess = Object.keys(en).find((key) => !(key in es));
    if (spanishLess) expect(translate("es", spanishLess as keyof typeof en)).toBe(en[spanishLess as keyof typeof en]);
  });

  it("inserts values as plain text and leaves unknown placeholders visible", () => {
    expect(translate("en", "footer.copyright", { year: 2024, company: "<b>ACME</b>" })).toBe(
      "© 2024 <b>ACME</b>. All rights reserved.",
    );
    expect(translate("en", "footer.copyright", { year: 2024 })).toContain("{company}");
  });

  it("has no Spanish key that English lacks", () => {
    for (const key of Object.keys(es)) expect(Object.keys(en)).toContain(key);
  });
});

describe("area texts", () => {
  const areas = { finderEn, homeEn, homeSectionsEn, aboutEn, blogEn, contactEn, staffEn };
  const spanish = [finderEs, homeEs, homeSectionsEs, aboutEs, blogEs, contactEs, staffEs];

  it("use keys of their own, never one of the shell's or another area's", () => {
    const seen = new Set(Object.keys(en));
    for (const [name, dictionary] of Object.entries(areas)) {
      for (const key of Object.keys(dictionary)) {
        expect(seen.has(key), `${name}: ${key}`).toBe(false);
        seen.add(key);
      }
    }
  });

  it("have no Spanish key that their English lacks", () => {
    Object.values(areas).forEach((english, index) => {
      for (const key of Object.keys(spanish[index] ?? {})) expect(Object.keys(english)).toContain(key);
    });
  });

  it("translate their own keys and the shell's, with the same fallbacks", () => {
    expect(blogTexts.translate("es", "nav.home")).toBe("Inicio");
    expect(blogTexts.translate("en", "blog.heading")).toBe(blogEn["blog.heading"]);
    expect(blogTexts.translate("es", "blog.heading")).toBe(blogEs["blog.heading"] ?? blogEn["blog.heading"]);
  });
});

describe("language paths", () => {
  it("reads, strips and adds the /es prefix", () => {
    expect(languageFromPath("/es")).toBe("es");
    expect(languageFromPath("/es/brands/denso")).toBe("es");
    expect(languageFromPath("/estra")).toBe("en");
    expect(stripLanguage("/es/brands")).toBe("/brands");
    expect(stripLanguage("/es")).toBe("/");
    expect(localizePath("/brands/denso", "es")).toBe("/es/brands/denso");
    expect(localizePath("/", "es")).toBe("/es");
    expect(localizePath("/es/contact", "en")).toBe("/contact");
  });
});
