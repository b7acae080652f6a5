import type { SearchSymptomKey } from "../search-symptoms.ts";

export const searchSymptomsEs: Record<SearchSymptomKey, string> = {
  "symptom.acNotCooling":
    "El aire no enfría bien: lo habitual es el compresor, el condensador o la válvula de expansión, por ese orden.",
  "symptom.coolsOnlyWhenMoving":
    "Solo enfría en marcha: parado, el condensador necesita su ventilador, así que primero el electroventilador y luego el condensador.",
  "symptom.noAirFromVents": "Sale poco aire o nada por las rejillas: el motor del soplador es la pieza que lo mueve.",
  "symptom.engineOverheating": "El motor se calienta: lo habitual es el radiador o el electroventilador que lo enfría.",
  "symptom.radiatorFanNotWorking": "El electroventilador no gira: el conjunto completo, motor y aspas.",
  "symptom.acNoise":
    "Ruido con el aire puesto: casi siempre el compresor (embrague o rodamiento); si no, el soplador o el ventilador.",
  "symptom.acSmell": "Mal olor por las rejillas: se forma en el evaporador y el soplador lo reparte.",
  "symptom.waterInside": "Agua dentro del coche: gotea del evaporador cuando falla su desagüe o el propio evaporador.",
  "symptom.iceOnPipes":
    "Hielo en los tubos del aire: una válvula de expansión abierta de más inunda el evaporador, que se congela.",
  "symptom.coolantLeak": "Pierde refrigerante o baja el nivel: lo habitual es un radiador con fuga.",
  "symptom.engineMisfire": "Tirones, fallos o mucho consumo: los inyectores gastados son una causa frecuente.",
};
