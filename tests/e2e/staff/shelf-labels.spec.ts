import sharp from "sharp";
import { barcodeCandidates } from "#app/scanner/label-candidates.ts";
import { zxingBarcodes } from "#app/scanner/label-reader.ts";
import { prepareZxingReader } from "../../../scripts/lib/zxing-in-node.ts";
import { expect, test } from "./fixtures.ts";
import { searchTable } from "./staff-screen.ts";

// Issue 32: staff tick products in the table and print their shelf labels (decision 150); a label's
// QR code, read by the scanner's own decoder, leads to the product's page.

test("prints the chosen products' shelf labels, whose QR code opens the product", async ({
  page,
  createProduct,
  openStaffArea,
  unique,
}) => {
  const first = await createProduct({ name: `Shelf Condenser ${unique}` });
  const second = await createProduct({ name: `Shelf Radiator ${unique}` });
  await openStaffArea();
  await searchTable(page, unique);
  for (const product of [first, second]) {
    await page
      .getByRole("checkbox", { name: `Select ${product.name} for labels` })
      .filter({ visible: true })
      .check();
  }
  // The choice holds across a new search of the table.
  await searchTable(page, first.partNumber);
  await page.getByRole("button", { name: "Print labels (2)" }).click();

  const preview = page.getByRole("dialog", { name: "Shelf labels" });
  await expect(preview.getByText("1 sheet of A4.", { exact: false })).toBeVisible();
  const labels = preview.getByTestId("shelf-label");
  await expect(labels).toHaveCount(2);
  await expect(labels.first()).toContainText(first.partNumber);
  await expect(labels.first()).toContainText("DENSO", { ignoreCase: true });
  const qr = labels.first().getByRole("img", { name: "QR code of the part's page" });
  await expect(qr).toBeVisible();
  await preview.getByLabel(/2 × 7 on A4/).check();
  await page.screenshot({ path: test.info().outputPath("shelf-labels.png") });

  // The QR code as the screen shows it, read by the scanner's decoder (ZXing, as on an iPhone).
  await prepareZxingReader();
  const shot = await qr.screenshot();
  const { data, info } = await sharp(shot)
    .extend({ top: 20, bottom: 20, left: 20, right: 20, background: "#ffffff" })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const [url] = await zxingBarcodes({
    data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
    width: info.width,
    height: info.height,
  });
  expect(barcodeCandidates(url ?? "")).toEqual([first.partNumber]);
  await page.keyboard.press("Escape");
  await page.goto(new URL(url ?? "").pathname);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(first.name);
});
