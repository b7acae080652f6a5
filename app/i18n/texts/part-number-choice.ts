import { areaTexts } from "../translate.ts";

/**
 * Texts of the page to choose a brand from, for a part number several brands sell (decision 089):
 * a rare page, so its words travel with it, not with every page's shell.
 */
export const choiceEn = {
  "choice.title": "Part No. {partNumber}",
  "choice.text": "More than one brand sells a part with this number. Choose the brand:",
} as const;

export const choiceTexts = await areaTexts("choice", choiceEn, import.meta.glob("./*/part-number-choice.ts"));
