import { describe, expect, it } from "vitest";
import { choicesFromText, choicesToText } from "./choices-text.ts";

describe("a choice list as the staff screen writes it", () => {
  it("reads one choice a line with its Spanish label, keeping a kept choice's other spellings", () => {
    const previous = [{ value: "Orifice tube", aliases: ["OT"] }];
    expect(choicesFromText("Yes = Sí\n\n  No \nOrifice tube = Tubo de orificio", previous)).toEqual([
      { value: "Yes", labels: { es: "Sí" } },
      { value: "No" },
      { value: "Orifice tube", labels: { es: "Tubo de orificio" }, aliases: ["OT"] },
    ]);
  });

  it("writes the list back the same way", () => {
    expect(choicesToText([{ value: "Yes", labels: { es: "Sí" } }, { value: "PV6" }])).toBe("Yes = Sí\nPV6");
  });
});
