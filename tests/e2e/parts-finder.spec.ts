import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

// The demo catalogue gives every product OE numbers, other brands' equivalents and the vehicles it
// fits. Read-only: the tests look the figures up through the API rather than hard-coding them.

interface ApiProduct {
  name: string;
  partNumber: string;
  brandSlug: string;
  categorySlug: string;
  oeNumbers: string[];
  fits: { makeSlug: string; model: string }[];
  matched?: { kind: string; number: string };
}

async function products(request: APIRequestContext, query: string): Promise<{ products: ApiProduct[]; total: number }> {
  return (await request.get(`/api/products?${query}`)).json();
}

/** A Hanon compressor with an OE number, and that number as someone might type it: no dash, lower case. */
async function productWithOeNumber(request: APIRequestContext) {
  const { products: list } = await products(request, "brand=hanon-systems&category=compressor");
  const product = list.find((p) => /[-\s]/.test(p.oeNumbers[0] ?? ""));
  if (!product) throw new Error("the demo catalogue has no Hanon compressor with an OE number");
  const oe = product.oeNumbers[0] ?? "";
  return { product, oe, typed: oe.replace(/[-\s]/g, "").toLowerCase() };
}

test.describe("search by OE number", () => {
  test("the API finds the product by its OE number typed with other spacing, and says so", async ({ request }) => {
    const { product, oe, typed } = await productWithOeNumber(request);
    expect(typed).not.toBe(oe);
    const found = await products(request, `q=${encodeURIComponent(typed)}`);
    expect(found.products.find((p) => p.partNumber === product.partNumber)?.matched).toEqual({
      kind: "oe",
      number: oe,
    });
  });

  test("/search finds it, server-rendered, with the number that matched", async ({ request }) => {
    const { product, oe, typed } = await productWithOeNumber(request);
    const html = await (await request.get(`/search?q=${encodeURIComponent(typed)}`)).text();
    expect(html).toContain(product.name);
    expect(html).toContain(`matches OE ${oe}`);
    const spanish = await (await request.get(`/es/search?q=${encodeURIComponent(typed)}`)).text();
    expect(spanish).toContain(`coincide con OE ${oe}`);
  });

  test("the brand and category pages' search boxes find it", async ({ page, request }) => {
    const { product, oe, typed } = await productWithOeNumber(request);
    for (const listing of ["/brands/hanon-systems", "/categories/compressor"]) {
      await page.goto(listing);
      await page.getByLabel("Search by product name or part number").fill(typed);
      await page.getByRole("button", { name: "Search", exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(typed)}`));
      const card = page.locator("main article").filter({ hasText: product.partNumber });
      await expect(card).toContainText(`matches OE ${oe}`);
    }
  });

  test("the search dialog suggests it while typing", async ({ page, request }) => {
    const { product, oe, typed } = await productWithOeNumber(request);
    await page.goto("/");
    await page.keyboard.press("/");
    const dialog = page.getByRole("dialog", { name: "Search the catalogue" });
    await dialog.getByRole("combobox", { name: "Part number or product name" }).fill(typed);
    const option = dialog.getByRole("option").filter({ hasText: product.partNumber });
    await expect(option).toContainText(`matches OE ${oe}`);
    await option.click();
    await expect(page).toHaveURL(`/brands/hanon-systems/products/${encodeURIComponent(product.partNumber)}`);
  });

  test("the product page lists its numbers and vehicles, also in its JSON-LD", async ({ page, request }) => {
    const { product, oe } = await productWithOeNumber(request);
    await page.goto(`/brands/hanon-systems/products/${encodeURIComponent(product.partNumber)}`);
    await expect(page.getByRole("row", { name: /OE numbers/ })).toContainText(oe);
    const fits = page.getByTestId("product-fits").getByRole("link");
    await expect(fits).toHaveCount(product.fits.length);
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    const productLd = ld.map((text) => JSON.parse(text)).find((json) => json["@type"] === "Product");
    expect(productLd.mpn).toBe(product.partNumber);
    expect(productLd.additionalProperty).toContainEqual({ "@type": "PropertyValue", name: "OE number", value: oe });
    expect(productLd.isAccessoryOrSparePartFor[0]).toMatchObject({ "@type": "Car" });
    await fits.first().click();
    await expect(page).toHaveURL(/\/search\?make=[a-z-]+&model=[a-z0-9-]+$/);
    await expect(page.locator("main article").filter({ hasText: product.partNumber })).toBeVisible();

    // An OE number leads to every part that carries it, this one among them.
    await page.goBack();
    await page
      .getByRole("row", { name: /OE numbers/ })
      .getByRole("link", { name: oe })
      .click();
    await expect(page).toHaveURL(`/search?q=${encodeURIComponent(oe)}`);
    await expect(page.locator("main article").filter({ hasText: product.partNumber })).toBeVisible();
  });
});

test.describe("find by vehicle", () => {
  test("a vehicle in the URL narrows the brand page on the server", async ({ request }) => {
    const all = await products(request, "brand=denso");
    const fitting = await products(request, "brand=denso&make=hyundai&model=creta&year=2022");
    expect(fitting.total).toBeGreaterThan(0);
    expect(fitting.total).toBeLessThan(all.total);
    const html = await (await request.get("/brands/denso?make=hyundai&model=creta&year=2022")).text();
    expect(html).toContain(`Showing ${fitting.total}<`);
    expect(html).toContain("Parts that fit the Hyundai Creta 2022");
    for (const product of fitting.products) expect(html).toContain(product.partNumber);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the plain form chooses make, then model, then year", async ({ page, request }) => {
      await page.goto("/brands/denso");
      await page.getByRole("main").getByLabel("Make").selectOption("Hyundai");
      await page.getByRole("button", { name: "Apply" }).click();
      await expect(page).toHaveURL(/\/brands\/denso\?(.*&)?make=hyundai/);
      const byMake = await products(request, "brand=denso&make=hyundai");
      await expect(page.getByText(`Showing ${byMake.total}`, { exact: true })).toBeVisible();
      await page.getByRole("main").getByLabel("Model").selectOption("Creta");
      await page.getByRole("main").getByLabel("Year").selectOption("2022");
      await page.getByRole("button", { name: "Apply" }).click();
      await expect(page).toHaveURL(/make=hyundai&model=creta&year=2022/);
      const byModel = await products(request, "brand=denso&make=hyundai&model=creta&year=2022");
      await expect(page.getByText(`Showing ${byModel.total}`, { exact: true })).toBeVisible();
      await expect(page.locator("main article")).toHaveCount(byModel.products.length);
    });
  });

  test("with JavaScript each choice applies at once, and a new make clears the model", async ({ page, request }) => {
    await page.goto("/categories/condenser");
    await page.getByRole("main").getByLabel("Make").selectOption("Maruti Suzuki");
    await expect(page).toHaveURL(/\/categories\/condenser\?make=maruti-suzuki$/);
    await page.getByRole("main").getByLabel("Model").selectOption("Swift");
    await expect(page).toHaveURL(/\?make=maruti-suzuki&model=swift$/);
    const fitting = await products(request, "category=condenser&make=maruti-suzuki&model=swift");
    await expect(page.getByText(`Showing ${fitting.total} products`, { exact: true })).toBeVisible();
    await page.getByRole("main").getByLabel("Make").selectOption("Kia");
    await expect(page).toHaveURL(/\?make=kia$/);
    await expect(page.getByRole("main").getByLabel("Model")).toHaveValue("");
  });

  test("the search dialog finds parts by vehicle", async ({ page }) => {
    await page.goto("/about");
    await page.keyboard.press("/");
    const dialog = page.getByRole("dialog", { name: "Search the catalogue" });
    await dialog.getByLabel("Make").selectOption("Toyota");
    await expect(dialog.getByLabel("Model").getByRole("option", { name: "Fortuner" })).toBeAttached();
    await dialog.getByLabel("Model").selectOption("Fortuner");
    await dialog.getByRole("button", { name: "Find parts" }).click();
    await expect(page).toHaveURL(/\/search\?make=toyota&model=fortuner$/);
    await expect(page.getByRole("heading", { name: "Parts that fit the Toyota Fortuner" })).toBeVisible();
    await expect(page.locator("main article").first()).toBeVisible();
  });
});

test.describe("Brands We Support", () => {
  test("every make on the home page links to the parts that fit it", async ({ page, request }) => {
    await page.goto("/");
    const links = page.getByRole("link", { name: /^Parts for / });
    await expect(links).toHaveCount(14);
    // Counted with a page of one: a whole list per make would spend most of this address's allowance
    // of whole lists a minute (WHOLE_LISTS_PER_MINUTE), which the other tests share, and its time.
    for (const href of await links.evaluateAll((all) => all.map((a) => a.getAttribute("href")))) {
      const make = new URL(href ?? "", "http://x").searchParams.get("make");
      expect(href).toBe(`/search?make=${make}`);
      expect((await products(request, `make=${make}&limit=1`)).total, `parts for ${make}`).toBeGreaterThan(0);
    }
    await page.getByRole("link", { name: "Parts for Hyundai" }).click();
    await expect(page).toHaveURL(/\/search\?make=hyundai$/);
    await expect(page.getByRole("heading", { name: "Parts that fit the Hyundai" })).toBeVisible();
    const fitting = await products(request, "make=hyundai&limit=1");
    await expect(page.getByText(`Showing ${fitting.total} products`, { exact: true })).toBeVisible();
  });

  test("in Spanish the links stay in Spanish", async ({ page }) => {
    await page.goto("/es");
    await page.getByRole("link", { name: "Piezas para Kia" }).click();
    await expect(page).toHaveURL(/\/es\/search\?make=kia$/);
    await expect(page.getByRole("heading", { name: "Piezas para el Kia" })).toBeVisible();
  });
});
