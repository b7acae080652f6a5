import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

// The end-to-end server starts on a fresh data directory, so it holds the demo catalogue:
// 40 Denso products over 8 categories (5 each), 20 Motherson ones with MSSL/xx/nnnn part numbers.

test.describe("brand page", () => {
  test("is rendered on the server with its products", async ({ request }) => {
    const html = await (await request.get("/brands/denso")).text();
    expect(html).toContain("Showing 40");
    expect(html).toMatch(/Denso AC Compressor for [^<]+/);
    expect(html).toContain('href="/brands/denso/products/');
  });

  test("filters by category in the URL, resets, and counts all matches", async ({ page }) => {
    await page.goto("/brands/denso");
    await expect(page.getByRole("status").filter({ hasText: "Showing" })).toHaveText("Showing 40");
    await page.getByRole("radio", { name: /Compressor/ }).click();
    await expect(page).toHaveURL(/\/brands\/denso\?category=compressor$/);
    await expect(page.getByText("Showing 5", { exact: true })).toBeVisible();
    const cards = page.locator("main article");
    await expect(cards).toHaveCount(5);
    for (const card of await cards.all()) await expect(card).toContainText("Compressor");
    await page.getByRole("link", { name: "Reset all" }).click();
    await expect(page).toHaveURL(/\/brands\/denso$/);
    await expect(page.getByText("Showing 40", { exact: true })).toBeVisible();
  });

  test("finds a part number typed with other spacing, and says when nothing matches", async ({ page }) => {
    await page.goto("/brands/denso?category=condenser");
    const partNumber = (await page.locator("main article .font-mono").first().textContent()) ?? "";
    expect(partNumber).toMatch(/^447\d{3}-\d{4}$/);
    await page.goto("/brands/denso");
    await page.getByLabel("Search by product name or part number").fill(partNumber.replace("-", " ").toLowerCase());
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByText("Showing 1", { exact: true })).toBeVisible();
    await expect(page.locator("main article")).toContainText(partNumber);

    await page.getByLabel("Search by product name or part number").fill("no such part zzz");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    // The no-result page of /search (tests/e2e/word-search.spec.ts has its closest matches).
    await expect(page.getByRole("heading", { name: "No part matches “no such part zzz” yet" })).toBeVisible();
    await expect(page.getByTestId("ask-whatsapp")).toBeVisible();
  });

  test("pages through 24 products at a time", async ({ page }) => {
    await page.goto("/brands/denso");
    await expect(page.locator("main article")).toHaveCount(24);
    await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.locator("main article")).toHaveCount(16);
    await expect(page.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  });

  test("on a phone the filter slides in and closes after a choice", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/brands/denso");
    const radio = page.getByRole("radio", { name: /Radiator Fan Assembly/ });
    await expect(radio).toBeHidden();
    await page.getByRole("button", { name: "Filters" }).click();
    await expect(radio).toBeVisible();
    await radio.click();
    await expect(page).toHaveURL(/category=radiator-fan-assembly/);
    await expect(radio).toBeHidden();
    await expect(page.getByText("Showing 5", { exact: true })).toBeVisible();
  });

  test.describe(() => {
    test.use({ expectedConsole: [/status of 404/] });
    test("an unknown brand is a real 404", async ({ page }) => {
      const response = await page.goto("/brands/bosch");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    });
  });
});

test.describe("category page", () => {
  test("filters by brand, labels cards with their brand and links products under the category", async ({ page }) => {
    await page.goto("/categories/compressor");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Compressor");
    await expect(page.getByText(/^Showing \d+ products$/)).toBeVisible();
    await page.getByRole("radio", { name: /Sanden/ }).click();
    await expect(page).toHaveURL(/brand=sanden/);
    await expect(page.getByText("Showing 5 products", { exact: true })).toBeVisible();
    const first = page.locator("main article").first();
    await expect(first).toContainText("Sanden");
    await first.getByRole("link", { name: /View Details/ }).click();
    await expect(page).toHaveURL(/\/categories\/compressor\/products\/SD7H15-\d{4}$/);
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("link", { name: "Categories" })).toHaveAttribute("href", "/categories");
    await expect(breadcrumb.getByRole("link", { name: "Compressor" })).toHaveAttribute(
      "href",
      "/categories/compressor",
    );
  });

  test("reads in Spanish under /es", async ({ page }) => {
    await page.goto("/es/categories/expansion-valves");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Válvulas de expansión");
    await expect(page.getByText(/^Mostrando \d+ productos$/)).toBeVisible();
    await expect(page.getByRole("link", { name: /Ver detalles/ }).first()).toHaveAttribute(
      "href",
      /^\/es\/categories\/expansion-valves\/products\//,
    );
  });
});

/** Opens the first product of the Denso listing by its card, as a visitor does (a client-side navigation). */
async function openFirstDensoProduct(page: Page) {
  await page.goto("/brands/denso");
  await page
    .locator("main article")
    .first()
    .getByRole("link", { name: /View Details/ })
    .click();
  await expect(page).toHaveURL(/\/brands\/denso\/products\//);
  await expect(page.getByTestId("loading-overlay")).toHaveCount(0);
}

/**
 * Rests the pointer on the carousel until it reports the hold. On a busy machine a first hover can
 * land while the page still settles and never count as entering, so it starts again from outside.
 */
async function holdWithPointer(page: Page, carousel: Locator) {
  await expect(async () => {
    await page.mouse.move(0, 0);
    await carousel.hover();
    await expect(carousel).toHaveAttribute("data-playing", "false", { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
}

test.describe("product page", () => {
  test("shows the product under its brand with specifications, enquiry, sharing and related products", async ({
    page,
  }) => {
    await page.goto("/brands/motherson");
    const card = page.locator("main article").first();
    const name = (await card.locator("h3").textContent()) ?? "";
    const partNumber = (await card.locator(".font-mono").textContent()) ?? "";
    expect(partNumber).toMatch(/^MSSL\/[A-Z]{2}\/\d{4}$/);
    await card.getByRole("link", { name: /View Details/ }).click();
    await expect(page).toHaveURL(`/brands/motherson/products/${encodeURIComponent(partNumber)}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(page.getByText("Free Delivery (Dispatch within 1-2 business days)")).toBeVisible();
    const specs = page.getByRole("table");
    await expect(specs.getByRole("row", { name: /Part Number/ })).toContainText(partNumber);
    await expect(specs.getByRole("row", { name: /Brand/ })).toContainText("MOTHERSON");

    const enquiry = await page.getByRole("link", { name: "Enquire on WhatsApp" }).getAttribute("href");
    const message = decodeURIComponent(enquiry?.split("text=")[1] ?? "");
    expect(message).toContain(name);
    expect(message).toContain(partNumber);
    expect(message).toContain("Motherson");
    expect(message).toContain("Please provide more details and pricing.");

    const x = new URL((await page.getByRole("link", { name: "Share on X (Twitter)" }).getAttribute("href")) ?? "");
    // The name holds the brand already: it is not said twice.
    expect(x.searchParams.get("text")).toBe(`Check out this ${name}!`);
    expect(x.searchParams.get("url")).toContain(`/brands/motherson/products/${encodeURIComponent(partNumber)}`);
    const facebook = new URL((await page.getByRole("link", { name: "Share on Facebook" }).getAttribute("href")) ?? "");
    expect(facebook.searchParams.get("u")).toContain(encodeURIComponent(partNumber));
    const whatsapp = new URL((await page.getByRole("link", { name: "Share on WhatsApp" }).getAttribute("href")) ?? "");
    expect(whatsapp.searchParams.get("text")).toMatch(
      new RegExp(`^Check out this .+! https?://[^ ]+/brands/motherson/products/${encodeURIComponent(partNumber)}$`),
    );
    // Without a photo, a shared link shows the category's drawing as a PNG (WhatsApp and Facebook show no SVG).
    const shared = page.locator('meta[property="og:image"]');
    const picture = (await shared.getAttribute("content")) ?? "";
    expect(picture).toMatch(/\/images\/share\/[a-z-]+\.png$/);
    const png = await page.request.get(picture);
    expect(png.headers()["content-type"]).toBe("image/png");
    await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute("content", "1200");

    // The carousel's loop repeats its first cards after the last (marked data-copy).
    const related = page.locator("section[aria-labelledby=related-heading] li:not([data-copy])");
    await expect(related).toHaveCount(6);
    await expect(related.filter({ hasText: partNumber })).toHaveCount(0);
  });

  test("the loading overlay shows while a product's data is on its way", async ({ page }) => {
    await page.goto("/brands/denso");
    let releaseData = () => {};
    const dataHeld = new Promise<void>((resolve) => {
      releaseData = resolve;
    });
    // React Router fetches the next page's data as /brands/denso/products/{part}.data.
    await page.route(/\/products\/[^/]+\.data(\?|$)/, async (route) => {
      await dataHeld;
      await route.continue();
    });
    await page
      .locator("main article")
      .first()
      .getByRole("link", { name: /View Details/ })
      .click();
    await expect(page.getByTestId("loading-overlay")).toBeVisible();
    await expect(page).toHaveURL(/\/brands\/denso$/);
    releaseData();
    await expect(page).toHaveURL(/\/brands\/denso\/products\//);
    await expect(page.getByTestId("loading-overlay")).toHaveCount(0);
  });

  test("the related carousel plays, pauses on hover and keyboard focus, and moves with its dots", async ({ page }) => {
    await openFirstDensoProduct(page);
    const carousel = page.locator("[data-playing]");
    await expect(carousel).toHaveAttribute("data-playing", "true");
    await expect(carousel).toHaveAttribute("data-index", "1", { timeout: 5_000 });
    await holdWithPointer(page, carousel);
    // A click on a dot moves it, and once the pointer leaves it plays on: mouse focus is no pause.
    await carousel.getByRole("button", { name: "Show products from 3" }).click();
    await expect(carousel).toHaveAttribute("data-index", "2");
    await page.mouse.move(0, 0);
    await expect(carousel).toHaveAttribute("data-playing", "true");
    // Keyboard focus holds it still.
    await page.keyboard.press("Tab");
    await expect(carousel.getByRole("button", { name: "Show products from 4" })).toBeFocused();
    await expect(carousel).toHaveAttribute("data-playing", "false");
    await page.keyboard.press("Enter");
    await expect(carousel).toHaveAttribute("data-index", "3");
  });

  test("the related carousel loops forward round its six products, one dot each, and starts afresh on the next product", async ({
    page,
  }) => {
    await openFirstDensoProduct(page);
    const carousel = page.locator("[data-playing]");
    const dots = carousel.getByRole("button", { name: /^Show products from/ });
    await expect(dots).toHaveCount(6);
    await holdWithPointer(page, carousel);
    await carousel.getByRole("button", { name: "Show products from 6" }).click();
    await expect(carousel).toHaveAttribute("data-index", "5");
    // Record where the track goes: forward onto the copies of the first cards, then back to the
    // originals without animation.
    await carousel.locator("ul").evaluate((track) => {
      const seen: string[] = [];
      (window as unknown as { trackSeen: string[] }).trackSeen = seen;
      new MutationObserver(() =>
        seen.push(`${track.style.transform} ${track.className.includes("transition")}`),
      ).observe(track, { attributes: true });
    });
    await carousel.getByRole("button", { name: "Next products" }).click();
    await expect(carousel).toHaveAttribute("data-index", "0");
    const seen = () => page.evaluate(() => (window as unknown as { trackSeen: string[] }).trackSeen);
    await expect.poll(async () => (await seen()).at(-1)).toBe("translateX(0%) true");
    expect(await seen()).toContain("translateX(-200%) true");
    expect(await seen()).toContain("translateX(0%) false");
    await expect(carousel.locator("li:not([aria-hidden])")).toHaveCount(3);
    await carousel.getByRole("button", { name: "Previous products" }).click();
    await expect(carousel).toHaveAttribute("data-index", "5");

    // Related products are the rest of the job, then other brands' (decision 096): any brand's page.
    const from = page.url();
    await carousel
      .locator("li:not([aria-hidden])")
      .first()
      .getByRole("link", { name: /View Details/ })
      .click();
    await expect(page).not.toHaveURL(from);
    await expect(page).toHaveURL(/\/brands\/[^/]+\/products\//);
    await expect(page.locator("[data-playing]")).toHaveAttribute("data-index", "0");
  });

  test.describe(() => {
    test.use({ reducedMotion: "reduce" });
    test("does not autoplay for people who ask for reduced motion", async ({ page }) => {
      await openFirstDensoProduct(page);
      await expect(page.locator("[data-playing]")).toHaveAttribute("data-playing", "false");
    });
  });

  test("a plain GET holds the product and its JSON-LD, with the brand URL as canonical", async ({ request }) => {
    const listing = await (await request.get("/categories/condenser?brand=motherson")).text();
    const path = listing.match(/href="(\/categories\/condenser\/products\/MSSL%2FCD%2F\d{4})"/)?.[1] ?? "";
    expect(path).not.toBe("");
    const html = await (await request.get(path)).text();
    const partNumber = decodeURIComponent(path.split("/").pop() ?? "");
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([^<]+)<\/script>/g)].map((m) =>
      JSON.parse(m[1] ?? "{}"),
    );
    expect(jsonLd.find((item) => item["@type"] === "Product")).toMatchObject({
      sku: partNumber,
      brand: { name: "Motherson" },
    });
    expect(jsonLd.find((item) => item["@type"] === "BreadcrumbList")?.itemListElement).toHaveLength(4);
    expect(html).toMatch(
      new RegExp(
        `<link rel="canonical" href="http://[^"]+/brands/motherson/products/${encodeURIComponent(partNumber)}"`,
      ),
    );
    expect(html).toContain('<meta property="og:type" content="product"/>');
  });

  test("another spelling of the part number leads to the product's own address", async ({ page }) => {
    await page.goto("/brands/motherson");
    const partNumber = (await page.locator("main article .font-mono").first().textContent()) ?? "";
    await page.goto(`/brands/motherson/products/${partNumber.replaceAll("/", "-").toLowerCase()}`);
    await expect(page).toHaveURL(`/brands/motherson/products/${encodeURIComponent(partNumber)}`);
  });

  test.describe(() => {
    test.use({ expectedConsole: [/status of 404/] });
    test("an unknown part is a real 404 with a way back to the brand", async ({ page }) => {
      const response = await page.goto("/brands/denso/products/NOT-A-PART");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Product Not Found");
      await expect(page.getByText("Product not found", { exact: true })).toBeVisible();
      await page.getByRole("link", { name: "Go Back" }).click();
      await expect(page).toHaveURL(/\/brands\/denso$/);
    });
  });
});

test.describe("search", () => {
  test("'/' opens the dialog; suggestions follow the keyboard", async ({ page }) => {
    await page.goto("/brands/sanden");
    const partNumber = (await page.locator("main article .font-mono").first().textContent()) ?? "";
    await page.goto("/");
    await page.keyboard.press("/");
    const dialog = page.getByRole("dialog", { name: "Search the catalogue" });
    await expect(dialog).toBeVisible();
    const box = dialog.getByRole("combobox", { name: "Part number or product name" });
    await expect(box).toBeFocused();
    await box.fill(partNumber.replace(/[-]/g, "").toLowerCase());
    await expect(dialog.getByRole("option").first()).toContainText(partNumber);
    await page.keyboard.press("ArrowDown");
    await expect(dialog.getByRole("option").first()).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`/brands/sanden/products/${encodeURIComponent(partNumber)}`);
    await expect(dialog).toBeHidden();
  });

  test("Enter searches the whole catalogue on a server-rendered page; Escape closes", async ({ page }) => {
    await page.goto("/es");
    await page.getByRole("button", { name: "Buscar piezas" }).click();
    const dialog = page.getByRole("dialog", { name: "Buscar en el catálogo" });
    await dialog.getByRole("combobox", { name: "Número de pieza o nombre del producto" }).fill("creta");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/es\/search\?q=creta$/);
    await expect(page.getByText(/^Mostrando \d+ productos$/)).toBeVisible();
    await expect(page.locator("main article").first()).toContainText("Creta");
    await page.getByRole("button", { name: "Buscar piezas" }).click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });
});
