/**
 * Supplier lists of our own that behave like issue 40's (decision 180): a US parts retailer's scraped
 * list in English, a Venezuelan parts shop's in Spanish, a Ukrainian wholesaler's in Russian and
 * Ukrainian. Each mixes the catalogue's parts with their accessories named by a category's word
 * ("radiator cap", "tapa de radiador", "Втулка крепления радиатора"), other trades' parts that share a
 * word (engine and brake valves, washer nozzles, cabin fans) and rows that cannot be told apart
 * without a look. Every row carries our own reading of its name: the category it is, "look" when its
 * name alone cannot say, or "out" when it is no part of the catalogue.
 *
 * Two more lists bring the brand walls: an importer's list whose brand column holds countries,
 * car makers and placeholders ("KOREA", "FORD", "VARIOUS MFR") beside real makers, imported with
 * "Create all remaining as new brands" (decision 184; each row says whether its brand is a maker, by our
 * reading); and a list with no brand column, given one new brand ("ACR") for every row (decision 203),
 * whose part number is headed "ID" and whose OE numbers "NRO ORIGINAL".
 */
import { xlsxOf } from "./workbooks.ts";

export type Reading = string;

export interface ListRow {
  code: string;
  name: string;
  reading: Reading;
  /** The row's own brand value, for a list whose brand column varies (else the brand the workbook is given). */
  brand?: string;
  /** Our reading of `brand`: a country, a car maker or a placeholder, no parts maker. */
  notMaker?: boolean;
  /** The row's OE number, for a list with an OE column. */
  oe?: string;
}

/** The list's header text for each field its columns hold, in the sheet's order. */
export interface ListColumns {
  partNumber: string;
  name: string;
  brand?: string;
  oeNumbers?: string;
}

export interface PlacingList {
  title: string;
  columns: ListColumns;
  rows: readonly ListRow[];
  /** For a list with no brand column: the new brand every row is given. */
  newBrandForEveryRow?: string;
}

type RowSpec = [name: string, reading: Reading, extra?: Partial<Omit<ListRow, "code" | "name" | "reading">>];

function list(title: string, columns: ListColumns, prefix: string, rows: RowSpec[], more: Partial<PlacingList> = {}) {
  return {
    title,
    columns,
    rows: rows.map(([name, reading, extra], index) => ({
      code: `${prefix}-${String(index + 1).padStart(3, "0")}`,
      name,
      reading,
      ...extra,
    })),
    ...more,
  } satisfies PlacingList;
}

export const englishRetailerList = list(
  "US retailer (English)",
  { partNumber: "Part #", name: "Product Title", brand: "Brand" },
  "US",
  [
    ["Four Seasons A/C Compressor w/ Clutch 58882", "compressor"],
    ["Denso AC Compressor 471-1234 Toyota Camry", "compressor"],
    ["UAC A/C Condenser CN 3285PFC", "condenser"],
    ["Spectra Premium A/C Condenser 7-4982", "condenser"],
    ["A/C Evaporator Core Honda Accord", "cooling-coil"],
    ["Evaporator Coil Ford Explorer", "cooling-coil"],
    ["HVAC Blower Motor Ford F-150", "blower-motor"],
    ["Cabin fan Hyundai Elantra", "blower-motor"],
    ["Spectra Premium Radiator CU2345", "radiator"],
    ["Radiator Toyota Corolla 1.8L", "radiator"],
    ["Radiator Fan Assembly Honda Civic", "radiator-fan-assembly"],
    ["Dual Radiator and Condenser Fan Assembly", "radiator-fan-assembly"],
    ["Engine Cooling Fan Chevrolet Cruze", "radiator-fan-assembly"],
    ["A/C Expansion Valve Nissan Altima", "expansion-valves"],
    ["Thermostatic Expansion Valve (TXV) Jeep", "expansion-valves"],
    ["Valve, expansion Dodge Ram", "expansion-valves"],
    ["Fuel Injector Bosch 0280158117", "injectors"],
    ["Fuel Injector Set of 4 Honda", "injectors"],
    ["Radiator Cap 16 psi", "out"],
    ["Radiator Hose Upper", "out"],
    ["Radiator Drain Petcock", "out"],
    ["Radiator Mounting Bushing", "out"],
    ["Radiator Support Bracket", "out"],
    ["Radiator Fan Relay", "out"],
    ["Radiator Flush Bardahl 300 ml", "out"],
    ["A/C Compressor Clutch Coil", "out"],
    ["A/C Pressure Switch", "out"],
    ["A/C Refrigerant Charging Hose", "out"],
    // The catalogue has an O-ring kit category (for the compressor job, issue 44): staff decide.
    ["A/C O-Ring and Gasket Seal Kit", "look"],
    ["A/C Service Valve", "out"],
    ["A/C Compressor Control Valve", "out"],
    ["Condenser Mounting Bracket", "out"],
    ["Blower Motor Resistor", "out"],
    ["Injector Clip", "out"],
    ["Fuel Injector Connector Pigtail", "out"],
    ["Windshield Washer Nozzle", "out"],
    ["PCV Valve", "out"],
    ["EGR Valve", "out"],
    ["Engine Intake Valve", "out"],
    ["Brake Proportioning Valve", "out"],
    ["Fan Clutch", "out"],
    // And a compressor oil category: a refrigerant oil may be it.
    ["Refrigerant Oil PAG 46", "look"],
    ["Cabin Air Filter", "out"],
    ["Fan", "look"],
    ["Valve Toyota 88515", "look"],
  ],
);

export const spanishShopList = list(
  "Venezuelan shop (Spanish)",
  { partNumber: "CODIGO", name: "DESCRIPCION", brand: "MARCA" },
  "VE",
  [
    ["COMPRESOR A/C TOYOTA HILUX", "compressor"],
    ["COMPRESOR SANDEN PARA CHEVROLET AVEO", "compressor"],
    ["CONDENSADOR A/C CHEVROLET AVEO", "condenser"],
    ["CONDENSADOR AIRE ACONDICIONADO FORD FIESTA", "condenser"],
    ["EVAPORADOR TOYOTA COROLLA", "cooling-coil"],
    ["MOTOR SOPLADOR CHEVROLET OPTRA", "blower-motor"],
    ["VENTILADOR DE HABITACULO RENAULT LOGAN", "blower-motor"],
    ["RADIADOR TOYOTA COROLLA 1.8 AUTOMATICO", "radiator"],
    ["RADIADOR HYUNDAI ACCENT SINCRONICO", "radiator"],
    ["ELECTROVENTILADOR HYUNDAI ACCENT", "radiator-fan-assembly"],
    ["VENTILADOR DE RADIADOR FORD KA", "radiator-fan-assembly"],
    ["VENTILADOR CONDENSADOR CHEVROLET SPARK", "radiator-fan-assembly"],
    ["VALVULA DE EXPANSION TOYOTA YARIS", "expansion-valves"],
    ["VALVULA EXPANSION A/C FORD FOCUS", "expansion-valves"],
    ["VALVULA A/C HYUNDAI ACCENT", "expansion-valves"],
    ["INYECTOR DE GASOLINA CHEVROLET AVEO", "injectors"],
    ["INYECTOR TOYOTA COROLLA 23250-22040", "injectors"],
    ["VALVULA ADMISION TOYOTA 22R", "out"],
    ["VALVULA ESCAPE HYUNDAI ACCENT", "out"],
    ["VALVULA DE ADMISION KOREA", "out"],
    ["JUEGO GOMAS VALVULA", "out"],
    ["SELLO VALVULA", "out"],
    ["VALVULA PCV CHEVROLET", "out"],
    ["VALVULA IAC FORD", "out"],
    ["VALVULA FRENO", "out"],
    ["VALVULA ALIVIO COMPRESOR", "out"],
    ["TAPA DE RADIADOR 1.1 BAR", "out"],
    ["TAPA RADIADOR TOYOTA", "out"],
    ["MANGUERA RADIADOR SUPERIOR", "out"],
    ["BASE RADIADOR INFERIOR", "out"],
    ["EMBLEMA PARRILLA TOYOTA", "out"],
    ["BOBINA COMPRESOR A/C", "out"],
    ["EMBRAGUE COMPRESOR", "out"],
    ["ACEITE COMPRESOR PAG 100", "out"],
    ["SENSOR TEMPERATURA RADIADOR", "out"],
    ["RELE VENTILADOR", "out"],
    ["INYECTOR LIMPIAPARABRISAS", "out"],
    ["VALVULA", "look"],
    ["VALVULA TOYOTA", "look"],
    ["MOTOR VENTILADOR", "look"],
  ],
);

export const ukrainianMixedList = list(
  "Ukrainian wholesaler (Russian and Ukrainian)",
  { partNumber: "Артикул", name: "Найменування", brand: "Виробник" },
  "UA",
  [
    ["Компрессор кондиционера Hyundai Solaris", "compressor"],
    ["Компресор кондиціонера Skoda Octavia A7", "compressor"],
    ["Конденсатор кондиционера Kia Rio", "condenser"],
    ["Радиатор кондиционера Mazda 6", "condenser"],
    ["Конденсер кондиціонера VW Passat B7", "condenser"],
    ["Испаритель кондиционера Lada Vesta", "cooling-coil"],
    ["Випарник кондиціонера Ford Focus III", "cooling-coil"],
    ["Мотор отопителя ВАЗ 2110", "blower-motor"],
    ["Моторчик пічки VW Golf IV", "blower-motor"],
    ["Вентилятор салона Renault Logan", "blower-motor"],
    ["Вентилятор салону Opel Astra H", "blower-motor"],
    ["Радиатор охлаждения двигателя Renault Logan", "radiator"],
    ["Радіатор охолодження Kia Rio 1.4", "radiator"],
    ["Вентилятор радиатора Chevrolet Aveo", "radiator-fan-assembly"],
    ["Вентилятор охлаждения радиатора Daewoo Nexia", "radiator-fan-assembly"],
    ["Вентилятор радіатора Chevrolet Lacetti", "radiator-fan-assembly"],
    ["Клапан расширительный кондиционера Ford Focus", "expansion-valves"],
    ["Клапан кондиціонера розширювальний Audi A4", "expansion-valves"],
    ["Форсунка топливная Bosch 0280156065", "injectors"],
    ["Форсунка паливна Bosch", "injectors"],
    ["Втулка крепления радиатора", "out"],
    ["Эмблема решетки радиатора", "out"],
    ["Хомут шланга радиатора", "out"],
    ["Герметик радиатора", "out"],
    ["Промывка радиатора Bardahl", "out"],
    ["Подушка радиатора кондиционера", "out"],
    ["Крышка радиатора", "out"],
    ["Крыльчатка вентилятора радиатора", "out"],
    ["Реле вентилятора", "out"],
    ["Муфта компрессора кондиционера", "out"],
    ["Масло компрессорное PAG 46", "out"],
    ["Форсунка омывателя лобового стекла Renault", "out"],
    ["Клапан впускной ВАЗ 2108", "out"],
    ["Клапан тормозной", "out"],
    ["Втулка кріплення радіатора", "out"],
    ["Емблема решітки радіатора", "out"],
    ["Подушка радіатора кондиціонера", "out"],
    ["Кришка радіатора", "out"],
    ["Форсунка омивача скла", "out"],
    ["Промивка радіатора", "out"],
    ["Радіатор пічки Renault Logan", "out"],
    ["Клапан впускний", "out"],
    ["Вентилятор Daewoo Lanos", "look"],
    ["Форсунка Bosch 0280158117", "look"],
    ["Клапан кондиционера сервисный", "look"],
  ],
);

const country = { notMaker: true } as const;

/**
 * A Latin American importer's list (Spanish) whose MARCA column says where a part comes from, which car
 * it fits or that nobody knows, beside real makers: the issue's KOREA, BRAZIL, FRANCE, FORD, GM,
 * HYUNDAI and VARIOUS MFR. Only the makers' rows may come in; Denso and Valeo are the catalogue's.
 */
export const brandValuesList = list(
  "Importer with countries, car makers and placeholders as brands (Spanish)",
  { partNumber: "CODIGO", name: "DESCRIPCION", brand: "MARCA" },
  "BV",
  [
    ["COMPRESOR A/C HYUNDAI TUCSON", "compressor", { brand: "HYUNDAI", ...country }],
    ["VALVULA DE ADMISION JUEGO", "out", { brand: "KOREA", ...country }],
    ["CONDENSADOR A/C FORD FIESTA", "condenser", { brand: "KOREA", ...country }],
    ["CONDENSADOR A/C FORD ECOSPORT", "condenser", { brand: "FORD", ...country }],
    ["RADIADOR CHEVROLET AVEO", "radiator", { brand: "GM", ...country }],
    ["ELECTROVENTILADOR PEUGEOT 206", "radiator-fan-assembly", { brand: "FRANCE", ...country }],
    ["EVAPORADOR FIAT PALIO", "cooling-coil", { brand: "BRAZIL", ...country }],
    ["INYECTOR DE GASOLINA CHEVROLET CORSA", "injectors", { brand: "VARIOUS MFR", ...country }],
    ["TAPA RADIADOR 0.9 BAR", "out", { brand: "VARIOUS MFR", ...country }],
    ["RADIADOR HONDA CIVIC", "radiator", { brand: "OEM", ...country }],
    ["COMPRESOR A/C FORD RANGER", "compressor", { brand: "FOUR SEASONS" }],
    ["VALVULA DE EXPANSION A/C TOYOTA COROLLA", "expansion-valves", { brand: "FOUR SEASONS" }],
    ["RADIADOR TOYOTA COROLLA 1.8", "radiator", { brand: "SPECTRA PREMIUM" }],
    ["CONDENSADOR A/C NISSAN SENTRA", "condenser", { brand: "SPECTRA PREMIUM" }],
    ["EVAPORADOR CHEVROLET OPTRA", "cooling-coil", { brand: "UAC" }],
    ["TAPA DE RADIADOR 1.1 BAR", "out", { brand: "UAC" }],
    ["MOTOR SOPLADOR TOYOTA HILUX", "blower-motor", { brand: "DENSO" }],
    ["INYECTOR TOYOTA 23250-22040", "injectors", { brand: "DENSO" }],
    ["ELECTROVENTILADOR RENAULT LOGAN", "radiator-fan-assembly", { brand: "VALEO" }],
    ["VALVULA", "look", { brand: "UAC" }],
  ],
);

/**
 * A Mexican maker's own price list: no brand column (every row is theirs, "ACR"), the part number
 * headed "ID" and the OE number "NRO ORIGINAL", names in Spanish.
 */
export const noBrandColumnList = list(
  "Maker's list with no brand column (Spanish)",
  { partNumber: "ID", name: "DESCRIPCION", oeNumbers: "NRO ORIGINAL" },
  "NB",
  [
    ["COMPRESOR A/C NISSAN TSURU", "compressor", { oe: "92600-0M000" }],
    ["COMPRESOR PARA VW JETTA A4", "compressor", { oe: "1J0820803A" }],
    ["CONDENSADOR A/C CHEVROLET CHEVY", "condenser", { oe: "93311234" }],
    ["EVAPORADOR NISSAN MARCH", "cooling-coil", { oe: "27280-1HA0A" }],
    ["MOTOR SOPLADOR VW POINTER", "blower-motor", { oe: "377819021" }],
    ["RADIADOR NISSAN TSURU III", "radiator", { oe: "21410-50Y10" }],
    ["VENTILADOR DE RADIADOR CHEVROLET CORSA", "radiator-fan-assembly", { oe: "93308521" }],
    ["VALVULA DE EXPANSION NISSAN SENTRA", "expansion-valves", { oe: "92200-4Z000" }],
    ["BOBINA COMPRESOR NISSAN", "out", { oe: "92660-0M000" }],
    ["TAPA DE RADIADOR NISSAN", "out", { oe: "21430-0M000" }],
    ["MANGUERA A/C ALTA PRESION VW", "out", { oe: "1J0820721" }],
    ["SENSOR TEMPERATURA RADIADOR VW", "out", { oe: "059919501A" }],
    ["VENTILADOR NISSAN", "look", { oe: "21481-5M000" }],
  ],
  { newBrandForEveryRow: "ACR" },
);

export const placingLists: readonly PlacingList[] = [
  englishRetailerList,
  spanishShopList,
  ukrainianMixedList,
  brandValuesList,
  noBrandColumnList,
];

/**
 * Where a row should end, by our own reading: its name is read first ("look" needs a look, "out" is
 * left out, as the importer reads a row's name before its brand); a row that names a part comes in
 * only when its brand is a maker, else it is left out.
 */
export function outcomeOf(row: ListRow): Reading {
  if (row.reading === "look" || row.reading === "out") return row.reading;
  return row.notMaker ? "out" : row.reading;
}

/** The columns' headers in the sheet's order: part number, name, then brand or OE number. */
function headerOf(placing: PlacingList): string[] {
  const { partNumber, name, brand, oeNumbers } = placing.columns;
  return [partNumber, name, ...(brand ? [brand] : []), ...(oeNumbers ? [oeNumbers] : [])];
}

export interface WorkbookOptions {
  /** The brand of every row that has none of its own (in a list with a brand column). */
  brand?: string;
  /** Put after every part number, so a test's products are its own. */
  codeSuffix?: string;
}

/** The part number a row has in a workbook written with `codeSuffix`. */
export const partNumberOf = (row: ListRow, codeSuffix = "") => `${row.code}${codeSuffix}`;

/** The list as an .xlsx file; a row without a brand of its own gets the one given (one the catalogue has). */
export function placingWorkbook(
  placing: PlacingList,
  { brand = "Denso", codeSuffix = "" }: WorkbookOptions = {},
): Buffer {
  const { columns } = placing;
  return xlsxOf([
    headerOf(placing),
    ...placing.rows.map((row) => [
      partNumberOf(row, codeSuffix),
      row.name,
      ...(columns.brand ? [row.brand ?? brand] : []),
      ...(columns.oeNumbers ? [row.oe ?? ""] : []),
    ]),
  ]);
}

/**
 * The mapping that reads such a list as staff would set it: its columns, the category from each row's
 * words, "Create all remaining as new brands" for a list whose brand values vary, and one new brand
 * for every row of a list with no brand column.
 */
export function placingMapping(placing: PlacingList) {
  const { columns } = placing;
  const ownBrands = placing.rows.some((row) => row.brand !== undefined);
  const brand = placing.newBrandForEveryRow;
  return {
    columns,
    categoryFrom: "words" as const,
    ...(brand ? { fixed: { brand }, values: { brand: { [brand]: "new" } } } : {}),
    ...(ownBrands ? { values: { brand: { "*": "new" } } } : {}),
  };
}
