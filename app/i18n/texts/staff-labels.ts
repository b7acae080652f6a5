import { areaTexts } from "../translate.ts";

/** Texts of the shelf labels (issue 32, decision 150): choosing products in the table and printing them. */
export const staffLabelsEn = {
  "labels.select": "Select {name} for labels",
  "labels.selectColumn": "Labels",
  "labels.print": "Print labels ({count})",
  "labels.clear": "Clear selection",
  "labels.title": "Shelf labels",
  "labels.close": "Close the labels",
  "labels.layout": "Label sheet",
  "labels.layout3x8": "3 × 8 on A4 (70 × 37 mm, 24 a sheet)",
  "labels.layout2x7": "2 × 7 on A4 (99 × 38 mm, 14 a sheet)",
  "labels.sheets_one": "1 sheet of A4. Print at 100% (actual size), without margins.",
  "labels.sheets": "{count} sheets of A4. Print at 100% (actual size), without margins.",
  "labels.printNow": "Print",
  "labels.preparing": "Drawing the QR codes…",
  "labels.failed": "The QR codes could not be drawn. Reload the page and try again.",
  "labels.qrAlt": "QR code of the part's page",
  "labels.sheet": "Sheet {number}",
} as const;

export const staffLabelsTexts = await areaTexts("staffLabels", staffLabelsEn, import.meta.glob("./*/staff-labels.ts"));
