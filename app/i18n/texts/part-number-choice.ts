import { defineTexts } from "../translate.ts";

/**
 * Texts of the page to choose a brand from, for a part number several brands sell (decision 089):
 * a rare page, so its words travel with it, not with every page's shell.
 */
export const choiceEn = {
  "choice.title": "Part No. {partNumber}",
  "choice.text": "More than one brand sells a part with this number. Choose the brand:",
} as const;

export const choiceEs: Record<keyof typeof choiceEn, string> = {
  "choice.title": "N.º de pieza {partNumber}",
  "choice.text": "Varias marcas venden una pieza con este número. Elige la marca:",
};

export const choiceHi: Record<keyof typeof choiceEn, string> = {
  "choice.title": "पार्ट नं. {partNumber}",
  "choice.text": "इस नंबर का पार्ट एक से ज़्यादा ब्रांड बेचते हैं। ब्रांड चुनें:",
};

export const choiceTexts = defineTexts({ en: choiceEn, es: choiceEs, hi: choiceHi });
