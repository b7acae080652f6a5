import { describe, expect, test } from "vitest";
import { staffEs } from "#app/i18n/texts/es/staff.ts";
import { staffEn } from "#app/i18n/texts/staff.ts";
import { refusedFiles, sheetProblems, undoRefusal } from "#app/utils/api-refusals.ts";
import { uploadBatches } from "./image-upload.tsx";
import { isSpreadsheetFile } from "./spreadsheet-file.ts";

const file = (name: string, type = "", size = 1) => new File([new Uint8Array(size)], name, { type });

describe("isSpreadsheetFile", () => {
  test("takes .xlsx, .xls, .ods, .csv and .txt in any case, and a nameless file of a spreadsheet type", () => {
    expect(isSpreadsheetFile(file("catalogue.xlsx"))).toBe(true);
    expect(isSpreadsheetFile(file("prices.csv", "application/vnd.ms-excel"))).toBe(true);
    expect(isSpreadsheetFile(file("list.ODS"))).toBe(true);
    expect(isSpreadsheetFile(file("unicode.txt"))).toBe(true);
    expect(isSpreadsheetFile(file("CATALOGUE.XLS", "application/vnd.ms-excel"))).toBe(true);
    expect(isSpreadsheetFile(file("export", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"))).toBe(
      true,
    );
  });

  test("refuses other files", () => {
    expect(isSpreadsheetFile(file("prices.pdf", "application/pdf"))).toBe(false);
    expect(isSpreadsheetFile(file("photo.png", "image/png"))).toBe(false);
    expect(isSpreadsheetFile(file("catalogue.docx"))).toBe(false);
  });
});

describe("uploadBatches", () => {
  test("keeps a small selection in one request", () => {
    const files = Array.from({ length: 12 }, (_, i) => file(`p${i}.jpg`, "image/jpeg", 50_000));
    expect(uploadBatches(files)).toEqual([files]);
  });

  test("splits at 100 files and at 40 MB, keeping the order", () => {
    const many = Array.from({ length: 250 }, (_, i) => file(`p${i}.jpg`, "image/jpeg", 10));
    expect(uploadBatches(many).map((batch) => batch.length)).toEqual([100, 100, 50]);
    const large = Array.from({ length: 9 }, (_, i) => file(`big${i}.jpg`, "image/jpeg", 9 * 1024 * 1024));
    const batches = uploadBatches(large);
    expect(batches.map((batch) => batch.length)).toEqual([4, 4, 1]);
    expect(batches.flat()).toEqual(large);
  });
});

describe("the API's refusals", () => {
  test("sheet problems are read defensively and ordered by row", () => {
    const body = {
      errors: [
        { row: 9, column: "Part No.", message: "Part number repeats row 2." },
        { row: 3, column: "Part No.", message: "Part number is missing." },
        { nonsense: true },
        "text",
      ],
    };
    expect(sheetProblems(body).map((problem) => problem.row)).toEqual([3, 9]);
    expect(sheetProblems({})).toEqual([]);
  });

  test("refused photos keep their reason and detail", () => {
    expect(
      refusedFiles({ refused: [{ file: "x.svg", reason: "Not a photo.", detail: "SVG" }, { file: "y" }] }),
    ).toEqual([{ file: "x.svg", reason: "Not a photo.", detail: "SVG" }]);
  });
});

describe("an undo's refusal", () => {
  test("names the blocking import when the server sent it whole, and nothing otherwise", () => {
    const blockedBy = { id: 9, createdAt: "2026-11-23T10:00:00.000Z", products: 3 };
    expect(undoRefusal({ reason: "blocked", blockedBy })).toEqual({ reason: "blocked", blockedBy });
    expect(undoRefusal({ reason: "already-undone" })).toEqual({ reason: "already-undone" });
    expect(undoRefusal({ reason: "blocked", blockedBy: { id: "9" } })).toBeUndefined();
    expect(undoRefusal({ error: "Import not found." })).toBeUndefined();
  });

  test("names the brand or category deleted since the import", () => {
    expect(undoRefusal({ reason: "term-deleted", kind: "brand", slug: "sanden" })).toEqual({
      reason: "term-deleted",
      kind: "brand",
      slug: "sanden",
    });
    expect(undoRefusal({ reason: "term-deleted", kind: "vendor", slug: "sanden" })).toBeUndefined();
  });
});

describe("staff texts", () => {
  test("Spanish covers every staff key", () => {
    expect(Object.keys(staffEs).sort()).toEqual(Object.keys(staffEn).sort());
  });

  test("the spec's sentences are kept word for word", () => {
    const texts = Object.values(staffEn);
    for (const sentence of [
      "Sign in",
      "Signing in...",
      "Login failed. Please try again.",
      "Add Products",
      "Choose upload type",
      "Excel Upload",
      "Image Upload",
      "Change Upload Type",
      "Upload",
      "Uploaded Products",
      "No products",
      "Upload an Excel file to add products",
      "Failed to fetch products. Please try again.",
      "Please upload a spreadsheet: Excel (.xlsx or .xls), OpenDocument (.ods) or CSV text (.csv or .txt, separated by commas, semicolons or tabs)",
      "Please upload only image files",
      "Please select an Excel file",
      "Please select at least one image",
      "PNG, JPG, JPEG up to 10MB each",
      "Successfully uploaded products",
      "Successfully uploaded images",
      "Error uploading excel",
      "Error uploading images",
      "Are you sure you want to delete this product?",
      "Product deleted successfully",
      "Error deleting product. Please try again.",
      "Logout",
      "Delete",
    ]) {
      expect(texts).toContain(sentence);
    }
  });
});
