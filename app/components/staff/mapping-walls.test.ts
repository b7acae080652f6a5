import { describe, expect, test } from "vitest";
import { importMappingSchema } from "#app/forms/import-mapping.ts";
import { draftToSend, sameDraft, sourceFault, sourceOf, withFieldSource } from "./field-sources.tsx";
import { withNewFixedBrand } from "./mapping-step.tsx";

/** Issue 40, the mapping step's walls on the screen's side (decision 203). */
describe("the mapping step's walls", () => {
  const draft = { columns: { name: "A", partNumber: "B", category: "C" }, fixed: {}, onRowError: "skip" as const };

  test("an unreadable template names its field, and the rest of the draft stays as it was", () => {
    const typed = withFieldSource(draft, "brand", { template: "ACR" });
    expect(sourceFault(typed)).toEqual({ field: "brand", message: expect.stringContaining("in braces") });
    expect(typed.columns).toEqual(draft.columns);
    expect(typed.onRowError).toBe("skip");
    expect(sourceFault(withFieldSource(draft, "brand", { template: "{D}" }))).toBeUndefined();
    // Being typed (empty), a template is no fault: the field reads as unmapped until it is written.
    expect(sourceFault(withFieldSource(draft, "brand", { template: "" }))).toBeUndefined();
  });

  test("any field takes one value for every row, in place of its column", () => {
    let next = withFieldSource(draft, "description", { fixed: "" });
    expect(sourceOf(next, "description")).toEqual({ fixed: "" });
    // Still empty, it is not sent; written, it is, and it counts as a change to check.
    expect(draftToSend(next).fixed).toEqual({});
    next = withFieldSource(next, "description", { fixed: "Genuine part, 1 year warranty" });
    expect(importMappingSchema.parse(draftToSend(next)).fixed).toEqual({
      description: "Genuine part, 1 year warranty",
    });
    expect(sameDraft(next, draft)).toBe(false);
    const column = withFieldSource(next, "description", { column: "D" });
    expect(sourceOf(column, "description")).toEqual({ column: "D" });
    expect(column.fixed).toEqual({});
  });

  test("a list with no brand column gets one new brand for every row, by its name", () => {
    let next = withNewFixedBrand(draft, "AC");
    next = withNewFixedBrand(next, "ACR");
    expect(draftToSend(next)).toMatchObject({ fixed: { brand: "ACR" }, values: { brand: { ACR: "new" } } });
    expect(next.values?.brand).toEqual({ ACR: "new" });
    expect(importMappingSchema.safeParse(draftToSend(next)).success).toBe(true);
  });
});
