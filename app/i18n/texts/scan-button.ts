import { defineTexts } from "../translate.ts";

/**
 * The camera button's label (issue 32): its own tiny dictionary, bundled with the search field, so
 * pages without a search box (the home page, a product page) carry nothing of the scanner; the
 * scanner's texts (scan.ts) load with the scanner.
 */
export const scanButtonEn = { "scan.button": "Scan a part's label or barcode" } as const;
export const scanButtonEs: Record<keyof typeof scanButtonEn, string> = {
  "scan.button": "Escanear la etiqueta o el código de barras de una pieza",
};
export const scanButtonHi: Record<keyof typeof scanButtonEn, string> = {
  "scan.button": "पार्ट का लेबल या बारकोड स्कैन करें",
};

export const scanButtonTexts = defineTexts({ en: scanButtonEn, es: scanButtonEs, hi: scanButtonHi });
