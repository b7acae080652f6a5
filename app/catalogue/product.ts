import { z } from "zod";

/** A product as the API and the pages present it (spec section 3). */
export const productSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  partNumber: z.string(),
  /** Canonical brand name, e.g. "Mahle Behr". */
  brand: z.string(),
  brandSlug: z.string(),
  /** Canonical category name, e.g. "Expansion Valves". */
  category: z.string(),
  categorySlug: z.string(),
  description: z.string(),
  /** Address of the image, or null when the product has none (pages show the placeholder). */
  image: z.string().nullable(),
  rating: z.number().min(0).max(5).nullable(),
  updatedAt: z.string(),
});

export type Product = z.infer<typeof productSchema>;

export const PRODUCT_PLACEHOLDER_IMAGE = "/images/product-placeholder.svg";

/** Where a stored media reference is served from; absolute URLs pass through. */
export function mediaUrl(reference: string | null): string | null {
  if (!reference) return null;
  return /^https?:\/\//.test(reference) ? reference : `/media/${encodeURIComponent(reference)}`;
}
