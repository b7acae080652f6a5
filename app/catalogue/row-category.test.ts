import { describe, expect, test } from "vitest";
import { categories } from "./categories.ts";
import { RowCategories, type RowPlacement } from "./row-category.ts";

const rows = new RowCategories(categories);

/** A placement as one word: the slug when placed, "look:<slugs>" when it needs a look, else "other" or "none". */
function read(placement: RowPlacement): string {
  if (placement.kind === "placed") return placement.slug;
  if (placement.kind === "needs-a-look") return `look:${placement.mayBe.join("|")}`;
  return placement.kind === "other-part" ? "other" : "none";
}
const place = (name: string, description = "") => read(rows.ofRow(name, description));

describe("a row is placed when its head surely names a category's part", () => {
  test.each([
    // English: the head is the last listed word before "for", "w/", "assy" …
    ["AC Compressor Denso 10S17C Hyundai Creta", "compressor"],
    ["COMPRESSOR ASSY SANDEN SD7V16", "compressor"],
    ["Four Seasons A/C Compressor w/ Clutch 58882", "compressor"],
    ["Condenser Maruti Swift 2018", "condenser"],
    ["UAC Condenser CN 3285PFC", "condenser"],
    ["Evaporator core Honda City", "cooling-coil"],
    ["A/C Evaporator Core Toyota Camry", "cooling-coil"],
    ["Blower Motor Mahindra Scorpio", "blower-motor"],
    ["HVAC Blower Motor Ford F-150", "blower-motor"],
    ["Radiator Tata Nexon diesel", "radiator"],
    ["Spectra Premium Radiator CU2345", "radiator"],
    ["Radiator Fan Assembly Hyundai i10", "radiator-fan-assembly"],
    ["Dual Radiator and Condenser Fan Assembly", "radiator-fan-assembly"],
    ["Condenser fan motor Swift", "radiator-fan-assembly"],
    ["Electric Cooling Fan 16 inch", "radiator-fan-assembly"],
    ["Expansion Valve Innova Crysta", "expansion-valves"],
    ["A/C Expansion Valve Nissan Altima", "expansion-valves"],
    ["Thermostatic Expansion Valve (TXV)", "expansion-valves"],
    ["Valve, expansion", "expansion-valves"],
    ["AC Valve Block", "expansion-valves"],
    ["Fuel Injector Bosch 0280158117", "injectors"],
    ["Fuel Injector Set of 4", "injectors"],
    ["Cabin fan Hyundai", "blower-motor"],
    // Spanish: the head comes first, what it belongs to after it.
    ["Compresor Sanden para Toyota Corolla", "compressor"],
    ["Compresor de A/C Denso Toyota Hilux", "compressor"],
    ["Condensador Aire Acondicionado Chevrolet Aveo", "condenser"],
    ["CONDENSADOR A/C CHEVROLET AVEO", "condenser"],
    ["Evaporador Ford Fiesta", "cooling-coil"],
    ["Motor Soplador Chevrolet Optra", "blower-motor"],
    ["Radiador Toyota Corolla 1.8 Automatico", "radiator"],
    ["Electroventilador del radiador Seat Ibiza", "radiator-fan-assembly"],
    ["Electroventilador Hyundai Accent", "radiator-fan-assembly"],
    ["VENTILADOR RADIADOR", "radiator-fan-assembly"],
    ["Ventilador de habitaculo Renault Logan", "blower-motor"],
    ["VALVULA DE EXPANSION TOYOTA", "expansion-valves"],
    ["VALVULA EXPANSION A/C", "expansion-valves"],
    ["VALVULA A/C HYUNDAI ACCENT", "expansion-valves"],
    ["Inyector de gasolina Bosch Chevrolet Aveo", "injectors"],
    ["Inyector Toyota Corolla 23250-22040", "injectors"],
    // Russian and Ukrainian: the first noun (adjectives, brands and numbers before it aside).
    ["Компрессор кондиционера Hyundai Solaris", "compressor"],
    ["Компресор кондиціонера Renault Logan", "compressor"],
    ["Радиатор кондиционера Kia Rio", "condenser"],
    ["Конденсер Daewoo Lanos", "condenser"],
    ["Испаритель кондиционера VW Polo", "cooling-coil"],
    ["Випарник кондиціонера Ford Focus", "cooling-coil"],
    ["Вентилятор отопителя ВАЗ 2110", "blower-motor"],
    ["Вентилятор салона Renault Logan", "blower-motor"],
    ["Вентилятор салону", "blower-motor"],
    ["Моторчик пічки VW Golf IV", "blower-motor"],
    ["Мотор вентилятора салону Opel Astra H", "blower-motor"],
    ["Радиатор охлаждения двигателя Lada Granta", "radiator"],
    ["Радіатор охолодження Skoda Octavia", "radiator"],
    ["Передний радиатор Toyota", "radiator"],
    ["Вентилятор радиатора Chevrolet Aveo", "radiator-fan-assembly"],
    ["Вентилятор охлаждения радиатора Daewoo Nexia", "radiator-fan-assembly"],
    ["Электровентилятор радиатора Chevrolet Lacetti", "radiator-fan-assembly"],
    ["Клапан расширительный Ford Focus", "expansion-valves"],
    ["Клапан кондиціонера розширювальний Audi A4", "expansion-valves"],
    ["ТРВ кондиционера Hyundai", "expansion-valves"],
    ["Форсунка топливная Bosch", "injectors"],
    ["Топливная форсунка Denso", "injectors"],
    ["Форсунка дизельная Denso", "injectors"],
    ["Форсунка паливна Bosch", "injectors"],
    // Hindi
    ["कंप्रेसर मारुति स्विफ्ट", "compressor"],
    ["रेडिएटर हुंडई i20", "radiator"],
    ["कंडेंसर होंडा सिटी", "condenser"],
    ["रेडिएटर फैन", "radiator-fan-assembly"],
  ])("%s → %s", (name, slug) => {
    expect(place(name)).toBe(slug);
  });
});

describe("an accessory is never placed by the part it belongs to", () => {
  test.each([
    // English: the accessory comes last.
    "Radiator cap 1.1 bar",
    "Radiator Cap 16 psi",
    "Radiator hose upper",
    "Radiator Support Bracket",
    "Radiator Mounting Bushing",
    "Radiator Grille Emblem",
    "Radiator drain petcock",
    "Radiator Drain Plug",
    "Radiator overflow tank",
    "Radiator Flush Bardahl 300 ml",
    "Bardahl Radiator Flush",
    "Radiator Sealant Stop Leak",
    "Radiator Fan Relay",
    "Radiator Fan Motor Resistor",
    "Cooling Fan Switch",
    "Fan Clutch",
    "Fan Blade",
    "Fan belt 6PK1035",
    "Condenser Mounting Bracket",
    "A/C Compressor Clutch Coil",
    "A/C Compressor Clutch Bearing",
    "A/C Pressure Switch",
    "A/C Refrigerant Charging Hose",
    "A/C O-Ring and Gasket Seal Kit",
    "A/C Leak Sealer",
    "Compressor oil PAG100",
    "Oil for compressor PAG 46 250 ml",
    "Refrigerant Oil PAG 46",
    "Evaporator Cleaner Spray",
    "Blower motor resistor",
    "Heater Blower Motor Resistor",
    "Blower Motor Wheel",
    "Compressor mounting bolt",
    "Injector clip",
    "Injector connector",
    "Fuel Injector O-Ring Kit",
    "Fuel Injector Connector Pigtail",
    "Fuel Injector Cleaner",
    "Clamp, radiator hose",
    // Spanish: the accessory comes first.
    "TAPA DE RADIADOR TOYOTA",
    "TAPA RADIADOR TOYOTA",
    "Manguera radiador superior",
    "Base radiador inferior",
    "BUJE RADIADOR",
    "Soporte condensador",
    "Emblema parrilla Toyota",
    "Abrazadera manguera radiador",
    "Bobina compresor A/C",
    "Embrague compresor",
    "Polea compresor Denso",
    "Aceite compresor PAG 100",
    "Gas refrigerante R134a 13.6 kg",
    "Limpiador de inyectores",
    "Sensor temperatura radiador",
    "Interruptor ventilador",
    "Rele ventilador",
    "Resistencia motor soplador",
    "Empacadura valvula",
    "Sello valvula",
    "JUEGO GOMAS VALVULA",
    "Oring valvula expansion",
    // Russian: the accessory first, the part in the genitive after it.
    "Крышка радиатора",
    "Втулка крепления радиатора",
    "Эмблема решетки радиатора",
    "Хомут шланга радиатора",
    "Кронштейн радиатора",
    "Подушка радиатора нижняя",
    "Подушка радиатора кондиционера",
    "Опора радиатора",
    "Герметик радиатора",
    "Промывка радиатора Bardahl",
    "Крыльчатка вентилятора радиатора",
    "Диффузор вентилятора",
    "Датчик включения вентилятора",
    "Реле вентилятора",
    "Резистор мотора отопителя",
    "Муфта компрессора кондиционера",
    "Катушка муфты компрессора",
    "Масло компрессорное PAG 46",
    "Масло для компрессора кондиционера",
    "Фреон R134a",
    "Очиститель кондиционера",
    "Радиатор отопителя ВАЗ 2108",
    // Ukrainian
    "Втулка кріплення радіатора",
    "Кріплення радіатора",
    "Кришка радіатора",
    "Патрубок радіатора",
    "Решітка радіатора",
    "Емблема решітки радіатора",
    "Подушка радіатора кондиціонера",
    "Датчик вентилятора",
    "Олива компресорна PAG 46 250мл",
    "Промивка радіатора",
    "Герметик радіатора",
    "Радіатор пічки Renault Logan",
    "Радіатор інтеркулера Mitsubishi L200",
    "Резистор вентилятора пічки Opel Astra",
    // Hindi: the accessory last, as in English.
    "रेडिएटर कैप",
  ])("%s is another part", (name) => {
    expect(place(name)).toBe("other");
  });

  test("says which word the name is about", () => {
    expect(rows.ofRow("Втулка крепления радиатора", "")).toEqual({ kind: "other-part", head: "Втулка" });
    expect(rows.ofRow("Radiator Grille Emblem", "")).toEqual({ kind: "other-part", head: "Emblem" });
    expect(rows.ofRow("Кронштейн радиатора", "")).toEqual({ kind: "other-part", head: "Кронштейн" });
    expect(rows.ofRow("रेडिएटर कैप", "")).toEqual({ kind: "other-part", head: "कैप" });
  });
});

describe("a trade word that needs company is read with its row's other words", () => {
  test.each([
    // A valve is an expansion valve only with A/C words; an engine's, a brake's or a service valve is another part.
    ["VALVULA ADMISION TOYOTA 22R", "other"],
    ["Valvula de escape Hyundai Accent", "other"],
    ["VALVULA PCV", "other"],
    ["VALVULA IAC CHEVROLET", "other"],
    ["VALVULA FRENO", "other"],
    ["Valvula alivio compresor", "other"],
    ["Valvula de servicio A/C", "other"],
    ["PCV Valve", "other"],
    ["EGR Valve", "other"],
    ["Idle Air Control Valve", "other"],
    ["Brake Proportioning Valve", "other"],
    ["Engine Intake Valve", "other"],
    ["Exhaust Valve Set", "other"],
    ["Intake valve set", "other"],
    ["Heater Control Valve", "other"],
    ["A/C Compressor Control Valve", "other"],
    ["A/C Service Valve", "other"],
    ["Valve stem seal", "other"],
    ["Valve Cover Gasket", "other"],
    ["Клапан впускной ВАЗ 2108", "other"],
    ["Клапан выпускной", "other"],
    ["Клапан холостого хода", "other"],
    ["Клапан вентиляции картера", "other"],
    ["Клапан тормозной", "other"],
    ["Клапан впускний", "other"],
    ["Клапан гальмівний", "other"],
    // An injector is a fuel injector, never a washer nozzle.
    ["Windshield Washer Nozzle", "other"],
    ["Washer Injector Toyota", "other"],
    ["INYECTOR LIMPIAPARABRISAS", "other"],
    ["Форсунка омывателя лобового стекла Renault", "other"],
    ["Форсунка омывателя фар", "other"],
    ["Форсунка омивача скла", "other"],
    ["INYECTOR GASOLINA", "injectors"],
    // A fan is the radiator fan with radiator, condenser or cooling words; in the cabin it is the blower.
    ["Вентилятор печки Газель", "blower-motor"],
    ["Ventilador de radiador Ford Ka", "radiator-fan-assembly"],
  ])("%s → %s", (name, expected) => {
    expect(place(name)).toBe(expected);
  });

  test("reads the description as company for the name's word", () => {
    expect(place("VALVULA 447", "Valvula de expansion para aire acondicionado")).toBe("expansion-valves");
    expect(place("Форсунка Bosch 0280158117", "Форсунка топливная")).toBe("injectors");
  });
});

describe("a row that is not surely one category needs a look", () => {
  test.each([
    // The word alone, with nothing to say which part it is.
    ["Valvula", "look:expansion-valves"],
    ["VALVULA TOYOTA", "look:expansion-valves"],
    ["Клапан", "look:expansion-valves"],
    ["Fan", "look:radiator-fan-assembly"],
    ["Вентилятор Daewoo Lanos", "look:radiator-fan-assembly"],
    ["Вентилятор", "look:radiator-fan-assembly"],
    ["Форсунка Bosch 0280158117", "look:injectors"],
    // An unlisted noun heads a head-first name: what it is the category's part says nothing about.
    ["MOTOR VENTILADOR", "look:radiator-fan-assembly"],
    ["DENSO COMPRESOR", "look:compressor"],
    ["Ремкомплект компрессора", "look:compressor"],
    // Another part's word beside the head: not surely the part ("Клапан кондиционера сервисный").
    ["Клапан кондиционера сервисный", "look:expansion-valves"],
    ["RADIADOR ACEITE", "look:radiator"],
  ])("%s → %s", (name, expected) => {
    expect(place(name)).toBe(expected);
  });
});

describe("what a name is not about", () => {
  test.each([
    "Cabin filter Hyundai Creta",
    "Фильтр масляный MANN W 712/75",
    "Brake pads front Brembo P 85 020",
    "Колодки тормозные передние",
    "Engine oil 5W-30 4 L",
    "Moторное масло 5W40",
    "Radiator coolant 1 L",
    "Expansion tank Maruti",
    "Spark plug NGK",
    "Cabin Air Filter",
  ])("%s is no category's", (name) => {
    expect(place(name)).toMatch(/^(other|none)$/);
  });

  test("a name naming nothing listed is none", () => {
    expect(place("Kit for radiator repair")).toBe("none");
    expect(place("Колпачки маслосъемные")).toBe("none");
  });

  test("keeps what a part comes with, after its leading words", () => {
    expect(place("Compressor with oil, Denso 10PA17C")).toBe("compressor");
    expect(place("Радиатор с крышкой Лада")).toBe("radiator");
    // A scraped site's "w/" and "w/o": what follows is an option of the part, not another part.
    expect(place("AC Compressor w/ Clutch Denso DCP17154")).toBe("compressor");
    expect(place("AC Compressor w/o Clutch Denso DCP50310")).toBe("compressor");
    expect(place("Condenser w/ Dryer NRF 35912")).toBe("condenser");
  });

  test("reads the description when the name names nothing", () => {
    expect(place("Denso 447260-1234", "AC compressor for Hyundai Verna")).toBe("compressor");
    expect(place("Denso 447260-1234", "Synthetic oil for AC compressors")).toBe("other");
    expect(place("Oil filter W712", "Fits with radiator")).toBe("other");
  });
});
