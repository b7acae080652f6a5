import { describe, expect, test } from "vitest";
import { categories } from "./categories.ts";
import { RowCategories } from "./row-category.ts";

const rows = new RowCategories(categories);
const place = (name: string, description = "") => rows.ofRow(name, description) ?? "—";

describe("a row's category from its own words", () => {
  test.each([
    ["AC Compressor Denso 10S17C Hyundai Creta", "compressor"],
    ["COMPRESSOR ASSY SANDEN SD7V16", "compressor"],
    ["Compresor Sanden para Toyota Corolla", "compressor"],
    ["Компрессор кондиционера Hyundai Solaris", "compressor"],
    ["Компресор кондиціонера Renault Logan", "compressor"],
    ["कंप्रेसर मारुति स्विफ्ट", "compressor"],
    ["Condenser Maruti Swift 2018", "condenser"],
    ["Радиатор кондиционера Kia Rio", "condenser"],
    ["Конденсер Daewoo Lanos", "condenser"],
    ["Evaporator core Honda City", "cooling-coil"],
    ["Испаритель кондиционера VW Polo", "cooling-coil"],
    ["Blower Motor Mahindra Scorpio", "blower-motor"],
    ["Вентилятор отопителя ВАЗ 2110", "blower-motor"],
    ["Radiator Tata Nexon diesel", "radiator"],
    ["Радиатор охлаждения двигателя Lada Granta", "radiator"],
    ["Радіатор охолодження Skoda Octavia", "radiator"],
    ["रेडिएटर हुंडई i20", "radiator"],
    ["Radiator Fan Assembly Hyundai i10", "radiator-fan-assembly"],
    ["Condenser fan motor Swift", "radiator-fan-assembly"],
    ["Вентилятор радиатора Chevrolet Aveo", "radiator-fan-assembly"],
    ["Electroventilador del radiador Seat Ibiza", "radiator-fan-assembly"],
    ["Expansion Valve Innova Crysta", "expansion-valves"],
    ["Клапан расширительный Ford Focus", "expansion-valves"],
    ["Fuel Injector Bosch 0280158117", "injectors"],
    ["Моторчик пічки VW Golf IV", "blower-motor"],
    ["Мотор вентилятора салону Opel Astra H", "blower-motor"],
    ["Клапан кондиціонера розширювальний Audi A4", "expansion-valves"],
    ["Форсунка топливная Bosch", "injectors"],
  ])("%s → %s", (name, slug) => {
    expect(place(name)).toBe(slug);
  });

  test.each([
    "Oil for compressor PAG 46 250 ml",
    "Compressor oil PAG100",
    "Масло компрессорное PAG 46",
    "Масло для компрессора кондиционера",
    "Radiator cap 1.1 bar",
    "Radiator hose upper",
    "Крышка радиатора",
    "Радиатор отопителя ВАЗ 2108",
    "Cabin filter Hyundai Creta",
    "Фильтр масляный MANN W 712/75",
    "Brake pads front Brembo P 85 020",
    "Колодки тормозные передние",
    "Engine oil 5W-30 4 L",
    "Moторное масло 5W40",
    "Blower motor resistor",
    "Radiator coolant 1 L",
    "Kit for radiator repair",
    "Fan belt 6PK1035",
    "Expansion tank Maruti",
    "Spark plug NGK",
    "Радіатор пічки Renault Logan",
    "Радіатор інтеркулера Mitsubishi L200",
    "Олива компресорна PAG 46 250мл",
    "Резистор вентилятора пічки Opel Astra",
  ])("%s is no category's", (name) => {
    expect(place(name)).toBe("—");
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
    expect(place("Denso 447260-1234", "Synthetic oil for AC compressors")).toBe("—");
    expect(place("Oil filter W712", "Fits with radiator")).toBe("—");
  });
});
