/**
 * Supplier lists of our own that behave like issue 40's (decision 180): a US parts retailer's scraped
 * list in English, a Venezuelan parts shop's in Spanish, a Ukrainian wholesaler's in Russian and
 * Ukrainian. Each mixes the catalogue's parts with their accessories named by a category's word
 * ("radiator cap", "tapa de radiador", "Втулка крепления радиатора"), other trades' parts that share a
 * word (engine and brake valves, washer nozzles, cabin fans) and rows that cannot be told apart
 * without a look. Every row carries our own reading of its name: the category it is, "look" when its
 * name alone cannot say, or "out" when it is no part of the catalogue.
 */
import { xlsxOf } from "./workbooks.ts";

export type Reading = string;

export interface ListRow {
  code: string;
  name: string;
  reading: Reading;
}

export interface PlacingList {
  title: string;
  header: readonly [string, string, string];
  rows: readonly ListRow[];
}

function list(title: string, header: readonly [string, string, string], prefix: string, rows: [string, Reading][]) {
  return {
    title,
    header,
    rows: rows.map(([name, reading], index) => ({
      code: `${prefix}-${String(index + 1).padStart(3, "0")}`,
      name,
      reading,
    })),
  } satisfies PlacingList;
}

export const englishRetailerList = list("US retailer (English)", ["Part #", "Product Title", "Brand"], "US", [
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
  ["A/C O-Ring and Gasket Seal Kit", "out"],
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
  ["Refrigerant Oil PAG 46", "out"],
  ["Cabin Air Filter", "out"],
  ["Fan", "look"],
  ["Valve Toyota 88515", "look"],
]);

export const spanishShopList = list("Venezuelan shop (Spanish)", ["CODIGO", "DESCRIPCION", "MARCA"], "VE", [
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
]);

export const ukrainianMixedList = list(
  "Ukrainian wholesaler (Russian and Ukrainian)",
  ["Артикул", "Найменування", "Виробник"],
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

export const placingLists: readonly PlacingList[] = [englishRetailerList, spanishShopList, ukrainianMixedList];

/** The list as an .xlsx file, every row of the brand given (one the catalogue has). */
export function placingWorkbook(placing: PlacingList, brand = "Denso"): Buffer {
  return xlsxOf([placing.header, ...placing.rows.map((row) => [row.code, row.name, brand])]);
}

/** The mapping that reads such a list: its three columns, the category from each row's words. */
export function placingMapping(placing: PlacingList) {
  const [partNumber, name, brand] = placing.header;
  return { columns: { partNumber, name, brand }, categoryFrom: "words" as const };
}
