import { describe, expect, test } from "vitest";
import { isCacheable, normalisedPath } from "./cache-key.ts";

const get = (url: string, headers: Record<string, string> = {}) => ({ method: "GET", url, headers });

describe("isCacheable", () => {
  test("public pages of both languages, their data and the SEO files are", () => {
    for (const url of [
      "/",
      "/es",
      "/brands/denso?category=condenser",
      "/es/brands/denso/products/447652-1005",
      "/brands/denso.data",
      "/blogs/1",
      "/sitemap.xml",
      "/sitemaps/products-1.xml",
      "/robots.txt",
      "/search?q=creta",
    ]) {
      expect(isCacheable(get(url)), url).toBe(true);
    }
    expect(isCacheable({ method: "HEAD", url: "/", headers: {} })).toBe(true);
  });

  test("the staff area, sign-in, form results and anything personal never are", () => {
    for (const url of ["/login", "/es/login", "/add-products", "/es/add-products?tab=history", "/login.data"]) {
      expect(isCacheable(get(url)), url).toBe(false);
    }
    expect(isCacheable(get("/subscribe?email=a%40b.in"))).toBe(false);
    expect(isCacheable({ method: "POST", url: "/contact", headers: {} })).toBe(false);
    expect(isCacheable(get("/", { cookie: "session=1" }))).toBe(false);
    expect(isCacheable(get("/", { authorization: "Bearer x" }))).toBe(false);
    expect(isCacheable(get(`/search?q=${"x".repeat(3000)}`))).toBe(false);
  });
});

describe("normalisedPath", () => {
  test("one address for one listing, whatever the order and the campaign tags", () => {
    expect(normalisedPath("/brands/denso?q=12&category=condenser&utm_source=mail&gclid=x")).toBe(
      "/brands/denso?category=condenser&q=12",
    );
    expect(normalisedPath("/brands/denso?utm_campaign=a")).toBe("/brands/denso");
    expect(normalisedPath("/search?q=a+b&page=2")).toBe("/search?page=2&q=a+b");
    expect(normalisedPath("/")).toBe("/");
  });
});
