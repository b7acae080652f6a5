import { z } from "zod";
import { gstRates } from "#app/catalogue/prices.ts";

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
