/**
 * Writes the supplier price lists in tests/fixtures/price-lists/, shaped like the exports and
 * hand-kept sheets suppliers send (see tests/fixtures/README.md). Deterministic: running it again
 * writes the same rows. Run with `npx node scripts/make-price-list-fixtures.ts`.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as XLSX from "@e965/xlsx";

const outDir = path.resolve(import.meta.dirname, "../tests/fixtures/price-lists");
mkdirSync(outDir, { recursive: true });

type Row = (string | number | null)[];

function write(name: string, data: Buffer | string): void {
  writeFileSync(path.join(outDir, name), data);
  console.log(`wrote ${name}`);
}

/** A sheet from rows, with title cells merged across the table's width as suppliers do. */
function sheetOf(rows: Row[], mergedTitleRows: number[], width: number): XLSX.WorkSheet {
  const sheet = XLSX.utils.aoa_to_sheet(rows);
  sheet["!merges"] = mergedTitleRows.map((row) => ({ s: { r: row, c: 0 }, e: { r: row, c: width - 1 } }));
  return sheet;
}

function workbook(sheets: [string, XLSX.WorkSheet][]): XLSX.WorkBook {
  const book = XLSX.utils.book_new();
  for (const [name, sheet] of sheets) XLSX.utils.book_append_sheet(book, sheet, name);
  return book;
}

function toBuffer(book: XLSX.WorkBook, bookType: XLSX.BookType): Buffer {
  return XLSX.write(book, { type: "buffer", bookType }) as Buffer;
}

/** Rows to CSV text with the given delimiter, quoting fields that need it. */
function csv(rows: Row[], delimiter: string): string {
  const field = (value: string | number | null) => {
    const text = value === null ? "" : String(value);
    return /["\r\n]/.test(text) || text.includes(delimiter) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return `${rows.map((row) => row.map(field).join(delimiter)).join("\r\n")}\r\n`;
}

/** Windows-1252 bytes for text in Latin-1 plus the euro sign (all these fixtures need). */
function windows1252(text: string): Buffer {
  return Buffer.from(
    Array.from(text, (char) => {
      if (char === "€") return 0x80;
      const code = char.charCodeAt(0);
      if (code > 0xff || (code >= 0x80 && code < 0xa0)) throw new Error(`No Windows-1252 byte for ${char}`);
      return code;
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// 1. A Tally export (English, India): cover sheet first, header on row 6 of the second sheet,
//    item codes stored as numbers shown with leading zeros, brand in "Company", category in "Group".

{
  const width = 7;
  const rows: Row[] = [
    ["SHREE GANESH AUTO COOLING"],
    ["Shop 14, Lohar Chawl, Mumbai 400002"],
    ["Ph: +91 98200 12345 | Email: sales@shreeganesh.example"],
    ["Price List w.e.f. 01-11-2026"],
    [],
    ["Sl No", "Item Code", "Item Name", "Company", "Group", "MRP", "Rate"],
    [1, 417, "Compressor Swift Dzire Petrol", "Subros Ltd", "Compressor", 18500, 15200],
    [2, 1022, "Compressor Innova Crysta", "Denso", "Compressor", 32500, 27800],
    [3, 2210, "Condenser Creta 2020", "Mahle", "CONDENSOR", 7400, 6100],
    [4, 2211, "Condenser Verna 2017", "NRF", "CONDENSOR", 6900, 5650],
    [5, 3105, "Radiator Bolero", "NRF", "Radiator", 8200, 6900],
    [6, 3106, "Radiator XUV500", "Valeo", "Radiator", 9900, 8300],
    [7, 4401, "Cooling Coil City i-VTEC", "Denso", "Cooling Coil", 5200, 4300],
    [8, 5120, "Blower Motor Ertiga", "Subros Ltd", "Blower Motor", 3100, 2550],
  ];
  const sheet = sheetOf(rows, [0, 1, 2, 3], width);
  // Item codes typed as numbers in a zero-padded format: the sheet shows 00417, the cell holds 417.
  for (let r = 6; r < rows.length; r++) {
    const cell = sheet[XLSX.utils.encode_cell({ r, c: 1 })] as XLSX.CellObject;
    cell.z = "00000";
  }
  const cover = XLSX.utils.aoa_to_sheet([
    ["Terms and conditions"],
    ["Prices are ex-godown Mumbai, GST extra."],
    ["Goods once sold will not be taken back."],
  ]);
  write(
    "tally-price-list.xlsx",
    toBuffer(
      workbook([
        ["Terms", cover],
        ["Price List", sheet],
      ]),
      "xlsx",
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// 2. A Busy export as a legacy .xls: header on row 8 under a title block, no category column,
//    a group row above the products of each group.

{
  const width = 6;
  const rows: Row[] = [
    ["Kaveri Cooling Systems"],
    ["12/3 Mount Road, Chennai 600002"],
    ["GSTIN: 33AABCK1234F1Z5"],
    ["Phone 044 2852 0000, kaveri@example.in"],
    ["Stock Price List"],
    ["As on 20-11-2026"],
    [],
    ["S.No.", "Particulars", "Part No.", "Make", "Unit", "Rate"],
    ["COMPRESSOR"],
    [1, "Compressor Alto 800", "CP-ALT-800", "Subros", "Nos", 14200],
    [2, "Compressor Scorpio", "CP-SCO-M2", "Sanden", "Nos", 21900],
    ["CONDENSER"],
    [3, "Condenser Wagon R", "CD-WGR-19", "Subros", "Nos", 4100],
    [4, "Condenser i20 Elite", "CD-I20-E", "Hanon", "Nos", 5600],
    ["RADIATOR"],
    [5, "Radiator Nexon Diesel", "RD-NXN-D", "Denso", "Nos", 7300],
    [6, "Radiator Eeco", "RD-EECO-1", "Motherson", "Nos", 4900],
  ];
  write("busy-group-rows.xls", toBuffer(workbook([["Stock", sheetOf(rows, [0, 1, 4], width)]]), "biff8"));
}

// ---------------------------------------------------------------------------------------------
// 3. A Marg export with Hindi (Devanagari) headers on row 12, no brand column (one brand per list).

{
  const width = 5;
  const rows: Row[] = [
    ["श्री बालाजी ऑटो पार्ट्स"],
    ["Balaji Auto Parts, Karol Bagh, New Delhi 110005"],
    ["Mob. 98110 22334"],
    [],
    ["डेन्सो मूल्य सूची / Denso price list"],
    [],
    ["नवंबर 2026"],
    [],
    ["सभी दरें GST सहित"],
    [],
    [],
    ["आइटम कोड", "उत्पाद का नाम", "श्रेणी", "एमआरपी", "दर"],
    ["DN-447190-1234", "Compressor Honda City", "Compressor", 24500, 21000],
    ["DN-447750-5670", "Condenser Amaze", "Condenser", 6800, 5900],
    ["DN-422176-0011", "Radiator Fan Assembly Baleno", "Radiator Fan Assembly", 5400, 4700],
    ["DN-116500-7730", "Blower Motor Kwid", "Blower Motor", 2900, 2400],
  ];
  write("marg-hindi.xlsx", toBuffer(workbook([["Sheet1", sheetOf(rows, [0, 1, 4], width)]]), "xlsx"));
}

// ---------------------------------------------------------------------------------------------
// 4. A Russian supplier's workbook: header on row 12, Russian categories, a second sheet.

{
  const width = 8;
  const rows: Row[] = [
    ["ООО «АвтоКлимат»"],
    ["г. Москва, ул. Складская, 7"],
    ["Тел.: +7 495 123-45-67, e-mail: opt@avtoklimat.example"],
    [],
    ["ПРАЙС-ЛИСТ"],
    ["Цены действительны с 01.11.2026"],
    [],
    ["Условия: предоплата 100%"],
    [],
    [],
    [],
    ["№", "Артикул", "Наименование", "Производитель", "Группа", "Применяемость", "Цена, руб.", "Остаток"],
    [1, "8FK 351 110-031", "Компрессор кондиционера", "Mahle Behr", "Компрессор", "Hyundai Creta 2016-2020", 38500, 4],
    [2, "447260-1490", "Конденсатор кондиционера", "Denso", "Конденсатор", "Toyota Innova 2012-2016", 11200, 7],
    [3, "AC 814 000S", "Испаритель", "Mahle Behr", "Испаритель", "", 9800, 2],
    [4, "CR 1422 000S", "Радиатор охлаждения", "Mahle Behr", "Радиатор", "Hyundai i20 2015-", 12100, 3],
    [5, "SP-VA15-105", "Вентилятор радиатора", "Spal", "Вентилятор", "", 6400, 9],
  ];
  const notes = XLSX.utils.aoa_to_sheet([["Примечания"], ["Доставка по Москве бесплатно от 20 000 руб."]]);
  write(
    "avtoklimat-ru.xlsx",
    toBuffer(
      workbook([
        ["Прайс", sheetOf(rows, [0, 1, 2, 4], width)],
        ["Примечания", notes],
      ]),
      "xlsx",
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// 5. A Spanish supplier's CSV as Excel saves it on a Spanish Windows: Windows-1252, semicolons,
//    decimal commas, header on row 6.

{
  const rows: Row[] = [
    ["Distribuidora Frío Auto S.L.", "", "", "", ""],
    ["Polígono Industrial Las Águilas, nave 4, Alcalá de Henares", "", "", "", ""],
    ["Tel. 918 765 432 - pedidos@frioauto.example", "", "", "", ""],
    ["Tarifa de precios noviembre 2026", "", "", "", ""],
    ["", "", "", "", ""],
    ["CODIGO", "DESCRIPCIÓN", "MARCA", "FAMILIA", "PVP (€)"],
    ["VA-817808", "Compresor climatización Peugeot 208", "Valeo", "Compresor", "289,50"],
    ["VA-814190", "Condensador climatización Clio IV", "Valeo", "Condensador", "98,90"],
    ["DN-DCP09060", "Compresor Fiat Panda", "Denso", "Compresor", "245,00"],
    ["MH-CR1144000S", "Radiador refrigeración Golf VII", "Mahle", "Radiador", "132,75"],
    ["NRF-38471", "Válvula de expansión Ibiza", "NRF", "Válvula de expansión", "23,40"],
  ];
  write("frioauto-es-1252.csv", windows1252(csv(rows, ";")));
}

// ---------------------------------------------------------------------------------------------
// 6. A Ukrainian supplier's CSV: UTF-8 with a byte order mark, semicolons, decimal commas in the
//    price and rating, header on row 8.

{
  const rows: Row[] = [
    ["ТОВ «Холод Авто»"],
    ["м. Київ, вул. Промислова, 12"],
    ["Тел. +380 44 123 45 67"],
    [],
    ["Прайс-лист"],
    ["Ціни з ПДВ"],
    [],
    ["Артикул", "Назва", "Виробник", "Група", "Рейтинг", "Ціна, грн"],
    ["DCP17071", "Compressor Hyundai Accent", "Denso", "Compressor", "4,5", "9 870,00"],
    ["TSP0155435", "Compressor Toyota Corolla", "Denso", "Compressor", "5", "12 150,50"],
    ["CR 2015 000S", "Radiator Hyundai Tucson", "Mahle", "Radiator", "", "4 310,00"],
    ["8FC 351 301-621", "Condenser Kia Sportage", "Behr", "Condenser", "4", "3 725,90"],
  ];
  write("kholod-ua-bom.csv", `\uFEFF${csv(rows, ";")}`);
}

// ---------------------------------------------------------------------------------------------
// 7. Excel's "Unicode text": UTF-16 little-endian with a byte order mark, tab-separated.

{
  const rows: Row[] = [
    ["Sri Lakshmi Radiators - price list"],
    [],
    ["Part Number", "Description", "Brand", "Category", "Fits"],
    ["RAD-VTA-0012", "Radiator assembly, aluminium core", "Valeo", "Radiator", "Maruti Swift 2018-"],
    ["RAD-HND-0044", "Radiator assembly, copper-brass core", "Denso", "Radiator", "Honda City 2014-2019"],
    ["FAN-MHN-0101", "Radiator fan with shroud", "Spal", "Radiator Fan Assembly", "Mahindra Scorpio 2014-"],
  ];
  write("lakshmi-utf16.txt", Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(csv(rows, "\t"), "utf16le")]));
}

// ---------------------------------------------------------------------------------------------
// 8. An OpenDocument sheet (.ods, LibreOffice's own format): header on row 8.

{
  const width = 5;
  const rows: Row[] = [
    ["Pune Car Cool Traders"],
    ["Bhosari MIDC, Pune 411026"],
    ["WhatsApp 90110 55667"],
    [],
    ["Expansion valves and blowers"],
    ["Rates valid till 31-12-2026"],
    [],
    ["Product", "Part No", "Brand", "Category", "Fits"],
    ["Expansion Valve Nexon", "EV-NXN-01", "Sanden", "Expansion Valves", "Tata Nexon 2017-"],
    ["Expansion Valve Creta", "EV-CRT-02", "Hanon Systems", "Expansion Valves", "Hyundai Creta 2015-2020"],
    ["Blower Motor Innova", "BM-INN-03", "Denso", "Blower Motor", "Toyota Innova 2005-2016"],
  ];
  write("carcool-libreoffice.ods", toBuffer(workbook([["Rates", sheetOf(rows, [0, 1], width)]]), "ods"));
}

// ---------------------------------------------------------------------------------------------
// 9. A Delhi trader's CSV naming a brand the catalogue does not carry yet ("Frigo Cool"), for the
//    import that creates it (mapping value "new"): UTF-8, commas, header on row 4.

{
  const rows: Row[] = [
    ["Cool Zone Auto Spares, Kashmere Gate, Delhi"],
    ["Ph 011 2396 1234"],
    [],
    ["Item", "Part No", "Brand", "Category"],
    ["Condenser Swift 2018", "FC-CD-2018", "Frigo Cool", "Condenser"],
    ["Cooling Coil Ertiga", "FC-CC-0422", "Frigo Cool", "Cooling Coil"],
    ["Blower Motor Alto K10", "CZ-BM-0107", "Denso", "Blower Motor"],
  ];
  write("coolzone-new-brand.csv", csv(rows, ","));
}
