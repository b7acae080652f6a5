import * as XLSX from "@e965/xlsx";
import { brands } from "#app/catalogue/brands.ts";
import { categories } from "#app/catalogue/categories.ts";

/**
 * A generated catalogue sheet of `rows` products: the first `densoRows` are Denso's, the rest spread
 * over all brands; part numbers BN-000000 up, unique.
 */
export function generatedWorkbook(rows: number, densoRows: number): Buffer {
  const header = ["Product Name", "Part No.", "Brand", "Category", "Description", "Image", "Rating"];
  const table: (string | number)[][] = [header];
  for (let i = 0; i < rows; i++) {
    const brand = i < densoRows ? "Denso" : (brands[i % brands.length]?.name ?? "Valeo");
    const category = categories[i % categories.length]?.name ?? "Compressor";
    table.push([
      `${brand} ${category} for test vehicle ${i}`,
      `BN-${String(i).padStart(6, "0")}`,
      brand,
      category,
      `Generated benchmark product number ${i}, a plausible description of about this length for a part.`,
      "",
      (i % 11) / 2 > 5 ? "" : (i % 11) / 2,
    ]);
  }
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(table), "Catalogue");
  return XLSX.write(book, { type: "buffer", bookType: "xlsx" }) as Buffer;
}
