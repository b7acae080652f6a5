import AxeBuilder from "@axe-core/playwright";
import { axeTags, expect, test } from "./fixtures.ts";

// Issue 27: two radiators for one car, side by side on a phone, the differences marked (decision 133).
test.describe("compare parts", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a buyer compares two radiators for a 2018 Creta on a phone and sends the comparison on", async ({
    page,
    request,
  }) => {
    const { products } = (await (
      await request.get("/api/products?category=radiator&make=hyundai&model=creta&year=2018&limit=10")
    ).json()) as { products: { name: string; partNumber: string; brandSlug: string }[] };
    expect(products.length).toBeGreaterThanOrEqual(2);
    const [first, second] = products as [(typeof products)[0], (typeof products)[0]];

    await page.goto(`/brands/${first.brandSlug}/products/${encodeURIComponent(first.partNumber)}`);
    await page.getByRole("link", { name: "Compare with other parts" }).click();
    await expect(page).toHaveURL(/\/compare\?item=/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Compare parts");
    // The same car's other radiator is offered first.
    await page
      .getByTestId("compare-candidates")
      .getByRole("link", { name: `Add to comparison: ${second.name}` })
      .click();

    const table = page.getByTestId("compare-table");
    await expect(table.getByRole("columnheader")).toHaveCount(2);
    const fits = table.getByRole("row", { name: /^Fits/ });
    await expect(fits).toContainText("differs");
    await expect(fits).toHaveAttribute("data-differs", "true");
    await expect(table.getByRole("row", { name: /^Category/ })).not.toHaveAttribute("data-differs");
    // Nothing scrolls sideways, the table neither (issue 43): each part's column is whole on the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await table.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
    for (const header of await table.getByRole("columnheader").all()) {
      const box = await header.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    }
    await page.screenshot({ path: test.info().outputPath("compare-390.png"), fullPage: true });
    const violations = (await new AxeBuilder({ page }).withTags(axeTags).analyze()).violations;
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`)).toEqual([]);

    // The comparison is an address: sent on WhatsApp, it opens the same two parts.
    const send = await page.getByRole("link", { name: "Send this comparison on WhatsApp" }).getAttribute("href");
    const text = new URL(send ?? "").searchParams.get("text") ?? "";
    const shared = new URL(text.slice(text.indexOf("http")));
    expect(shared.searchParams.getAll("item")).toEqual([
      `${first.brandSlug}:${first.partNumber}`,
      `${second.brandSlug}:${second.partNumber}`,
    ]);

    await table.getByRole("link", { name: `Remove ${first.name} from the comparison` }).click();
    await expect(table.getByRole("columnheader")).toHaveCount(1);
    await expect(table).toContainText(second.partNumber);
  });

  test("reads in Spanish, and finds a part to add by its number", async ({ page, request }) => {
    const { products } = (await (await request.get("/api/products?brand=valeo&category=radiator&limit=2")).json()) as {
      products: { partNumber: string; brandSlug: string }[];
    };
    const [first, second] = products as [(typeof products)[0], (typeof products)[0]];
    await page.goto(`/es/compare?item=${first.brandSlug}:${encodeURIComponent(first.partNumber)}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Comparar piezas");
    await page.getByLabel("Número de pieza, número OE o nombre").fill(second.partNumber);
    await page.getByLabel("Número de pieza, número OE o nombre").press("Enter");
    await page.getByTestId("compare-candidates").getByRole("link").first().click();
    await expect(page.getByTestId("compare-table").getByRole("columnheader")).toHaveCount(2);
  });
});
