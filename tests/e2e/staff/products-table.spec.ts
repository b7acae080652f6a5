import { expect, test } from "./fixtures.ts";
import { openUpload, productsTable, searchTable, tableTotal } from "./staff-screen.ts";

/** The "Uploaded Products" table: deleting, searching, filtering, paging; the sheets to download. */

test("deletes a product only after confirming", async ({ page, createProduct, openStaffArea }) => {
  const { partNumber } = await createProduct();
  await openStaffArea();
  await searchTable(page, partNumber);
  const row = page.locator(`tr[data-part-number="${partNumber}"]`);
  await expect(row).toHaveCount(1);

  await row.getByRole("button", { name: /^Delete/ }).click();
  const dialog = page.getByRole("dialog", { name: "Are you sure you want to delete this product?" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(1);

  await row.getByRole("button", { name: /^Delete/ }).click();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Product deleted successfully")).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(page.getByText("No products match")).toBeVisible();
  expect((await page.request.get(`/api/products/details/${partNumber}`)).status()).toBe(404);
});

test("the table searches, filters and pages the catalogue", async ({ page, openStaffArea }) => {
  await openStaffArea();
  const total = await tableTotal(page);
  await expect(productsTable(page).locator("tbody tr")).toHaveCount(25);
  const pages = page.getByRole("navigation", { name: "Pages" });
  await pages.getByRole("link", { name: "Next" }).click();
  const secondPage = page.getByText(new RegExp(`^Showing 26–50 of ${total.toLocaleString("en-IN")} products$`));
  await expect(secondPage).toBeVisible();
  await expect(pages.getByRole("link", { name: "Page 2", exact: true })).toHaveAttribute("aria-current", "page");
  // The page is in the address: a reload (or the link sent to a colleague) opens the same page.
  await expect(page).toHaveURL(/\/add-products\?page=2$/);
  await page.reload();
  await expect(secondPage).toBeVisible();
  await expect(pages.getByRole("link", { name: "Page 2", exact: true })).toHaveAttribute("aria-current", "page");

  await page.getByLabel("Brand", { exact: true }).selectOption({ label: "Denso" });
  await page.getByLabel("Category").selectOption({ label: "Compressor" });
  await expect(page.getByText(/^Showing 1–\d+ of \d+ products$/)).toBeVisible();
  const onlyDenso = async () => {
    const brands = await productsTable(page).locator("tbody tr td:nth-child(4)").allTextContents();
    expect(brands.length).toBeGreaterThan(0);
    expect(new Set(brands)).toEqual(new Set(["Denso"]));
  };
  await onlyDenso();
  // So are the filters: both choices survive a reload, and so does a search typed with them.
  await expect(page).toHaveURL(/\/add-products\?brand=denso&category=compressor$/);
  await searchTable(page, "compressor");
  await expect(page).toHaveURL(/[?&]q=compressor(&|$)/);
  const filtered = (await page.getByText(/^Showing 1–\d+ of \d+ products$/).textContent()) ?? "";
  await page.reload();
  await expect(page.getByLabel("Brand", { exact: true })).toHaveValue("denso");
  await expect(page.getByLabel("Category")).toHaveValue("compressor");
  await expect(page.getByLabel("Search by name or part number")).toHaveValue("compressor");
  await expect(page.getByText(filtered, { exact: true })).toBeVisible();
  await onlyDenso();
  await searchTable(page, "");

  // The server orders the whole catalogue by the part-number key (letters and digits only).
  await page.getByLabel("Sort by").selectOption({ label: "Part number" });
  const key = (part: string) => part.toUpperCase().replace(/[^A-Z0-9]/g, "");
  await expect
    .poll(async () => {
      const parts = await productsTable(page).locator("tbody tr td:nth-child(3)").allTextContents();
      const keys = parts.map(key);
      return keys.length > 1 && keys.every((k, i) => i === 0 || (keys[i - 1] ?? "") <= k);
    })
    .toBe(true);
});

test("downloads the template and the catalogue export", async ({ page, openStaffArea }) => {
  await openStaffArea();
  const exportDownload = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export catalogue (.xlsx)" }).click();
  expect((await exportDownload).suggestedFilename()).toMatch(/^catalogue-\d{4}-\d{2}-\d{2}\.xlsx$/);

  await openUpload(page, "Excel Upload");
  const templateDownload = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download the template" }).click();
  expect((await templateDownload).suggestedFilename()).toBe("catalogue-template.xlsx");
});
