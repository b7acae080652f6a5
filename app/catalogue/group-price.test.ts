import { describe, expect, it } from "vitest";
import { groupPrice, type PriceRule, priceRuleSchema } from "./group-price.ts";

const prices = {
  mrp: { amount: "1250", currency: "INR" },
  dealer: { amount: "0.125", currency: "USD" },
  cost: { amount: "2259.65", currency: "INR" },
};
const retailer: PriceRule = {
  base: "mrp",
  adjust: "discount",
  tiers: [
    { minQuantity: 1, percent: 20 },
    { minQuantity: 10, percent: 25 },
  ],
};

describe("a buyer group's price", () => {
  it("takes the discount of the quantity's tier off the base price, exactly", () => {
    expect(groupPrice(retailer, prices, 1)).toMatchObject({
      unit: "1000.00",
      total: "1000.00",
      currency: "INR",
      percent: 20,
    });
    expect(groupPrice(retailer, prices, 9)).toMatchObject({ unit: "1000.00", total: "9000.00" });
    expect(groupPrice(retailer, prices, 10)).toMatchObject({ unit: "937.50", total: "9375.00", percent: 25 });
  });

  it("adds a margin on a cost, rounding each piece half up to paise before the total", () => {
    const onCost: PriceRule = { base: "cost", adjust: "margin", tiers: [{ minQuantity: 1, percent: 12.5 }] };
    // 2259.65 × 1.125 = 2542.10625 → 2542.11 a piece; 3 pieces 7626.33 (not 7626.31875 rounded).
    expect(groupPrice(onCost, prices, 3)).toMatchObject({
      unit: "2542.11",
      total: "7626.33",
      base: { kind: "cost", amount: "2259.65" },
    });
    // A float would say 0.1 + 0.2: here 33.33% of 0.30 stays exact to the paisa.
    const third: PriceRule = { base: "x", adjust: "discount", tiers: [{ minQuantity: 1, percent: 33.33 }] };
    expect(groupPrice(third, { x: { amount: "0.3", currency: "INR" } }, 1)?.unit).toBe("0.20");
  });

  it("gives the base price itself with no adjustment, in its own currency", () => {
    const distributor: PriceRule = { base: "dealer", adjust: "none", tiers: [{ minQuantity: 1, percent: 0 }] };
    expect(groupPrice(distributor, prices, 4)).toMatchObject({ unit: "0.13", total: "0.52", currency: "USD" });
  });

  it("has no price for a product without the base kind, or for no quantity", () => {
    expect(groupPrice({ ...retailer, base: "distributor" }, prices, 1)).toBeUndefined();
    expect(groupPrice(retailer, prices, 0)).toBeUndefined();
  });

  it("refuses a rule that is no rule", () => {
    expect(
      priceRuleSchema.safeParse({ base: "mrp", adjust: "discount", tiers: [{ minQuantity: 1, percent: 120 }] }).success,
    ).toBe(false);
    expect(
      priceRuleSchema.safeParse({ base: "MRP!", adjust: "none", tiers: [{ minQuantity: 1, percent: 0 }] }).success,
    ).toBe(false);
    expect(priceRuleSchema.safeParse({ base: "mrp", adjust: "none", tiers: [] }).success).toBe(false);
  });
});
