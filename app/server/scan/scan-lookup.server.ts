import type { Kysely } from "kysely";
import type { ScanLookupAnswer } from "#app/api/scan.ts";
import type { Database } from "../db/schema.ts";
import { matchShortageLines } from "../shortage-matching.server.ts";

/**
 * Looks up the tokens a scan read off a label (barcode values first, then printed words, in the
 * scanner's order) the way a shortage list's lines are matched (decision 113): part, OE and
 * cross-reference numbers, formatting-blind, but exactly only: a label prints whole numbers, and a
 * fragment OCR read ("447563" of 447561-3186) must not name the part that starts with it. The first
 * candidate that names a product wins; null when none does. A token naming more than 8 parts is no
 * match, as for a list.
 */
export async function lookUpScan(
  db: Kysely<Database>,
  candidates: readonly string[],
): Promise<ScanLookupAnswer["hit"]> {
  const lines = candidates.map((candidate) => ({ text: candidate, words: [candidate], quantity: 1 }));
  const matched = await matchShortageLines(db, lines, { prefixes: false });
  for (const line of matched) {
    const [first] = line.matches;
    // Only numbers: a label's text is never read as words.
    if (!first || first.how.kind === "words") continue;
    const { name, brand, brandSlug, partNumber, image, category, categorySlug } = first.product;
    return {
      candidate: line.text,
      product: { name, brand, brandSlug, partNumber, image, category, categorySlug },
      how: { kind: first.how.kind, number: first.how.number },
      matchCount: line.matches.length,
    };
  }
  return null;
}
