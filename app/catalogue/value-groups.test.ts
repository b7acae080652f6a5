import { describe, expect, test } from "vitest";
import { closestKnown, groupValues, sameThing } from "./value-groups.ts";

const known = [
  { slug: "subros", name: "Subros", aliases: [] },
  { slug: "mahle-behr", name: "Mahle Behr", aliases: ["Mahle", "Behr"] },
  { slug: "denso", name: "Denso", aliases: [] },
  { slug: "condenser", name: "Condenser", aliases: ["Condensers"] },
];

describe("values that name one thing", () => {
  test.each([
    ["Honda", "Honda/Acura"],
    ["Mahle/Knecht", "Knecht/Mahle"],
    ["Mercedes", "Mercedes benz"],
    ["KIA", "Kia Original"],
    ["Subros Ltd", "SUBROS"],
    ["Lucas TVS Pvt. Ltd.", "lucas-tvs"],
    ["Ford Motorcraft", "Ford/Motorcraft"],
    ["MahleBehr", "Mahle Behr"],
    ["CONDENSOR", "Condenser"],
  ])("%s and %s", (a, b) => {
    expect(sameThing(a, b)).toBe(true);
  });

  test.each([
    ["Honda", "Hyundai"],
    ["KIA", "Kiasu"],
    ["Bosch", "Valeo"],
    ["Ltd", "Denso"],
    ["TATA", "Toyota"],
    ["Fenvex", "Zenvex"],
  ])("not %s and %s", (a, b) => {
    expect(sameThing(a, b)).toBe(false);
  });

  test("suggests the closest known brand, or none", () => {
    expect(closestKnown("Subros Ltd", known)).toBe("subros");
    expect(closestKnown("MAHLE", known)).toBe("mahle-behr");
    expect(closestKnown("Denso Genuine", known)).toBe("denso");
    expect(closestKnown("NRF", known)).toBeUndefined();
  });

  test("groups under the first spelling, without chains, each group with its suggestion", () => {
    const grouped = groupValues(
      [
        { value: "Honda", rows: 4 },
        { value: "Ford Motorcraft", rows: 3 },
        { value: "Subros Ltd", rows: 9 },
        { value: "Honda/Acura", rows: 2 },
        { value: "Ford/Motorcraft", rows: 1 },
        { value: "SUBROS", rows: 1 },
        { value: "Motorcraft", rows: 1 },
        { value: "Kia Original", rows: 5 },
        { value: "KIA", rows: 2 },
      ],
      known,
    );
    expect(grouped).toEqual([
      { value: "Honda", rows: 4 },
      { value: "Ford Motorcraft", rows: 3 },
      { value: "Subros Ltd", rows: 9, suggested: "subros" },
      { value: "Honda/Acura", rows: 2, group: "Honda" },
      { value: "Ford/Motorcraft", rows: 1, group: "Ford Motorcraft" },
      { value: "SUBROS", rows: 1, group: "Subros Ltd" },
      { value: "Motorcraft", rows: 1, group: "Ford Motorcraft" },
      { value: "Kia Original", rows: 5 },
      { value: "KIA", rows: 2, group: "Kia Original" },
    ]);
  });
});
