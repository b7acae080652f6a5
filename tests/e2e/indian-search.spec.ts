import type { APIRequestContext, Page } from "@playwright/test";
import { indianBuyerQueries } from "./buyer-queries.ts";
import { expect, test } from "./fixtures.ts";

// Search in the words Indian workshops type (issue 29, docs/decisions/140 and 141), against the demo
// catalogue. Read-only. The whole table runs at API level (server/api/indian-buyer-queries.test.ts);
// here a few of each kind go through the pages.

async function idsFor(request: APIRequestContext, filters: readonly string[]): Promise<string[]> {
  const found = new Set<string>();
  for (const filter of filters) {
    const { products } = (await (await request.get(`/api/products?${filter}&limit=200`)).json()) as {
      products: { partNumber: string }[];
    };
    for (const product of products) found.add(product.partNumber);
  }
  return [...found];
}

async function shownPartNumbers(page: Page): Promise<string[]> {
  return page
    .getByTestId("results")
    .getByTestId("product-card")
    .evaluateAll((cards) => cards.map((card) => card.getAttribute("data-part-number") ?? ""));
}

const onPages = [
  "क्रेटा कंडेनसर",
  "होंडा सिटी २०१८ कंडेंसर",
  "creta ka compressor chahiye",
  "nexon ac pankha",
  "creta AC thanda nahi karta",
  "AC se hawa nahi aa rahi",
  "mi creta no enfría",
];

test.describe("what Indian workshops type finds what the filters find", () => {
  for (const { language, q, filters } of indianBuyerQueries.filter((query) => onPages.includes(query.q))) {
    test(`${language}: “${q}”`, async ({ page, request }) => {
      const expected = await idsFor(request, filters);
      expect(expected.length, "the filters find something in the demo catalogue").toBeGreaterThan(0);
      await page.goto(`${language === "es" ? "/es" : ""}/search?q=${encodeURIComponent(q)}`);
      const shown = await shownPartNumbers(page);
      // A page holds 24: when the filters find more, the page is all theirs.
      const first = shown.slice(0, expected.length);
      expect(first.length).toBe(Math.min(expected.length, shown.length));
      if (expected.length <= shown.length) expect(first.sort()).toEqual([...expected].sort());
      else for (const partNumber of first) expect(expected).toContain(partNumber);
    });
  }
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`a fault searched, at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test("says above the parts why they are shown, and names their categories", async ({ page }) => {
      await page.goto(`/search?q=${encodeURIComponent("creta AC thanda nahi karta")}`);
      const reason = page.getByTestId("symptom-reason");
      await expect(reason).toHaveText(
        "AC not cooling well: the usual cause is the compressor, the condenser or the expansion valve, shown in that order.",
      );
      const results = page.getByTestId("results");
      const reasonBox = await reason.boundingBox();
      const resultsBox = await results.boundingBox();
      expect(reasonBox && resultsBox && reasonBox.y + reasonBox.height <= resultsBox.y).toBe(true);
      await expect(page.getByRole("link", { name: "Categories: Compressor" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Categories: Expansion Valves" })).toBeVisible();
      await expect(results.getByTestId("product-card").first()).toContainText("Creta");
      await page.screenshot({ path: test.info().outputPath(`fault-${viewport.width}.png`), fullPage: false });
    });

    test("in Spanish, says it in Spanish", async ({ page }) => {
      await page.goto(`/es/search?q=${encodeURIComponent("el motor se calienta nexon")}`);
      await expect(page.getByTestId("symptom-reason")).toHaveText(
        "El motor se calienta: lo habitual es el radiador o el electroventilador que lo enfría.",
      );
      await expect(page.getByTestId("results").getByTestId("product-card").first()).toContainText("Nexon");
    });
  });
}

test("the search dialog suggests a fault's parts with its reason, and a Devanagari word as it is typed", async ({
  page,
}) => {
  await page.goto("/");
  await page.keyboard.press("/");
  const dialog = page.getByRole("dialog", { name: "Search the catalogue" });
  const box = dialog.getByRole("combobox", { name: "Part number or product name" });
  await box.fill("क्रेटा एसी ठंडा नहीं");
  await expect(dialog.getByTestId("suggestions-symptom")).toContainText("AC not cooling well");
  await expect(dialog.getByRole("option").first()).toContainText("Creta");
  await box.fill("होंडा सिटी कंडे");
  await expect(dialog.getByTestId("suggestions-symptom")).toBeHidden();
  await expect(dialog.getByRole("option").first()).toContainText("City");
  await expect(dialog.getByRole("option", { name: /Condenser/ }).last()).toBeVisible();
});
