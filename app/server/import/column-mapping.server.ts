/**
 * Guessing which sheet column holds which catalogue field from its header text, in the languages
 * our suppliers' price lists come in: English (our own template and hand-kept sheets), Indian
 * accounting exports (Tally, Busy, Marg), Spanish, Russian and Ukrainian, and Hindi. Staff correct
 * the guess in the mapping step; a header known to mean "not a product field" (price, stock, tax)
 * is recognised too, which helps to tell the header row from a title above it.
 */
import {
  columnIndex,
  columnLetter,
  type ImportField,
  importFields,
  type MappedColumn,
} from "#app/forms/import-mapping.ts";

/** A header reduced to compare: case, accents, spaces and punctuation aside; `#` and `№` read "number". */
export function headerKey(header: string): string {
  return header
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .normalize("NFC")
    .toLowerCase()
    .replace(/[#№]/g, "number")
    .replace(/[^\p{L}\p{M}\p{N}]/gu, "");
}

/**
 * Header spellings per field. The first spelling of each English list is the field's name in
 * messages; our template's header (Product Name, Part No., Brand, Category, Description, Image,
 * Rating, OE Numbers, Cross References, Fits) is among them, so it maps itself.
 * docs/import-format.md lists the same table for staff.
 */
export const headerSynonyms: Readonly<Record<ImportField | "ignore", readonly string[]>> = {
  name: [
    "Product Name",
    "Name",
    "Item Description",
    "Product",
    "Item Name",
    "Name of Item",
    "Item",
    "Stock Item",
    "Particulars",
    "Product Description",
    // Spanish
    "Nombre",
    "Nombre del producto",
    "Producto",
    "Artículo",
    "Articulo",
    "Denominación",
    // Russian, Ukrainian
    "Наименование",
    "Наименование товара",
    "Название",
    "Товар",
    "Номенклатура",
    "Найменування",
    "Назва",
    "Назва товару",
    // Hindi
    "उत्पाद का नाम",
    "उत्पाद",
    "नाम",
    "सामान का नाम",
    "वस्तु का नाम",
  ],
  partNumber: [
    "Part Number",
    "Part No.",
    "Part No",
    "PartNo",
    "Part #",
    "SKU",
    "Item Code",
    "Code",
    "Product Code",
    "Part Code",
    "Item No",
    "Item No.",
    "Catalogue Number",
    "Catalog Number",
    "Cat No",
    "Article Number",
    "Article No",
    "Stock Code",
    "Alias",
    // Spanish
    "Código",
    "Codigo",
    "Cód.",
    "Referencia",
    "Ref",
    "Ref.",
    "Número de pieza",
    "Número de parte",
    "No. de parte",
    // Russian, Ukrainian
    "Артикул",
    "Код",
    "Код товара",
    "Каталожный номер",
    "Номер",
    "Номер детали",
    "Кат. номер",
    "Код товару",
    "Каталожний номер",
    // Hindi
    "पार्ट नंबर",
    "पार्ट नं",
    "कोड",
    "आइटम कोड",
  ],
  brand: [
    "Brand",
    "Make",
    "Manufacturer",
    "Company",
    "Mfr",
    "Mfg",
    "Maker",
    "Brand Name",
    "Company Name",
    "Supplier Brand",
    // Spanish
    "Marca",
    "Fabricante",
    // Russian, Ukrainian
    "Бренд",
    "Производитель",
    "Фирма",
    "Виробник",
    "Марка производителя",
    // Hindi
    "ब्रांड",
    "कंपनी",
    "निर्माता",
  ],
  category: [
    "Category",
    "Product Category",
    "Type",
    "Group",
    "Stock Group",
    "Item Group",
    "Product Group",
    "Product Type",
    "Stock Category",
    // Spanish
    "Categoría",
    "Familia",
    "Grupo",
    "Tipo",
    "Línea",
    "Subfamilia",
    // Russian, Ukrainian
    "Категория",
    "Группа",
    "Группа товаров",
    "Тип",
    "Категорія",
    "Група",
    // Hindi
    "श्रेणी",
    "समूह",
    "प्रकार",
  ],
  description: [
    "Description",
    "Details",
    "Remarks",
    "Notes",
    "Specification",
    // Spanish
    "Descripción",
    "Descripcion",
    "Detalle",
    "Observaciones",
    // Russian, Ukrainian
    "Описание",
    "Примечание",
    "Характеристики",
    "Опис",
    "Примітка",
    // Hindi
    "विवरण",
  ],
  image: [
    "Image",
    "Image File",
    "Photo",
    "Picture",
    "Image URL",
    "Imagen",
    "Foto",
    "Фото",
    "Изображение",
    "Картинка",
    "Зображення",
    "फोटो",
    "चित्र",
  ],
  rating: ["Rating", "Stars", "Valoración", "Calificación", "Рейтинг", "रेटिंग"],
  oeNumbers: [
    "OE Numbers",
    "OE Number",
    "OE No.",
    "OE Nos",
    "OE",
    "OEM Numbers",
    "OEM Number",
    "OEM Part Numbers",
    "OEM",
    "OE Code",
    "Números OE",
    "Referencia original",
    "Ref. original",
    "OE номер",
    "OEM номер",
    "Оригинальный номер",
    "Оригинал",
    "Оригінальний номер",
  ],
  crossReferences: [
    "Cross References",
    "Cross Reference",
    "Cross Ref",
    "Cross Refs",
    "Equivalents",
    "Interchange",
    "Alternative Part Numbers",
    "Equivalencias",
    "Referencias cruzadas",
    "Intercambio",
    "Аналоги",
    "Кросс",
    "Кросс-номера",
    "Замены",
    "Замінники",
  ],
  fits: [
    "Fits",
    "Fitment",
    "Fits Vehicles",
    "Vehicles",
    "Vehicle Fitment",
    "Compatible Vehicles",
    "Applications",
    "Application",
    "Vehicle",
    "Model",
    "Models",
    "Car Model",
    "Aplicación",
    "Aplicaciones",
    "Vehículo",
    "Vehículos",
    "Modelo",
    "Compatibilidad",
    "Применяемость",
    "Применимость",
    "Автомобиль",
    "Модель",
    "Марка авто",
    "Застосовність",
    "Застосування",
    "Автомобіль",
    "वाहन",
    "मॉडल",
  ],
  // Columns a price list has that the catalogue does not keep: recognised, then left alone.
  ignore: [
    "MRP",
    "Rate",
    "Price",
    "List Price",
    "Net Rate",
    "Dealer Price",
    "Sale Price",
    "Selling Price",
    "Purchase Price",
    "Unit",
    "Units",
    "UOM",
    "Qty",
    "Quantity",
    "Stock",
    "Closing Stock",
    "Closing Balance",
    "Opening Balance",
    "Amount",
    "Value",
    "Discount",
    "Disc",
    "Disc %",
    "GST",
    "GST Rate",
    "GST %",
    "Tax",
    "HSN",
    "HSN Code",
    "HSN/SAC",
    "Pack",
    "Packing",
    "Sl No",
    "Sl. No.",
    "S.No.",
    "S No",
    "Sr No",
    "Sr. No.",
    "No",
    "No.",
    "#",
    "Weight",
    "Precio",
    "PVP",
    "P.V.P.",
    "Precio neto",
    "Dto",
    "Descuento",
    "IVA",
    "Existencias",
    "Cantidad",
    "Unidad",
    "Цена",
    "Цена, руб.",
    "Цена руб",
    "Оптовая цена",
    "Розничная цена",
    "Ціна",
    "Ціна, грн",
    "Количество",
    "Кол-во",
    "Остаток",
    "Наличие",
    "Кількість",
    "Залишок",
    "Наявність",
    "Ед. изм.",
    "Од. вим.",
    "№",
    "№ п/п",
    "मूल्य",
    "दर",
    "एमआरपी",
    "मात्रा",
  ],
};

const fieldByKey = new Map<string, ImportField | "ignore">();
for (const field of [...importFields, "ignore"] as const) {
  for (const spelling of headerSynonyms[field]) {
    const key = headerKey(spelling);
    if (!fieldByKey.has(key)) fieldByKey.set(key, field);
  }
}

/** Known price words, so "Price (INR)", "Rate Rs." or "Цена, грн." read as a price column too. */
const ignoredPrefixes = ["mrp", "rate", "price", "precio", "pvp", "цена", "ціна", "qty", "stock", "gst", "hsn"];

/** The field a header names, "ignore" for a known non-product column, undefined when unknown. */
export function fieldForHeader(header: string): ImportField | "ignore" | undefined {
  const key = headerKey(header);
  if (key === "") return undefined;
  const exact = fieldByKey.get(key);
  if (exact) return exact;
  return ignoredPrefixes.some((prefix) => key.startsWith(prefix)) ? "ignore" : undefined;
}

/**
 * The guessed field of each column (null: ignored). A field goes to the first column naming it.
 * A sheet with no name column but a description (CODIGO, DESCRIPCIÓN, PVP; Артикул, Описание)
 * uses the description as the product's name: that is what such a list's description is.
 */
export function guessFields(headers: readonly string[]): (ImportField | null)[] {
  const taken = new Set<ImportField>();
  const fields = headers.map((header) => {
    const field = fieldForHeader(header);
    if (field === undefined || field === "ignore" || taken.has(field)) return null;
    taken.add(field);
    return field;
  });
  if (!taken.has("name")) {
    const description = fields.indexOf("description");
    if (description !== -1) fields[description] = "name";
  }
  return fields;
}

/** How many of a row's cells are headers we know (fields or known non-product columns). */
export function knownHeaderCount(headers: readonly string[]): number {
  return headers.filter((header) => fieldForHeader(header) !== undefined).length;
}

/**
 * The column a mapping names: its header text (compared as headerKey does, so case and spacing
 * aside) or else its letter within the sheet's width. Undefined when the sheet has no such column.
 */
export function findColumn(reference: string, headers: readonly string[], width: number): number | undefined {
  const key = headerKey(reference);
  if (key !== "") {
    const byHeader = headers.findIndex((header) => headerKey(header) === key);
    if (byHeader !== -1) return byHeader;
  }
  const byLetter = columnIndex(reference.trim());
  return byLetter !== undefined && byLetter < width ? byLetter : undefined;
}

/** Each column for the preview: letter, header, the first three values below the header, its field. */
export function describeColumns(
  headers: readonly string[],
  dataRows: readonly (readonly string[])[],
  fields: readonly (ImportField | null)[],
): MappedColumn[] {
  const width = Math.max(headers.length, fields.length, ...dataRows.map((row) => row.length));
  const columns: MappedColumn[] = [];
  for (let index = 0; index < width; index++) {
    const samples: string[] = [];
    for (const row of dataRows) {
      const value = row[index] ?? "";
      if (value !== "") samples.push(value.length > 80 ? `${value.slice(0, 79)}…` : value);
      if (samples.length === 3) break;
    }
    const header = headers[index] ?? "";
    if (header === "" && samples.length === 0) continue;
    columns.push({ column: columnLetter(index), header, samples, field: fields[index] ?? null });
  }
  return columns;
}
