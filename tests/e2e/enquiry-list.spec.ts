import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

// The enquiry list (issue 28) on the demo catalogue, read-only: the list lives in the browser, so
// each test's fresh browser context starts with an empty one.

const viewports = [
  { name: "desktop", size: { width: 1280, height: 800 } },
  { name: "phone", size: { width: 390, height: 844 } },
] as const;

async function addFirstCard(page: Page, listing: string): Promise<string> {
  await page.goto(listing);
  const card = page.getByTestId("product-card").first();
  const partNumber = (await card.getAttribute("data-part-number")) ?? "";
  await card.getByTestId("add-to-enquiry").click();
  await expect(card.getByTestId("in-enquiry").getByTestId("enquiry-quantity")).toHaveValue("1");
  return partNumber;
}

for (const { name, size } of viewports) {
  test.describe(`the enquiry list on ${name}`, () => {
    test.use({ viewport: size });

    test("collects parts from a card, a product page and a search result, keeps quantities and survives a reload", async ({
      page,
    }) => {
      const fromCard = await addFirstCard(page, "/categories/compressor");
      // The stepper a card turns into changes the quantity in the list.
      const card = page.getByTestId("product-card").first();
      await card.getByRole("button", { name: "One more" }).click();
      await expect(card.getByTestId("enquiry-quantity")).toHaveValue("2");

      await page.goto("/categories/condenser");
      const firstCondenser = page.getByTestId("product-card").first();
      const fromPage = (await firstCondenser.getAttribute("data-part-number")) ?? "";
      const productName = (await firstCondenser.getByRole("heading").textContent()) ?? "";
      await firstCondenser.getByRole("link", { name: productName, exact: true }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(productName);
      // The product's own button, not those of the related products' cards below it.
      const details = page
        .locator("main section")
        .filter({ has: page.getByRole("heading", { name: "Specifications" }) });
      await details.getByTestId("add-to-enquiry").click();
      await expect(details.getByTestId("enquiry-quantity")).toHaveValue("1");

      const fromSearch = await addFirstCard(page, "/search?q=expansion%20valve");
      expect(new Set([fromCard, fromPage, fromSearch]).size).toBe(3);

      const count = page.getByTestId(name === "phone" ? "enquiry-float" : "enquiry-link");
      await expect(count).toContainText("3");
      await count.click();
      await expect(page).toHaveURL(/\/enquiry$/);
      const lines = page.getByTestId("enquiry-line");
      await expect(lines).toHaveCount(3);
      await expect(lines.nth(0)).toContainText(fromCard);
      await expect(lines.nth(0).getByTestId("enquiry-quantity")).toHaveValue("2");
      await expect(lines.nth(1)).toContainText(fromPage);
      await expect(lines.nth(2)).toContainText(fromSearch);

      // Typed quantities, the vehicle and the note are kept on the device.
      await lines.nth(2).getByTestId("enquiry-quantity").fill("4");
      await page.getByTestId("enquiry-vehicle").fill("Honda City 2019");
      await page.getByTestId("enquiry-note").fill("Needed by Friday");
      await lines
        .nth(1)
        .getByRole("button", { name: /^Remove / })
        .click();
      await expect(lines).toHaveCount(2);
      await page.reload();
      await expect(lines).toHaveCount(2);
      await expect(lines.nth(1).getByTestId("enquiry-quantity")).toHaveValue("4");
      await expect(page.getByTestId("enquiry-vehicle")).toHaveValue("Honda City 2019");
      await expect(page.getByTestId("enquiry-note")).toHaveValue("Needed by Friday");
      // Every line's product is still in the catalogue.
      await expect(page.getByTestId("line-gone")).toHaveCount(0);
    });
  });
}

test("a part added from a finder search brings its vehicle to the list", async ({ page }) => {
  await page.goto("/search?make=hyundai&model=creta&year=2022");
  await page.getByTestId("product-card").first().getByTestId("add-to-enquiry").click();
  await expect(page.getByTestId("in-enquiry").first()).toBeVisible();
  await page.goto("/enquiry");
  await expect(page.getByTestId("enquiry-vehicle")).toHaveValue("Hyundai Creta 2022");
});

test("a line whose product left the catalogue stays, marked, as text", async ({ page }) => {
  await page.goto("/es/enquiry");
  await page.evaluate(() =>
    localStorage.setItem(
      "coolparts.enquiry-list",
      JSON.stringify({
        vehicle: "",
        note: "",
        lines: [
          {
            kind: "product",
            brandSlug: "denso",
            brand: "Denso",
            partNumber: "NO-SUCH-PART-1",
            name: "Compresor retirado",
            image: null,
            categorySlug: "compressor",
            quantity: 2,
          },
        ],
      }),
    ),
  );
  await page.reload();
  const line = page.getByTestId("enquiry-line");
  await expect(line).toContainText("Compresor retirado");
  await expect(line.getByTestId("line-gone")).toContainText("Ya no está en el catálogo");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tu lista de consulta");
});
