import * as XLSX from "@e965/xlsx";
import type { ImportMappingRequest } from "#app/forms/import-mapping.ts";

/**
 * A wholesaler's list at the scale issue 26 measures: a title block, the header on row 5, the
 * supplier's own spellings of makes, no column the import reads a category from (rows are placed by
 * their names' words, one in ten is an engine oil to leave out), and prices the catalogue does not
 * keep. Part numbers are unique per make; rows repeat a few real-looking names.
 */
export const SUPPLIER_ROWS = 50_000;
const HEADER_ROW = 5;

const makes = [
  ["DENSO INDIA PVT LTD", "denso"],
  ["Valeo India", "valeo"],
  ["Mahle", "mahle-behr"],
  ["Sanden Vikas", "sanden"],
  ["Hanon", "hanon-systems"],
  ["Subros Ltd", "subros"],
] as const;

const groups = [
  ["COMPRESSOR", "compressor", "AC Compressor"],
  ["CONDENSOR", "condenser", "Condenser"],
  ["COOLING COIL", "cooling-coil", "Cooling Coil"],
  ["BLOWER", "blower-motor", "Blower Motor"],
  ["RADIATOR", "radiator", "Radiator"],
] as const;

const vehicles = ["Swift Dzire", "Creta 1.6", "Innova Crysta", "City i-VTEC", "Nexon 1.2", "Bolero", "XUV500"];

export function supplierWorkbook(rows: number): Buffer {
  const table: (string | number)[][] = [
    ["SHREE GANESH AUTO COOLING"],
    ["Shop 14, Lohar Chawl, Mumbai 400002"],
    ["Price List w.e.f. 01-11-2026"],
    [],
    ["Sl No", "Item Code", "Item Name", "Company", "Group", "MRP", "Rate"],
  ];
  for (let i = 0; i < rows; i++) {
    const [make] = makes[i % makes.length] ?? makes[0];
    const [group, , partNoun] = groups[(i >> 3) % groups.length] ?? groups[0];
    const noun = i % 10 === 9 ? "Engine oil 5W-30 for" : partNoun;
    const vehicle = vehicles[i % vehicles.length];
    table.push([
      i + 1,
      `SG-${String(i).padStart(6, "0")}`,
      `${noun} ${vehicle}`,
      make,
      group,
      2_000 + (i % 97) * 150,
      1_700 + (i % 97) * 120,
    ]);
  }
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(table), "Price List");
  return XLSX.write(book, { type: "buffer", bookType: "xlsx" }) as Buffer;
}

/**
 * What staff choose on the mapping step for this list: its columns, each row's category from its
 * words (the "Group" column is the supplier's own and left unread), and the makes' spellings, which
 * the import groups before they are decided.
 */
export const supplierMapping: ImportMappingRequest = {
  sheet: "Price List",
  headerRow: HEADER_ROW,
  columns: { partNumber: "Item Code", name: "Item Name", brand: "Company" },
  categoryFrom: "words",
  values: { brand: Object.fromEntries(makes) },
};
