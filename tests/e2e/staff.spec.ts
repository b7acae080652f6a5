import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { fixturePath as fixture } from "../setup/fixtures.ts";
import { axeTags, expect as baseExpect, test } from "./fixtures.ts";

/**
 * A day in the life of a staff member, in order, against the server the suite starts (fresh data
 * directory, demo catalogue of 240 products, first administrator from ADMIN_USERNAME/ADMIN_PASSWORD),
 * with the real files in tests/fixtures. The tests share the catalogue, so they run in order;
 * afterAll removes the products this file imported, leaving the demo catalogue as it found it.
 */

// Sign-in hashes with scrypt and imports parse real workbooks: give the answers time on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });

const USERNAME = process.env.ADMIN_USERNAME ?? "e2e-admin";
const PASSWORD = process.env.ADMIN_PASSWORD ?? "e2e-admin-password-123";

const mimeTypes: Record<string, string> = { ".jpg": "image/jpeg", ".png": "image/png", ".webp": "image/webp" };

/** A fixture as a file to hand to a file input, so real and made-up files can be chosen together. */
function asUpload(file: string) {
  return {
    name: path.basename(file),
    mimeType: mimeTypes[path.extname(file).toLowerCase()] ?? "application/octet-stream",
    buffer: readFileSync(file),
  };
}

const EXCEL_INPUT = "Drag and drop your Excel file here, or click to choose it";
const IMAGES_INPUT = "Drag and drop photos here, or click to choose them";

// Signing in runs a deliberately slow password hash (scrypt), and imports parse real workbooks: on a
// busy machine that takes longer than the suite's default 30 seconds a test.
test.describe.configure({ mode: "serial", timeout: 90_000 });

async function signIn(page: Page, { language = "en" }: { language?: "en" | "es" } = {}) {
  const prefix = language === "es" ? "/es" : "";
  await page.goto(`${prefix}/login`);
  await page.getByLabel(language === "es" ? "Usuario" : "Username").fill(USERNAME);
  await page.getByLabel(language === "es" ? "Contraseña" : "Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: language === "es" ? "Iniciar sesión" : "Sign in" }).click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/add-products$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    language === "es" ? "Añadir productos" : "Add Products",
  );
}

async function openUpload(page: Page, type: "Excel Upload" | "Image Upload") {
  await page.getByRole("button", { name: type }).click();
  await expect(page.getByRole("heading", { level: 2, name: type })).toBeFocused();
}

/** The catalogue's size as the table reports it ("Showing 1–25 of 540 products"). */
async function tableTotal(page: Page): Promise<number> {
  const status = page.getByText(/^Showing [\d,]+–[\d,]+ of [\d,]+ products$/);
  await expect(status).toBeVisible();
  const text = (await status.textContent()) ?? "";
  return Number(text.match(/of ([\d,]+) products/)?.[1]?.replace(/,/g, ""));
}

/** The message box's error, among the page's (empty) live regions. */
function alertWith(page: Page, text: string) {
  return page.getByRole("alert").filter({ hasText: text });
}

function productsTable(page: Page) {
  return page.getByRole("table", { name: /^Uploaded Products, page/ });
}

async function searchTable(page: Page, text: string) {
  await page.getByLabel("Search by name or part number").fill(text);
  await page.getByLabel("Search by name or part number").press("Enter");
}

/** The part numbers of catalogue-300 (second column of its CSV twin). */
function cataloguePartNumbers(): string[] {
  const text = readFileSync(fixture("catalogue-300.csv"), "utf8");
  const parts: string[] = [];
  for (const line of text.split(/\r?\n/).slice(1)) {
    if (!line.trim()) continue;
    const cells = line.match(/("([^"]|"")*"|[^,]*)(,|$)/g) ?? [];
    const part = cells[1]?.replace(/,$/, "").replace(/^"|"$/g, "").trim();
    if (part) parts.push(part);
  }
  return parts;
}

async function apiToken(request: APIRequestContext): Promise<string> {
  const response = await request.post("/api/login", { data: { username: USERNAME, password: PASSWORD } });
  expect(response.ok()).toBe(true);
  return (await response.json()).token;
}

test.afterAll(async ({ request }) => {
  const token = await apiToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const parts = cataloguePartNumbers();
  for (let i = 0; i < parts.length; i += 10) {
    await Promise.all(
      parts.slice(i, i + 10).map(async (part) => {
        const found = await request.get(`/api/products/details/${encodeURIComponent(part)}`);
        if (!found.ok()) return;
        const { product } = await found.json();
        await request.delete("/api/products/delete", { headers, data: { id: product.id } });
      }),
    );
  }
  await request.post("/api/logout", { headers });
});

test.describe("signing in", () => {
  test.use({ expectedConsole: [/status of 401/] });

  test("asks for both fields, shows the server's refusal, then signs in with the right password", async ({ page }) => {
    await page.goto("/login");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    const signInButton = page.getByRole("button", { name: "Sign in" });
    await signInButton.click();
    await expect(page.getByText("Please enter your username.")).toBeVisible();
    await expect(page.getByLabel("Username")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Username")).toBeFocused();
    await expect(page.getByLabel("Username")).toHaveAccessibleDescription("Please enter your username.");

    await page.getByLabel("Username").fill(USERNAME);
    await page.getByLabel("Password", { exact: true }).fill("not-the-password");
    await signInButton.click();
    await expect(alertWith(page, "Invalid username or password")).toHaveText("Invalid username or password");
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();

    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/add-products$/);
    expect(await page.evaluate(() => localStorage.getItem("token"))).toMatch(/.{20,}/);
    await expect(page.getByRole("heading", { name: "Choose upload type" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Excel Upload" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Image Upload" })).toBeVisible();
  });
});

test.describe("the guard", () => {
  test("sends a visitor without a token to /login, in the page's language", async ({ page, request }) => {
    // The server never renders the staff page itself: only a neutral shell.
    const html = await (await request.get("/add-products")).text();
    expect(html).not.toContain("Uploaded Products");
    expect(html).toMatch(/<meta name="robots" content="noindex/);

    await page.goto("/add-products");
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Staff sign in");
    await page.goto("/es/add-products");
    await expect(page).toHaveURL(/\/es\/login$/);
    await expect(page.getByRole("button", { name: "Iniciar sesión" })).toBeVisible();
  });
});

test.describe("a staff member's day", () => {
  test("previews and imports catalogue-300.xlsx, then the same rows as .xls change nothing", async ({ page }) => {
    await signIn(page);
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
    // The list reloaded (another test on this server may add a product meanwhile: at least 300 more).
    await expect.poll(() => tableTotal(page)).toBeGreaterThanOrEqual(before + 300);
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
      await button.click({ force: true });
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
    }) => {
      await signIn(page);
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
      await expect(page.getByText("Fix the problems in the sheet, save it and choose it again.")).toBeVisible();
      // Row 2 of that sheet is valid, yet nothing of the sheet was written.
      expect((await page.request.get("/api/products/details/97701-F0LWT")).status()).toBe(404);

      const results = await new AxeBuilder({ page }).withTags(axeTags).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`)).toEqual(
        [],
      );
    });

    test("refuses files that are not spreadsheets or photos, saying why", async ({ page }) => {
      await signIn(page);
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

  test("uploads the twelve photos, reports what matched and what did not, and shows them on the site", async ({
    page,
  }) => {
    await signIn(page);
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
    const href = (await row.getByRole("link").getAttribute("href")) ?? "";
    expect(href).toBe("/brands/mahle-behr/products/AC%20417%20000S");

    await searchTable(page, "92600-19JP4");
    await expect(page.locator('tr[data-part-number="92600-19JP4"]')).toContainText("No photo");

    await page.goto(href);
    const photo = page.locator('main img[src^="/media/"]').first();
    await expect(photo).toBeVisible();
    expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  test("deletes a product only after confirming", async ({ page }) => {
    await signIn(page);
    await searchTable(page, "PAC-3170-14");
    const row = page.locator('tr[data-part-number="PAC-3170-14"]');
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
    expect((await page.request.get(`/api/products/details/PAC-3170-14`)).status()).toBe(404);
  });

  test("the table searches, filters and pages the catalogue", async ({ page }) => {
    await signIn(page);
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

  test("the Enquiries tab lists stored enquiries and subscribers, newest first", async ({ page, request }) => {
    const stamp = Date.now();
    const sent = await request.post("/api/enquiries", {
      data: {
        name: `Garage ${stamp}`,
        email: `garage-${stamp}@example.in`,
        phone: "+91 98100 12345",
        message: "Two Denso compressors for a Creta, please.",
        language: "en",
      },
    });
    // Other tests may have used this address's allowance of enquiries; the list still shows.
    expect([201, 429]).toContain(sent.status());

    // The staff area has no public footer: subscribe on the public site, as a visitor does.
    await page.goto("/");
    const footer = page.locator("footer");
    await footer.getByLabel("Your e-mail address").fill(`subscriber-${stamp}@example.in`);
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(footer.getByRole("status")).toHaveText(/You are on the list/);
    await signIn(page);

    const tab = page.getByRole("tab", { name: /Enquiries/ });
    await tab.click();
    await expect(tab).toHaveAttribute("aria-selected", "true");
    await page.getByRole("button", { name: "Refresh" }).click();
    const panel = page.getByRole("tabpanel", { name: /Enquiries/ });
    await expect(panel.getByRole("heading", { name: /^Subscribers/ })).toBeVisible();
    await expect(panel.getByRole("link", { name: `subscriber-${stamp}@example.in` })).toBeVisible();
    if (sent.status() === 201) {
      await expect(panel.getByRole("listitem").first()).toContainText(`Garage ${stamp}`);
      await expect(panel.getByRole("link", { name: `garage-${stamp}@example.in` })).toHaveAttribute(
        "href",
        `mailto:garage-${stamp}@example.in`,
      );
    }

    // The tabs follow the arrow keys.
    await tab.focus();
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByRole("tab", { name: "Products" })).toBeFocused();
    await expect(page.getByRole("tab", { name: "Products" })).toHaveAttribute("aria-selected", "true");
  });

  test("downloads the template and the catalogue export", async ({ page }) => {
    await signIn(page);
    const exportDownload = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export catalogue (.xlsx)" }).click();
    expect((await exportDownload).suggestedFilename()).toMatch(/^catalogue-\d{4}-\d{2}-\d{2}\.xlsx$/);

    await openUpload(page, "Excel Upload");
    const templateDownload = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download the template" }).click();
    expect((await templateDownload).suggestedFilename()).toBe("catalogue-template.xlsx");
  });

  test("works on a phone, in Spanish", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, { language: "es" });
    await expect(page.getByRole("button", { name: "Subir Excel" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Productos subidos" })).toBeVisible();
    // Phones get a list of cards instead of the wide table.
    await expect(page.getByRole("table", { name: /Productos subidos/ })).toBeHidden();
    await expect(page.getByRole("list", { name: "Productos subidos" }).getByRole("listitem").first()).toBeVisible();
    const logout = page.getByRole("button", { name: "Salir" });
    await expect(logout).toBeVisible();
    // Logout sits in the staff area's own top bar, above the tabs, never over them.
    const tabBox = await page.getByRole("tab", { name: /Consultas/ }).boundingBox();
    const logoutBox = await logout.boundingBox();
    expect((logoutBox?.y ?? 0) + (logoutBox?.height ?? 0)).toBeLessThanOrEqual(tabBox?.y ?? 0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test.describe(() => {
    test.use({ expectedConsole: [/status of 401/] });

    test("an expired session goes back to sign-in and says so", async ({ page }) => {
      await signIn(page);
      await openUpload(page, "Excel Upload");
      await page.evaluate(() => localStorage.setItem("token", "expired-or-revoked-token"));
      await page.getByLabel(EXCEL_INPUT).setInputFiles(fixture("catalogue-300.xlsx"));
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByText("Your session has ended. Please sign in again to continue.")).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();

      // Opening the page with a dead token ends the same way.
      await page.evaluate(() => localStorage.setItem("token", "expired-or-revoked-token"));
      await page.goto("/add-products");
      await expect(page).toHaveURL(/\/login$/);
    });

    test("logout revokes the token on the server and returns to /login", async ({ page, request }) => {
      await signIn(page);
      const token = await page.evaluate(() => localStorage.getItem("token"));
      await page.getByRole("button", { name: "Logout" }).click();
      await expect(page).toHaveURL(/\/login$/);
      expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
      const after = await request.get("/api/enquiries", { headers: { authorization: `Bearer ${token}` } });
      expect(after.status()).toBe(401);
    });
  });
});
