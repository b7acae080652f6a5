/**
 * A buyer group's price rule (issue 46, decision 220): the price column it starts from, and a
 * discount (below it) or a margin (above it) in percent, which may grow with the quantity. Computed
 * exactly: amounts are decimal text (decision 217), so the arithmetic is on integers, never floats.
 */
import { z } from "zod";
import { priceKindPattern } from "./prices.ts";

export const buyerGroupKinds = ["workshop", "retailer", "distributor", "custom"] as const;
export type BuyerGroupKind = (typeof buyerGroupKinds)[number];

/** Percent with up to two decimals, 0 to 100 for a discount and to 1000 for a margin. */
const percent = z.number().min(0).max(1000).multipleOf(0.01);

export const priceRuleSchema = z
  .strictObject({
    /** The price kind the rule starts from: "mrp", "dealer", "cost" or one staff named. */
    base: z
      .string()
      .trim()
      .regex(priceKindPattern, { error: "The rule starts from a price kind, such as mrp or dealer." }),
    /** "discount" takes the percent off the base; "margin" adds it on (for a base that is a cost). */
    adjust: z.enum(["none", "discount", "margin"]),
    /** The percent from each quantity up: the row with the largest minQuantity not above the quantity applies. */
    tiers: z
      .array(z.strictObject({ minQuantity: z.number().int().min(1).max(1_000_000), percent }))
      .min(1)
      .max(20),
  })
  .refine((rule) => rule.adjust !== "discount" || rule.tiers.every((tier) => tier.percent <= 100), {
    error: "A discount is at most 100%.",
    path: ["tiers"],
  });

export type PriceRule = z.infer<typeof priceRuleSchema>;

const SCALE = 10_000n;

/** Decimal text ("2259.65") as an integer of ten-thousandths. */
function scaled(amount: string): bigint {
  const [whole = "0", fraction = ""] = amount.split(".");
  return BigInt(whole) * SCALE + BigInt(fraction.padEnd(4, "0").slice(0, 4));
}

/** Ten-thousandths rounded half up to hundredths (paise, cents), as decimal text with two places. */
function toMoney(value: bigint): string {
  const hundredths = (value + 50n) / 100n;
  const whole = hundredths / 100n;
  const cents = (hundredths % 100n).toString().padStart(2, "0");
  return `${whole}.${cents}`;
}

/** The tier that applies to a quantity: the largest minQuantity not above it (none below the first). */
export function tierFor(rule: PriceRule, quantity: number) {
  return [...rule.tiers]
    .sort((a, b) => a.minQuantity - b.minQuantity)
    .filter((tier) => tier.minQuantity <= quantity)
    .at(-1);
}

export interface GroupPrice {
  /** One piece's price, to two places. */
  unit: string;
  /** unit × quantity. */
  total: string;
  currency: string;
  /** What was applied, for the quote to say: the base kind and amount, and the percent. */
  base: { kind: string; amount: string };
  adjust: PriceRule["adjust"];
  percent: number;
}

/**
 * The price a group pays for a quantity of a product whose prices are `prices` (kind → amount and
 * currency); undefined when the product has no price of the rule's base kind.
 */
export function groupPrice(
  rule: PriceRule,
  prices: Readonly<Record<string, { amount: string; currency: string }>>,
  quantity: number,
): GroupPrice | undefined {
  const base = prices[rule.base];
  if (!base || !Number.isInteger(quantity) || quantity < 1) return undefined;
  const percentApplied = rule.adjust === "none" ? 0 : (tierFor(rule, quantity)?.percent ?? 0);
  const basisPoints = BigInt(Math.round(percentApplied * 100));
  const factor = rule.adjust === "margin" ? 10_000n + basisPoints : 10_000n - basisPoints;
  // base (1e-4 units) × factor (1e-4) / 1e4 → 1e-4 units, rounded half up before going to money.
  const unitScaled = (scaled(base.amount) * factor + 5_000n) / 10_000n;
  const unit = toMoney(unitScaled);
  return {
    unit,
    total: toMoney(scaled(unit) * BigInt(quantity)),
    currency: base.currency,
    base: { kind: rule.base, amount: base.amount },
    adjust: rule.adjust,
    percent: percentApplied,
  };
}

/** The groups every catalogue starts with (migration 0046); staff change their rules and add their own. */
export const seededBuyerGroups: readonly { kind: BuyerGroupKind; name: string; rule: PriceRule }[] = [
  {
    kind: "workshop",
    name: "Workshop",
    rule: { base: "mrp", adjust: "discount", tiers: [{ minQuantity: 1, percent: 10 }] },
  },
  {
    kind: "retailer",
    name: "Retailer",
    rule: {
      base: "mrp",
      adjust: "discount",
      tiers: [
        { minQuantity: 1, percent: 20 },
        { minQuantity: 10, percent: 25 },
      ],
    },
  },
  {
    kind: "distributor",
    name: "Distributor",
    rule: { base: "dealer", adjust: "none", tiers: [{ minQuantity: 1, percent: 0 }] },
  },
];
