import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import sharp from "sharp";
import { chromiumFlags, chromiumPath } from "../../scripts/lib/chromium.mjs";
import { fakeCameraFile } from "./fake-camera.ts";
import { axeTags, expect, test } from "./fixtures.ts";

// Issue 32: a mechanic points the phone at a part's label, or picks a photo of it, and the scanner
// finds the part (decisions 147-148). Chromium's fake camera plays one of the project's label
// photos (tests/fixtures/labels/, scripts/make-label-photos.ts).

const labels = path.join("tests", "fixtures", "labels");

/** A browser whose camera films this label, for the tests of one describe block. */
function cameraFilming(photo: string) {
  return test.extend<object, object>({
    browser: [
      async ({ playwright }, use) => {
        const video = await fakeCameraFile(path.join(labels, photo));
        const browser = await playwright.chromium.launch({
          executablePath: chromiumPath,
          args: [...chromiumFlags, "--use-fake-device-for-media-stream", `--use-file-for-fake-video-capture=${video}`],
        });
        await use(browser);
        await browser.close();
      },
      { scope: "worker" },
    ],
  });
}

const filmingDenso = cameraFilming("label-01-denso.jpg");

filmingDenso.describe("scanning with the camera", () => {
  filmingDenso.use({ permissions: ["camera"] });
  filmingDenso.setTimeout(90_000);

  filmingDenso("the camera reads the printed part number and the part opens from the result", async ({ page }) => {
    await page.goto("/search");
    await page.getByRole("button", { name: "Scan a part's label or barcode" }).click();
    const scanner = page.getByTestId("scanner");
    await expect(scanner.getByRole("heading", { name: "Scan a part's label" })).toBeVisible();
    // Printed text only on this label: the OCR runs in the browser, its files from our own origin.
    const found = scanner.getByTestId("scan-found");
    // Found by its part number or its OE number, whichever the frame gave first: the same part.
    await expect(found).toContainText(/Denso 447262-5198 — (part number 447262-5198|matches OE 97701-ZS000)/, {
      timeout: 60_000,
    });
    await page.screenshot({ path: test.info().outputPath("scan-found.png") });
    await found.getByRole("link", { name: "Open this part" }).click();
    await expect(page).toHaveURL(/\/brands\/denso\/products\/447262-5198$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Denso");
  });
});

filmingDenso.describe("the camera refused", () => {
  filmingDenso("says so and leaves the search box and a photo to choose", async ({ page }) => {
    await page.goto("/search");
    await page.getByRole("button", { name: "Scan a part's label or barcode" }).click();
    const scanner = page.getByTestId("scanner");
    await expect(scanner.getByTestId("scan-problem")).toHaveText(/The camera is blocked for this site/);
    await expect(scanner.getByRole("button", { name: "Choose a photo" })).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(axeTags).analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
    await scanner.getByRole("button", { name: "Type the number instead" }).click();
    await expect(scanner).toBeHidden();
    await expect(page.getByRole("searchbox").first()).toBeFocused();
  });
});

test.describe("scanning a photo", () => {
  test.setTimeout(90_000);

  test("a chosen photo's QR code finds the part and it goes on the enquiry list", async ({ page }) => {
    await page.goto("/search");
    await page.getByRole("button", { name: "Scan a part's label or barcode" }).click();
    const scanner = page.getByTestId("scanner");
    // This browser has no camera: the scanner says so, and a photo still works.
    await expect(scanner.getByTestId("scan-problem")).toBeVisible();
    await scanner.getByTestId("scan-photo").setInputFiles(path.join(labels, "label-03-subros.jpg"));
    const found = scanner.getByTestId("scan-found");
    await expect(found).toContainText("Subros SBR CP5656", { timeout: 30_000 });
    await found.getByRole("button", { name: "Add to enquiry list" }).click();
    await expect(found).toContainText("Added to your enquiry list");
    const stored = await page.evaluate(() => JSON.stringify(localStorage));
    expect(stored).toContain("SBR CP5656");
  });

  test("a label no part of ours carries offers what it read, to correct in the search box", async ({ page }) => {
    const label = await sharp(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="240"><rect width="640" height="240" fill="#fff"/>' +
          '<text x="40" y="140" font-family="DejaVu Sans" font-size="64" font-weight="bold">ZX-99871-Q</text></svg>',
      ),
    )
      .jpeg()
      .toBuffer();
    await page.goto("/search");
    await page.getByRole("button", { name: "Scan a part's label or barcode" }).click();
    const scanner = page.getByTestId("scanner");
    await scanner.getByTestId("scan-photo").setInputFiles({ name: "label.jpg", mimeType: "image/jpeg", buffer: label });
    const nothing = scanner.getByTestId("scan-nothing");
    await expect(nothing).toContainText("No part in our catalogue matches this label.", { timeout: 60_000 });
    await expect(nothing).toContainText("We read “ZX-99871-Q”.");
    await expect(scanner.getByRole("link", { name: "Ask us on WhatsApp" })).toHaveAttribute("href", /ZX-99871-Q/);
    await scanner.getByRole("button", { name: "Correct it in the search box" }).click();
    await expect(scanner).toBeHidden();
    await expect(page.getByRole("searchbox").first()).toHaveValue("ZX-99871-Q");
  });
});

test.describe("the camera button on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("sits inside the listing's and the nav dialog's search fields, at their right end", async ({ page }) => {
    await page.goto("/brands/denso");
    const listingField = page.getByRole("searchbox").first();
    const listingButton = page.getByRole("button", { name: "Scan a part's label or barcode" }).first();
    await expect(listingButton).toBeVisible();
    const [field, button] = [await listingField.boundingBox(), await listingButton.boundingBox()];
    expect(
      field && button && button.x > field.x + field.width / 2 && button.x + button.width <= field.x + field.width,
    ).toBe(true);
    await page.screenshot({ path: test.info().outputPath("listing-phone.png") });
    // The button takes room inside the field, never beside it: the page does not scroll sideways.
    for (const address of ["/brands/denso", "/search"]) {
      if (address !== "/brands/denso") await page.goto(address);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, address).toBe(0);
    }

    await page.getByRole("button", { name: "Search parts" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Search the catalogue" });
    await expect(dialog.getByRole("button", { name: "Scan a part's label or barcode" })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath("dialog-phone.png") });
  });
});
