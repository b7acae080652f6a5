import { describe, expect, it } from "vitest";
import { parseShortageLine, parseShortageText } from "./shortage-list.ts";

describe("a shortage list's lines", () => {
  it("read the quantity however the trade writes it", () => {
    expect(parseShortageLine("447652-1005 x2")).toMatchObject({ words: ["447652-1005"], quantity: 2 });
    expect(parseShortageLine("2 pcs DWCP-71870")).toMatchObject({ words: ["DWCP-71870"], quantity: 2 });
    expect(parseShortageLine("OE 97701-2S000 qty 3")).toMatchObject({ words: ["97701-2S000"], quantity: 3 });
    expect(parseShortageLine("sanden sd7v16 1")).toMatchObject({ words: ["sanden", "sd7v16"], quantity: 1 });
    expect(parseShortageLine("447652-1005, 4")).toMatchObject({ words: ["447652-1005"], quantity: 4 });
    expect(parseShortageLine("5 x 92600-K5K90")).toMatchObject({ words: ["92600-K5K90"], quantity: 5 });
    expect(parseShortageLine("Part No: MSSL/AC/0042 × 6")).toMatchObject({ words: ["MSSL/AC/0042"], quantity: 6 });
  });

  it("read quantities in words and Hindi, and keep them out of the line's text (issue 43)", () => {
    expect(parseShortageLine("radiator fan swift qty 2")).toEqual({
      text: "radiator fan swift",
      words: ["radiator", "fan", "swift"],
      quantity: 2,
    });
    expect(parseShortageLine("creta condenser 1")).toMatchObject({ text: "creta condenser", quantity: 1 });
    expect(parseShortageLine("blower motor city 2 nos")).toMatchObject({ text: "blower motor city", quantity: 2 });
    expect(parseShortageLine("3 nos creta condenser")).toMatchObject({ text: "creta condenser", quantity: 3 });
    expect(parseShortageLine("expansion valve 2 pcs.")).toMatchObject({ text: "expansion valve", quantity: 2 });
    expect(parseShortageLine("cooling coil 1 set")).toMatchObject({ text: "cooling coil", quantity: 1 });
    expect(parseShortageLine("ac compressor ×2 innova")).toMatchObject({ text: "ac compressor innova", quantity: 2 });
    expect(parseShortageLine("dwcp71870 - 3 nos")).toMatchObject({ words: ["dwcp71870", "-"], quantity: 3 });
    expect(parseShortageLine("कंडेनसर क्रेटा 2 पीस")).toMatchObject({ text: "कंडेनसर क्रेटा", quantity: 2 });
    expect(parseShortageLine("कंडेनसर क्रेटा २ पीस")).toMatchObject({ text: "कंडेनसर क्रेटा", quantity: 2 });
    expect(parseShortageLine("कंप्रेसर स्विफ्ट दो")).toMatchObject({ text: "कंप्रेसर स्विफ्ट", quantity: 2 });
    expect(parseShortageLine("तीन पीस रेडिएटर")).toMatchObject({ text: "रेडिएटर", quantity: 3 });
    // A model's letter is not a quantity.
    expect(parseShortageLine("bmw x5 radiator")).toMatchObject({ text: "bmw x5 radiator", quantity: 1 });
  });

  it("takes a line without a quantity as one, and never takes the part number for one", () => {
    expect(parseShortageLine("DWCP-71870")).toMatchObject({ words: ["DWCP-71870"], quantity: 1 });
    expect(parseShortageLine("33740")).toMatchObject({ words: ["33740"], quantity: 1 });
    expect(parseShortageLine("  ")).toBeNull();
    expect(parseShortageLine("qty 3")).toBeNull();
  });

  it("skip blank lines and stop at a list's 100 lines", () => {
    expect(parseShortageText("a1 x2\n\n\r\nb2\n").map((line) => line.text)).toEqual(["a1", "b2"]);
    expect(parseShortageText(Array.from({ length: 150 }, (_, n) => `P-${n}`).join("\n"))).toHaveLength(100);
  });
});
