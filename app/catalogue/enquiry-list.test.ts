import { describe, expect, it } from "vitest";
import {
  addLine,
  ENQUIRY_LIST_LIMITS,
  emptyEnquiryList,
  lineKey,
  type ProductLine,
  readEnquiryList,
  removeLine,
  setQuantity,
} from "./enquiry-list.ts";

function compressor(overrides: Partial<ProductLine> = {}): ProductLine {
  return {
    kind: "product",
    brandSlug: "denso",
    brand: "Denso",
    partNumber: "447652-1005",
    name: "AC Compressor for Honda City",
    image: null,
    categorySlug: "compressor",
    quantity: 1,
    ...overrides,
  };
}

describe("the enquiry list", () => {
  it("keys a product by brand and part number, so adding it again adds to its quantity", () => {
    let list = addLine(emptyEnquiryList, compressor());
    list = addLine(list, compressor({ name: "Renamed since", quantity: 2 }));
    expect(list.lines).toHaveLength(1);
    expect(list.lines[0]?.quantity).toBe(3);
    // The same number from another brand is another product.
    list = addLine(list, compressor({ brandSlug: "sanden", brand: "Sanden" }));
    expect(list.lines.map(lineKey)).toEqual(["denso|447652-1005", "sanden|447652-1005"]);
  });

  it("keeps quantities between 1 and the limit", () => {
    const list = addLine(emptyEnquiryList, compressor());
    const key = lineKey(compressor());
    expect(setQuantity(list, key, 0).lines[0]?.quantity).toBe(1);
    expect(setQuantity(list, key, 5000).lines[0]?.quantity).toBe(ENQUIRY_LIST_LIMITS.quantity);
    expect(setQuantity(list, key, 2.6).lines[0]?.quantity).toBe(3);
    expect(removeLine(list, key).lines).toEqual([]);
  });

  it("adds nothing past the line limit", () => {
    let list = emptyEnquiryList;
    for (let n = 0; n < ENQUIRY_LIST_LIMITS.lines + 5; n++) list = addLine(list, compressor({ partNumber: `P-${n}` }));
    expect(list.lines).toHaveLength(ENQUIRY_LIST_LIMITS.lines);
  });

  it("reads back what the device kept, cleaning what it cannot trust", () => {
    const stored = JSON.stringify({
      vehicle: "Honda City 2019 ",
      note: "Urgent\nplease",
      lines: [
        compressor({ quantity: 2 }),
        { kind: "text", text: "  sanden sd7v16\u0007 ", quantity: "4" },
        { kind: "product", partNumber: "no brand" },
        { kind: "text", text: "" },
        "nonsense",
        compressor({ image: "javascript:alert(1)", quantity: -3, partNumber: "X-1" }),
      ],
    });
    const list = readEnquiryList(stored);
    expect(list.vehicle).toBe("Honda City 2019 ");
    expect(list.note).toBe("Urgent\nplease");
    expect(list.lines).toEqual([
      compressor({ quantity: 2 }),
      { kind: "text", text: "sanden sd7v16", quantity: 4 },
      compressor({ partNumber: "X-1", quantity: 1, image: null }),
    ]);
  });

  it("reads nothing, or anything unreadable, as an empty list", () => {
    expect(readEnquiryList(null)).toEqual(emptyEnquiryList);
    expect(readEnquiryList("{not json")).toEqual(emptyEnquiryList);
    expect(readEnquiryList("42")).toEqual(emptyEnquiryList);
  });
});
