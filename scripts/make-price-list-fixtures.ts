/**
 * Writes the supplier price lists in tests/fixtures/price-lists/, shaped like the exports and
 * hand-kept sheets suppliers send (see tests/fixtures/README.md). Deterministic: running it again
 * writes the same rows. Run with `npx node scripts/make-price-list-fixtures.ts`. The issue 26 workbooks
 * (avtodetal-ua-mixed.xlsx, new-bharat-lookalikes.xlsx) are then saved through LibreOffice Calc, as staff
 * files are: `soffice --headless --convert-to 'xlsx:Calc MS Excel 2007 XML' --outdir <dir> <file>`.
 */
import { mkdirSync } from "node:fs";
import * as XLSX from "@e965/xlsx";
import { csv, outDir, type Row, sheetOf, toBuffer, windows1252, workbook, write } from "./price-list-formats.ts";

mkdirSync(outDir, { recursive: true });

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

// ---------------------------------------------------------------------------------------------
// 10. A Kharkiv parts wholesaler's whole price list (issue 26): Ukrainian headers on row 6 under a
//     title block, no category column, and every trade in one list: a few radiators and AC parts
//     among engine oils, filters, brake pads and belts, with lines whose words mislead (compressor
//     oil, a radiator cap, a heater fan resistor). Brands as this trade spells them.

{
  const width = 6;
  const coolingParts: [string, string, string][] = [
    ["Радіатор охолодження двигуна Hyundai Accent 1.5", "NRF", "53500"],
    ["Радіатор охолодження Kia Rio 1.4 МКПП", "Nissens", "66687"],
    ["Радиатор охлаждения Toyota Corolla 1.6", "Denso", "DRM50088"],
    ["Радіатор пічки Renault Logan", "Valeo", "812360"],
    ["Компресор кондиціонера Skoda Octavia A7", "Sanden", "PXE16-1654"],
    ["Компрессор кондиционера Hyundai i30", "Mahle", "ACP 1438 000S"],
    ["Компресор кондиціонера Denso 6SEU14C", "Denso", "DCP32068"],
    ["Конденсер кондиціонера VW Passat B7", "Nissens", "94870"],
    ["Конденсатор кондиционера Mazda 6", "NRF", "35931"],
    ["Конденсер кондиціонера Renault Duster", "Valeo", "814356"],
    ["Вентилятор радіатора Chevrolet Aveo", "NRF", "47468"],
    ["Вентилятор охлаждения радиатора Daewoo Lanos", "Valeo", "698558"],
    ["Випарник кондиціонера Ford Focus III", "Nissens", "92324"],
    ["Испаритель кондиционера Honda Civic", "Denso", "DEV03002"],
    ["Моторчик пічки VW Golf IV", "Bosch", "0130111202"],
    ["Мотор вентилятора салону Opel Astra H", "Valeo", "698809"],
    ["Клапан кондиціонера розширювальний Audi A4", "Mahle", "AVE 31 000P"],
    ["Радіатор інтеркулера Mitsubishi L200", "NRF", "30510"],
  ];
  const otherTrades: [string, string, string][] = [
    ["Олива моторна 5W-30 4л", "Castrol", "15D5A0"],
    ["Олива моторна 10W-40 1л", "Shell", "550051574"],
    ["Масло моторное 5W-40 4л", "Mobil", "152090"],
    ["Олива компресорна PAG 46 250мл", "Valeo", "699932"],
    ["Масло компрессорное PAG 100", "Denso", "ATM-PAG100"],
    ["Фільтр масляний Hyundai Accent", "Mann-Filter", "W 811/80"],
    ["Фільтр повітряний VW Golf", "Bosch", "F 026 400 183"],
    ["Фільтр салону вугільний Skoda Fabia", "Mahle/Knecht", "LAK 386"],
    ["Фильтр топливный Renault Logan", "Knecht/Mahle", "KL 416/1"],
    ["Колодки гальмівні передні Kia Rio", "TRW", "GDB3469"],
    ["Колодки тормозные задние Toyota Camry", "Brembo", "P 83 088"],
    ["Диск гальмівний Daewoo Lanos", "Ferodo", "DDF1041"],
    ["Кришка радіатора 1.1 бар", "Gates", "RC125"],
    ["Пробка радиатора Toyota", "Toyota", "16401-62090"],
    ["Резистор вентилятора пічки Opel Astra", "Hella", "9ML 351 332-241"],
    ["Ремінь поліклиновий 6PK1070", "Gates", "6PK1070"],
    ["Ремінь ГРМ Renault Logan 1.6", "Contitech", "CT1025"],
    ["Свічка запалювання Iridium", "NGK", "ILKAR7B11"],
    ["Амортизатор передній Chevrolet Aveo", "Kayaba", "333415"],
    ["Антифриз G12 червоний 5л", "Hepu", "P999-G12-005"],
    ["Лампа H7 12V 55W", "Philips", "12972PRC1"],
    ["Щітка склоочисника 600мм", "Bosch", "3 397 008 538"],
  ];
  const rows: Row[] = [
    ["ТОВ «Автодеталь Схід»"],
    ["м. Харків, вул. Полтавський Шлях, 188"],
    ["тел. +380 57 700 12 34, e-mail: opt@avtodetal.example"],
    ["Прайс-лист станом на 01.11.2026"],
    [],
    ["Код", "Артикул", "Найменування", "Виробник", "Ціна, грн", "Наявність"],
  ];
  // Each trade's lines repeat with a sequence of their own, as a long list has many of each.
  let code = 100_000;
  for (let copy = 0; copy < 2; copy++) {
    for (const [name, brand, part] of coolingParts) {
      rows.push([code++, copy === 0 ? part : `${part}-${copy}`, name, brand, 1_850 + (code % 37) * 210, "є"]);
    }
  }
  for (let copy = 0; copy < 6; copy++) {
    for (const [name, brand, part] of otherTrades) {
      rows.push([
        code++,
        copy === 0 ? part : `${part}-${copy}`,
        name,
        brand,
        95 + (code % 23) * 40,
        copy % 3 ? "є" : "під замовлення",
      ]);
    }
  }
  write("avtodetal-ua-mixed.xlsx", toBuffer(workbook([["Прайс", sheetOf(rows, [0, 1, 2, 3], width)]]), "xlsx"));
}

// ---------------------------------------------------------------------------------------------
// 11. A Karol Bagh trader's hand-kept Excel list (issue 26): brand spellings typed over years
//     ("Ford/Motorcraft" and "Ford Motorcraft", "KIA" and "Kia Original", "Mercedes" and
//     "Mercedes benz", "Subros Ltd"), and one maker's part number that another brand also sells:
//     HCC and Hyundai/Kia both list 969853X000.

{
  const width = 6;
  const rows: Row[] = [
    ["NEW BHARAT AUTO AIRCON"],
    ["3421 Beadon Pura, Karol Bagh, New Delhi 110005 | 98110 45678"],
    [],
    ["S.No", "Part Number", "Description", "Make", "Type", "Rate"],
  ];
  const lines: [string, string, string, string][] = [
    ["969853X000", "Condenser Creta 1.6 Diesel", "HCC", "Condenser"],
    ["969853X000", "Condenser Creta 1.6 (Genuine)", "Hyundai/Kia", "Condenser"],
    ["97606-2S000", "Condenser Verna Fluidic", "Hyundai/Kia", "Condenser"],
    ["97701-C9000", "Compressor Creta 2019", "KIA", "Compressor"],
    ["97701-Q5000", "Compressor Seltos 2020", "Kia Original", "Compressor"],
    ["F1FZ-19703-A", "Compressor Ecosport 1.5", "Ford/Motorcraft", "Compressor"],
    ["YCC-361", "Compressor Figo Aspire", "Ford Motorcraft", "Compressor"],
    ["80211-T9A-H01", "Cooling Coil City 2015", "Honda", "Cooling Coil"],
    ["80211-TBA-A11", "Cooling Coil Civic 2019", "Honda/Acura", "Cooling Coil"],
    ["A2118300058", "Blower Motor E-Class W211", "Mercedes", "Blower Motor"],
    ["A2048300108", "Blower Motor C-Class W204", "Mercedes benz", "Blower Motor"],
    ["SCP-417-0001", "Compressor Swift Dzire", "Subros Ltd", "Compressor"],
    ["SCD-210-0044", "Condenser Baleno", "SUBROS", "Condenser"],
    ["DN-447190-8441", "Compressor Innova Crysta", "DENSO", "Compressor"],
    ["TSP0155948", "Radiator Bolero", "Valeo India", "Radiator"],
    ["CR 1345 000S", "Radiator Nexon", "MAHLE BEHR", "Radiator"],
    ["LAK 875", "Cabin filter Creta", "Mahle/Knecht", "Cooling Coil"],
    ["LA 1282", "Cabin filter Venue", "Knecht/Mahle", "Cooling Coil"],
  ];
  lines.forEach(([part, name, make, type], index) => {
    rows.push([index + 1, part, name, make, type, 2_400 + index * 350]);
  });
  write("new-bharat-lookalikes.xlsx", toBuffer(workbook([["Stock", sheetOf(rows, [0, 1], width)]]), "xlsx"));
}

// ---------------------------------------------------------------------------------------------
// 12. A list scraped from a parts website (issue 26): no name column (a name is built from
//     "Sub_Cat", "Manufacturer" and "ID"), an "Option" column whose short words must not become
//     names, and fitment as the site's free text: some reads as a vehicle, some never will.

{
  const rows: Row[] = [
    ["ID", "Manufacturer", "Sub_Cat", "Option", "Vehicle", "Price_USD"],
    ["DCP17154", "Denso", "AC Compressor", "w/ Clutch", "toyota 2016-2020 innova crysta 2.4l+l4+diesel", 412.5],
    ["DCP50310", "Denso", "AC Compressor", "w/o Clutch", "honda 2014-2020 city 1.5l+l4+petrol", 388.0],
    ["VCP-0711", "Valeo", "AC Compressor", "w/ Clutch", "ford 2018 transit+custom 2.2l+l4+diesel", 455.0],
    ["NRF-35931", "NRF", "Condenser", "", "mazda 2013-2018 6 2.0l+l4+petrol", 129.9],
    ["NRF-35912", "NRF", "Condenser", "w/ Dryer", "hyundai 2015-2019 creta 1.6l+l4+diesel", 118.4],
    ["MB-CR1345", "Mahle", "Radiator", "w/ Wheel", "tata 2017-2021 nexon 1.2l+l3+petrol", 96.0],
    ["MB-CR2231", "Mahle", "Radiator", "AT", "maruti suzuki 2018 swift 1.2l+l4+petrol", 88.5],
    ["VL-BM-6988", "Valeo", "Blower Motor", "LHD", "fits most 12v universal applications", 41.0],
    ["SD-TRS090", "Sanden", "AC Compressor", "w/ Clutch", "see manufacturer catalogue", 367.0],
    ["DN-EV0312", "Denso", "Evaporator", "", "mahindra 2011-2019 xuv500 2.2l+l4+diesel", 74.2],
  ];
  write("scraped-no-name-column.csv", csv(rows, ","));
}
