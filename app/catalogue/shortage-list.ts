import { ENQUIRY_LIST_LIMITS } from "./enquiry-list.ts";
import { partNumberKey } from "./part-number.ts";

/**
 * A shortage list as people type or paste it (issue 28): one part a line, the quantity written
 * in any of the trade's ways: `447652-1005 x2`, `2 pcs DWCP-71870`, `OE 97701-2S000 qty 3`,
 * `sanden sd7v16 1`, `447652-1005, 2` (a CSV row), or no quantity at all (1).
 */
export interface ShortageLine {
  /** The line as written, trimmed: what a line nothing matched is sent as. */
  text: string;
  /** The words that may name the part (the quantity and words such as "OE" or "pcs" taken out). */
  words: string[];
  quantity: number;
}

/** Words that say what follows, never a part: OE, part no., pcs… */
const NOISE = new Set([
  "OE",
  "OEM",
  "PART",
  "PARTNO",
  "PARTNUMBER",
  "NO",
  "PN",
  "REF",
  "QTY",
  "PCS",
  "PC",
  "NOS",
  "UNITS",
]);

const QUANTITY_PATTERNS: RegExp[] = [
  /(?:^|\s)(?:qty|quantity|cant(?:idad)?)\s*[:=.]?\s*(\d{1,3})(?=\s|$)/i, // "qty 3"
  /(?:^|\s)[x×*]\s*(\d{1,3})\s*$/i, // "x2" at the end
  /\s(\d{1,3})\s*(?:x|×|pcs?|nos?|units?)\.?\s*$/i, // "2 pcs" at the end
  /^(\d{1,3})\s*(?:x|×|pcs?|nos?|units?)\.?(?=\s)/i, // "2 pcs" at the start
  /[,;\t]\s*(\d{1,3})\s*$/, // a CSV row's last cell
  /\s(\d{1,3})$/, // a number alone at the end: "sanden sd7v16 1"
  /^(\d{1,3})\s+(?=\S*[A-Za-z])/, // a number alone at the start, before a number with letters
];

/** One line, or null when it holds nothing to look for. */
export function parseShortageLine(line: string): ShortageLine | null {
  const text = line
    .replace(/[\s\p{Cc}]+/gu, " ")
    .trim()
    .slice(0, ENQUIRY_LIST_LIMITS.lineText);
  if (!text) return null;
  let rest = text;
  let quantity = 1;
  for (const pattern of QUANTITY_PATTERNS) {
    const found = pattern.exec(rest);
    if (!found?.[1]) continue;
    const candidate = `${rest.slice(0, found.index)} ${rest.slice(found.index + found[0].length)}`.trim();
    // The quantity cannot be the whole line: "33740" alone is a part number.
    if (!candidate) continue;
    quantity = Math.min(ENQUIRY_LIST_LIMITS.quantity, Math.max(1, Number(found[1])));
    rest = candidate;
    break;
  }
  const words = rest
    .split(/[\s,;\t]+/)
    .map((word) => word.replace(/^[#:()[\]]+|[#:()[\].]+$/g, ""))
    .filter((word) => word && !NOISE.has(partNumberKey(word)));
  return words.length > 0 ? { text, words, quantity } : null;
}

/** Every line of a pasted list (at most as many as a list holds), blank lines skipped. */
export function parseShortageText(pasted: string): ShortageLine[] {
  return pasted
    .split(/\r?\n/)
    .map(parseShortageLine)
    .filter((line): line is ShortageLine => line !== null)
    .slice(0, ENQUIRY_LIST_LIMITS.lines);
}
