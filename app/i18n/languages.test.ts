import type { RouteConfigEntry } from "@react-router/dev/routes";
import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { urlsetXml } from "#app/server/sitemap.server.ts";
import routes from "../routes.ts";
import { alternateAddresses } from "./alternates.ts";
import {
  languageFromPath,
  languageLocale,
  languagePaths,
  languageSettingsOf,
  languages,
  localizePath,
  stripLanguage,
} from "./language.ts";
import { localizedRoutes } from "./language-routes.ts";
import { type LanguageSettings, languageSettings } from "./languages.ts";

/**
 * A language the site does not have, written right to left: the functions that read the list take
 * another list, and every one of them must handle a fourth language without a change (decision 135).
 */
const withFake: readonly LanguageSettings[] = [
  ...languageSettings,
  {
    code: "xx",
    name: "Fake",
    shortName: "XX",
    readIn: "Read in Fake",
    locale: "ar-EG",
    openGraphLocale: "xx_XX",
    dir: "rtl",
    partHead: "first",
    prefix: "/xx",
  },
];

/** The route a path reaches, as React Router ranks the config's paths. */
function routeAt(config: readonly RouteConfigEntry[], pathname: string): RouteConfigEntry | undefined {
  return matchRoutes(config as unknown as RouteObject[], pathname)?.at(-1)?.route as RouteConfigEntry | undefined;
}

describe("the site's languages", () => {
  it("are English, Spanish and Hindi, English the default at the bare path", () => {
    expect(languages).toEqual(["en", "es", "hi"]);
    expect(languageSettingsOf("hi")).toMatchObject({ name: "हिन्दी", dir: "ltr", prefix: "/hi" });
    expect(languageFromPath("/hi")).toBe("hi");
    expect(languageFromPath("/hi/brands/denso")).toBe("hi");
    expect(languageFromPath("/hindi")).toBe("en");
    expect(stripLanguage("/hi/categories/compressor")).toBe("/categories/compressor");
    expect(localizePath("/es/brands", "hi")).toBe("/hi/brands");
    expect(localizePath("/hi", "en")).toBe("/");
    expect(localizePath("/", "hi")).toBe("/hi");
  });

  it("write Hindi numbers in Western digits with Indian grouping", () => {
    expect(new Intl.NumberFormat(languageLocale("hi")).format(1234567)).toBe("12,34,567");
  });

  it("refuse a list whose first language has a prefix: the default must answer at the bare path", () => {
    expect(() => languagePaths([{ ...withFake[3], prefix: "/xx" } as LanguageSettings])).toThrow(/default/);
  });
});

describe("a fourth language, right to left, from the list alone", () => {
  const paths = languagePaths(withFake);

  it("reads, strips and adds its prefix", () => {
    expect(paths.languageFromPath("/xx/brands")).toBe("xx");
    expect(paths.languageFromPath("/xxl")).toBe("en");
    expect(paths.stripLanguage("/xx")).toBe("/");
    expect(paths.stripLanguage("/xx/blogs/audi")).toBe("/blogs/audi");
    expect(paths.localizePath("/hi/contact", "xx")).toBe("/xx/contact");
    expect(paths.localizePath("/xx/contact", "en")).toBe("/contact");
  });

  it("gets every screen at its prefix, on the same route modules with ids of its own", () => {
    const config = localizedRoutes(
      [
        ["", "routes/_public/home.tsx"],
        ["brands/:brand", "routes/_public/brand.tsx"],
        ["*", "routes/_public/not-found.tsx"],
      ],
      withFake,
    );
    const matched = (pathname: string) => routeAt(config, pathname);
    expect(matched("/xx")).toMatchObject({ id: "xx:routes/_public/home", file: "routes/_public/home.tsx" });
    expect(matched("/xx/brands/denso")).toMatchObject({ id: "xx:routes/_public/brand" });
    expect(matched("/xx/nothing-here")).toMatchObject({ id: "xx:routes/_public/not-found" });
    expect(matched("/brands/denso")).toMatchObject({ file: "routes/_public/brand.tsx" });
    expect(matched("/brands/denso")?.id).toBeUndefined(); // the default language's id comes from the file
    expect(new Set(config.map((route) => route.id ?? route.file)).size).toBe(config.length);
  });

  it("gets nested screens (the staff tabs) below its prefix too, each with an id of its own", () => {
    const config = localizedRoutes(
      [
        [
          "add-products",
          "routes/_staff/add-products.tsx",
          [
            ["", "routes/_staff/add-products/products.tsx"],
            ["enquiries/:reference", "routes/_staff/add-products/enquiry.tsx"],
          ],
        ],
      ],
      withFake,
    );
    const matched = (pathname: string) => routeAt(config, pathname);
    expect(matched("/xx/add-products")).toMatchObject({ id: "xx:routes/_staff/add-products/products", index: true });
    expect(matched("/xx/add-products/enquiries/Q-1")).toMatchObject({ id: "xx:routes/_staff/add-products/enquiry" });
    expect(matched("/add-products/enquiries/Q-1")).toMatchObject({ file: "routes/_staff/add-products/enquiry.tsx" });
    expect(matched("/add-products/enquiries/Q-1")?.id).toBeUndefined();
    const ids = config.flatMap((entry) => [entry, ...(entry.children ?? [])]).map((entry) => entry.id ?? entry.file);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("is listed in every page's hreflang alternates, with x-default at the default language", () => {
    expect(alternateAddresses("https://shop.test", "/xx/brands/denso", withFake)).toEqual([
      { hrefLang: "en", href: "https://shop.test/brands/denso" },
      { hrefLang: "es", href: "https://shop.test/es/brands/denso" },
      { hrefLang: "hi", href: "https://shop.test/hi/brands/denso" },
      { hrefLang: "xx", href: "https://shop.test/xx/brands/denso" },
      { hrefLang: "x-default", href: "https://shop.test/brands/denso" },
    ]);
  });

  it("has its address in the sitemap, each listing every language's as alternates", () => {
    const xml = urlsetXml("https://shop.test", [{ path: "/about" }], withFake);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual([
      "https://shop.test/about",
      "https://shop.test/es/about",
      "https://shop.test/hi/about",
      "https://shop.test/xx/about",
    ]);
    const xxUrl = xml.split("\n").find((line) => line.includes("<loc>https://shop.test/xx/about</loc>")) ?? "";
    expect(xxUrl.match(/hreflang="([^"]+)"/g)).toEqual([
      'hreflang="en"',
      'hreflang="es"',
      'hreflang="hi"',
      'hreflang="xx"',
    ]);
  });
});

describe("the site's routes", () => {
  it("answer every public screen in every language, each route id once", () => {
    const matched = (pathname: string) => routeAt(routes, pathname);
    for (const language of languages) {
      expect(matched(localizePath("/brands/denso/products/DN-1", language))?.file).toBe(
        "routes/_public/product-in-brand.tsx",
      );
      expect(matched(localizePath("/", language))?.file).toBe("routes/_public/home.tsx");
      expect(matched(localizePath("/no-such-page", language))?.file).toBe("routes/_public/not-found.tsx");
    }
    expect(matched("/hi/search")?.id).toBe("hi:routes/_public/search");
    expect(matched("/sitemap.xml")?.file).toBe("routes/_seo/sitemap-index.ts");
    const ids = routes.map((route) => route.id ?? route.file);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
