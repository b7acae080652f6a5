import { describe, expect, it } from "vitest";
import { seedSpecFields } from "./spec-field-seed.ts";
import { formatSpecValue, formatSpecValues, parseSpecValues, readSpecValue, type SpecField } from "./spec-fields.ts";

const field = (category: string, key: string): SpecField => {
  const seed = seedSpecFields[category]?.find((item) => item.key === key);
  if (!seed) throw new Error(`no seed field ${category}/${key}`);
  return { id: 1, categorySlug: category, sortOrder: 10, unit: "", choices: [], ...seed };
};

describe("reading a specification value as staff type it", () => {
  const voltage = field("compressor", "voltage");
  const diameter = field("compressor", "pulley-diameter");
  const refrigerant = field("compressor", "refrigerant");
  const clutch = field("compressor", "clutch");

  it("reads numbers with or without their unit, and decimal commas", () => {
    expect(readSpecValue(voltage, "24V")).toEqual({ ok: true, value: 24 });
    expect(readSpecValue(voltage, "12 V")).toEqual({ ok: true, value: 12 });
    expect(readSpecValue(voltage, "12 volts")).toEqual({ ok: true, value: 12 });
    expect(readSpecValue(voltage, 24)).toEqual({ ok: true, value: 24 });
    expect(readSpecValue(diameter, "650 mm")).toEqual({ ok: true, value: 650 });
    expect(readSpecValue(diameter, "1,5")).toEqual({ ok: true, value: 1.5 });
    expect(readSpecValue(diameter, "1,500")).toEqual({ ok: true, value: 1500 });
    expect(readSpecValue(diameter, "  ")).toEqual({ ok: true, value: null });
  });

  it("refuses a number in another unit, or no number, naming the field", () => {
    expect(readSpecValue(diameter, "65 cm")).toEqual({
      ok: false,
      message: 'Pulley diameter "65 cm" is not in mm. Write the number in mm.',
    });
    expect(readSpecValue(voltage, "twelve")).toEqual({
      ok: false,
      message: 'Voltage "twelve" is not a number in V. Write a number such as 12 in V.',
    });
  });

  it("reads look-alike spellings of a choice as the one value", () => {
    for (const typed of ["R-134A", "r134a", "R 134a", "HFC-134a"])
      expect(readSpecValue(refrigerant, typed)).toEqual({ ok: true, value: "R134a" });
    expect(readSpecValue(refrigerant, "hfo-1234yf")).toEqual({ ok: true, value: "R1234yf" });
    expect(readSpecValue(field("compressor", "pulley-grooves"), "pv 6")).toEqual({ ok: true, value: "PV6" });
    expect(readSpecValue(field("compressor", "oil"), "nd8")).toEqual({ ok: true, value: "ND-8" });
    expect(readSpecValue(clutch, "Y")).toEqual({ ok: true, value: "Yes" });
    expect(readSpecValue(clutch, "sí")).toEqual({ ok: true, value: "Yes" });
    expect(readSpecValue(field("expansion-valves", "valve-type"), "H type")).toEqual({
      ok: true,
      value: "Block (H-type)",
    });
    expect(readSpecValue(refrigerant, "R22")).toEqual({
      ok: false,
      message: 'Refrigerant "R22" is not one of: R134a, R1234yf.',
    });
  });

  it("writes values in the page's language with units and labels", () => {
    expect(formatSpecValue(diameter, 1.5, "es")).toBe("1,5 mm");
    expect(formatSpecValue(voltage, 24, "en")).toBe("24 V");
    expect(formatSpecValue(clutch, "Yes", "es")).toBe("Sí");
    expect(formatSpecValue(clutch, "Yes", "en")).toBe("Yes");
  });

  it("stores values with sorted keys and reads back only numbers and texts", () => {
    expect(formatSpecValues({ voltage: 12, clutch: "Yes" })).toBe('{"clutch":"Yes","voltage":12}');
    expect(formatSpecValues({})).toBe("{}");
    expect(parseSpecValues('{"a":1,"b":"x","c":null,"d":[1]}')).toEqual({ a: 1, b: "x" });
    expect(parseSpecValues("not json")).toEqual({});
  });
});

describe("what is no number", () => {
  const voltage = { names: { en: "Voltage" }, unit: "V", kind: "number" as const, choices: [] };
  it("refuses two numbers, a range or words", () => {
    for (const typed of ["12/24", "12-24", "12 or 24", "V12"])
      expect(readSpecValue(voltage, typed), typed).toMatchObject({ ok: false });
  });
});
