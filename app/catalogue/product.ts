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
  /** Address of the photo (a WebP rendition about 800 px wide), or null: pages show the placeholder. */
  image: z.string().nullable(),
  /** `srcset` of every stored rendition, for responsive images; null without a library photo. */
  imageSrcSet: z.string().nullable(),
  rating: z.number().min(0).max(5).nullable(),
  updatedAt: z.string(),
});

export type Product = z.infer<typeof productSchema>;

export const PRODUCT_PLACEHOLDER_IMAGE = "/images/product-placeholder.svg";

/** Widths of the WebP renditions made for every uploaded photo. */
export const MEDIA_WIDTHS = [320, 640, 960, 1280] as const;
/** The rendition a plain `src` points at. */
export const MEDIA_DEFAULT_WIDTH = 640;

export function mediaRenditionUrl(fileId: string, width: number): string {
  return `/media/${fileId}-${width}.webp`;
}

/** The `src` and `srcset` of a library photo stored at the given widths. */
export function mediaImage(fileId: string, widths: readonly number[]): { src: string; srcSet: string } {
  const sorted = [...widths].sort((a, b) => a - b);
  const fallback = sorted.filter((w) => w <= MEDIA_DEFAULT_WIDTH).pop() ?? sorted[0] ?? MEDIA_DEFAULT_WIDTH;
  return {
    src: mediaRenditionUrl(fileId, fallback),
    srcSet: sorted.map((w) => `${mediaRenditionUrl(fileId, w)} ${w}w`).join(", "),
  };
}
