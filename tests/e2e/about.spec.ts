import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

const SLOW = { timeout: 15_000 };

/** Opens the page and waits for hydration: the effects that hide, count and fill start then. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByTestId("counters")).toHaveAttribute("data-hydrated", "true", SLOW);
}

test.describe("about page", () => {
  test.describe.configure({ timeout: 60_000 });

  test("is server-rendered with its title, timeline, values, reasons, figures and brands", async ({
    request,
    page,
  }) => {
    const html = await (await request.get("/about")).text();
    expect(html).toMatch(/<title>About CoolParts India[^<]*<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
    // Without any script the figures read right.
    expect(html).toContain('data-testid="counter-value">10,000<');

    await open(page, "/about");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Us");
    const years = await page
      .getByTestId("timeline")
      .locator("[data-event]")
      .evaluateAll((events) => events.map((event) => event.querySelector("p")?.textContent));
    expect(years).toEqual(["1991", "1995", "2001", "2010", "2015", "2022", "2024"]);
    for (const value of ["Innovation", "Accountability", "Excellence", "Precision"]) {
      await expect(page.getByRole("heading", { name: value, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: "Why Choose CoolParts India" })).toBeVisible();
    await expect(page.locator('section[aria-labelledby="about-why"] li')).toHaveCount(5);
    await expect(page.locator('section[aria-labelledby="about-brands"]').getByRole("link")).toHaveCount(12);
  });

  test("the timeline line fills with scroll and events appear past 75% of the viewport", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, "/about");
    const timeline = page.getByTestId("timeline");
    const last = timeline.locator("[data-event]").last();
    await expect(last).toHaveAttribute("data-revealed", "false");
    const fill = page.getByTestId("timeline-fill");
    const heightBefore = await fill.evaluate((element) => element.getBoundingClientRect().height);

    await last.evaluate((element) => element.scrollIntoView({ block: "center" }));
    await expect(last).toHaveAttribute("data-revealed", "true");
    await expect
      .poll(() => fill.evaluate((element) => element.getBoundingClientRect().height))
      .toBeGreaterThan(heightBefore + 300);
    // Once shown, an event stays shown when scrolled back.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(last).toHaveAttribute("data-revealed", "true");
  });

  test("the counters count up from 0 once, when half of them shows", async ({ page }) => {
    await open(page, "/about");
    const values = page.getByTestId("counter-value");
    await expect(values.nth(1)).toHaveText("0+");
    // Every value the SKU counter shows on its way up.
    await page.evaluate(() => {
      const target = document.querySelectorAll('[data-testid="counter-value"]')[1] as HTMLElement;
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      new MutationObserver(() => seen.push(target.textContent ?? "")).observe(target, {
        subtree: true,
        childList: true,
        characterData: true,
      });
    });
    await page.getByTestId("counters").scrollIntoViewIfNeeded();
    await expect(values).toHaveText(["30+", "10,000+", "5,000+"], SLOW);
    await expect(page.getByTestId("counters")).toContainText("Years of experience");
    const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
    const numbers = seen.map((text) => Number(text.replace(/\D/g, "")));
    expect(numbers.some((value) => value > 0 && value < 10_000)).toBe(true);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
  });

  test("the Spanish page reads in Spanish with Spanish number formats", async ({ page }) => {
    await open(page, "/es/about");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sobre nosotros");
    await expect(page).toHaveTitle(/^Sobre CoolParts India/);
    await page.getByTestId("counters").scrollIntoViewIfNeeded();
    await expect(page.getByTestId("counter-value")).toHaveText(["30+", "10.000+", "5.000+"], SLOW);
  });

  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce" });

    test("every event is shown and the counters show their figures without counting", async ({ page }) => {
      await open(page, "/about");
      await expect(page.locator('[data-event][data-revealed="false"]')).toHaveCount(0);
      await expect(page.getByTestId("counter-value")).toHaveText(["30+", "10,000+", "5,000+"]);
      await expect(page.getByTestId("timeline-fill")).toHaveAttribute("style", /height: 100%/);
    });
  });
});
