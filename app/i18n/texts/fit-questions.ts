import { areaTexts } from "../translate.ts";

/**
 * Texts of the finder's question about a vehicle's version (decision 131): shown on /search only,
 * so its words travel with that page, not with every page's first load. The answers' own names
 * (diesel, manual gearbox…) are the finder's, which product pages show too.
 */
export const fitQuestionsEn = {
  "finder.ask.fuel": "Which fuel does your {vehicle} use?",
  "finder.ask.engine": "Which engine does your {vehicle} have?",
  "finder.ask.transmission": "Which gearbox does your {vehicle} have?",
  "finder.ask.ac": "Which air conditioning does your {vehicle} have?",
  "finder.askHelp":
    "The parts for this car differ by it. Not sure? All {total} are listed below: check the details on each before you order.",
  "finder.answerParts": "{count} parts",
  "finder.answerParts_one": "1 part",
  "finder.answered": "Only parts for: {answers}.",
  "finder.clearAnswers": "Show parts for every version",
} as const;

export const fitQuestionsTexts = await areaTexts(
  "fitQuestions",
  fitQuestionsEn,
  import.meta.glob("./*/fit-questions.ts"),
);
