import { partNumberKey } from "./part-number.ts";

/**
 * The media library's key for a file name: its stem (no folders, no extension) normalised like a
 * part number, so "AC 417 000S.jpg", "ac417000s.webp" and the part "AC 417 000S" meet.
 */
export function mediaStemKey(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? fileName;
  const stem = base.replace(/\.[A-Za-z0-9]{1,5}$/, "");
  return partNumberKey(stem);
}

/**
 * The key of a photo named after a brand and a part number, "hcc_969853X000.jpg": for a number two
 * brands share, where the number alone cannot say whose photo it is (decision 090). Brand slugs hold
 * only a-z, 0-9 and hyphens, so the key is the slug upper-cased without hyphens, then the part key;
 * product-rows.server.ts computes the same in SQL.
 */
export function brandPhotoKey(brandSlug: string, partKey: string): string {
  return partNumberKey(brandSlug) + partKey;
}

export function isAbsoluteUrl(value: string): boolean {
  return /^https?:\/\//i.test(value.trim());
}

/** The image_key stored beside a product's Image cell: null for an empty cell or a URL. */
export function imageKeyFor(image: string | null): string | null {
  if (!image || isAbsoluteUrl(image)) return null;
  return mediaStemKey(image) || null;
}
