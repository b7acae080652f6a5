import { defineTexts } from "../translate.ts";

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

export const fitQuestionsEs: Record<keyof typeof fitQuestionsEn, string> = {
  "finder.ask.fuel": "¿Qué combustible usa tu {vehicle}?",
  "finder.ask.engine": "¿Qué motor lleva tu {vehicle}?",
  "finder.ask.transmission": "¿Qué caja de cambios tiene tu {vehicle}?",
  "finder.ask.ac": "¿Qué aire acondicionado tiene tu {vehicle}?",
  "finder.askHelp":
    "Las piezas de este coche cambian según esto. ¿No lo sabes? Las {total} aparecen abajo: revisa los detalles de cada una antes de pedirla.",
  "finder.answerParts": "{count} piezas",
  "finder.answerParts_one": "1 pieza",
  "finder.answered": "Solo piezas para: {answers}.",
  "finder.clearAnswers": "Ver piezas para todas las versiones",
};

export const fitQuestionsHi: Record<keyof typeof fitQuestionsEn, string> = {
  "finder.ask.fuel": "आपकी {vehicle} किस फ़्यूल पर चलती है?",
  "finder.ask.engine": "आपकी {vehicle} में कौन-सा इंजन है?",
  "finder.ask.transmission": "आपकी {vehicle} में कौन-सा गियरबॉक्स है?",
  "finder.ask.ac": "आपकी {vehicle} में कौन-सा AC है?",
  "finder.askHelp":
    "इस कार के पार्ट्स इसके हिसाब से अलग होते हैं। पक्का नहीं पता? सभी {total} नीचे दिए हैं: ऑर्डर से पहले हर एक की जानकारी देख लें।",
  "finder.answerParts": "{count} पार्ट्स",
  "finder.answerParts_one": "{count} पार्ट",
  "finder.answered": "सिर्फ़ इनके पार्ट्स: {answers}।",
  "finder.clearAnswers": "हर वर्ज़न के पार्ट्स दिखाएँ",
};

export const fitQuestionsTexts = defineTexts({ en: fitQuestionsEn, es: fitQuestionsEs, hi: fitQuestionsHi });
