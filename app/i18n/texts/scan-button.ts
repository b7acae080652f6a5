import { areaTexts } from "../translate.ts";

/**
 * The camera button's label (issue 32): its own tiny dictionary, bundled with the search field, so
 * pages without a search box (the home page, a product page) carry nothing of the scanner; the
 * scanner's texts (scan.ts) load with the scanner.
 */
export const scanButtonEn = { "scan.button": "Scan a part's label or barcode" } as const;
export const scanButtonTexts = await areaTexts("scanButton", scanButtonEn, import.meta.glob("./*/scan-button.ts"));
