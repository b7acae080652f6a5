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

  it("takes a line without a quantity as one, and never takes the part number for one", () => {
    expect(parseShortageLine("DWCP-71870")).toMatchObject({ words: ["DWCP-71870"], quantity: 1 });
    expect(parseShortageLine("33740")).toMatchObject({ words: ["33740"], quantity: 1 });
    expect(parseShortageLine("  ")).toBeNull();
    expect(parseShortageLine("qty 3")).toBeNull();
  });

  it("skip blank lines and stop at a list's 100 lines", () => {
    expect(parseShortageText("a1 x2\n\n\r\nb2\n").map((line) => line.text)).toEqual(["a1 x2", "b2"]);
    expect(parseShortageText(Array.from({ length: 150 }, (_, n) => `P-${n}`).join("\n"))).toHaveLength(100);
  });
});
