import { westernDigits } from "./part-number.ts";

/**
 * Prices as staff data (issue 46, docs/decisions/217-219): what a sheet's price cell means. Pure and
 * browser-safe, the one place a price is read, compared and written out; the import, the export and
 * the staff view all use it. Prices are never a visitor's: nothing here is read by a public route.
 *
 * A price is kept as canonical decimal text ("2259.65", "53.79", "1250"): exact in both databases,
 * whatever the currency's minor unit, and a supplier's per-piece price to four places ("0.1250")
 * survives (decision 217).
 */

/** The price columns the mapping offers by name; staff may name others (a lower-case key). */
export const namedPriceKinds = ["cost", "mrp", "dealer"] as const;
export type NamedPriceKind = (typeof namedPriceKinds)[number];

/** A price kind's key: one of the named ones, or one staff made ("distributor", "export-fob"). */
export const priceKindPattern = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
export const MAX_PRICE_KIND_LENGTH = 40;

/** Currencies a price may be in (ISO 4217); INR unless the column or cell says otherwise (decision 218). */
export const priceCurrencies = ["INR", "USD", "EUR", "GBP", "AED", "CNY", "JPY", "UAH", "RUB"] as const;
export type PriceCurrency = (typeof priceCurrencies)[number];
export const DEFAULT_CURRENCY: PriceCurrency = "INR";

/**
 * GST rates a product or category may carry, in percent (decision 219): the slabs of the lists staff
 * have (0, 5, 12, 18, 28) and the 40 of the 2025 reform.
 */
export const gstRates = [0, 5, 12, 18, 28, 40] as const;
export type GstRate = (typeof gstRates)[number];

/** How currencies are written in lists, to the code; compared lower-case, dots aside. */
const currencyMarks: readonly (readonly [string, PriceCurrency])[] = [
  ["₹", "INR"],
  ["rs", "INR"],
  ["inr", "INR"],
  ["रु", "INR"],
  ["रुपये", "INR"],
  ["us$", "USD"],
  ["$", "USD"],
  ["usd", "USD"],
  ["€", "EUR"],
  ["eur", "EUR"],
  ["£", "GBP"],
  ["gbp", "GBP"],
  ["aed", "AED"],
  ["cny", "CNY"],
  ["rmb", "CNY"],
  ["¥", "CNY"],
  ["jpy", "JPY"],
  ["₴", "UAH"],
  ["грн", "UAH"],
  ["uah", "UAH"],
  ["₽", "RUB"],
  ["руб", "RUB"],
  ["rub", "RUB"],
  ["р", "RUB"],
];

/** Longest marks first, so "us$" is not read as "$" with "us" left over. */
const marksByLength = [...currencyMarks].sort((a, b) => b[0].length - a[0].length);

/** The currency a header names ("MRP (INR)", "Цена, руб.", "Price USD"), if any. */
export function currencyInHeader(header: string): PriceCurrency | undefined {
  const words = header
    .toLowerCase()
    .split(/[\s,;:()[\]/]+/)
    .map((word) => word.replace(/\.+$/, ""))
    .filter((word) => word !== "");
  for (const word of words) {
    for (const [mark, currency] of marksByLength) {
      // A sign ("$", "₹") may stick to a word ("Price$"); a letter ("р") counts only standing alone.
      if (word === mark || (mark.length === 1 && !/\p{L}/u.test(mark) && word.includes(mark))) return currency;
    }
  }
  return undefined;
}

export type PriceReading =
  | { ok: true; amount: string | null; currency?: PriceCurrency }
  /** The price's currency: the cell's own mark, else the column's. */
  | { ok: false; message: string };

const MAX_FRACTION_DIGITS = 4;
const MAX_WHOLE_DIGITS = 12;

/** Canonical decimal text of whole and fraction digits: no leading or trailing zeros, "0" for nothing. */
function canonical(whole: string, fraction: string): string {
  const wholeDigits = whole.replace(/^0+(?=\d)/, "") || "0";
  const fractionDigits = fraction.replace(/0+$/, "");
  return fractionDigits === "" ? wholeDigits : `${wholeDigits}.${fractionDigits}`;
}

/** The currency mark at either end of a price text, and the text without it. */
function splitCurrency(text: string): { rest: string; currency?: PriceCurrency } {
  const lower = text.toLowerCase();
  for (const [mark, currency] of marksByLength) {
    // A lone letter ("р") only as a suffix with its dot or after a space: "120 р." but not inside words.
    if (lower.startsWith(mark) && !(mark === "р")) {
      return { rest: text.slice(mark.length).replace(/^[.\s]+/, ""), currency };
    }
    const suffix = new RegExp(`\\s*${mark.replace(/[$.]/g, "\\$&")}\\.?$`, "u");
    if (suffix.test(lower)) return { rest: text.slice(0, lower.search(suffix)), currency };
  }
  return { rest: text };
}

/** Digits with their group separators: the whole part's groups are 3 digits, or Indian 2s before a last 3. */
function validGroups(groups: readonly string[]): boolean {
  if (groups.length === 1) return true;
  const [first, ...rest] = groups;
  if (!first || first.length > 3) return false;
  const last = rest[rest.length - 1];
  if (last?.length !== 3) return false;
  const middle = rest.slice(0, -1);
  return middle.every((group) => group.length === 3) || middle.every((group) => group.length === 2);
}

/**
 * A price cell as lists write it: a number cell, "$53.79", "2 259,65" (space thousands, decimal
 * comma), "1.234,50", "1,23,456.50" (Indian grouping), "₹ 1,250", "Rs. 450/-". A single comma before
 * exactly three digits groups thousands ("1,250" is 1250); otherwise a lone comma is the decimal mark
 * (decision 217). An empty cell is no price. `columnCurrency` is the column's; a cell's own mark
 * ("$53.79" in a rupee column, "USD 53.79" as the export writes a kind's odd one out) says its
 * currency instead: never a conversion, the amount stays as typed (decision 218).
 */
export function readPrice(
  raw: string | number | boolean | null | undefined,
  label: string,
  columnCurrency: PriceCurrency = DEFAULT_CURRENCY,
): PriceReading {
  if (raw === null || raw === undefined || raw === "") return { ok: true, amount: null };
  if (typeof raw === "boolean") return { ok: false, message: `${label} "${raw}" is not a price.` };
  if (typeof raw === "number") {
    if (!Number.isFinite(raw) || raw < 0 || raw >= 10 ** MAX_WHOLE_DIGITS) {
      return { ok: false, message: `${label} ${raw} is not a price.` };
    }
    // A number cell's float (53.79 or a formula's 53.790000000000006) to the places a price has.
    const [whole = "0", fraction = ""] = raw.toFixed(MAX_FRACTION_DIGITS).split(".");
    return { ok: true, amount: canonical(whole, fraction), currency: columnCurrency };
  }
  const typed = westernDigits(raw.replace(/[\s\u00a0\u202f]+/g, " ").trim());
  if (typed === "") return { ok: true, amount: null };
  const notAPrice = {
    ok: false as const,
    message: `${label} "${raw.trim()}" is not a price. Write a number such as 1250, 1,250.50 or 2 259,65.`,
  };
  const { rest, currency } = splitCurrency(typed.replace(/\/-$/, "").trim());
  const number = rest.trim();
  if (!/^\d[\d .,'’]*$/.test(number) || /[ .,'’]{2}|[ .,'’]$/.test(number)) return notAPrice;
  const lastDot = number.lastIndexOf(".");
  const lastComma = number.lastIndexOf(",");
  let decimalAt = -1;
  if (lastDot !== -1 && lastComma !== -1) decimalAt = Math.max(lastDot, lastComma);
  else if (lastDot !== -1) decimalAt = number.indexOf(".") === lastDot ? lastDot : -1;
  else if (lastComma !== -1) {
    const single = number.indexOf(",") === lastComma;
    decimalAt = single && number.length - lastComma - 1 !== 3 ? lastComma : -1;
  }
  const wholeText = decimalAt === -1 ? number : number.slice(0, decimalAt);
  const fraction = decimalAt === -1 ? "" : number.slice(decimalAt + 1);
  if (!/^\d*$/.test(fraction)) return notAPrice;
  const separator = number[decimalAt] ?? "";
  const groups = wholeText.split(/[ .,'’]/);
  // The decimal mark may not also group the whole part ("1,234,5").
  if (separator !== "" && wholeText.includes(separator)) return notAPrice;
  if (!validGroups(groups)) return notAPrice;
  const whole = groups.join("");
  if (fraction.length > MAX_FRACTION_DIGITS) {
    return { ok: false, message: `${label} "${raw.trim()}" has more than ${MAX_FRACTION_DIGITS} decimal places.` };
  }
  if (whole.replace(/^0+/, "").length > MAX_WHOLE_DIGITS) return notAPrice;
  return { ok: true, amount: canonical(whole, fraction), currency: currency ?? columnCurrency };
}

export type GstReading = { ok: true; rate: GstRate | null } | { ok: false; message: string };

/** A GST cell: "18", "18%", "GST 18 %", a number cell 18 or 0.18 (a percentage cell); empty is none. */
export function readGstRate(raw: string | number | boolean | null | undefined, label = "GST"): GstReading {
  if (raw === null || raw === undefined || raw === "") return { ok: true, rate: null };
  let value: number;
  if (typeof raw === "number") value = raw > 0 && raw < 1 ? Math.round(raw * 10_000) / 100 : raw;
  else {
    const text = westernDigits(String(raw))
      .replace(/gst|igst|%|\s/gi, "")
      .replace(",", ".");
    if (text === "") return { ok: true, rate: null };
    value = /^\d+(?:\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
  }
  const rate = gstRates.find((known) => known === value);
  if (rate === undefined) {
    return {
      ok: false,
      message: `${label} "${String(raw).trim()}" is not a GST rate. Use one of: ${gstRates.join(", ")} (%).`,
    };
  }
  return { ok: true, rate };
}

/** A price as staff read it: the currency's sign, the amount in Indian grouping for rupees ("₹1,23,456.50"). */
export function formatPrice(amount: string, currency: string, locale = "en-IN"): string {
  const [whole = "0", fraction = ""] = amount.split(".");
  const digits = Math.max(2, fraction.length);
  // Intl formats a decimal string exactly (no float on the way).
  return new Intl.NumberFormat(locale, {
    style: "currency",
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(`${whole}.${fraction}` as unknown as number);
}

/** Whether two stored prices differ (amount or currency); null is no price. */
export function samePrice(
  a: { amount: string; currency: string } | null | undefined,
  b: { amount: string; currency: string } | null | undefined,
): boolean {
  return (a?.amount ?? null) === (b?.amount ?? null) && (a?.currency ?? null) === (b?.currency ?? null);
}
