import type { fitQuestionsEn } from "../fit-questions.ts";

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
