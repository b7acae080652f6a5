import type { AcSystemInput } from "#app/forms/ac-system.ts";

/**
 * DEMO DATA: the demo catalogue's AC system figures (issue 44, docs/decisions/212). Written for this
 * sample catalogue to look like a workshop's notes, with round numbers in the range small and large
 * cars take; copied from no maker's or supplier's filling table, and no car's real figure. Loaded
 * with `demo` set, so every page that shows one says it is demo data. A real catalogue replaces
 * them through the staff form.
 */
const row = (
  make: string,
  model: string,
  years: [number | null, number | null],
  values: Omit<AcSystemInput, "make" | "model" | "yearFrom" | "yearTo">,
): AcSystemInput => ({ make, model, yearFrom: years[0], yearTo: years[1], ...values });

const none = { compressorModel: "", notes: "" };

export const demoAcSystems: readonly AcSystemInput[] = [
  row("Hyundai", "Creta", [2015, 2020], {
    ...none,
    refrigerant: "R134a",
    chargeGrams: 470,
    chargeToleranceGrams: 20,
    oilType: "PAG 46",
    oilMl: 140,
    compressorModel: "Scroll compressor, 6-groove pulley (demo)",
    clutchType: "clutch",
    notes: "Diesel and petrol cars take different compressors: check the engine before you order.",
  }),
  row("Hyundai", "Creta", [2020, null], {
    ...none,
    refrigerant: "R134a",
    chargeGrams: 450,
    chargeToleranceGrams: 20,
    oilType: "PAG 46",
    oilMl: 130,
    clutchType: "clutchless",
    notes: "Shares its AC system with the Kia Seltos of the same years.",
  }),
  row("Kia", "Seltos", [2019, null], {
    ...none,
    refrigerant: "R134a",
    chargeGrams: 450,
    chargeToleranceGrams: 20,
    oilType: "PAG 46",
    oilMl: 130,
    clutchType: "clutchless",
    notes: "Shares its AC system with the Hyundai Creta from 2020.",
  }),
  row("Maruti Suzuki", "Swift", [2018, null], {
    ...none,
    refrigerant: "R134a",
    chargeGrams: 380,
    chargeToleranceGrams: 15,
    oilType: "PAG 46",
    oilMl: 110,
    clutchType: "clutch",
  }),
  row("Maruti Suzuki", "Swift", [2011, 2017], {
    ...none,
    refrigerant: "R134a",
    chargeGrams: 400,
    chargeToleranceGrams: 15,
    oilType: "PAG 46",
    oilMl: 120,
    clutchType: "clutch",
    notes: "AC and non-AC variants take different condensers: check the sticker.",
  }),
  row("Tata", "Nexon", [2017, null], {
    ...none,
    refrigerant: "R134a",
    chargeGrams: 520,
    chargeToleranceGrams: 25,
    oilType: "PAG 46",
    oilMl: 150,
    clutchType: "clutch",
  }),
  row("Toyota", "Innova Crysta", [2016, null], {
    ...none,
    refrigerant: "R134a",
    chargeGrams: 750,
    chargeToleranceGrams: 30,
    oilType: "ND-Oil 8 (PAG 46)",
    oilMl: 200,
    clutchType: "clutch",
    notes: "Front and rear evaporators: the charge is for both.",
  }),
  row("Honda", "City", [2014, 2020], {
    ...none,
    refrigerant: "R134a",
    chargeGrams: 420,
    chargeToleranceGrams: 20,
    oilType: "PAG 46",
    oilMl: 120,
    clutchType: "clutch",
  }),
  row("BMW", "3 Series", [2019, null], {
    ...none,
    refrigerant: "R1234yf",
    chargeGrams: 560,
    chargeToleranceGrams: 10,
    oilType: "PAG 46 (for R1234yf)",
    oilMl: 120,
    clutchType: "clutchless",
    notes: "R1234yf: use its own charging station and oil, never R134a equipment.",
  }),
  row("Audi", "A4", [2016, null], {
    ...none,
    refrigerant: "R1234yf",
    chargeGrams: 520,
    chargeToleranceGrams: 10,
    oilType: "PAG 46 (for R1234yf)",
    oilMl: 110,
    clutchType: "clutchless",
  }),
];
