import { describe, expect, test } from "vitest";
import type { UnknownValues } from "#app/forms/import-mapping.ts";
import { draftFromAnswer } from "./mapping-step.tsx";
import { groupChoice, termsCreatedHere, valueGroups, withGroupChoice, withSuggestions } from "./unknown-values.tsx";

const unknown: UnknownValues = {
  brand: [
    { value: "Ford Motorcraft", rows: 3 },
    { value: "Subros Ltd", rows: 9, suggested: "subros" },
    { value: "Ford/Motorcraft", rows: 1, group: "Ford Motorcraft" },
    { value: "Honda", rows: 1 },
  ],
  category: [],
};

describe("the unknown values step", () => {
  test("shows groups, largest first, with their spellings and rows", () => {
    expect(valueGroups(unknown.brand)).toEqual([
      { lead: "Subros Ltd", spellings: ["Subros Ltd"], rows: 9, suggested: "subros" },
      { lead: "Ford Motorcraft", spellings: ["Ford Motorcraft", "Ford/Motorcraft"], rows: 4 },
      { lead: "Honda", spellings: ["Honda"], rows: 1 },
    ]);
  });

  test("says why a group names no maker only when every spelling of it does (decision 184)", () => {
    const groups = valueGroups([
      { value: "KOREA", rows: 4, notBrand: "country" },
      { value: "Korea", rows: 1, group: "KOREA", notBrand: "country" },
      { value: "Hyundai", rows: 2, notBrand: "vehicle-make" },
      { value: "Hyundai Mobis", rows: 1, group: "Hyundai" },
    ]);
    expect(groups.map((group) => [group.lead, group.notBrand])).toEqual([
      ["KOREA", "country"],
      ["Hyundai", undefined],
    ]);
  });

  test("pre-selects the closest known brand, once, without undoing a decision", () => {
    const draft = withSuggestions({}, unknown);
    expect(draft.values?.brand).toEqual({ "Subros Ltd": "subros" });
    const decided = { values: { brand: { "Subros Ltd": "skip" } } };
    expect(withSuggestions(decided, unknown).values?.brand).toEqual({ "Subros Ltd": "skip" });
  });

  test("sends one decision per group, a new brand under the spelling chosen, and offers it to the others", () => {
    const [, ford, honda] = valueGroups(unknown.brand);
    if (!ford || !honda) throw new Error("expected the groups");
    let draft = withGroupChoice({}, "brand", ford, "new:Ford/Motorcraft");
    expect(draft.values?.brand).toEqual({ "Ford/Motorcraft": "new" });
    expect(groupChoice(draft, "brand", ford)).toBe("new:Ford/Motorcraft");
    expect(termsCreatedHere(draft, "brand", honda)).toEqual([{ slug: "ford-motorcraft", name: "Ford/Motorcraft" }]);
    expect(termsCreatedHere(draft, "brand", ford)).toEqual([]);
    draft = withGroupChoice(draft, "brand", honda, "ford-motorcraft");
    expect(draft.values?.brand).toEqual({ "Ford/Motorcraft": "new", Honda: "ford-motorcraft" });
    draft = withGroupChoice(draft, "brand", ford, "");
    expect(draft.values?.brand).toEqual({ Honda: "ford-motorcraft" });
  });

  test("keeps the choice of placing rows by their words through a new preview", () => {
    const draft = draftFromAnswer(
      {
        sheet: "Sheet1",
        sheets: ["Sheet1"],
        headerRow: 1,
        columns: [],
        fixed: {},
        groupRows: "ignore",
        categoryFrom: "words",
        onRowError: "refuse",
      },
      undefined,
    );
    expect(draft.categoryFrom).toBe("words");
  });
});
