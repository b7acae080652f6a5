/**
 * The key under which a part number is unique and searchable: upper case, with everything but
 * letters and digits removed, so `ac 417-000s`, `AC417000S` and `AC 417 000S` are one part.
 */
export function partNumberKey(partNumber: string): string {
  return partNumber
    .normalize("NFKC")
    .toUpperCase()
    .replace(/[^\p{L}\p{N}]/gu, "");
}
