/**
 * The catalogue as an .xlsx staff can edit and upload again, and the empty template. Both use the
 * import's own header row, so an export goes back in unchanged (sheet-validation.server.ts); the
 * products are read as a sheet holds them (listProductsForExport), which the import's preview
 * compares with too (sheetRow).
 */
import * as XLSX from "@e965/xlsx";
import type { Kysely } from "kysely";
import { fitsWithNote } from "#app/catalogue/fitment-reading.ts";
import { identityKey, partNumberKey } from "#app/catalogue/part-number.ts";
import { namedPriceKinds } from "#app/catalogue/prices.ts";
import { parseSpecValues, type SpecField, type SpecValues } from "#app/catalogue/spec-fields.ts";
import { vehicleMakes } from "#app/catalogue/vehicle-makes.ts";
import { readSpecFields } from "#app/server/catalogue/spec-fields.server.ts";
import { loadTaxonomy, type TaxonomySnapshot } from "#app/server/catalogue/taxonomy.server.ts";
import type { Database } from "#app/server/db/schema.ts";
import { pricesForExport, type StoredPrice } from "#app/server/prices/product-prices.server.ts";
import { type SheetFields, sheetColumns } from "#app/server/products/product-writes.server.ts";
import { GST_HEADER, priceHeader } from "./price-columns.server.ts";
import { catalogueHeaders } from "./sheet-validation.server.ts";

export interface ProductExportRow {
  name: string;
  partNumber: string;
  /** Canonical brand name, e.g. "Mahle Behr". */
  brand: string;
  /** Canonical category name, e.g. "Expansion Valves". */
  category: string;
  description: string;
  /** The Image cell as stored: a photo's file name, an absolute URL, or null. */
  image: string | null;
  rating: number | null;
  /** The stored lists, as the import reads them back: "97701-2S000; 97701-2S010" ("" for none). */
  oeNumbers: string;
  crossReferences: string;
  /** The stored fitment: "Hyundai Creta 2015-2020; Kia Seltos 2019-" ("" for none). */
  fits: string;
  /** Specification values by field key (decision 100); {} for none. */
  specs: SpecValues;
  /** The product's prices (staff data, decision 217): the staff export only. */
  prices?: readonly StoredPrice[];
  /** The product's own GST rate in percent. */
  gstRate?: number;
}

/** A specification column of the export: a field key and its header ("Voltage (V)"), which the import maps back. */
export interface SpecColumn {
  key: string;
  header: string;
}

/**
 * One column per specification field key, in the categories' and fields' order: fields of several
 * categories that share a key (voltage, refrigerant) share a column.
 */
export async function exportSpecColumns(db: Kysely<Database>): Promise<SpecColumn[]> {
  const [fields, taxonomy] = await Promise.all([readSpecFields(db), loadTaxonomy(db)]);
  const columns = new Map<string, string>();
  for (const category of taxonomy.categories) {
    for (const field of fields.ofCategory(category.slug)) {
      if (!columns.has(field.key))
        columns.set(field.key, field.unit ? `${field.names.en} (${field.unit})` : field.names.en);
    }
  }
  return [...columns].map(([key, header]) => ({ key, header }));
}

/** The names of brands and categories by slug, as a sheet shows them. */
export interface TermNames {
  brand(slug: string): string;
  category(slug: string): string;
}

/** Names by slug as the taxonomy resolves them (a former slug of a renamed one included); else the slug. */
export function termNames(taxonomy: TaxonomySnapshot): TermNames {
  return {
    brand: (slug) => taxonomy.resolveBrand(slug)?.name ?? slug,
    category: (slug) => taxonomy.resolveCategory(slug)?.name ?? slug,
  };
}

/** A product's fields as a sheet holds them: names instead of slugs, the Image cell as typed. */
export function sheetRow(row: SheetFields, names: TermNames): ProductExportRow {
  return {
    name: row.name,
    partNumber: row.part_number,
    brand: names.brand(row.brand_slug),
    category: names.category(row.category_slug),
    description: row.description,
    image: row.image,
    rating: row.rating === null ? null : Number(row.rating),
    oeNumbers: row.oe_numbers,
    crossReferences: row.cross_references,
    // The note after the vehicles: read back, it is a note again (decision 093).
    fits: fitsWithNote(row.fits, row.fits_note),
    specs: parseSpecValues(row.specs),
  };
}

/**
 * Every product with its fields as a sheet holds them (canonical names, the Image cell as typed).
 * Its specification values are those of its category's fields: a value left in the row by a field
 * since deleted (deleteSpecField keeps it, for undo) is not exported, or a column another category
 * shares would carry it, and the import refuses a value the row's category has no field for
 * (decision 178).
 */
export async function listProductsForExport(db: Kysely<Database>): Promise<ProductExportRow[]> {
  const [rows, taxonomy, fields, priced] = await Promise.all([
    db
      .selectFrom("products")
      .select(sheetColumns)
      .orderBy("brand_slug")
      .orderBy("category_slug")
      .orderBy("name")
      .execute(),
    loadTaxonomy(db),
    readSpecFields(db),
    pricesForExport(db),
  ]);
  const names = termNames(taxonomy);
  return rows.map((row) => {
    const sheet = sheetRow(row, names);
    const key = identityKey({ brand_slug: row.brand_slug, part_key: partNumberKey(row.part_number) });
    const prices = priced.prices.get(key);
    const gstRate = priced.gst.get(key);
    return {
      ...sheet,
      specs: valuesOfFields(sheet.specs, fields.ofCategory(row.category_slug)),
      ...(prices ? { prices } : {}),
      ...(gstRate === undefined ? {} : { gstRate }),
    };
  });
}

/** The values of `specs` that belong to one of `fields`. */
function valuesOfFields(specs: SpecValues, fields: readonly SpecField[]): SpecValues {
  const kept: SpecValues = {};
  for (const field of fields) {
    const value = specs[field.key];
    if (value !== undefined) kept[field.key] = value;
  }
  return kept;
}

const SHEET_NAME = "Catalogue";

/** Column widths in characters, in header order, so the file opens readable. */
const columnWidths = [48, 18, 16, 22, 60, 24, 8, 30, 30, 40];

/**
 * OWASP's CSV-injection advice: a text that a spreadsheet could take for a formula gets a leading
 * apostrophe. The import removes exactly that apostrophe again.
 */
export function escapeFormula(text: string): string {
  return /^[=+\-@\t\r\n]/.test(text) ? `'${text}` : text;
}

function textCell(text: string): XLSX.CellObject {
  return { t: "s", v: escapeFormula(text) };
}

/** "@" is Excel's Text format: digits typed into the cell later stay text, like `33740` here. */
function partNumberCell(partNumber: string): XLSX.CellObject {
  return { t: "s", v: escapeFormula(partNumber), z: "@" };
}

/**
 * A price column of the export: one per kind, in the currency most of its prices are in, named as
 * the import guesses it back ("MRP (INR)"); a price in another currency says so in its cell
 * ("USD 53.79"), which the import reads as that currency (decision 218).
 */
interface PriceColumn {
  kind: string;
  currency: string;
  header: string;
}

function priceColumnsOf(products: readonly ProductExportRow[]): PriceColumn[] {
  const counts = new Map<string, Map<string, number>>();
  for (const product of products) {
    for (const price of product.prices ?? []) {
      const byCurrency = counts.get(price.kind) ?? new Map<string, number>();
      byCurrency.set(price.currency, (byCurrency.get(price.currency) ?? 0) + 1);
      counts.set(price.kind, byCurrency);
    }
  }
  const order = (kind: string) => {
    const named = (namedPriceKinds as readonly string[]).indexOf(kind);
    return named === -1 ? namedPriceKinds.length : named;
  };
  return [...counts]
    .sort(([a], [b]) => order(a) - order(b) || a.localeCompare(b))
    .map(([kind, byCurrency]) => {
      const currency = [...byCurrency].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? "INR";
      return { kind, currency, header: priceHeader(kind, currency) };
    });
}

/** Fifteen significant digits read back from a number cell exactly (decision 217); longer ones go as text. */
function priceCell(price: StoredPrice, column: PriceColumn): XLSX.CellObject {
  if (price.currency !== column.currency) return textCell(`${price.currency} ${price.amount}`);
  const digits = price.amount.replace(/\D/g, "").replace(/^0+/, "").length;
  return digits <= 15 ? { t: "n", v: Number(price.amount) } : textCell(price.amount);
}

function productCells(
  product: ProductExportRow,
  specColumns: readonly SpecColumn[],
  priceColumns: readonly PriceColumn[] = [],
  withGst = false,
): (XLSX.CellObject | null)[] {
  const priceOf = (column: PriceColumn) => product.prices?.find((price) => price.kind === column.kind);
  const specCell = (key: string): XLSX.CellObject | null => {
    const value = product.specs[key];
    return value === undefined ? null : typeof value === "number" ? { t: "n", v: value } : textCell(value);
  };
  return [
    textCell(product.name),
    partNumberCell(product.partNumber),
    textCell(product.brand),
    textCell(product.category),
    product.description === "" ? null : textCell(product.description),
    product.image ? textCell(product.image) : null,
    product.rating === null ? null : { t: "n", v: product.rating },
    product.oeNumbers === "" ? null : textCell(product.oeNumbers),
    product.crossReferences === "" ? null : textCell(product.crossReferences),
    product.fits === "" ? null : textCell(product.fits),
    ...specColumns.map((column) => specCell(column.key)),
    ...priceColumns.map((column) => {
      const price = priceOf(column);
      return price ? priceCell(price, column) : null;
    }),
    ...(withGst ? [product.gstRate === undefined ? null : { t: "n" as const, v: product.gstRate }] : []),
  ];
}

function catalogueSheet(products: readonly ProductExportRow[], specColumns: readonly SpecColumn[]): XLSX.WorkSheet {
  // Prices and GST only when products have them: the staff export (the only one there is) carries them.
  const priceColumns = priceColumnsOf(products);
  const withGst = products.some((product) => product.gstRate !== undefined);
  const headers = [
    ...catalogueHeaders,
    ...specColumns.map((column) => column.header),
    ...priceColumns.map((column) => column.header),
    ...(withGst ? [GST_HEADER] : []),
  ];
  const rows = [
    headers.map(textCell),
    ...products.map((product) => productCells(product, specColumns, priceColumns, withGst)),
  ];
  const sheet = XLSX.utils.aoa_to_sheet(rows, { dense: true });
  sheet["!cols"] = [
    ...columnWidths,
    ...specColumns.map(() => 16),
    ...priceColumns.map(() => 14),
    ...(withGst ? [8] : []),
  ].map((wch) => ({ wch }));
  const range = sheet["!ref"];
  if (range) sheet["!autofilter"] = { ref: range };
  return sheet;
}

function writeXlsx(workbook: XLSX.WorkBook): Buffer {
  return XLSX.write(workbook, { type: "buffer", bookType: "xlsx", compression: true }) as Buffer;
}

/**
 * Every product as an .xlsx whose first sheet the import reads back to the same rows, with a column
 * per specification field after the catalogue's own (exportSpecColumns).
 */
export function catalogueWorkbook(
  products: readonly ProductExportRow[],
  specColumns: readonly SpecColumn[] = [],
): Buffer {
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, catalogueSheet(products, specColumns), SHEET_NAME);
  return writeXlsx(workbook);
}

export const templateExample: ProductExportRow = {
  name: "Denso AC Compressor for Maruti Suzuki Swift",
  partNumber: "447260-8190",
  brand: "Denso",
  category: "Compressor",
  description:
    "Direct-fit AC compressor for the Maruti Suzuki Swift. OE-equivalent quality from Denso, pressure-tested and supplied with fitting notes.",
  image: null,
  rating: 4.5,
  oeNumbers: "95200-M75F0",
  crossReferences: "SBR CP1234; SD7H15-4521",
  fits: "Maruti Suzuki Swift 2018-; Maruti Suzuki Dzire 2017-",
  specs: {},
};

/** A second sheet staff can copy from; the import reads only the first sheet, so it never interferes. */
function acceptedValuesSheet({ brands, categories }: AcceptedNames): XLSX.WorkSheet {
  const rowCount = Math.max(brands.length, categories.length, vehicleMakes.length);
  const rows: string[][] = [["Brands", "Categories", "Vehicle makes (Fits)"]];
  for (let i = 0; i < rowCount; i++) rows.push([brands[i] ?? "", categories[i] ?? "", vehicleMakes[i]?.name ?? ""]);
  const sheet = XLSX.utils.aoa_to_sheet(rows, { dense: true });
  sheet["!cols"] = [{ wch: 20 }, { wch: 24 }, { wch: 22 }];
  return sheet;
}

/** The brand and category names a sheet may use (the database's, hidden ones too). */
export interface AcceptedNames {
  brands: readonly string[];
  categories: readonly string[];
}

/** The header row with one example product, ready to fill in. */
export function templateWorkbook(names: AcceptedNames): Buffer {
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, catalogueSheet([templateExample], []), SHEET_NAME);
  XLSX.utils.book_append_sheet(workbook, acceptedValuesSheet(names), "Accepted values");
  return writeXlsx(workbook);
}
