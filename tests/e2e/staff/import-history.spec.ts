import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import * as XLSX from "@e965/xlsx";
import type { APIRequestContext, Page } from "@playwright/test";
import { fixturePath as fixture } from "../../setup/fixtures.ts";
import { adminUsername as USERNAME } from "../servers.ts";
import { axeTags, expect, test } from "./fixtures.ts";
import { EXCEL_INPUT } from "./staff-screen.ts";

/**
 * Import history and undo, as staff use them: two imports through the page, the older one refused
 * while the newer one stands in its way, then both undone newest first, after which every product
 * they touched is exactly as before. The sheets are the real catalogue-300.xlsx rows with their part
 * numbers prefixed with the test's own mark (and a few demo products with a new description).
 */

const HEADER = ["Product Name", "Part No.", "Brand", "Category", "Description", "Image", "Rating"];

type Row = (string | number)[];

/** The rows of catalogue-300.xlsx as read from the real file, without the header. */
function catalogueRows(): Row[] {
  const book = XLSX.read(readFileSync(fixture("catalogue-300.xlsx")));
  const sheet = book.Sheets[book.SheetNames[0] ?? ""];
  if (!sheet) throw new Error("catalogue-300.xlsx has no sheet");
  return XLSX.utils.sheet_to_json<Row>(sheet, { header: 1, defval: "" }).slice(1);
}

/** The first rows of catalogue-300.xlsx, part numbers prefixed so they are new to the catalogue. */
function fixtureRows(count: number, prefix: string): Row[] {
  return catalogueRows()
    .slice(0, count)
    .map((row) => row.map((cell, column) => (column === 1 ? `${prefix}${String(cell).trim()}` : cell)));
}

function workbook(name: string, rows: Row[]) {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([HEADER, ...rows]), "Sheet1");
  return { name, mimeType: "application/octet-stream", buffer: XLSX.write(book, { type: "buffer", bookType: "xlsx" }) };
}

interface ApiProduct {
  id: number;
  name: string;
  partNumber: string;
  brand: string;
  category: string;
  description: string;
  rating: number | null;
  updatedAt: string;
}

/** Every field the API gives for each part number, or null where there is no such product. */
async function productsByPart(request: APIRequestContext, parts: readonly string[]) {
  const found: Record<string, ApiProduct | null> = {};
  for (const part of parts) {
    const answer = await request.get(`/api/products/details/${encodeURIComponent(part)}`);
    found[part] = answer.ok() ? (await answer.json()).product : null;
  }
  return found;
}

async function importSheet(page: Page, file: ReturnType<typeof workbook>, summary: string) {
  await page.getByLabel(EXCEL_INPUT).setInputFiles(file);
  await expect(page.getByText(`Selected: ${file.name}`)).toBeVisible();
  const importButton = page.getByRole("button", { name: "Import", exact: true });
  await expect(importButton).toBeEnabled();
  await importButton.click();
  await expect(page.getByText(summary)).toBeVisible();
}

function historyEntry(page: Page, fileName: string) {
  return page.getByRole("tabpanel", { name: "Import history" }).getByRole("listitem").filter({ hasText: fileName });
}

test("imports are listed newest first and undone newest first, back to exactly the catalogue before", async ({
  page,
  request,
  openStaffArea,
  staffSession,
  unique,
}) => {
  const prefix = `HIST-${unique.toUpperCase()}-`;
  const firstFile = `history-first-${unique}.xlsx`;
  const secondFile = `history-second-${unique}.xlsx`;
  const created = fixtureRows(20, prefix);
  const catalogue = (await (await request.get("/api/products?limit=3&sort=partNumber")).json())
    .products as ApiProduct[];
  // Three products of the catalogue as the test finds it, which it changes and puts back.
  const demo = catalogue.slice(0, 3);
  expect(demo).toHaveLength(3);
  const changedDemo: Row[] = demo.map((product) => [
    product.name,
    product.partNumber,
    product.brand,
    product.category,
    `${product.description} Changed by the undo test.`,
    "",
    product.rating ?? "",
  ]);
  const touched = [...created.map((row) => String(row[1])), ...demo.map((product) => product.partNumber)];
  const before = await productsByPart(request, touched);
  expect(Object.values(before).filter((product) => product === null)).toHaveLength(20);

  await openStaffArea();
  await page.getByRole("button", { name: "Excel Upload" }).click();
  await importSheet(
    page,
    workbook(firstFile, [...created, ...changedDemo]),
    "23 rows: 20 created, 3 updated, 0 unchanged.",
  );
  const laterRows = created
    .slice(0, 2)
    .map((row) => row.map((cell, column) => (column === 4 ? `${cell} Changed later.` : cell)));
  await importSheet(page, workbook(secondFile, laterRows), "2 rows: 0 created, 2 updated, 0 unchanged.");

  // The products table shows the imported parts.
  await page.getByLabel("Search by name or part number").fill(prefix);
  await page.getByLabel("Search by name or part number").press("Enter");
  await expect(page.getByText("Showing 1–20 of 20 products")).toBeVisible();

  await page.getByRole("tab", { name: "Import history" }).click();
  const first = historyEntry(page, firstFile);
  const second = historyEntry(page, secondFile);
  await expect(first).toContainText("20 created, 3 updated, 0 unchanged");
  await expect(first).toContainText(`by ${USERNAME}`);
  // Newest first.
  const listed = await page.getByRole("tabpanel", { name: "Import history" }).getByRole("listitem").allTextContents();
  expect(listed.findIndex((text) => text.includes(secondFile))).toBeLessThan(
    listed.findIndex((text) => text.includes(firstFile)),
  );
  // The older import is blocked by the newer one, which changed two of its products.
  const secondId = await second.getAttribute("data-import-id");
  const firstId = await first.getAttribute("data-import-id");
  await expect(first).toContainText(
    new RegExp(`Import #${secondId} of .+ changed 2 of these products later; undo it first\\.`),
  );
  await expect(first.getByRole("button", { name: /^Undo/ })).toHaveCount(0);
  const results = await new AxeBuilder({ page }).withTags(axeTags).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`)).toEqual([]);

  // Undo the newer one: the dialog names the counts, Cancel first.
  await second.getByRole("button", { name: /^Undo/ }).click();
  const dialog = page.getByRole("dialog", { name: "Undo this import?" });
  await expect(dialog).toContainText("0 products created by it will be removed and 2 restored to how they were.");
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await dialog.getByRole("button", { name: "Undo import" }).click();
  await expect(page.getByText("The import was undone.")).toBeVisible();
  await expect(page.getByText("0 products removed, 2 restored to how they were.")).toBeVisible();
  await expect(second).toContainText(`Undone by ${USERNAME}`);
  await expect(second.getByRole("button", { name: /^Undo/ })).toHaveCount(0);

  // Now the older one can be undone.
  await first.getByRole("button", { name: /^Undo/ }).click();
  await expect(dialog).toContainText("20 products created by it will be removed and 3 restored to how they were.");
  await dialog.getByRole("button", { name: "Undo import" }).click();
  await expect(page.getByText("20 products removed, 3 restored to how they were.")).toBeVisible();
  await expect(first).toContainText(`Undone by ${USERNAME}`);

  // The products table reflects it, and every touched product is exactly as before (all its fields).
  await page.getByRole("tab", { name: "Products" }).click();
  await expect(page.getByText("No products match")).toBeVisible();
  expect(await productsByPart(request, touched)).toEqual(before);

  // A second undo of the same import is refused, with its reason, and changes nothing.
  const again = await request.post(`/api/imports/${firstId}/undo`, { headers: staffSession.headers });
  expect(again.status()).toBe(409);
  expect(await again.json()).toMatchObject({ success: false, reason: "already-undone" });
  expect(await productsByPart(request, touched)).toEqual(before);
});

test("the history tab speaks Spanish", async ({ page, request, importSheet, openStaffArea, staffSession, unique }) => {
  // An import, undone: the entry the Spanish tab has to describe.
  const file = workbook(`history-es-${unique}.xlsx`, fixtureRows(1, `HIST-${unique.toUpperCase()}-`));
  const { importId } = await importSheet(file);
  expect((await request.post(`/api/imports/${importId}/undo`, { headers: staffSession.headers })).status()).toBe(200);

  await openStaffArea("/es/add-products");
  await page.getByRole("tab", { name: "Historial de importaciones" }).click();
  const panel = page.getByRole("tabpanel", { name: "Historial de importaciones" });
  await expect(panel.getByRole("heading", { name: "Historial de importaciones" })).toBeVisible();
  await expect(panel.getByRole("listitem").filter({ hasText: file.name })).toContainText(`Deshecha por ${USERNAME}`);
});
