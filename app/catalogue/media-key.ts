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

/**
 * A file name that may be one more photo of a product (decision 151): the part number (or a brand
 * and number, or an Image cell's name), a separator, then a short suffix, a number of one or two
 * digits or a word: "447652-1005_2.jpg", "447652-1005-2.jpg", "447652-1005-back.jpg". Null when the
 * name has no such suffix. Whether it is one is decided against the catalogue: a name that is itself
 * a product's part number stays that product's photo.
 */
export function galleryPhotoName(fileName: string): { baseKey: string; suffixKey: string } | null {
  const base = fileName.split(/[\\/]/).pop() ?? fileName;
  const stem = base.replace(/\.[A-Za-z0-9]{1,5}$/, "");
  const match = /^(.+)[\s_-]+(\d{1,2}|\p{L}{1,12})$/u.exec(stem);
  if (!match?.[1] || !match[2]) return null;
  const baseKey = partNumberKey(match[1]);
  return baseKey ? { baseKey, suffixKey: partNumberKey(match[2]) } : null;
}

/**
 * The library key of a product's extra photo: "4476521005~BACK". A file name's own key never holds
 * "~" (partNumberKey keeps letters and digits only), so an extra photo never meets a part number.
 */
export function galleryStemKey(baseKey: string, suffixKey: string): string {
  return `${baseKey}~${suffixKey}`;
}

export function isGalleryStemKey(stemKey: string): boolean {
  return stemKey.includes("~");
}
