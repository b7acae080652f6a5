import { createHash } from "node:crypto";
import { expect, test } from "./fixtures.ts";

test.describe("server-rendered shell", () => {
  for (const [path, language, title] of [
    ["/", "en", "Car AC Compressors"],
    ["/es", "es", "Compresores"],
  ] as const) {
    test(`GET ${path} returns the whole shell before any script runs`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const csp = response.headers()["content-security-policy"] ?? "";
      // A public page comes from the render cache: its inline scripts are allowed by hash (decision 056).
      expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval'( 'sha256-[A-Za-z0-9+/=]+')+;/);
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers()["x-content-type-options"]).toBe("nosniff");

      const html = await response.text();
      expect(html).toContain(`<html lang="${language}"`);
      expect(html).toMatch(new RegExp(`<title>[^<]*${title}[^<]*</title>`));
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
      expect(html).toMatch(/<link rel="alternate" hrefLang="es" href="http:\/\/[^"]+\/es"/);
      expect(html).toMatch(/<link rel="alternate" hrefLang="hi" href="http:\/\/[^"]+\/hi"/);
      expect(html).toMatch(/<link rel="alternate" hrefLang="en" href="http:\/\/[^"]+\/"/);
      expect(html).toMatch(/<link rel="alternate" hrefLang="x-default" href="http:\/\/[^"]+\/"/);
      expect(html).toContain("<header");
      expect(html).toContain(`href="${language === "es" ? "/es" : ""}/brands/mahle-behr"`);
      expect(html).toContain("<footer");
      // Every inline script is named by its hash, and none carries a nonce, shared or not.
      const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)];
      expect(inlineScripts.length).toBeGreaterThan(0);
      for (const [tag, code] of inlineScripts) {
        expect(tag).not.toContain("nonce=");
        expect(csp).toContain(
          `'sha256-${createHash("sha256")
            .update(code ?? "")
            .digest("base64")}'`,
        );
      }
    });
  }

  test.describe(() => {
    test.use({ expectedConsole: [/status of 404/] });
    test("an unknown address is a real 404 with the site's page", async ({ page }) => {
      const response = await page.goto("/es/no-such-page");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Página no encontrada");
      await expect(page.locator("footer")).toBeVisible();
    });
  });
});

test.describe("navigation bar", () => {
  test("is transparent at the top and turns dark after 50 px of scroll", async ({ page }) => {
    await page.goto("/");
    const header = page.locator("header").first();
    await expect(header).toHaveAttribute("data-scrolled", "false");
    const topBackground = await header.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(topBackground).toBe("rgba(0, 0, 0, 0)");
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo(0, 120));
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await expect.poll(() => header.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe("rgba(0, 0, 0, 0)");
  });

  test("dropdowns list the brands and categories with their nav labels and open from the keyboard", async ({
    page,
  }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" }).first();
    const brandsButton = nav.getByRole("button", { name: "Brands" });
    await brandsButton.focus();
    await page.keyboard.press("Enter");
    await expect(brandsButton).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: "Mahle", exact: true })).toHaveAttribute("href", "/brands/mahle-behr");
    await expect(nav.getByRole("link", { name: "View All" }).first()).toHaveAttribute("href", "/brands");
    await page.keyboard.press("Escape");
    await expect(brandsButton).toHaveAttribute("aria-expanded", "false");
    await expect(brandsButton).toBeFocused();

    await nav.getByRole("button", { name: "Categories" }).click();
    await expect(nav.getByRole("link", { name: "Expansion Valve", exact: true })).toHaveAttribute(
      "href",
      "/categories/expansion-valves",
    );
    await expect(nav.getByRole("link", { name: "Injector", exact: true })).toHaveAttribute(
      "href",
      "/categories/injectors",
    );
  });

  test("the mobile menu opens, expands Brands, closes on navigation, and opens afresh", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.click();
    const closeToggle = page.getByRole("button", { name: "Close menu" });
    await expect(closeToggle).toHaveAttribute("aria-expanded", "true");
    const panel = page.locator(`#${await closeToggle.getAttribute("aria-controls")}`.replace(/:/g, "\\:"));
    await expect(panel).toBeVisible();
    await panel.getByRole("button", { name: "Brands" }).click();
    await expect(panel.getByRole("link", { name: "Denso" })).toHaveAttribute("href", "/brands/denso");
    await panel.getByRole("link", { name: "View All" }).first().click();
    await expect(page).toHaveURL(/\/brands$/);
    await expect(panel).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");

    // Opened again, Brands is folded; a tap on the link to the page already showing closes it too.
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(panel.getByRole("button", { name: "Brands" })).toHaveAttribute("aria-expanded", "false");
    await panel.getByRole("button", { name: "Brands" }).click();
    await panel.getByRole("link", { name: "View All" }).first().click();
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL(/\/brands$/);
  });

  test("the language switch keeps the page and sets the document language", async ({ page }) => {
    await page.goto("/categories");
    await page.getByRole("link", { name: "Leer en español" }).click();
    await expect(page).toHaveURL(/\/es\/categories$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Categorías de productos");
    await expect(page.getByRole("link", { name: "Válvulas de expansión" })).toHaveAttribute(
      "href",
      "/es/categories/expansion-valves",
    );
    await page.getByRole("link", { name: "हिन्दी में पढ़ें" }).click();
    await expect(page).toHaveURL(/\/hi\/categories$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await page.getByRole("link", { name: "Read in English" }).click();
    await expect(page).toHaveURL(/\/categories$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Product Categories");
  });
});

test.describe("global behaviour", () => {
  test("the loading overlay shows for half a second after a client-side navigation, never on first paint", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByTestId("loading-overlay")).toHaveCount(0);
    // Record when the overlay comes and goes in the page itself: a busy machine could otherwise
    // miss a half-second window between two polls.
    await page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { overlaySeen: number[] }).overlaySeen = seen;
      new MutationObserver(() => {
        const shown = document.querySelector("[data-testid=loading-overlay]") !== null;
        if (shown !== (seen.length % 2 === 1)) seen.push(performance.now());
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.locator("footer").getByRole("link", { name: "Our brands" }).click();
    await expect(page).toHaveURL(/\/brands$/);
    // The address changes a moment before React renders the new page and its overlay: wait until
    // the overlay has come and gone.
    const seen = () => page.evaluate(() => (window as unknown as { overlaySeen: number[] }).overlaySeen);
    await expect.poll(async () => (await seen()).length, { timeout: 5_000 }).toBeGreaterThanOrEqual(2);
    const [shownAt, hiddenAt] = await seen();
    expect(shownAt).toBeDefined();
    // Shown for about 500 ms (timers may run late on a busy machine, never early).
    expect((hiddenAt ?? 0) - (shownAt ?? 0)).toBeGreaterThanOrEqual(450);
    // Once, without a flicker: it never went and came back in between, and does not come again.
    await page.waitForTimeout(700);
    expect(await seen()).toHaveLength(2);
  });

  test("the floating WhatsApp button opens a chat with a greeting", async ({ page }) => {
    await page.goto("/");
    const href = await page.getByRole("link", { name: "Chat with us on WhatsApp" }).getAttribute("href");
    expect(href).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    expect(decodeURIComponent(href?.split("text=")[1] ?? "")).toContain("car AC and cooling parts");
  });

  test("a new page starts at the top", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.locator("footer").getByRole("link", { name: "Our brands" }).click();
    await expect(page).toHaveURL(/\/brands$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("Back returns to where the visitor was on the listing (decision 033)", async ({ page }) => {
    await page.goto("/brands/denso");
    const card = page.locator("main article").nth(12);
    await card.scrollIntoViewIfNeeded();
    const scrolledTo = await page.evaluate(() => window.scrollY);
    expect(scrolledTo).toBeGreaterThan(300);
    await card.getByRole("link", { name: /View Details/ }).click();
    await expect(page).toHaveURL(/\/brands\/denso\/products\//);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/brands\/denso$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolledTo - 50);
  });
});

test.describe("footer", () => {
  test("subscribes an e-mail address in place and says so", async ({ page }) => {
    await page.goto("/es");
    const footer = page.locator("footer");
    await footer.getByLabel("Tu correo electrónico").fill("taller.sharma@example.in");
    await footer.getByRole("button", { name: "Suscribirme" }).click();
    await expect(footer.getByRole("status")).toHaveText(/Ya estás en la lista/);
    await expect(footer.getByLabel("Tu correo electrónico")).toHaveValue("");
  });

  test("links to the about, brands, categories and contact pages and shows the support line", async ({ page }) => {
    await page.goto("/");
    const footer = page.locator("footer");
    const links: [string, string][] = [
      ["About the company", "/about"],
      ["Our brands", "/brands"],
      ["Product categories", "/categories"],
      ["Contact", "/contact"],
    ];
    for (const [name, href] of links) {
      await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await expect(footer.getByRole("link", { name: /^\+91/ })).toHaveAttribute("href", /^tel:\+91\d+$/);
    await expect(footer).toContainText("© 2024");
  });
});
