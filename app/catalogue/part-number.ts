/**
 * The key under which a part number is searchable and, within its brand, unique: upper case, with
 * everything but letters and digits removed, so `ac 417-000s`, `AC417000S` and `AC 417 000S` are one part.
 * Devanagari digits are the digits they are, so `HIN-2634-१२` and `HIN-2634-12` are one part too: the
 * one key that stored rows and every query (search, the number lookups, a scan) are compared by
 * (decision 177).
 */
export function partNumberKey(partNumber: string): string {
  // The same key for plain ASCII, nearly every number, without Unicode normalisation: an import
  // keys each of 50,000 rows several times (validation, repeats, the write), search every query.
  if (ASCII.test(partNumber)) return partNumber.toUpperCase().replace(NOT_ASCII_LETTER_OR_DIGIT, "");
  return westernDigits(partNumber)
    .normalize("NFKC")
    .toUpperCase()
    .replace(/[^\p{L}\p{N}]/gu, "");
}

const ASCII = /^\p{ASCII}*$/u;
const NOT_ASCII_LETTER_OR_DIGIT = /[^A-Z0-9]/g;

/** Devanagari digits as the digits they are: "२०१९" is 2019 (docs/decisions/140 and 177). */
export function westernDigits(text: string): string {
  return text.replace(/[\u0966-\u096F]/g, (digit) => String(digit.charCodeAt(0) - 0x0966));
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
