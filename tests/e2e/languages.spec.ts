import { hi } from "#app/i18n/hi.ts";
import { languages } from "#app/i18n/language.ts";
import { expect, test } from "./fixtures.ts";

/** Every kind of public page, in the default language's address. */
const pageKinds = [
  "/",
  "/about",
  "/brands",
  "/brands/sanden",
  "/categories",
  "/categories/compressor",
  "/search?q=compressor",
  "/contact",
  "/blogs",
  "/blogs/audi",
  "/enquiry",
];

test.describe("languages from the list", () => {
  test("every public page answers in Hindi at /hi/…, as Hindi, with alternates in every language", async ({
    request,
  }) => {
    // A product page: the first the sitemap lists.
    const products = await (await request.get("/sitemaps/products-1.xml")).text();
    const product = new URL(/<loc>([^<]+)<\/loc>/.exec(products)?.[1] ?? "http://x/").pathname;
    expect(product).toMatch(/^\/brands\/[^/]+\/products\//);
    for (const path of [...pageKinds, product]) {
      const hindi = `/hi${path === "/" ? "" : path}`;
      const response = await request.get(hindi);
      expect(response.status(), hindi).toBe(200);
      const html = await response.text();
      expect(html, hindi).toContain('<html lang="hi" dir="ltr"');
      const alternates = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map(
        ([, hrefLang, href]) => [hrefLang, new URL(href ?? "").pathname],
      );
      const bare = path.split("?")[0] ?? "/";
      expect(alternates, hindi).toEqual([
        ["en", bare],
        ["es", bare === "/" ? "/es" : `/es${bare}`],
        ["hi", bare === "/" ? "/hi" : `/hi${bare}`],
        ["x-default", bare],
      ]);
    }
    const missing = await request.get("/hi/no-such-page");
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain('<html lang="hi"');
  });

  test("a Hindi page's links stay in Hindi, its JSON-LD says so, and the switcher offers every other language", async ({
    page,
  }) => {
    await page.goto("/hi/blogs");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
    expect(JSON.parse(jsonLd ?? "{}")).toMatchObject({ inLanguage: "hi" });
    await expect(page.locator('header a[href="/hi/brands"]').first()).toBeAttached();
    const switcher = page.getByRole("group", { name: /language|idioma|भाषा/i }).first();
    const offered = await switcher
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("hreflang")));
    expect(offered.sort()).toEqual(languages.filter((language) => language !== "hi").sort());
  });

  test("a right-to-left page mirrors its layout", async ({ page }, testInfo) => {
    // No configured language is right to left yet: the page is turned so in the browser, which is
    // what `dir` from the list does (unit tests cover a fake rtl language's routes and alternates).
    await page.goto("/about");
    const logo = page.locator("header a").first();
    const width = page.viewportSize()?.width ?? 0;
    const before = await logo.boundingBox();
    expect((before?.x ?? width) + (before?.width ?? 0) / 2).toBeLessThan(width / 2);
    await page.evaluate(() => document.documentElement.setAttribute("dir", "rtl"));
    const after = await logo.boundingBox();
    expect((after?.x ?? 0) + (after?.width ?? 0) / 2).toBeGreaterThan(width / 2);
    // Nothing pushed off the start edge: in rtl, overflow past the left is scrollable, unlike in ltr.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: testInfo.outputPath("about-rtl.png"), fullPage: true });
    await page.goto("/categories/compressor");
    await page.evaluate(() => document.documentElement.setAttribute("dir", "rtl"));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: testInfo.outputPath("listing-rtl.png"), fullPage: false });
  });

  test("Hindi text renders in a Devanagari face the font stack names", async ({ page }, testInfo) => {
    await page.goto("/hi");
    const fontFamily = await page.locator("body").evaluate((body) => getComputedStyle(body).fontFamily);
    expect(fontFamily).toContain("Noto Sans Devanagari");
    // Before the generic family: a phone that has it never falls to a face without Devanagari.
    expect(fontFamily).toMatch(/"Noto Sans Devanagari".*, sans-serif$/);
    await page.screenshot({ path: testInfo.outputPath("home-hi.png"), fullPage: false });
  });

  test("the staff area offers the other languages too, at the same screen", async ({ page }) => {
    await page.goto("/hi/login");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.locator('header a[hreflang="es"]')).toHaveAttribute("href", "/es/login");
    await expect(page.locator('header a[hreflang="en"]')).toHaveAttribute("href", "/login");
  });

  test("on a phone, the menu offers the other languages by their own names", async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/hi/categories");
    // The Hindi page names its menu button in Hindi.
    await page.getByRole("button", { name: hi["nav.openMenu"] }).click();
    const menu = page.locator("nav[id]").filter({ has: page.getByRole("group") });
    await expect(menu.getByRole("link", { name: "Read in English" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Leer en español" })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("menu-hi-phone.png"), fullPage: false });
    await menu.getByRole("link", { name: "Leer en español" }).click();
    await expect(page).toHaveURL(/\/es\/categories$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
  });
});
