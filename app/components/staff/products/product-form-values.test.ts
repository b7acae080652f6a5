import { describe, expect, it } from "vitest";
import { bodyOf, valuesOf, withCurrent } from "./product-form-values.ts";

const empty = valuesOf(null);

describe("the product form's values", () => {
  it("start a new product from the prefill, and an edited one from the product alone", () => {
    expect(valuesOf(null, { partNumber: "CRETA-COMP" }).partNumber).toBe("CRETA-COMP");
    expect(empty.rating).toBe("");
  });

  it("send every field for a new product, a cleared rating as null", () => {
    const body = bodyOf({ ...empty, name: "Compressor" }, empty, false, {}, {}, []);
    expect(body).toMatchObject({ name: "Compressor", rating: null, fits: "" });
    expect(Object.keys(body)).toHaveLength(9);
  });

  it("send only what changed for an edit, an emptied specification as null, and no unknown one", () => {
    const initial = { ...empty, name: "Compressor", rating: "4" };
    const body = bodyOf(
      { ...initial, rating: "4.5" },
      initial,
      true,
      { capacity: "", voltage: "12", stale: "x" },
      { capacity: "160", voltage: "12" },
      ["capacity", "voltage"],
    );
    expect(body).toEqual({ rating: 4.5, specs: { capacity: null } });
  });

  it("keep a hidden brand of the product among the choices", () => {
    expect(withCurrent([], "old-brand", "Old Brand").map((term) => term.name)).toEqual(["Old Brand"]);
    expect(withCurrent([], "", undefined)).toEqual([]);
  });
});
