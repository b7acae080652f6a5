import { SCAN_LOOKUP_LIMITS } from "#app/api/scan.ts";
import { partNumberKey } from "#app/catalogue/part-number.ts";

/**
 * The tokens of a label that may be part numbers (issue 32, decision 147), in the order the lookup
 * tries them: what barcodes and QR codes hold first (exact by nature), then the printed words in
 * reading order, then neighbours joined ("447652 1005" read as two words). A part number here is 5 to
 * 40 characters of letters, digits and the trade's separators, with at least one digit: "MADE IN
 * INDIA", "12V" and prices fall away before the catalogue is asked.
 */

const MIN_KEY_LENGTH = 5;

/** Words labels put before a number ("P/N:", "OE No.", "Ref"): never the number itself. */
const LABEL_WORDS = new Set(["PN", "PARTNO", "PARTNUMBER", "OE", "OEM", "OENO", "REF", "NO", "MODEL", "CODE", "SKU"]);

function looksLikePartNumber(token: string): boolean {
  const key = partNumberKey(token);
  return (
    key.length >= MIN_KEY_LENGTH &&
    token.length <= SCAN_LOOKUP_LIMITS.maxLength &&
    /\d/.test(key) &&
    /^[A-Z0-9]+$/.test(key) &&
    !LABEL_WORDS.has(key)
  );
}

/** Separators at a token's ends are the label's punctuation, not the number's. */
function trimmed(token: string): string {
  return token.replace(/^[^A-Za-z0-9]+|[^A-Za-z0-9]+$/g, "");
}

/**
 * What a barcode holds, as candidates: a QR code of a product page of ours gives that page's part
 * number (the shelf labels print one); any other value is tried as it is.
 */
export function barcodeCandidates(value: string): string[] {
  const text = value.trim();
  const page = /\/products\/([^/?#]+)/.exec(text);
  if (page?.[1]) {
    try {
      return [decodeURIComponent(page[1])];
    } catch {
      return [];
    }
  }
  return looksLikePartNumber(text) ? [text] : [];
}

/** Printed text read by OCR, as candidates: each word that looks like a part number, then pairs and triples joined. */
export function textCandidates(text: string): string[] {
  const candidates: string[] = [];
  for (const line of text.split(/\n+/)) {
    // A colon or a comma ends a label word ("P/N:447652-1005"); spaces separate the words.
    const words = line
      .split(/[\s:,;|]+/)
      .map(trimmed)
      .filter(Boolean);
    candidates.push(...words.filter(looksLikePartNumber));
    for (const size of [2, 3]) {
      for (let start = 0; start + size <= words.length; start++) {
        const joined = words.slice(start, start + size);
        // Two whole numbers side by side are two candidates already, not one.
        if (joined.some((word) => LABEL_WORDS.has(partNumberKey(word))) || joined.every(looksLikePartNumber)) continue;
        const number = joined.join(" ");
        if (looksLikePartNumber(number) && joined.every((word) => /\d/.test(word) || word.length <= 3)) {
          candidates.push(number);
        }
      }
    }
  }
  return candidates;
}

/** Letters OCR reads where a label printed a digit: O for 0, I and L for 1, S for 5, B for 8, Z for 2. */
const DIGIT_LOOKALIKES: Record<string, string> = { O: "0", I: "1", L: "1", S: "5", B: "8", Z: "2" };

/**
 * The same word with look-alike letters read as digits: O and I anywhere (part numbers seldom hold
 * them, "95200-T16RO" is 95200-T16R0), the others next to a digit. Tried after every word as read,
 * so a real letter still wins.
 */
export function digitVariant(candidate: string): string {
  return candidate.replace(/[OILSBZ]/g, (letter, at: number) =>
    letter === "O" || letter === "I" || /\d/.test(candidate[at - 1] ?? "") || /\d/.test(candidate[at + 1] ?? "")
      ? (DIGIT_LOOKALIKES[letter] ?? letter)
      : letter,
  );
}

/** Barcode values, then printed text, deduplicated by key and cut to what one lookup takes. */
export function labelCandidates(barcodes: readonly string[], text: string): string[] {
  const seen = new Set<string>();
  const candidates: string[] = [];
  const printed = textCandidates(text);
  for (const candidate of [...barcodes.flatMap(barcodeCandidates), ...printed, ...printed.map(digitVariant)]) {
    const key = partNumberKey(candidate);
    if (seen.has(key)) continue;
    seen.add(key);
    candidates.push(candidate);
  }
  return candidates.slice(0, SCAN_LOOKUP_LIMITS.candidates);
}
