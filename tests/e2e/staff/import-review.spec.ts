import { readFileSync } from "node:fs";
import { slugify } from "#app/catalogue/slug.ts";
import { fixturePath } from "../../setup/fixtures.ts";
import { expect, test } from "./fixtures.ts";
import { EXCEL_INPUT, IMAGES_INPUT } from "./staff-screen.ts";

/**
 * Issue 40 on the staff screens, desktop and phone: a list with no brand column is given one new brand
 * for every row (a wrong template first: the field is marked, the other choices stay), imported with
 * one press, and reviewed before it goes public (decisions 202 and 203): per category and per new
 * brand, a group sent back to "needs a look", then the whole import published through a confirmation
 * that names the counts, a real dialog for the keyboard. The staff fixtures undo the import afterwards.
 */

// Previews refused until the list is mapped (400); a draft's public page answers 404.
test.use({ expectedConsole: [/status of (400|404)/] });
test.describe.configure({ timeout: 180_000 });

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test("a list with no brand column, reviewed and published through a confirmation", async ({
      page,
      openStaffArea,
      unique,
    }) => {
      const code = unique.toUpperCase();
      const brand = `Acr ${code}`;
      const part = (n: number) => `REV-${code}-${n}`;
      const rows = [
        ["Compressor", part(1), "Compressor"],
        ["Compressor", part(2), "Compressor"],
        ["Condenser", part(3), "Condenser"],
        ["Radiator", part(4), "Radiator"],
      ];
      await openStaffArea();
      await page.getByRole("button", { name: "Excel Upload" }).click();
      await page.getByLabel(EXCEL_INPUT).setInputFiles({
        name: `${unique}-no-brand.csv`,
        mimeType: "text/csv",
        buffer: Buffer.from(`Product Name,Part No.,Category\n${rows.map((row) => row.join(",")).join("\n")}\n`),
      });
      await expect(page.getByRole("alert").filter({ hasText: "The sheet has no Brand column." })).toBeVisible();
      const mapping = page.getByRole("region", { name: "Columns" });

      // "ACR" typed as a template for Brand: the field is marked, every other choice stays.
      await mapping.getByRole("radio", { name: /Import the good rows/ }).check();
      await mapping
        .getByRole("combobox", { name: "Brand", exact: true })
        .selectOption({ label: "Several columns joined…" });
      await mapping.getByLabel("Columns for Brand, in braces").fill("ACR");
      await page.getByRole("button", { name: "Import", exact: true }).click();
      await expect(
        page.getByRole("alert").filter({ hasText: "One choice cannot be used: it is marked below." }),
      ).toBeVisible();
      await expect(mapping.getByLabel("Columns for Brand, in braces")).toHaveAttribute("aria-invalid", "true");
      await expect(mapping.getByText("This template names no column in braces.")).toBeVisible();
      await expect(mapping.getByRole("radio", { name: /Import the good rows/ })).toBeChecked();
      await expect(mapping.getByRole("combobox", { name: "Part Number", exact: true })).toHaveValue("B");

      // One new brand for every row instead, and one press of Import checks and imports.
      await mapping.getByRole("combobox", { name: "Brand", exact: true }).selectOption({ label: "Not in the sheet" });
      await mapping.getByLabel("Brand of every row").selectOption({ label: "A new brand…" });
      await mapping.getByLabel("Name of the new brand").fill(brand);
      await page.getByRole("button", { name: "Import", exact: true }).click();
      await expect(page.getByText("Successfully uploaded products")).toBeVisible();
      await expect(page.getByText(/4 rows came in as drafts: visitors do not see them yet\./)).toBeVisible();

      // The review: per category and per new brand, with products to open.
      const review = page.getByRole("region", { name: "What this import puts on the site" });
      const group = (name: string) =>
        review.getByRole("listitem").filter({ has: page.getByText(name, { exact: true }) });
      await expect(group("Compressor")).toContainText("2 products (drafts: 2, published: 0)");
      await expect(group(brand)).toContainText("4 products (drafts: 4, published: 0)");
      const sample = group("Radiator").getByRole("link", { name: new RegExp(part(4)) });
      await expect(sample).toHaveAttribute("target", "_blank");
      await expect(sample).toHaveAttribute("href", /^\/add-products\/preview\/\d+$/);

      // The radiator goes back to "needs a look": publishing the import skips it.
      await review.getByRole("button", { name: "Send Radiator back to “needs a look”" }).click();
      await expect(review.getByText("1 product changed.")).toBeVisible();
      await expect(review.getByRole("heading", { name: "Sent back: needs a look" })).toBeVisible();
      await review.screenshot({ path: test.info().outputPath("review.png") });

      // Publishing all asks first, naming the counts; Cancel has the focus, Escape cancels and gives it back.
      const publishAll = review.getByRole("button", { name: "Publish all of this import…" });
      await publishAll.click();
      const confirm = page.getByRole("dialog", { name: "Publish 3 products in 2 categories and 1 new brand?" });
      await expect(confirm).toBeVisible();
      await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
      await expect(confirm.locator("[data-publish-summary] li")).toHaveText(["Compressor2", "Condenser1"]);
      await page.screenshot({ path: test.info().outputPath("confirm.png") });
      await page.keyboard.press("Tab");
      await expect(confirm.getByRole("button", { name: "Publish", exact: true })).toBeFocused();
      // A modal dialog: the page behind it is inert.
      expect(await confirm.evaluate((dialog) => dialog.matches(":modal"))).toBe(true);
      await page.keyboard.press("Escape");
      await expect(confirm).toBeHidden();
      await expect(publishAll).toBeFocused();
      expect((await page.request.get(`/api/products?q=${part(1)}&limit=5`)).ok()).toBe(true);

      await publishAll.press("Enter");
      await confirm.getByRole("button", { name: "Publish", exact: true }).click();
      await expect(confirm).toBeHidden();
      await expect(review.getByText("3 products changed.")).toBeVisible();
      await expect(group("Compressor")).toContainText("2 products (drafts: 0, published: 2)");
      await expect(review.getByText("Nothing left to publish here.")).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

      const slug = slugify(brand);
      expect((await page.request.get(`/brands/${slug}/products/${part(1)}`)).status()).toBe(200);
      expect((await page.request.get(`/brands/${slug}/products/${part(4)}`)).status()).toBe(404);
    });
  });
}

test("photos that match no product say so, and what to do", async ({ page, openStaffArea, unique }) => {
  await openStaffArea();
  await page.getByRole("button", { name: "Image Upload" }).click();
  await page.getByLabel(IMAGES_INPUT).setInputFiles({
    name: `ZZ-NONE-${unique}.jpg`,
    mimeType: "image/jpeg",
    buffer: readFileSync(fixturePath("images", "photo-006.jpg")),
  });
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  const alert = page.getByRole("alert").filter({ hasText: "none of them matched a product" });
  await expect(alert).toBeVisible({ timeout: 20_000 });
  await expect(alert).toContainText("Rename them after their part numbers and upload them again");
  await expect(page.getByText("Successfully uploaded images")).toHaveCount(0);
});
