import type { choiceEn } from "../part-number-choice.ts";

export const choiceEs: Record<keyof typeof choiceEn, string> = {
  "choice.title": "N.º de pieza {partNumber}",
  "choice.text": "Varias marcas venden una pieza con este número. Elige la marca:",
};
