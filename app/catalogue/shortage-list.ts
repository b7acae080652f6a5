import { ENQUIRY_LIST_LIMITS } from "./enquiry-list.ts";
import { partNumberKey } from "./part-number.ts";

/**
 * A shortage list as people type or paste it (issue 28): one part a line, the quantity written
 * in any of the trade's ways: `447652-1005 x2`, `2 pcs DWCP-71870`, `OE 97701-2S000 qty 3`,
 * `sanden sd7v16 1`, `447652-1005, 2` (a CSV row), `radiator fan swift 2 nos`, `कंडेनसर क्रेटा 2 पीस`,
 * `कंडेनसर दो`, or no quantity at all (1).
 */
export interface ShortageLine {
  /**
   * The line as written, trimmed, without its quantity (issue 43: "2 × radiator fan swift qty 2"):
   * what a line nothing matched is sent as.
   */
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
  "SET",
  "SETS",
]);

/** Hindi number words a mechanic writes for a quantity ("दो पीस", "कंडेनसर दो"), as digits. */
const HINDI_NUMBER_WORDS: Record<string, string> = {
  एक: "1",
  दो: "2",
  तीन: "3",
  चार: "4",
  पाँच: "5",
  पांच: "5",
  छह: "6",
  छः: "6",
  सात: "7",
  आठ: "8",
  नौ: "9",
  दस: "10",
};

/** Devanagari digits (१२) as western ones, and Hindi number words standing alone as digits. */
function westernNumbers(line: string): string {
  return line
    .replace(/[\u0966-\u096F]/g, (digit) => String(digit.charCodeAt(0) - 0x0966))
    .replace(/(?<=^|\s)[\p{L}\p{M}]+(?=\s|$)/gu, (word) => HINDI_NUMBER_WORDS[word] ?? word);
}

/** What a count is of: pieces, numbers, units, sets (पीस and नग in Hindi). */
const UNIT = "(?:pcs?|pieces?|nos?|units?|sets?|पीस|नग)";

const QUANTITY_PATTERNS: RegExp[] = [
  /(?:^|\s)(?:qty|quantity|cant(?:idad)?|मात्रा)\s*[:=.]?\s*(\d{1,3})(?=\s|$)/iu, // "qty 3"
  /(?:^|\s)[x×*]\s*(\d{1,3})\s*$/i, // "x2" at the end
  new RegExp(`\\s(\\d{1,3})\\s*(?:x|×|${UNIT})\\.?\\s*$`, "iu"), // "2 pcs" at the end
  new RegExp(`^(\\d{1,3})\\s*(?:x|×|${UNIT})\\.?(?=\\s)`, "iu"), // "2 pcs" at the start
  new RegExp(`(?:^|\\s)(\\d{1,3})\\s*${UNIT}\\.?(?=\\s|$)`, "iu"), // "2 nos" anywhere: "2 nos creta condenser"
  /(?:^|\s)×\s*(\d{1,3})(?=\s|$)/, // "×2" anywhere (an x could be a model's letter: BMW X5)
  /[,;\t]\s*(\d{1,3})\s*$/, // a CSV row's last cell
  /\s(\d{1,3})$/, // a number alone at the end: "sanden sd7v16 1"
  /^(\d{1,3})\s+(?=\S*[A-Za-z])/, // a number alone at the start, before a number with letters
];

/** One line, or null when it holds nothing to look for. */
export function parseShortageLine(line: string): ShortageLine | null {
  const written = westernNumbers(line.replace(/[\s\p{Cc}]+/gu, " ").trim()).slice(0, ENQUIRY_LIST_LIMITS.lineText);
  if (!written) return null;
  let rest = written;
  let quantity = 1;
  for (const pattern of QUANTITY_PATTERNS) {
    const found = pattern.exec(rest);
    if (!found?.[1]) continue;
    const candidate = `${rest.slice(0, found.index)} ${rest.slice(found.index + found[0].length)}`
      .replace(/\s+/g, " ")
      .trim();
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
  return words.length > 0 ? { text: rest.replace(/[\s,;]+$/, ""), words, quantity } : null;
}

/** Every line of a pasted list (at most as many as a list holds), blank lines skipped. */
export function parseShortageText(pasted: string): ShortageLine[] {
  return pasted
    .split(/\r?\n/)
    .map(parseShortageLine)
    .filter((line): line is ShortageLine => line !== null)
    .slice(0, ENQUIRY_LIST_LIMITS.lines);
}
