import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

/** The staff products screen's parts, as its users find them (by label and role). */

export const EXCEL_INPUT = "Drag and drop your Excel file here, or click to choose it";
export const IMAGES_INPUT = "Drag and drop photos here, or click to choose them";

const mimeTypes: Record<string, string> = { ".jpg": "image/jpeg", ".png": "image/png", ".webp": "image/webp" };

/** A fixture as a file to hand to a file input, so real and made-up files can be chosen together. */
export function asUpload(file: string) {
  return {
    name: path.basename(file),
    mimeType: mimeTypes[path.extname(file).toLowerCase()] ?? "application/octet-stream",
    buffer: readFileSync(file),
  };
}

export async function openUpload(page: Page, type: "Excel Upload" | "Image Upload") {
  await page.getByRole("button", { name: type }).click();
  await expect(page.getByRole("heading", { level: 2, name: type })).toBeFocused();
}

/** The catalogue's size as the table reports it ("Showing 1–25 of 540 products"). */
export async function tableTotal(page: Page): Promise<number> {
  const status = page.getByText(/^Showing [\d,]+–[\d,]+ of [\d,]+ products$/);
  await expect(status).toBeVisible();
  const text = (await status.textContent()) ?? "";
  return Number(text.match(/of ([\d,]+) products/)?.[1]?.replace(/,/g, ""));
}

/** The message box's error, among the page's (empty) live regions. */
export function alertWith(page: Page, text: string) {
  return page.getByRole("alert").filter({ hasText: text });
}

export function productsTable(page: Page) {
  return page.getByRole("table", { name: /^Uploaded Products, page/ });
}

export async function searchTable(page: Page, text: string) {
  await page.getByLabel("Search by name or part number").fill(text);
  await page.getByLabel("Search by name or part number").press("Enter");
}
