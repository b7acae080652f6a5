import { describe, expect, test } from "vitest";
import type { ImportMappingAnswer } from "#app/forms/import-mapping.ts";
import { importMappingSchema } from "#app/forms/import-mapping.ts";
import { draftFromAnswer } from "./mapping-step.tsx";
import { priceKindKey, withPriceColumn } from "./price-columns.tsx";

const answer: ImportMappingAnswer = {
  sheet: "Price List",
  sheets: ["Price List"],
  headerRow: 1,
  columns: [
    { column: "A", header: "Item Code", samples: ["00417"], field: "partNumber" },
    { column: "B", header: "MRP", samples: ["₹ 1,250"], field: null },
    { column: "C", header: "Dealer Price (USD)", samples: ["$53.79"], field: null },
    { column: "D", header: "GST %", samples: ["18%"], field: null },
  ],
  fieldColumns: { partNumber: "A" },
  priceColumns: { mrp: { column: "B", currency: "INR" }, dealer: { column: "C", currency: "USD" } },
  gstColumn: "D",
  fixed: {},
  groupRows: "ignore",
  onRowError: "refuse",
};

describe("the mapping step's price columns", () => {
  test("start from the guessed price and GST columns, which the server's schema takes back", () => {
    const draft = draftFromAnswer(answer, undefined);
    expect(draft.prices).toEqual({ mrp: { column: "B", currency: "INR" }, dealer: { column: "C", currency: "USD" } });
    expect(draft.gst).toBe("D");
    expect(importMappingSchema.safeParse(draft).success).toBe(true);
  });

  test("set, change the currency of, and clear a price column", () => {
    const draft = draftFromAnswer(answer, undefined);
    const withCost = withPriceColumn(draft, "cost", "C", "EUR");
    expect(withCost.prices?.cost).toEqual({ column: "C", currency: "EUR" });
    const cleared = withPriceColumn(withCost, "mrp", "", "INR");
    expect(Object.keys(cleared.prices ?? {})).toEqual(["dealer", "cost"]);
    // No GST column says so (null), or the server would guess the column again.
    expect(importMappingSchema.safeParse({ ...cleared, gst: null }).success).toBe(true);
  });

  test("make a staff-named price's key from its name", () => {
    expect(priceKindKey("Distributor price")).toBe("distributor-price");
    expect(priceKindKey("  Export FOB (USD) ")).toBe("export-fob-usd");
    expect(priceKindKey("Precio de taller")).toBe("precio-de-taller");
    expect(priceKindKey("1st price")).toBe("st-price");
    expect(priceKindKey("मूल्य")).toBe("");
  });
});
