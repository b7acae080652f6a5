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
  /** Jobs asked for on one list (issue 44): a workshop's list is one or two jobs, rarely more. */
  jobs: 5,
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
  /** The jobs asked for with "Ask for the whole job" (issue 44): staff see them named on the enquiry. */
  jobs: ListedJob[];
}

/** A job on the list: its address name (what is sent) and its name in the buyer's language (shown). */
export interface ListedJob {
  slug: string;
  name: string;
}

export const emptyEnquiryList: EnquiryList = { lines: [], vehicle: "", note: "", jobs: [] };

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

function readJobs(value: unknown): ListedJob[] {
  const jobs: ListedJob[] = [];
  for (const raw of Array.isArray(value) ? value : []) {
    if (typeof raw !== "object" || raw === null) continue;
    const { slug, name } = raw as Record<string, unknown>;
    const cleanSlug = cleanText(slug, 80);
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(cleanSlug) || jobs.some((job) => job.slug === cleanSlug)) continue;
    jobs.push({
      slug: cleanSlug,
      name: cleanText(name, ENQUIRY_LIST_LIMITS.lineText).replace(/\n/g, " ") || cleanSlug,
    });
    if (jobs.length === ENQUIRY_LIST_LIMITS.jobs) break;
  }
  return jobs;
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
    jobs: readJobs(raw.jobs),
  };
  for (const value of Array.isArray(raw.lines) ? raw.lines : []) {
    const line = readLine(value);
    if (line) list = addLine(list, line);
  }
  return list;
}

/**
 * A whole job put on the list (issue 44, decision 215): its lines, each at least at the job's
 * quantity (a part already there keeps a larger quantity, and asking twice adds nothing twice), the
 * car as the list's vehicle (beside one named already), and the job among the list's jobs.
 */
export function addWholeJob(
  list: EnquiryList,
  whole: { job: ListedJob; vehicle: string; lines: readonly EnquiryLine[] },
): EnquiryList {
  let next = list;
  for (const line of whole.lines) {
    const key = lineKey(line);
    const existing = next.lines.find((candidate) => lineKey(candidate) === key);
    next = existing ? setQuantity(next, key, Math.max(existing.quantity, line.quantity)) : addLine(next, line);
  }
  const vehicle = next.vehicle.trim();
  const named = vehicle.toLowerCase().includes(whole.vehicle.toLowerCase());
  return {
    ...next,
    vehicle: (named ? vehicle : vehicle ? `${vehicle}; ${whole.vehicle}` : whole.vehicle).slice(
      0,
      ENQUIRY_LIST_LIMITS.vehicle,
    ),
    jobs: next.jobs.some((job) => job.slug === whole.job.slug)
      ? next.jobs
      : [...next.jobs, whole.job].slice(0, ENQUIRY_LIST_LIMITS.jobs),
  };
}
