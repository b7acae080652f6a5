import type { CrossNumberKind } from "./cross-numbers.ts";
import type { VehicleFit } from "./fitment.ts";
import type { SpecValues } from "./spec-fields.ts";

/**
 * A product as the API and the pages present it (spec section 3). A plain type: this module is in
 * every page's bundle, so it carries no validation library.
 */
/** Whether a product is public (docs/decisions/085): active is; a draft is staff's only; archived is kept, hidden. */
export const productStatuses = ["active", "draft", "archived"] as const;
export type ProductStatus = (typeof productStatuses)[number];

export interface Product {
  id: number;
  name: string;
  partNumber: string;
  /** Canonical brand name, e.g. "Mahle Behr". */
  brand: string;
  brandSlug: string;
  /** Canonical category name, e.g. "Expansion Valves". */
  category: string;
  categorySlug: string;
  description: string;
  /** Address of the photo (a WebP rendition about 640 px wide), or null: pages show the placeholder. */
  image: string | null;
  /** `srcset` of every stored rendition, for responsive images; null without a library photo. */
  imageSrcSet: string | null;
  /** 0 to 5 in halves, or null when the product has no rating. */
  rating: number | null;
  /** The vehicle makers' part numbers for this part. */
  oeNumbers: string[];
  /** Other brands' equivalent part numbers. */
  crossReferences: string[];
  /** The vehicles the part fits. */
  fits: VehicleFit[];
  /** Fitment text the supplier wrote that reads as no vehicle (decision 093); left out when none. */
  fitsNote?: string;
  /** Specification values by field key (decision 100): numbers in the field's unit, choices as listed; {} for none. */
  specs: SpecValues;
  /** Set in search results when the search matched one of the other numbers, not the part number. */
  matched?: { kind: CrossNumberKind; number: string };
  /** Set in search results when the search named a vehicle the part fits (and no number matched). */
  matchedFit?: VehicleFit;
  /** Always "active" in answers to visitors; staff see drafts and archived products too. */
  status: ProductStatus;
  updatedAt: string;
}

/** One of a product's photos (decision 151): a library photo with its renditions and size. */
export interface ProductPhoto {
  /** The library key staff's order names the photo by. */
  key: string;
  src: string;
  srcSet: string;
  width: number;
  height: number;
  /** The uploaded file's name, for staff. */
  fileName: string;
}

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
