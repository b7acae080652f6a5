import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { en } from "./en.ts";
import { es } from "./es.ts";
import { languageFromPath, localizePath, stripLanguage } from "./language.ts";
import { aboutEn } from "./texts/about.ts";
import { blogEn, blogTexts, contactEn } from "./texts/blog-contact.ts";
import { enquiryListEn } from "./texts/enquiry-list.ts";
import { aboutEs } from "./texts/es/about.ts";
import { blogEs, contactEs } from "./texts/es/blog-contact.ts";
import { enquiryListEs } from "./texts/es/enquiry-list.ts";
import { homeEs } from "./texts/es/home.ts";
import { homeSectionsEs } from "./texts/es/home-sections.ts";
import { finderEs } from "./texts/es/parts-finder.ts";
import { staffEs } from "./texts/es/staff.ts";
import { homeEn } from "./texts/home.ts";
import { homeSectionsEn } from "./texts/home-sections.ts";
import { finderEn } from "./texts/parts-finder.ts";
import { staffEn, staffTexts } from "./texts/staff.ts";
import { staffImportTexts } from "./texts/staff-import.ts";
import { officeTexts } from "./texts/staff-office.ts";
import { defineTexts, shellTexts, translate } from "./translate.ts";

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

  it("counts the staff area's rows, photos and products by the same rules, with the language's digit grouping", () => {
    const rows = (language: "en" | "es", count: number) =>
      staffTexts.translate(language, "staff.excel.summary", { count, created: 1, updated: 0, unchanged: 0 });
    expect(rows("en", 1)).toBe("1 row: 1 created, 0 updated, 0 unchanged.");
    expect(rows("en", 2)).toBe("2 rows: 1 created, 0 updated, 0 unchanged.");
    expect(rows("es", 1)).toBe("1 fila: creadas 1, actualizadas 0, sin cambios 0.");
    expect(rows("es", 2)).toMatch(/^2 filas: /);
    expect(staffImportTexts.translate("en", "import.unknown.rows", { value: "Dens0", count: 1 })).toBe("Dens0: 1 row");
    expect(staffImportTexts.translate("es", "import.unknown.rows", { value: "Dens0", count: 3 })).toBe(
      "Dens0: 3 filas",
    );
    expect(staffTexts.translate("en", "staff.images.count", { count: 1 })).toBe("1 photo");
    expect(staffTexts.translate("es", "staff.history.replaceAll", { count: 1 })).toBe(
      "Sustituyó todo el catálogo: 1 producto eliminado",
    );
    expect(officeTexts.translate("en", "office.preview.more", { count: 1 })).toBe("…and 1 more product.");
    expect(officeTexts.translate("es", "office.form.problemsCount", { count: 1 })).toBe("Hay 1 campo que revisar.");
    expect(staffTexts.translate("en", "staff.excel.importHintReady", { count: 100000 })).toBe(
      "Import applies these 1,00,000 rows to the catalogue.",
    );
    expect(translate("es", "listing.showingProducts", { count: 12345 })).toBe("Mostrando 12.345 productos");
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
  const areas = { enquiryListEn, finderEn, homeEn, homeSectionsEn, aboutEn, blogEn, contactEn, staffEn };
  const spanish = [enquiryListEs, finderEs, homeEs, homeSectionsEs, aboutEs, blogEs, contactEs, staffEs];

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

describe("a dictionary keyed by language", () => {
  it("takes a dictionary per configured language, each free to leave keys out for English", () => {
    const texts = defineTexts({ en: { "t.a": "A", "t.b": "B" }, hi: { "t.a": "अ" } });
    expect(texts.translate("hi", "t.a")).toBe("अ");
    expect(texts.translate("hi", "t.b")).toBe("B");
    expect(texts.translate("es", "t.a")).toBe("A");
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
