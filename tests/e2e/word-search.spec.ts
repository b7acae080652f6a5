import type { APIRequestContext, Page } from "@playwright/test";
import { buyerQueries } from "./buyer-queries.ts";
import { expect, test } from "./fixtures.ts";

// Word search against the demo catalogue (issue 14). Read-only.

async function partNumbersFor(request: APIRequestContext, filters: string): Promise<string[]> {
  const { products } = (await (await request.get(`/api/products?${filters}&limit=24`)).json()) as {
    products: { partNumber: string }[];
  };
  return products.map((p) => p.partNumber);
}

async function shownPartNumbers(page: Page, list = "results"): Promise<string[]> {
  return page
    .getByTestId(list)
    .getByTestId("product-card")
    .evaluateAll((cards) => cards.map((card) => card.getAttribute("data-part-number") ?? ""));
}

test.describe("buyer queries find what the filters find", () => {
  for (const { language, q, filters } of buyerQueries) {
    test(`${language}: “${q}”`, async ({ page, request }) => {
      const expected = await partNumbersFor(request, filters);
      expect(expected.length, "the filters find something in the demo catalogue").toBeGreaterThan(0);
      await page.goto(`${language === "es" ? "/es" : ""}/search?q=${encodeURIComponent(q)}`);
      const shown = await shownPartNumbers(page);
      expect(shown.slice(0, expected.length).sort()).toEqual([...expected].sort());
    });
  }
});

/**
 * The brand and category pages' own search box: a search that finds nothing there shows the same
 * no-result page as /search, its closest matches kept to the page's brand or category when any come
 * close, else taken from the whole catalogue. At 390x844 and on a wide screen.
 */
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`a brand or category page that finds nothing, at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test("offers the closest matches within the brand, WhatsApp with the words typed, and the phone", async ({
      page,
    }) => {
      await page.goto("/brands/denso?q=creta%20compressor%20zzqx");
      const noResult = page.getByTestId("no-result");
      await expect(
        noResult.getByRole("heading", { name: "No part matches “creta compressor zzqx” yet" }),
      ).toBeVisible();
      await expect(noResult.getByRole("heading", { name: /^Closest matches, without “.*zzqx”$/ })).toBeVisible();
      const links = await noResult
        .getByTestId("closest")
        .getByRole("heading")
        .getByRole("link")
        .evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href") ?? ""));
      expect(links.length).toBeGreaterThan(0);
      for (const href of links) expect(href).toMatch(/^\/brands\/denso\/products\//);
      const ask = noResult.getByRole("link", { name: "Ask on WhatsApp" });
      expect(decodeURIComponent((await ask.getAttribute("href")) ?? "")).toContain(
        "Hi, I'm looking for: creta compressor zzqx",
      );
      await expect(noResult.getByRole("link", { name: /^Call / })).toHaveAttribute("href", /^tel:\+?\d+$/);
      await expect(page.getByText("No products found")).toHaveCount(0);
    });

    test("with a year no fit of the vehicle covers, offers the vehicle's parts in other years, saying so", async ({
      page,
    }) => {
      // The demo's Honda City parts fit 2014-2020.
      await page.goto("/categories/condenser?q=city%202022");
      const noResult = page.getByTestId("no-result");
      // Said plainly, never passed off as fitting a 2022 City (issue 27).
      await expect(
        noResult.getByRole("heading", { name: "Nothing is listed for 2022. These fit other years" }),
      ).toBeVisible();
      const closest = noResult.getByTestId("closest").getByTestId("product-card");
      await expect(closest.first()).toContainText("fits Honda City 2014-2020, not listed for 2022");
      await page.goto("/categories/condenser?q=city%202018");
      await expect(page.getByTestId("no-result")).toHaveCount(0);
      await expect(page.getByText("Showing 1 product", { exact: true })).toBeVisible();
    });

    test("takes the matches from the whole catalogue when the page's brand has none, in Spanish too", async ({
      page,
      request,
    }) => {
      // Subros makes no radiators; the Innova Crysta's radiators are other brands'.
      const { products } = (await (
        await request.get("/api/products?make=toyota&model=innova-crysta&category=radiator&limit=24")
      ).json()) as { products: { partNumber: string; brandSlug: string }[] };
      expect(products.length).toBeGreaterThan(0);
      expect(products.some((p) => p.brandSlug === "subros")).toBe(false);
      await page.goto("/es/brands/subros?q=radiador%20innova%20crysta");
      const noResult = page.getByTestId("no-result");
      await expect(noResult.getByRole("heading", { name: "Encontrado en todo el catálogo" })).toBeVisible();
      expect((await shownPartNumbers(page, "closest")).sort()).toEqual(
        products
          .map((p) => p.partNumber)
          .slice(0, 8)
          .sort(),
      );
      const ask = noResult.getByRole("link", { name: "Preguntar por WhatsApp", exact: true });
      expect(decodeURIComponent((await ask.getAttribute("href")) ?? "")).toContain(
        "Hola, busco: radiador innova crysta",
      );
    });
  });
}

test("the search dialog suggests the closest matches when nothing matches the words typed", async ({ page }) => {
  await page.goto("/");
  await page.keyboard.press("/");
  const dialog = page.getByRole("dialog", { name: "Search the catalogue" });
  await dialog.getByRole("combobox", { name: "Part number or product name" }).fill("creta compressor zzqx");
  await expect(dialog.getByTestId("suggestions-closest")).toContainText("Closest matches, without “zzqx”");
  await expect(dialog.getByRole("option").first()).toContainText("Creta");
  await expect(dialog.getByText("Press / anywhere to search")).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the search dialog does not offer the keyboard's “/” on a touch screen, and suggests closest matches", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Search parts" }).tap();
    const dialog = page.getByRole("dialog", { name: "Search the catalogue" });
    await dialog.getByRole("combobox", { name: "Part number or product name" }).fill("creta compressor zzqx");
    await expect(dialog.getByTestId("suggestions-closest")).toContainText("Closest matches, without “zzqx”");
    await expect(dialog.getByRole("option").first()).toBeVisible();
    await expect(dialog.getByText("Press / anywhere to search")).toBeHidden();
  });

  test("a search that finds nothing offers the closest matches, WhatsApp with the words typed, and the phone", async ({
    page,
  }) => {
    await page.goto("/search?q=creta%20compressor%20zzqx");
    const noResult = page.getByTestId("no-result");
    await expect(noResult.getByRole("heading", { name: "Closest matches, without “zzqx”" })).toBeVisible();
    expect((await shownPartNumbers(page, "closest")).length).toBeGreaterThan(0);
    const ask = noResult.getByRole("link", { name: "Ask on WhatsApp" });
    const href = (await ask.getAttribute("href")) ?? "";
    expect(decodeURIComponent(href)).toContain("Hi, I'm looking for: creta compressor zzqx");
    await expect(noResult.getByRole("link", { name: /^Call / })).toHaveAttribute("href", /^tel:\+?\d+$/);
    await page.screenshot({ path: test.info().outputPath("no-result-390.png"), fullPage: false });
  });

  test("the first screen shows the first results, as compact cards with a WhatsApp enquiry each", async ({ page }) => {
    await page.goto("/search?q=compressor");
    const cards = page.getByTestId("results").getByTestId("product-card");
    const first = cards.first();
    const box = await first.boundingBox();
    expect(box && box.y + box.height).toBeLessThan(844);
    // Thumbnail beside the text, and a card a fraction of the screen tall.
    const image = await first.locator("img").boundingBox();
    const title = await first.getByRole("heading").boundingBox();
    expect(image && title && image.x + image.width <= title.x).toBe(true);
    expect(box?.height ?? 1000).toBeLessThan(220);
    const partNumber = (await first.getAttribute("data-part-number")) ?? "";
    const enquiry = decodeURIComponent((await first.getByTestId("card-whatsapp").getAttribute("href")) ?? "");
    expect(enquiry).toContain(`Part No.: ${partNumber}`);
    expect(enquiry).toMatch(/Brand: \S/);
    // The search box on the banner is readable: dark text on a light field.
    const field = page.getByRole("searchbox", { name: "Part number or product name" });
    await expect(field).toHaveCSS("background-color", "rgb(255, 255, 255)");
    await page.screenshot({ path: test.info().outputPath("search-390.png"), fullPage: false });
  });

  test("a product page keeps the enquiry at the bottom of the screen, for this product", async ({ page }) => {
    await page.goto("/search?q=denso%20compressor");
    const card = page.getByTestId("results").getByTestId("product-card").first();
    const partNumber = await card.getAttribute("data-part-number");
    await card.getByRole("heading").getByRole("link").click();
    const bar = page.getByTestId("sticky-enquiry");
    await expect(bar).toBeVisible();
    const box = await bar.boundingBox();
    expect(box && Math.round(box.y + box.height)).toBe(844);
    const href = decodeURIComponent((await bar.getByRole("link").getAttribute("href")) ?? "");
    expect(href).toContain(`Part No.: ${partNumber}`);
    await expect(page.getByTestId("whatsapp-float")).toBeHidden();
    await page.screenshot({ path: test.info().outputPath("product-390.png"), fullPage: false });
  });

  test("the bottom bar follows a part added with the page's own button (issue 43)", async ({ page }) => {
    await page.goto("/search?q=denso%20compressor");
    await page
      .getByTestId("results")
      .getByTestId("product-card")
      .first()
      .getByRole("heading")
      .getByRole("link")
      .click();
    const bar = page.getByTestId("sticky-enquiry");
    await expect(bar.getByTestId("add-to-enquiry")).toBeVisible();
    // The page's own button comes first in the page; the bar's is at its end.
    const inPage = page.getByTestId("add-to-enquiry").first();
    await inPage.scrollIntoViewIfNeeded();
    await inPage.click();
    // The bar now shows the part's quantity, as the page's button does, and no second "Add".
    await expect(bar.getByTestId("in-enquiry")).toBeVisible();
    await expect(bar.getByTestId("add-to-enquiry")).toHaveCount(0);
    await expect(bar.getByTestId("in-enquiry").locator("input")).toHaveValue("1");
  });
});

test("on a wide screen the floating WhatsApp button of a product page carries that product", async ({ page }) => {
  // Wide enough for the button to float in the gutter beside the page (decision 209).
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/search?q=denso%20compressor");
  const card = page.getByTestId("results").getByTestId("product-card").first();
  const partNumber = await card.getAttribute("data-part-number");
  await card.getByRole("link", { name: /View Details/ }).click();
  await expect(page).toHaveURL(/\/products\//);
  const float = page.getByRole("link", { name: "Chat with us on WhatsApp" });
  await expect(float).toHaveAttribute("data-product-enquiry");
  await expect(float).toHaveCount(1);
  expect(decodeURIComponent((await float.getAttribute("href")) ?? "")).toContain(`Part No.: ${partNumber}`);
});

test.describe("the vehicle finder", () => {
  test("offers only makes with parts, and only years some part of the model fits", async ({ page, request }) => {
    await page.goto("/search?make=hyundai&model=venue");
    const finder = page.getByTestId("vehicle-finder");
    const makes = await finder
      .getByLabel("Make")
      .locator("option")
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
    expect(makes.length).toBeGreaterThan(0);
    for (const make of makes) expect((await partNumbersFor(request, `make=${make}`)).length).toBeGreaterThan(0);
    expect(makes).not.toContain("jaguar");
    const years = await finder
      .getByLabel("Year")
      .locator("option")
      .evaluateAll((options) => options.map((o) => Number((o as HTMLOptionElement).value)).filter(Boolean));
    // The Venue's parts fit 2019 on.
    expect(Math.min(...years)).toBe(2019);
    for (const year of [Math.min(...years), Math.max(...years)])
      expect((await partNumbersFor(request, `make=hyundai&model=venue&year=${year}`)).length).toBeGreaterThan(0);
  });

  test("a 2019 Creta is shown its own generation's parts, and asked the one detail that splits them", async ({
    page,
  }) => {
    await page.goto("/search?make=hyundai&model=creta");
    const finder = page.getByTestId("vehicle-finder");
    const year = finder.getByLabel("Year");
    const offered = await year
      .locator("option")
      .evaluateAll((options) => options.map((o) => Number((o as HTMLOptionElement).value)).filter(Boolean));
    // The demo has both Creta generations (2015-2020 and 2020-): every year, and none not on sale yet.
    expect(Math.min(...offered)).toBe(2015);
    expect(Math.max(...offered)).toBe(new Date().getFullYear());

    await page.goto("/search?make=hyundai&model=creta&year=2019");
    await expect(year).toHaveValue("2019");
    const results = page.getByTestId("results").locator("article");
    for (const name of await results.getByRole("heading").allTextContents()) expect(name).toContain("2015-2020");
    const question = page.getByRole("region", { name: "Which fuel does your Hyundai Creta 2019 use?" });
    await expect(question).toContainText("check the details on each before you order");
    await page.screenshot({ path: test.info().outputPath("creta-2019-question.png"), fullPage: true });
    const before = await results.count();
    await question.getByRole("link", { name: /^diesel \(\d+ parts?\)$/ }).click();
    await expect(page).toHaveURL(/[?&]fuel=diesel/);
    await expect(page.getByText("Only parts for: diesel.")).toBeVisible();
    await expect(year).toHaveValue("2019");
    const names = await results.getByRole("heading").allTextContents();
    expect(names.length).toBeLessThan(before);
    expect(names.join(" ")).not.toContain("petrol");

    // The part's page says which Creta it fits.
    await results
      .getByRole("link", { name: /CRDi diesel/ })
      .first()
      .click();
    await expect(page.getByTestId("fit-details").first()).toHaveText(/^1\.6 CRDi · diesel/);
    await page.screenshot({ path: test.info().outputPath("creta-diesel-part.png"), fullPage: true });
  });

  test("a fuel typed with the car narrows to that fuel's parts and those for every engine (decision 159)", async ({
    page,
  }) => {
    await page.goto(`/search?q=${encodeURIComponent("creta diesel compressor")}`);
    const cards = page.getByTestId("results").getByTestId("product-card");
    const names = await cards.getByRole("heading").allTextContents();
    // The 2015-2020 Creta's CRDi compressor, and the 2020 Creta's, which fit every engine; not the petrol one.
    expect(names.some((name) => name.includes("1.6 CRDi diesel"))).toBe(true);
    expect(names.some((name) => name.includes("Creta") && !name.includes("2015-2020"))).toBe(true);
    expect(names.join(" ")).not.toContain("petrol");
    // Its card says the line it fits, engine included.
    await expect(cards.filter({ hasText: "1.6 CRDi diesel" }).first()).toContainText(
      "fits Hyundai Creta 2015-2020 (1.6 CRDi)",
    );
    await page.screenshot({ path: test.info().outputPath("creta-diesel-search.png"), fullPage: true });
  });

  test("a year no part is listed for is said, never dropped: each part says its own years", async ({ page }) => {
    // The demo's Verna parts are for the 2017-2023 generation.
    await page.goto("/search?make=hyundai&model=verna&year=2024");
    await expect(page.getByTestId("vehicle-finder").getByLabel("Year")).toHaveValue("2024");
    const closest = page.getByRole("region", { name: "Nothing is listed for 2024. These fit other years" });
    await expect(closest).toContainText("Check the years on each part before you order");
    const reasons = closest.getByTestId("matched-number");
    await expect(reasons.first()).toHaveText(
      /^fits Hyundai Verna 2017–2023, not listed for 2024$|^fits Hyundai Verna 2017-2023, not listed for 2024$/,
    );
    for (const reason of await reasons.allTextContents()) expect(reason).toContain("not listed for 2024");
    const ask = decodeURIComponent((await page.getByTestId("ask-whatsapp").getAttribute("href")) ?? "");
    expect(ask).toContain("Hyundai Verna 2024");
    await page.screenshot({ path: test.info().outputPath("verna-2024-finder.png"), fullPage: true });
    // "See all" leads to the Verna in every year, each part with its own years.
    const seeAll = closest.getByRole("link", { name: /^See (all \d+ closest matches|the closest match)$/ });
    if (await seeAll.count()) await expect(seeAll).toHaveAttribute("href", "/search?make=hyundai&model=verna");

    // Typed words do the same: the year is said, not silently dropped.
    await page.goto(`/search?q=${encodeURIComponent("verna 2024")}`);
    const typed = page.getByRole("region", { name: "Nothing is listed for 2024. These fit other years" });
    await expect(typed.getByTestId("matched-number").first()).toHaveText(/not listed for 2024$/);
  });

  test("a make's page is titled by the make, and counts say “1 product”", async ({ page, request }) => {
    await page.goto("/search?make=hyundai");
    await expect(page).toHaveTitle(/^Parts for Hyundai \| /);
    const [partNumber] = await partNumbersFor(request, "brand=sanden&category=compressor");
    await page.goto(`/search?q=${encodeURIComponent(partNumber ?? "")}`);
    await expect(page.getByText(/^Showing \d+ products?$/)).toHaveText("Showing 1 product");
  });
});
