import { languages } from "#app/i18n/language.ts";
import { expect, test } from "./fixtures.ts";

test.describe("search engines", () => {
  test("robots.txt keeps crawlers out of the staff area and names the sitemap", async ({ request }) => {
    const response = await request.get("/robots.txt");
    expect(response.headers()["content-type"]).toContain("text/plain");
    const text = await response.text();
    for (const path of ["/login", "/add-products", "/es/login", "/es/add-products", "/hi/login", "/api/"]) {
      expect(text).toContain(`Disallow: ${path}`);
    }
    expect(text).toMatch(/^Sitemap: http:\/\/[^\s]+\/sitemap\.xml$/m);
  });

  test("the sitemap lists every public page in every language with alternates, and every product", async ({
    request,
  }) => {
    const index = await (await request.get("/sitemap.xml")).text();
    const parts = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "").pathname);
    expect(parts).toEqual(["/sitemaps/pages.xml", "/sitemaps/products-1.xml"]);

    const pages = await (await request.get("/sitemaps/pages.xml")).text();
    const pageLocs = [...pages.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "").pathname);
    for (const path of [
      "/",
      "/es",
      "/about",
      "/es/about",
      "/brands/mahle-behr",
      "/es/categories/expansion-valves",
      "/blogs/audi",
      "/es/blogs/audi",
      "/hi",
      "/hi/categories/expansion-valves",
      "/hi/blogs/audi",
    ]) {
      expect(pageLocs).toContain(path);
    }
    expect(pageLocs).not.toContain("/login");
    for (const language of languages) expect(pages).toContain(`hreflang="${language}"`);

    const products = await (await request.get("/sitemaps/products-1.xml")).text();
    const productLocs = [...products.matchAll(/<loc>([^<]+)<\/loc>/g)];
    const { total } = await (await request.get("/api/products?limit=1")).json();
    expect(productLocs).toHaveLength(total * languages.length);
    expect(products).toContain("/brands/motherson/products/MSSL%2F");
    expect((await request.get("/sitemaps/products-2.xml")).status()).toBe(404);
  });

  test("staff pages ask not to be indexed", async ({ request }) => {
    for (const path of ["/login", "/es/add-products"]) {
      expect(await (await request.get(path)).text()).toMatch(/<meta name="robots" content="noindex/);
    }
  });
});
