import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { en } from "#app/i18n/en.ts";
import { expect, test } from "./fixtures.ts";

/**
 * Issue 29's "done when": every kind of public page in Hindi, walked in Chromium, shows no text from
 * the English dictionaries. Names the trade writes in Latin letters (brands, part numbers, product
 * names as staff typed them, units, AC, OE, WhatsApp, GST…) are no leftovers.
 */

/**
 * The English texts of the area dictionaries (texts/*.ts), read from their sources: the area modules
 * await their languages through import.meta.glob, which only Vite's transform understands.
 */
function areaEnglishTexts(): string[] {
  const folder = path.resolve(import.meta.dirname, "../../app/i18n/texts");
  return readdirSync(folder)
    .filter((file) => file.endsWith(".ts"))
    .flatMap((file) => {
      const source = readFileSync(path.join(folder, file), "utf8");
      return [...source.matchAll(/export const \w+En = \{([\s\S]*?)\n\} as const;/g)].flatMap(([, body]) =>
        [...(body ?? "").matchAll(/"[\w.]+":\s*"((?:[^"\\]|\\.)*)"/g)].map(([, text]) => JSON.parse(`"${text}"`)),
      );
    });
}

/** Words that are the same in a Hindi text: names and abbreviations the trade writes in Latin letters. */
const sameInHindi = new Set([
  "you@example.com",
  "AC",
  "OE",
  "GST",
  "WhatsApp",
  "EN",
  "ES",
  "CNG",
  "LPG",
  "SKU",
  "CSV",
  "Read in English",
]);

/**
 * What a Hindi page must not show: a whole English text (compared with whole text nodes), and any
 * part of an English text between its {placeholders} of three words or more, inside a longer node.
 * Shorter parts ("part number", "AC Compressors") are left to the whole-text comparison: they are
 * also words of product descriptions and article titles, content that stays as staff and authors
 * wrote it (an English-only article is shown with the Hindi notice).
 */
const englishTexts = [...Object.values(en), ...areaEnglishTexts()];
const englishPhrases = new Set(
  englishTexts
    .flatMap((text) => text.split(/\{\w+\}/))
    .map((fragment) =>
      fragment
        .trim()
        .replace(/^[|:·,.–-]+|[|:·,.–-]+$/g, "")
        .trim(),
    )
    .filter((fragment) => /[A-Za-z]{2,}\s+[A-Za-z]{2,}\s+[A-Za-z]{2,}/.test(fragment)),
);
const englishWholeTexts = new Set(
  englishTexts.map((text) => text.trim()).filter((text) => /[A-Za-z]{3,}/.test(text) && !sameInHindi.has(text)),
);

test.describe("Hindi pages", () => {
  test("every kind of public page in Hindi shows no English dictionary text", async ({ page, request }) => {
    test.setTimeout(180_000);
    const { products } = (await (await request.get("/api/products?brand=denso&limit=1")).json()) as {
      products: { partNumber: string; brandSlug: string; name: string }[];
    };
    const product = products[0] as (typeof products)[0];
    const productPath = `/brands/${product.brandSlug}/products/${encodeURIComponent(product.partNumber)}`;
    const pages = [
      "/hi",
      "/hi/about",
      "/hi/brands",
      "/hi/brands/sanden",
      "/hi/categories",
      "/hi/categories/compressor",
      `/hi${productPath}`,
      "/hi/search?q=compressor",
      "/hi/search?q=qqqqzzzz",
      "/hi/search?make=hyundai",
      "/hi/contact",
      "/hi/blogs",
      "/hi/blogs/car-ac-parts-compressor-guide-how-they-work-together",
      "/hi/blogs/audi",
      "/hi/enquiry",
      `/hi/compare?item=${product.brandSlug}:${encodeURIComponent(product.partNumber)}`,
    ];
    const leftovers: string[] = [];
    for (const address of pages) {
      await page.goto(address);
      leftovers.push(...(await englishOnPage(page)).map((text) => `${address}: ${text}`));
    }
    expect(leftovers).toEqual([]);
  });

  test("on a phone, the home page, a product page and a listing in Hindi, for a person to look at", async ({
    page,
    request,
  }, testInfo) => {
    const { products } = (await (await request.get("/api/products?brand=denso&limit=1")).json()) as {
      products: { partNumber: string; brandSlug: string }[];
    };
    const product = products[0] as (typeof products)[0];
    await page.setViewportSize({ width: 390, height: 844 });
    for (const [name, address] of [
      ["home", "/hi"],
      ["product", `/hi/brands/${product.brandSlug}/products/${encodeURIComponent(product.partNumber)}`],
      ["listing", "/hi/categories/compressor"],
    ] as const) {
      await page.goto(address);
      await expect(page.locator("h1")).toBeVisible();
      // Devanagari's marks above and below the line need room: no heading may clip its own text.
      const clipped = await page.locator("h1, h2, h3").evaluateAll((headings) =>
        headings
          // Visually hidden headings (sr-only, 1px) are clipped on purpose.
          .filter((heading) => heading.clientHeight > 1 && heading.scrollHeight > heading.clientHeight + 1)
          .map((h) => h.textContent),
      );
      expect(clipped, address).toEqual([]);
      // The first two screens, as a phone shows them.
      await page.screenshot({ path: testInfo.outputPath(`hindi-${name}-phone-1.png`) });
      await page.evaluate(() => window.scrollTo(0, window.innerHeight));
      await page.screenshot({ path: testInfo.outputPath(`hindi-${name}-phone-2.png`) });
    }
  });

  test.describe("a missing page", () => {
    test.use({ expectedConsole: [/status of 404/] });
    test("in Hindi shows no English dictionary text", async ({ page }) => {
      await page.goto("/hi/no-such-page");
      expect(await englishOnPage(page)).toEqual([]);
    });
  });
});

/** The page's visible text nodes, its title and its labels that hold an English dictionary text. */
async function englishOnPage(page: import("@playwright/test").Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    // Text marked as another language (an English-only article, its title and card) is content shown
    // as written, with the page's notice; the <title> of such an article is its English title.
    const pageLanguage = document.documentElement.lang;
    const foreign = (element: Element) =>
      (element.closest("[lang]")?.getAttribute("lang") ?? pageLanguage) !== pageLanguage;
    const found: string[] = document.querySelector("main article[lang]") ? [] : [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest("script, style, noscript, [translate='no']") || foreign(parent)) continue;
      const text = node.textContent?.trim();
      if (text) found.push(text);
    }
    for (const element of document.querySelectorAll("[aria-label], [placeholder], [title], img[alt]")) {
      if (foreign(element)) continue;
      for (const name of ["aria-label", "placeholder", "title", "alt"]) {
        const value = element.getAttribute(name)?.trim();
        if (value) found.push(value);
      }
    }
    return found;
  });
  const found = texts.flatMap((text) => {
    if (englishWholeTexts.has(text)) return [`${text} (an English text)`];
    const phrase = [...englishPhrases].find((candidate) => text.includes(candidate));
    return phrase ? [`${text} (holds "${phrase}")`] : [];
  });
  return [...new Set(found)];
}
