/**
 * The enquiry list (issue 28): the parts a buyer collects for one job before asking for a quote.
 * It lives on the buyer's device (localStorage, decision 110), so it is read back defensively: what
 * another version of the site, a browser extension or a person wrote there is cleaned, never trusted.
 * A product line is keyed by (brand, part number), the product's identity (decision 089), so it stays
 * right when ids or names change; a free-text line is what the buyer typed that no product matched.
 */

/** The limits the browser keeps and the server checks again (enquiry-list-submission.server.ts). */
export const ENQUIRY_LIST_LIMITS = {
  lines: 100,
  quantity: 999,
  /** A free-text line, a product's name or part number as the device sent them. */
  lineText: 200,
  vehicle: 120,
  note: 2000,
} as const;

export interface ProductLine {
  kind: "product";
  brandSlug: string;
  /** The brand's name when the part was added: shown, and sent, if the product is gone since. */
  brand: string;
  partNumber: string;
  name: string;
  /** The photo's address when added (null: the category's picture), and its category for that. */
  image: string | null;
  categorySlug: string;
  quantity: number;
}

/** A product as an "add to enquiry" button knows it: what its line is made from. */
export type EnquiryProduct = Omit<ProductLine, "kind" | "quantity">;

export interface TextLine {
  kind: "text";
  text: string;
  quantity: number;
}

export type EnquiryLine = ProductLine | TextLine;

export interface EnquiryList {
  lines: EnquiryLine[];
  /** The vehicle the parts are for, as the finder names it ("Honda City 2019") or as typed. */
  vehicle: string;
  note: string;
}

export const emptyEnquiryList: EnquiryList = { lines: [], vehicle: "", note: "" };

/** One key per line: (brand, part number) for a product, the text itself for a typed line. */
export function lineKey(line: EnquiryLine): string {
  return line.kind === "product" ? `${line.brandSlug}|${line.partNumber}` : `text|${line.text.toLowerCase()}`;
}

export function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return 1;
  return Math.min(ENQUIRY_LIST_LIMITS.quantity, Math.max(1, Math.round(quantity)));
}

/** Adds a line, or adds its quantity to the line already there; past the line limit, nothing. */
export function addLine(list: EnquiryList, line: EnquiryLine): EnquiryList {
  const key = lineKey(line);
  const existing = list.lines.find((candidate) => lineKey(candidate) === key);
  if (existing) return setQuantity(list, key, existing.quantity + line.quantity);
  if (list.lines.length >= ENQUIRY_LIST_LIMITS.lines) return list;
  return { ...list, lines: [...list.lines, { ...line, quantity: clampQuantity(line.quantity) }] };
}

export function setQuantity(list: EnquiryList, key: string, quantity: number): EnquiryList {
  return {
    ...list,
    lines: list.lines.map((line) => (lineKey(line) === key ? { ...line, quantity: clampQuantity(quantity) } : line)),
  };
}

export function removeLine(list: EnquiryList, key: string): EnquiryList {
  return { ...list, lines: list.lines.filter((line) => lineKey(line) !== key) };
}

// Control characters would be refused by the server (decision 079); line breaks stay, for the note.
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const CONTROLS_BUT_LINE_BREAKS = /[\u0000-\u0009\u000b-\u001f\u007f]/g;

/** `trim: false` for the fields being typed in (the vehicle, the note): a space typed last must stay. */
function cleanText(value: unknown, max: number, { trim = true } = {}): string {
  if (typeof value !== "string") return "";
  const clean = value.replace(CONTROLS_BUT_LINE_BREAKS, "");
  return (trim ? clean.trim() : clean).slice(0, max);
}

function readLine(value: unknown): EnquiryLine | null {
  if (typeof value !== "object" || value === null) return null;
  const raw = value as Record<string, unknown>;
  const quantity = clampQuantity(Number(raw.quantity));
  const max = ENQUIRY_LIST_LIMITS.lineText;
  if (raw.kind === "text") {
    const text = cleanText(raw.text, max).replace(/\n/g, " ");
    return text ? { kind: "text", text, quantity } : null;
  }
  const partNumber = cleanText(raw.partNumber, max).replace(/\n/g, " ");
  const brandSlug = cleanText(raw.brandSlug, max);
  if (!partNumber || !brandSlug) return null;
  const image = typeof raw.image === "string" && raw.image.startsWith("/") ? raw.image : null;
  return {
    kind: "product",
    brandSlug,
    brand: cleanText(raw.brand, max) || brandSlug,
    partNumber,
    name: cleanText(raw.name, max).replace(/\n/g, " ") || partNumber,
    image,
    categorySlug: cleanText(raw.categorySlug, max),
    quantity,
  };
}

/** The list as stored on the device (JSON), cleaned; anything unreadable is an empty list. */
export function readEnquiryList(stored: string | null): EnquiryList {
  if (!stored) return emptyEnquiryList;
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return emptyEnquiryList;
  }
  if (typeof parsed !== "object" || parsed === null) return emptyEnquiryList;
  const raw = parsed as Record<string, unknown>;
  let list: EnquiryList = {
    lines: [],
    vehicle: cleanText(raw.vehicle, ENQUIRY_LIST_LIMITS.vehicle, { trim: false }).replace(/\n/g, " "),
    note: cleanText(raw.note, ENQUIRY_LIST_LIMITS.note, { trim: false }),
  };
  for (const value of Array.isArray(raw.lines) ? raw.lines : []) {
    const line = readLine(value);
    if (line) list = addLine(list, line);
  }
  return list;
}
