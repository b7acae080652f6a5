import { readdirSync } from "node:fs";
import { fixturePath as fixture, readFixture } from "../../setup/fixtures.ts";
import { expect, test } from "./fixtures.ts";
import { asUpload, IMAGES_INPUT, openUpload, searchTable } from "./staff-screen.ts";

/** Photos uploaded in a batch find their products, with the real photos in tests/fixtures/images. */

test("uploads the twelve photos, reports what matched and what did not, and shows them on the site", async ({
  page,
  importSheet,
  openStaffArea,
}) => {
  // The products the photos belong to: by part number (AC 417 000S.jpg), or named in the sheet's
  // Image column (photo-006.jpg for PAC-4497-92).
  await importSheet({ name: "catalogue-300.xlsx", buffer: readFixture("catalogue-300.xlsx") });
  await openStaffArea();
  await openUpload(page, "Image Upload");
  const photos = readdirSync(fixture("images")).map((name) => fixture("images", name));
  expect(photos).toHaveLength(12);
  await page
    .getByLabel(IMAGES_INPUT)
    .setInputFiles([
      ...photos.map(asUpload),
      { ...asUpload(fixture("images", "photo-006.jpg")), name: "ZZ-NO-SUCH-PART.jpg" },
    ]);
  await expect(page.getByText("Selected: 13 photos")).toBeVisible();
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(page.getByText("Successfully uploaded images")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("12 matched to products, 1 not matched yet.")).toBeVisible();

  const matched = page.getByRole("region", { name: "Matched to products (12)" });
  await expect(matched.getByRole("row", { name: /AC 417 000S\.jpg/ })).toContainText("AC 417 000S");
  await expect(matched.getByRole("row", { name: /photo-006\.jpg/ })).toContainText("PAC-4497-92");
  const unmatched = page.getByRole("region", { name: "Not matched yet (1)" });
  await expect(unmatched).toContainText("ZZ-NO-SUCH-PART.jpg");
  await expect(unmatched.locator("tbody td").nth(1)).not.toBeEmpty();
  await expect(page.getByText("Selected: 13 photos")).toHaveCount(0);

  // The table shows the photo; a product still without one is marked.
  await searchTable(page, "AC 417 000S");
  const row = page.locator('tr[data-part-number="AC 417 000S"]');
  await expect(row).toHaveCount(1);
  await expect(row.locator("img")).toHaveAttribute("src", /^\/media\//);
  await expect(row).not.toContainText("No photo");
  const brand = (await row.locator("td").nth(3).textContent()) ?? "";
  expect(brand).toBe("Mahle Behr");
  // The product's name links to its public page (the row's other link is the staff preview).
  const href = (await row.getByRole("link", { name: /opens in a new tab/ }).getAttribute("href")) ?? "";
  expect(href).toBe("/brands/mahle-behr/products/AC%20417%20000S");

  await searchTable(page, "92600-19JP4");
  await expect(page.locator('tr[data-part-number="92600-19JP4"]')).toContainText("No photo");

  await page.goto(href);
  const photo = page.locator('main img[src^="/media/"]').first();
  await expect(photo).toBeVisible();
  expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});

test("two photos of a part make a gallery on its page, in the order staff choose", async ({
  page,
  createProduct,
  openStaffArea,
}, testInfo) => {
  const product = await createProduct();
  const part = product.partNumber;
  await openStaffArea();
  await openUpload(page, "Image Upload");
  await page.getByLabel(IMAGES_INPUT).setInputFiles([
    { ...asUpload(fixture("images", "AC 417 000S.jpg")), name: `${part}.jpg` },
    { ...asUpload(fixture("images", "photo-009.jpg")), name: `${part}_2.jpg` },
  ]);
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(page.getByText("2 matched to products, 0 not matched yet.")).toBeVisible({ timeout: 20_000 });

  // The product page: the first photo large and loaded at once, both as thumbnails, the arrow keys move.
  const productPage = `/brands/denso/products/${encodeURIComponent(part)}`;
  await page.goto(productPage);
  const gallery = page.getByRole("region", { name: `Photos of ${product.name}` });
  const slides = gallery.locator('li[aria-roledescription="slide"] img');
  await expect(slides).toHaveCount(2);
  const [firstSrc, secondSrc] = await slides.evaluateAll((imgs) => imgs.map((img) => img.getAttribute("src")));
  expect(firstSrc).not.toBe(secondSrc);
  await expect(slides.first()).not.toHaveAttribute("loading", "lazy");
  await expect(slides.nth(1)).toHaveAttribute("loading", "lazy");
  for (const img of await slides.all()) {
    await expect(img).toHaveAttribute("width", /^\d+$/);
    await expect(img).toHaveAttribute("srcset", /320w/);
  }
  const thumbnails = gallery.getByRole("button", { name: /^Show photo \d of 2$/ });
  await expect(thumbnails).toHaveCount(2);
  await expect(thumbnails.first()).toHaveAttribute("aria-current", "true");
  await gallery.getByRole("list").first().focus();
  await page.keyboard.press("ArrowRight");
  await expect(thumbnails.nth(1)).toHaveAttribute("aria-current", "true");
  expect(await slides.nth(1).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await page.screenshot({ path: testInfo.outputPath("gallery.png") });
  await thumbnails.first().click();
  await expect(thumbnails.first()).toHaveAttribute("aria-current", "true");

  // Staff make the second photo the main one with the keyboard, and the site follows.
  await openStaffArea();
  await searchTable(page, part);
  await page.locator(`tr[data-part-number="${part}"]`).getByRole("button", { name: /^Edit/ }).click();
  const form = page.getByRole("dialog", { name: "Edit product" });
  const order = form.getByTestId("product-photo-order");
  await expect(order.getByRole("listitem")).toHaveCount(2);
  await expect(order.getByRole("listitem").first()).toContainText("Main photo");
  const up = order.getByRole("button", { name: `Move up: photo 2, ${part}_2.jpg` });
  await up.focus();
  await page.keyboard.press("Enter");
  await expect(order.getByRole("listitem").first()).toContainText(`${part}_2.jpg`);
  await expect(order.getByRole("button", { name: `Move up: photo 1, ${part}_2.jpg` })).toBeFocused();
  await expect(form.getByRole("status")).toHaveText(`${part}_2.jpg is now photo 1 of 2.`);
  await testInfo.attach("order", { body: await form.screenshot(), contentType: "image/png" });
  await form.getByRole("button", { name: "Save" }).click();
  await expect(form).toBeHidden();
  await expect(page.locator(`tr[data-part-number="${part}"] img`)).toHaveAttribute("src", secondSrc ?? "");

  await page.goto(productPage);
  await expect(slides.first()).toHaveAttribute("src", secondSrc ?? "");
});
