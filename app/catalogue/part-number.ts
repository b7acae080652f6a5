/**
 * The key under which a part number is searchable and, within its brand, unique: upper case, with
 * everything but letters and digits removed, so `ac 417-000s`, `AC417000S` and `AC 417 000S` are one part.
 */
export function partNumberKey(partNumber: string): string {
  return partNumber
    .normalize("NFKC")
    .toUpperCase()
    .replace(/[^\p{L}\p{N}]/gu, "");
}

/** A product's identity: makers' numbers are unique per maker, not across the trade (decision 089). */
export interface PartIdentity {
  brand_slug: string;
  part_key: string;
}

/** The identity as one string, for maps and sets (neither a slug nor a key holds a space). */
export function identityKey(identity: PartIdentity): string {
  return `${identity.brand_slug} ${identity.part_key}`;
}
