import AxeBuilder from "@axe-core/playwright";
import { axeTags, expect, test } from "./fixtures.ts";

/**
 * A part number two brands sell (decision 089): each brand's page shows its own product, and the
 * category address, which cannot tell which, offers both. The products are this test's own.
 */
test("a part number two brands sell: both pages answer, the category address offers the choice", async ({
  page,
  createProduct,
  unique,
}) => {
  const partNumber = `SHARED-${unique.toUpperCase()}`;
  await createProduct({ name: `Denso Condenser ${unique}`, partNumber, brand: "Denso" });
  await createProduct({ name: `Valeo Condenser ${unique}`, partNumber, brand: "Valeo" });

  await page.goto(`/brands/valeo/products/${partNumber}`);
  await expect(page.getByRole("heading", { level: 1, name: `Valeo Condenser ${unique}` })).toBeVisible();

  await page.goto(`/categories/condenser/products/${partNumber}`);
  await expect(page.getByRole("heading", { level: 1, name: `Part No. ${partNumber}` })).toBeVisible();
  // One line per brand, each its product's link, named by brand, name and number.
  const choices = page.getByRole("main").getByRole("listitem");
  await expect(choices).toHaveCount(2);
  expect((await new AxeBuilder({ page }).withTags(axeTags).analyze()).violations).toEqual([]);
  await choices.getByRole("link", { name: new RegExp(`^Denso Denso Condenser ${unique}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/brands/denso/products/${partNumber}$`));
  await expect(page.getByRole("heading", { level: 1, name: `Denso Condenser ${unique}` })).toBeVisible();
});
