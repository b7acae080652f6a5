import { defineTexts } from "../translate.ts";

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

export const staffLabelsEs: Record<keyof typeof staffLabelsEn, string> = {
  "labels.select": "Seleccionar {name} para etiquetas",
  "labels.selectColumn": "Etiquetas",
  "labels.print": "Imprimir etiquetas ({count})",
  "labels.clear": "Quitar la selección",
  "labels.title": "Etiquetas para estanterías",
  "labels.close": "Cerrar las etiquetas",
  "labels.layout": "Hoja de etiquetas",
  "labels.layout3x8": "3 × 8 en A4 (70 × 37 mm, 24 por hoja)",
  "labels.layout2x7": "2 × 7 en A4 (99 × 38 mm, 14 por hoja)",
  "labels.sheets_one": "1 hoja A4. Imprime al 100 % (tamaño real), sin márgenes.",
  "labels.sheets": "{count} hojas A4. Imprime al 100 % (tamaño real), sin márgenes.",
  "labels.printNow": "Imprimir",
  "labels.preparing": "Dibujando los códigos QR…",
  "labels.failed": "No se pudieron dibujar los códigos QR. Recarga la página e inténtalo de nuevo.",
  "labels.qrAlt": "Código QR de la página de la pieza",
  "labels.sheet": "Hoja {number}",
} as const;

export const staffLabelsHi: Record<keyof typeof staffLabelsEn, string> = {
  "labels.select": "लेबल के लिए {name} चुनें",
  "labels.selectColumn": "लेबल",
  "labels.print": "लेबल प्रिंट करें ({count})",
  "labels.clear": "चुनाव हटाएँ",
  "labels.title": "शेल्फ़ लेबल",
  "labels.close": "लेबल बंद करें",
  "labels.layout": "लेबल शीट",
  "labels.layout3x8": "A4 पर 3 × 8 (70 × 37 mm, एक शीट में 24)",
  "labels.layout2x7": "A4 पर 2 × 7 (99 × 38 mm, एक शीट में 14)",
  "labels.sheets_one": "A4 की {count} शीट। 100% (असली साइज़) पर, बिना मार्जिन के प्रिंट करें।",
  "labels.sheets": "A4 की {count} शीट। 100% (असली साइज़) पर, बिना मार्जिन के प्रिंट करें।",
  "labels.printNow": "प्रिंट करें",
  "labels.preparing": "QR कोड बनाए जा रहे हैं…",
  "labels.failed": "QR कोड नहीं बन सके। पेज दोबारा लोड करके फिर कोशिश करें।",
  "labels.qrAlt": "पार्ट के पेज का QR कोड",
  "labels.sheet": "शीट {number}",
};

export const staffLabelsTexts = defineTexts({ en: staffLabelsEn, es: staffLabelsEs, hi: staffLabelsHi });
