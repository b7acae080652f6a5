/**
 * Which sheet columns hold prices, of which kind and currency, and the GST rate (issue 46,
 * docs/decisions/218): the mapping's `prices` and `gst`, else the saved mapping's, else a guess from
 * the headers. Only unmistakable headers are guessed (MRP, dealer price, cost, GST, and the export's
 * own "Price: <kind> (CUR)"); a plain "Price" or "Rate" means cost in one list and a selling price in
 * another, so staff say which on the mapping step.
 */
import {
  currencyInHeader,
  DEFAULT_CURRENCY,
  type NamedPriceKind,
  type PriceCurrency,
  priceKindPattern,
} from "#app/catalogue/prices.ts";
import type { ImportMappingRequest } from "#app/forms/import-mapping.ts";
import { findColumn, headerKey } from "./column-mapping.server.ts";

export interface PlannedPrice {
  index: number;
  currency: PriceCurrency;
}

/** The header spellings of each named price kind, in the languages lists come in. */
const priceKindSpellings: Readonly<Record<NamedPriceKind, readonly string[]>> = {
  mrp: ["MRP", "M.R.P.", "List Price", "Retail Price", "PVP", "P.V.P.", "Розничная цена", "Роздрібна ціна", "एमआरपी"],
  dealer: [
    "Dealer Price",
    "Dealer Rate",
    "Trade Price",
    "Wholesale Price",
    "Net Rate",
    "Precio neto",
    "Precio mayorista",
    "Оптовая цена",
    "Оптова ціна",
    "डीलर मूल्य",
  ],
  cost: ["Cost", "Cost Price", "Purchase Price", "Purchase Rate", "Landing Cost", "Precio de coste", "Закупочная цена"],
};

const gstSpellings = ["GST", "GST %", "GST Rate", "GST Rate %", "IGST", "IGST %", "Tax %", "जीएसटी"];

/** The export's header of a price column: "MRP (INR)", "Price: distributor (USD)". */
export function priceHeader(kind: string, currency: string): string {
  const named: Record<string, string> = { mrp: "MRP", dealer: "Dealer Price", cost: "Cost" };
  return `${named[kind] ?? `Price: ${kind}`} (${currency})`;
}
export const GST_HEADER = "GST %";

const kindBySpelling = new Map<string, string>();
for (const [kind, spellings] of Object.entries(priceKindSpellings)) {
  for (const spelling of spellings) kindBySpelling.set(headerKey(spelling), kind);
}
const gstKeys = new Set(gstSpellings.map(headerKey));

/** A header without its currency: "(INR)", "Rs.", ", руб." aside. */
function withoutCurrency(header: string): string {
  return header
    .replace(/\s*[([][^)\]]*[)\]]\s*$/, "")
    .split(/[\s,]+/)
    .filter((word) => currencyInHeader(word) === undefined)
    .join(" ");
}

/** The price kind a header names, if it names one unmistakably. */
export function priceKindOfHeader(header: string): string | undefined {
  const exported = /^price:\s*([a-z0-9-]+)/i.exec(header.trim())?.[1]?.toLowerCase();
  if (exported && priceKindPattern.test(exported)) return exported;
  return kindBySpelling.get(headerKey(withoutCurrency(header)));
}

/** Price columns and the GST column guessed from headers no catalogue field took; the first of a kind wins. */
export function guessPriceColumns(
  headers: readonly string[],
  taken: ReadonlySet<number>,
): { prices: Record<string, PlannedPrice>; gst?: number } {
  const prices: Record<string, PlannedPrice> = {};
  let gst: number | undefined;
  headers.forEach((header, index) => {
    if (taken.has(index)) return;
    if (gst === undefined && gstKeys.has(headerKey(header))) {
      gst = index;
      return;
    }
    const kind = priceKindOfHeader(header);
    if (kind && prices[kind] === undefined) {
      prices[kind] = { index, currency: currencyInHeader(header) ?? DEFAULT_CURRENCY };
    }
  });
  return { prices, ...(gst === undefined ? {} : { gst }) };
}

export interface ResolvedPriceColumns {
  prices: Record<string, PlannedPrice>;
  gst?: number;
  /** References that name no column of the sheet, with what they were for. */
  missing: { reference: string; what: string }[];
}

/** The mapping's price and GST columns found in the sheet; what it does not name is guessed. */
export function resolvePriceColumns(
  request: Pick<ImportMappingRequest, "prices" | "gst" | "columns">,
  saved: Pick<ImportMappingRequest, "prices" | "gst"> | undefined,
  headers: readonly string[],
  width: number,
  taken: ReadonlySet<number>,
): ResolvedPriceColumns {
  // A client that names its columns says the whole mapping: a saved one's prices are not added to it.
  const named = request.prices ?? (request.columns ? undefined : saved?.prices);
  // null is an answer ("no GST column"), not a gap to fill: `??` would pass it over.
  const namedGst = request.gst !== undefined ? request.gst : request.columns ? undefined : saved?.gst;
  const guessed = named && namedGst !== undefined ? { prices: {} } : guessPriceColumns(headers, taken);
  const missing: ResolvedPriceColumns["missing"] = [];
  const prices: Record<string, PlannedPrice> = {};
  if (named) {
    for (const [kind, { column, currency }] of Object.entries(named)) {
      const index = findColumn(column, headers, width);
      if (index === undefined) missing.push({ reference: column, what: `the price ${kind}` });
      else prices[kind] = { index, currency: currency ?? currencyInHeader(headers[index] ?? "") ?? DEFAULT_CURRENCY };
    }
  } else Object.assign(prices, guessed.prices);
  let gst: number | undefined;
  if (namedGst === null) gst = undefined;
  else if (namedGst !== undefined) {
    gst = findColumn(namedGst, headers, width);
    if (gst === undefined) missing.push({ reference: namedGst, what: "the GST rate" });
  } else gst = guessed.gst;
  return { prices, ...(gst === undefined ? {} : { gst }), missing };
}
