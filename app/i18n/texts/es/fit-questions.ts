import type { fitQuestionsEn } from "../fit-questions.ts";

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
