import * as XLSX from "@e965/xlsx";
import type { ImportMappingRequest } from "#app/forms/import-mapping.ts";

/**
 * A Tally-shaped supplier price list at bench scale, for `bench -- price-list` and `-- import-ratio`:
 * a terms sheet first, a title block above the header on row 6, item codes stored as numbers shown
 * with leading zeros, the supplier's own company and group names, prices the catalogue does not keep.
 */
export const SUPPLIER_HEADER_ROW = 6;

// The supplier's names for brands and groups, what staff map them to, and the part a group's rows name.
const companies = [
  ["DENSO INDIA PVT LTD", "denso"],
  ["Valeo India", "valeo"],
  ["Mahle", "mahle-behr"],
  ["Sanden Vikas", "sanden"],
  ["Hanon", "hanon-systems"],
] as const;
const groups = [
  ["COMPRESSOR", "compressor", "AC Compressor"],
  ["CONDENSOR", "condenser", "Condenser"],
  ["COOLING COIL", "cooling-coil", "Cooling Coil"],
  ["BLOWER", "blower-motor", "Blower Motor"],
  ["RADIATOR", "radiator", "Radiator"],
] as const;

/** `otherTrades`: one row in ten is an engine oil, which a list sorted by its words leaves out. */
export function supplierPriceList(rows: number, { otherTrades = false } = {}): Buffer {
  const table: (string | number)[][] = [
    ["SHREE GANESH AUTO COOLING"],
    ["Shop 14, Lohar Chawl, Mumbai 400002"],
    ["Price List w.e.f. 01-11-2026"],
    [],
    [],
    ["Sl No", "Item Code", "Item Name", "Company", "Group", "MRP", "Rate"],
  ];
  for (let i = 0; i < rows; i++) {
    const [company] = companies[i % companies.length] ?? companies[0];
    const [group, , noun] = groups[Math.floor(i / companies.length) % groups.length] ?? groups[0];
    const name = otherTrades && i % 10 === 9 ? `Engine oil 5W-30 ${i}` : `${noun} for vehicle ${i}`;
    table.push([i + 1, 100_000 + i, name, company, group, 5000 + (i % 900) * 10, 4200 + (i % 900) * 8]);
  }
  const sheet = XLSX.utils.aoa_to_sheet(table);
  sheet["!merges"] = [{ s: { r: 0, c: 0 }, e: { r: 0, c: 6 } }];
  for (let r = SUPPLIER_HEADER_ROW; r < table.length; r++) {
    const cell = sheet[XLSX.utils.encode_cell({ r, c: 1 })] as XLSX.CellObject | undefined;
    if (cell) cell.z = "0000000";
  }
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([["Prices are ex-godown Mumbai, GST extra."]]), "Terms");
  XLSX.utils.book_append_sheet(book, sheet, "Price List");
  // Compressed, as Excel and LibreOffice save it.
  return XLSX.write(book, { type: "buffer", bookType: "xlsx", compression: true }) as Buffer;
}

/** What staff choose on the mapping step: the columns, and the supplier's names settled. */
export const supplierMapping: ImportMappingRequest = {
  sheet: "Price List",
  headerRow: SUPPLIER_HEADER_ROW,
  columns: { partNumber: "Item Code", name: "Item Name", brand: "Company", category: "Group" },
  values: {
    brand: Object.fromEntries(companies),
    category: Object.fromEntries(groups.map(([value, slug]) => [value, slug])),
  },
};

/** The same list with each row's category read from its name, the supplier's groups left unread. */
export const supplierMappingByWords: ImportMappingRequest = {
  sheet: "Price List",
  headerRow: SUPPLIER_HEADER_ROW,
  columns: { partNumber: "Item Code", name: "Item Name", brand: "Company" },
  categoryFrom: "words",
  values: { brand: Object.fromEntries(companies) },
};
