import { describe, expect, it } from "vitest";
import type { Language } from "#app/i18n/language.ts";
import { choicesFromText, choicesToText } from "./choices-text.ts";

// Spanish and Hindi, in the list's order; a test language list, not the site's, so a new language
// does not change what these assert.
const order = ["es", "hi"] as Language[];

describe("a choice list as the staff screen writes it", () => {
  it("reads one choice a line with its labels in the list's order, keeping a kept choice's other spellings", () => {
    const previous = [{ value: "Orifice tube", aliases: ["OT"] }];
    expect(
      choicesFromText("Yes = Sí = हाँ\n\n  No \nOrifice tube = Tubo de orificio\nDouble =  = डबल", previous, order),
    ).toEqual([
      { value: "Yes", labels: { es: "Sí", hi: "हाँ" } },
      { value: "No" },
      { value: "Orifice tube", labels: { es: "Tubo de orificio" }, aliases: ["OT"] },
      { value: "Double", labels: { hi: "डबल" } },
    ]);
  });

  it("writes the list back the same way, so saving a field keeps every language's labels", () => {
    const choices = [
      { value: "Yes", labels: { es: "Sí", hi: "हाँ" } },
      { value: "PV6" },
      { value: "Single", labels: { es: "Simple" } },
      { value: "Double", labels: { hi: "डबल" } },
    ];
    const text = choicesToText(choices, order);
    expect(text).toBe("Yes = Sí = हाँ\nPV6\nSingle = Simple\nDouble =  = डबल");
    expect(choicesFromText(text, [], order)).toEqual(choices);
  });
});
