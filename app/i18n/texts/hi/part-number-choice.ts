import type { choiceEn } from "../part-number-choice.ts";

export const choiceHi: Record<keyof typeof choiceEn, string> = {
  "choice.title": "पार्ट नं. {partNumber}",
  "choice.text": "इस नंबर का पार्ट एक से ज़्यादा ब्रांड बेचते हैं। ब्रांड चुनें:",
};
