import { areaTexts } from "../translate.ts";

/**
 * Texts of a product's prices in the staff area (issue 46, decisions 217-219): its prices by kind,
 * its GST rate and the history of what each import changed. Keys start with "prices.".
 */
export const staffPricesEn = {
  "prices.title": "Prices (staff only)",
  "prices.hint": "From the imported price lists. Visitors never see them.",
  "prices.loading": "Loading the prices…",
  "prices.failed": "The prices could not be loaded.",
  "prices.none": "No prices yet. Map a price column when you import this product's list.",
  "prices.kind": "Price",
  "prices.amount": "Amount",
  "prices.updated": "Last changed",
  "prices.kind.cost": "Cost",
  "prices.kind.mrp": "MRP",
  "prices.kind.dealer": "Dealer price",
  "prices.gst": "GST: {rate}%",
  "prices.gstFromCategory": "GST: {rate}% (the category's rate)",
  "prices.gstNone": "No GST rate set.",
  "prices.history": "Price history",
  "prices.historyNone": "No changes recorded yet.",
  "prices.change": "{kind}: {old} → {new}",
  "prices.changeNone": "none",
  "prices.byImport": "import {id}",
  "prices.mapping.title": "Prices (staff only)",
  "prices.mapping.intro":
    "The columns that hold prices, each with its currency. They are kept for quotes and never shown on the public site.",
  "prices.mapping.none": "Not in this sheet",
  "prices.mapping.column": "{column}: {header}",
  "prices.mapping.currencyOf": "Currency of {name}",
  "prices.mapping.otherName": "Another price, by name",
  "prices.mapping.add": "Add",
  "prices.mapping.gst": "GST rate (%)",
} as const;

export const staffPricesTexts = await areaTexts("staffPrices", staffPricesEn, import.meta.glob("./*/staff-prices.ts"));
