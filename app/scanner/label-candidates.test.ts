import { describe, expect, it } from "vitest";
import { barcodeCandidates, digitVariant, labelCandidates, textCandidates } from "./label-candidates.ts";

describe("label candidates", () => {
  it("keeps the words that look like part numbers and drops label words, units and prose", () => {
    const text = "DENSO\nCOMPRESSOR 12V\nP/N: 447652-1005\nOE No. 97701-2S000\nMADE IN INDIA\n";
    expect(textCandidates(text)).toEqual(["447652-1005", "97701-2S000"]);
  });

  it("joins neighbouring words of a number the label or the OCR split with spaces", () => {
    expect(textCandidates("AC 417 000S")).toEqual(["AC 417", "417 000S", "AC 417 000S"]);
    expect(textCandidates("447652 1005")).toContain("447652 1005");
  });

  it("reads our product page's QR code as its part number, and other barcodes as they are", () => {
    expect(barcodeCandidates("https://coolparts.example/brands/denso/products/AC%20417%20000S")).toEqual([
      "AC 417 000S",
    ]);
    expect(barcodeCandidates("8901234567890")).toEqual(["8901234567890"]);
    expect(barcodeCandidates("HELLO")).toEqual([]);
  });

  it("puts barcode values first, drops repeats by key and keeps at most 12", () => {
    const candidates = labelCandidates(["447652-1005"], "4476521005 DWCP-71870");
    expect(candidates).toEqual(["447652-1005", "DWCP-71870"]);
    const many = Array.from({ length: 20 }, (_, index) => `PART-${1000 + index}`).join(" ");
    expect(labelCandidates([], many)).toHaveLength(12);
  });

  it("tries a word with letters OCR confuses with digits read as digits, after the words as read", () => {
    expect(digitVariant("95200-T16RO")).toBe("95200-T16R0");
    expect(digitVariant("DWCP-77790")).toBe("DWCP-77790");
    expect(labelCandidates([], "95200-T16RO SD7V16-1OO8")).toEqual([
      "95200-T16RO",
      "SD7V16-1OO8",
      "95200-T16R0",
      "SD7V16-1008",
    ]);
  });
});
