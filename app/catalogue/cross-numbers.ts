import { splitListCell } from "./fitment.ts";
import { partNumberKey } from "./part-number.ts";

/**
 * A product's other numbers: OE numbers (the vehicle maker's part number) and other brands'
 * equivalents (cross references). Staff type several in one cell, separated by ";" or line
 * breaks; the products row stores them joined by "; ", which is also what the export writes.
 */
export type CrossNumberKind = "oe" | "xref";

export const MAX_CROSS_NUMBER_LENGTH = 100;

const labels: Record<CrossNumberKind, string> = { oe: "OE number", xref: "Cross reference" };

/** The numbers of one cell, repeats (compared like part numbers) dropped, and a message per faulty one. */
export function parseCrossNumbers(kind: CrossNumberKind, text: string): { numbers: string[]; errors: string[] } {
  const numbers: string[] = [];
  const errors: string[] = [];
  const seen = new Set<string>();
  for (const number of splitListCell(text)) {
    const shown = `"${number.length > 60 ? `${number.slice(0, 57)}…` : number}"`;
    const key = partNumberKey(number);
    if (number.length > MAX_CROSS_NUMBER_LENGTH) {
      errors.push(`${labels[kind]} ${shown} is longer than ${MAX_CROSS_NUMBER_LENGTH} characters.`);
    } else if (key === "") {
      errors.push(`${labels[kind]} ${shown} needs at least one letter or digit.`);
    } else if (!seen.has(key)) {
      seen.add(key);
      numbers.push(number);
    }
  }
  return { numbers, errors };
}

export function formatCrossNumbers(numbers: readonly string[]): string {
  return numbers.join("; ");
}

/**
 * The keys a number is searched by: its own, and, when a maker's name stands in front of it
 * ("SANDEN SD7V16-1234"), the key of the number after the name, so the number alone finds it.
 */
export function crossNumberKeys(number: string): string[] {
  const key = partNumberKey(number);
  const maker = /^\s*\p{L}+(?:[\s&.-]+\p{L}+)*\s+(?=\S*\p{N})/u.exec(number);
  const rest = maker ? partNumberKey(number.slice(maker[0].length)) : "";
  return rest && rest !== key ? [key, rest] : [key];
}
