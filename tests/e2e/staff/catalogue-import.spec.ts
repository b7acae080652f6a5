import AxeBuilder from "@axe-core/playwright";
import { fixturePath as fixture } from "../../setup/fixtures.ts";
import { axeTags, expect, test } from "./fixtures.ts";
import { alertWith, asUpload, EXCEL_INPUT, IMAGES_INPUT, openUpload, tableTotal } from "./staff-screen.ts";

/**
 * Importing the catalogue from a spreadsheet, with the real files in tests/fixtures: the preview, the
 * import, the same rows again as .xls, a sheet with faults, and files that are not spreadsheets.
 * catalogue-300's part numbers are this file's own; the fixtures undo the import after the test.
 */

test("previews and imports catalogue-300.xlsx, then the same rows as .xls change nothing", async ({
  page,
  openStaffArea,
}) => {
  await openStaffArea();
  const before = await tableTotal(page);
  const exists = async (part: string) =>
    (await page.request.get(`/api/products/details/${encodeURIComponent(part)}`)).status() === 200;
  expect(await exists("AC 417 000S")).toBe(false);
  await openUpload(page, "Excel Upload");
  const importButton = page.getByRole("button", { name: "Import", exact: true });
  await expect(importButton).toBeDisabled();

  await page.getByLabel(EXCEL_INPUT).setInputFiles(fixture("catalogue-300.xlsx"));
  await expect(page.getByText("Selected: catalogue-300.xlsx")).toBeVisible();
  const preview = page.getByRole("region", { name: "Preview" });
  await expect(preview.locator('[data-stat="rows"] dd')).toHaveText("300");
  await expect(preview.locator('[data-stat="created"] dd')).toHaveText("300");
  await expect(preview.locator('[data-stat="updated"] dd')).toHaveText("0");
  await expect(preview.locator('[data-stat="unchanged"] dd')).toHaveText("0");
  // The preview wrote nothing.
  expect(await exists("AC 417 000S")).toBe(false);

  await expect(importButton).toBeEnabled();
  await importButton.click();
  await expect(page.getByText("Successfully uploaded products")).toBeVisible();
  await expect(page.getByText("300 rows: 300 created, 0 updated, 0 unchanged.")).toBeVisible();
  await expect(page.getByText("Selected: catalogue-300.xlsx")).toHaveCount(0);
  await expect(importButton).toBeDisabled();
  // The list reloaded, 300 products longer.
  await expect.poll(() => tableTotal(page)).toBe(before + 300);
  expect(await exists("AC 417 000S")).toBe(true);
  expect(await exists("33740")).toBe(true);

  await page.getByLabel(EXCEL_INPUT).setInputFiles(fixture("catalogue-300.xls"));
  await expect(preview.locator('[data-stat="unchanged"] dd')).toHaveText("300");
  await expect(preview.locator('[data-stat="created"] dd')).toHaveText("0");
  await expect(preview.locator('[data-stat="updated"] dd')).toHaveText("0");
  // While the import is on its way, nothing on the page can cancel it or hide its outcome: the
  // server would commit it anyway.
  let releaseImport = () => {};
  const importHeld = new Promise<void>((resolve) => {
    releaseImport = resolve;
  });
  await page.route(
    (url) => url.pathname.endsWith("/upload-excel") && !url.searchParams.has("dryRun"),
    async (route) => {
      await importHeld;
      await route.continue();
    },
  );
  await importButton.click();
  for (const name of ["Clear selection", "Change Upload Type"]) {
    const button = page.getByRole("button", { name });
    await expect(button).toBeDisabled();
    // A click sent to the button itself: forced by position, it would land on whatever lies on top
    // there (with eight staff tabs, the tab bar), which is not what this asks.
    await button.dispatchEvent("click");
  }
  await expect(page.getByText("Selected: catalogue-300.xls")).toBeVisible();
  releaseImport();
  await expect(page.getByText("300 rows: 0 created, 0 updated, 300 unchanged.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Change Upload Type" })).toBeEnabled();
});

test.describe(() => {
  test.use({ expectedConsole: [/status of 400/] });

  test("the preview of catalogue-with-errors.xlsx lists its five faults and nothing is imported", async ({
    page,
    openStaffArea,
  }) => {
    await openStaffArea();
    await openUpload(page, "Excel Upload");
    await page.getByLabel(EXCEL_INPUT).setInputFiles(fixture("catalogue-with-errors.xlsx"));
    await expect(
      alertWith(page, "The sheet has 5 problems. Nothing was imported; fix them and upload again."),
    ).toBeVisible();
    const problems = page.getByRole("table", { name: "Problems in the sheet, by row and column" });
    const rows = problems.locator("tbody tr");
    await expect(rows).toHaveCount(5);
    expect(await rows.locator("td:first-child > span:first-child").allTextContents()).toEqual([
      "3",
      "5",
      "7",
      "9",
      "11",
    ]);
    await expect(rows.nth(0)).toContainText("Part number is missing.");
    await expect(rows.nth(1)).toContainText('Unknown category "Headlamp"');
    await expect(rows.nth(2)).toContainText("Rating 7 is outside 0 to 5.");
    await expect(rows.nth(3)).toContainText("repeats row 2");
    await expect(rows.nth(4)).toContainText("Product name is missing.");
    await expect(page.getByRole("button", { name: "Import", exact: true })).toBeDisabled();
    // The fix may be a choice on this screen (importing only the good rows), not only the sheet.
    await expect(
      page.getByText(
        "Change the choices above and check again (a column, a fixed value, or importing only the good rows), or correct the sheet and choose it again.",
      ),
    ).toBeVisible();
    await expect(page.getByText("Each problem names its row in the sheet (the header is row 1).")).toBeVisible();
    // Row 2 of that sheet is valid, yet nothing of the sheet was written.
    expect((await page.request.get("/api/products/details/97701-F0LWT")).status()).toBe(404);

    const results = await new AxeBuilder({ page }).withTags(axeTags).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`)).toEqual([]);
  });

  test("refuses files that are not spreadsheets or photos, saying why", async ({ page, openStaffArea }) => {
    await openStaffArea();
    await openUpload(page, "Excel Upload");
    // Nothing chosen: the button is unavailable, and pressing it anyway says what to do.
    const importButton = page.getByRole("button", { name: "Import", exact: true });
    await importButton.click({ force: true });
    await expect(alertWith(page, "Please select an Excel file")).toHaveText("Please select an Excel file");

    // Refused in the browser by its type...
    await page.getByLabel(EXCEL_INPUT).setInputFiles({
      name: "prices.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.4\n"),
    });
    await expect(
      alertWith(
        page,
        "Please upload a spreadsheet: Excel (.xlsx or .xls), OpenDocument (.ods) or CSV text (.csv or .txt, separated by commas, semicolons or tabs)",
      ),
    ).toHaveText(
      "Please upload a spreadsheet: Excel (.xlsx or .xls), OpenDocument (.ods) or CSV text (.csv or .txt, separated by commas, semicolons or tabs)",
    );
    // ...and by the server for its content: a PNG renamed .xlsx.
    await page.getByLabel(EXCEL_INPUT).setInputFiles(fixture("bad", "not-a-spreadsheet.xlsx"));
    await expect(page.getByText("Selected: not-a-spreadsheet.xlsx")).toBeVisible();
    await expect(page.getByRole("progressbar")).toHaveCount(0);
    await expect(
      alertWith(
        page,
        "Please upload a spreadsheet: Excel (.xlsx or .xls), OpenDocument (.ods) or CSV text (.csv or .txt, separated by commas, semicolons or tabs)",
      ),
    ).toHaveText(
      "Please upload a spreadsheet: Excel (.xlsx or .xls), OpenDocument (.ods) or CSV text (.csv or .txt, separated by commas, semicolons or tabs)",
    );
    await expect(importButton).toBeDisabled();

    await page.getByRole("button", { name: "Change Upload Type" }).click();
    await expect(page.getByRole("heading", { name: "Choose upload type" })).toBeFocused();
    await openUpload(page, "Image Upload");
    await expect(page.getByText("PNG, JPG, JPEG up to 10MB each")).toBeVisible();
    const uploadButton = page.getByRole("button", { name: "Upload", exact: true });
    await expect(uploadButton).toBeDisabled();
    await uploadButton.click({ force: true });
    await expect(alertWith(page, "Please select at least one image")).toHaveText("Please select at least one image");

    // A text file among the photos is dropped in the browser.
    await page
      .getByLabel(IMAGES_INPUT)
      .setInputFiles([
        asUpload(fixture("images", "photo-006.jpg")),
        { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a photo") },
      ]);
    await expect(alertWith(page, "Please upload only image files")).toHaveText("Please upload only image files");
    await expect(page.getByText("Selected: 1 photo")).toBeVisible();

    // An SVG is an image type to the browser; the server refuses it and names the file.
    await page.getByLabel(IMAGES_INPUT).setInputFiles(fixture("bad", "script.svg"));
    await uploadButton.click();
    await expect(alertWith(page, "Please upload only image files")).toBeVisible();
    const refused = page.getByRole("region", { name: /^Refused \(1\)$/ });
    await expect(refused).toContainText("script.svg");
    await expect(refused.locator("tbody td").nth(1)).not.toBeEmpty();
  });
});
