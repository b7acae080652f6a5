import { describe, expect, it } from "vitest";
import { en } from "./en.ts";
import { es } from "./es.ts";
import { languageFromPath, localizePath, stripLanguage } from "./language.ts";
import { translate } from "./translate.ts";

describe("translate", () => {
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
