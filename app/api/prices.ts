import { z } from "zod";
import { type BuyerGroupKind, type GroupPrice, type PriceRule, priceRuleSchema } from "#app/catalogue/group-price.ts";
import { gstRates } from "#app/catalogue/prices.ts";
import { noControlCharacters } from "#app/forms/plain-text.ts";

/**
 * The price calls (docs/api.md, issue 46): staff only, every one behind a staff session. What a
 * product's prices answer is the server's ProductPrices (app/server/prices/product-prices.server.ts).
 */

export interface StaffPrice {
  kind: string;
  /** Canonical decimal text, e.g. "2259.65" (decision 217). */
  amount: string;
  currency: string;
  updatedAt: string;
  importId: number | null;
}

export interface StaffPriceChange {
  id: number;
  kind: string;
  old: { amount: string; currency: string } | null;
  new: { amount: string; currency: string } | null;
  importId: number | null;
  changedAt: string;
}

/** GET /products/:id/prices. */
export interface ProductPricesAnswer {
  prices: StaffPrice[];
  gst: { rate: number; from: "product" | "category" } | null;
  history: StaffPriceChange[];
}

/** PUT /categories/:slug/gst-rate: a rate of the slabs (decision 219), or null to remove it. */
export const categoryGstBody = z.strictObject({
  rate: z
    .number()
    .refine((rate) => (gstRates as readonly number[]).includes(rate), {
      error: `A GST rate is one of ${gstRates.join(", ")} (%), or null for none.`,
    })
    .nullable(),
});

const groupName = z
  .string()
  .trim()
  .min(1, { error: "A group needs a name." })
  .max(80)
  .check(noControlCharacters({ label: "The group's name" }));

/** POST /buyer-groups. */
export const createBuyerGroupBody = z.strictObject({ name: groupName, rule: priceRuleSchema });

/** PATCH /buyer-groups/:id: the name, the rule, or both. */
export const updateBuyerGroupBody = z.strictObject({ name: groupName.optional(), rule: priceRuleSchema.optional() });

/** GET /products/:id/group-price: the group and the quantity (1 when left out). */
export const groupPriceQuery = z.strictObject({
  group: z.coerce.number().int().min(1),
  quantity: z.coerce.number().int().min(1).max(1_000_000).optional(),
});

export interface BuyerGroupJson {
  id: number;
  name: string;
  kind: BuyerGroupKind;
  rule: PriceRule;
}

/** GET /products/:id/group-price: the price, or null when the product lacks the rule's base price. */
export interface GroupPriceAnswer {
  group: BuyerGroupJson;
  quantity: number;
  price: GroupPrice | null;
}
