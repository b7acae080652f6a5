import type { SymptomKey } from "#app/catalogue/search-symptoms.ts";
import { defineTexts } from "../translate.ts";

/**
 * The line a search for a fault shows above its parts (docs/decisions/141): the fault as read, and
 * why these parts. One per symptom of app/catalogue/search-symptoms.ts. Loaded with the search page
 * and the search dialog only.
 */
export const searchSymptomsEn = {
  "symptom.acNotCooling":
    "AC not cooling well: the usual cause is the compressor, the condenser or the expansion valve, shown in that order.",
  "symptom.coolsOnlyWhenMoving":
    "AC cools only while driving: at a standstill the condenser needs its fan, so the fan assembly comes first, then the condenser.",
  "symptom.noAirFromVents": "Little or no air from the vents: the blower motor is the part that moves it.",
  "symptom.engineOverheating": "Engine overheating: the usual cause is the radiator or the radiator fan that cools it.",
  "symptom.radiatorFanNotWorking": "Radiator fan not running: the fan assembly, motor and blades together.",
  "symptom.acNoise":
    "A noise with the AC on: most often the compressor (clutch or bearing), else the blower motor or the fan.",
  "symptom.acSmell": "A bad smell from the vents: it grows on the cooling coil, and the blower spreads it.",
  "symptom.waterInside":
    "Water inside the car: it drips from the cooling coil when its drain or the coil itself fails.",
  "symptom.iceOnPipes": "Ice on the AC pipes: an expansion valve stuck open floods the cooling coil, which freezes.",
  "symptom.coolantLeak": "Coolant leaking or running low: a leaking radiator is the usual cause.",
  "symptom.engineMisfire": "Misfiring, jerks or poor mileage: worn fuel injectors are a common cause.",
} as const satisfies Record<`symptom.${SymptomKey}`, string>;

export type SearchSymptomKey = keyof typeof searchSymptomsEn;

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

export const searchSymptomsHi: Record<SearchSymptomKey, string> = {
  "symptom.acNotCooling":
    "एसी ठीक से ठंडा नहीं कर रहा: आम तौर पर वजह कंप्रेसर, कंडेंसर या एक्सपेंशन वाल्व होती है, इसी क्रम में दिखाए गए हैं।",
  "symptom.coolsOnlyWhenMoving":
    "एसी सिर्फ़ चलती गाड़ी में ठंडा करता है: रुकी गाड़ी में कंडेंसर को पंखे की हवा चाहिए, इसलिए पहले फ़ैन असेंबली, फिर कंडेंसर।",
  "symptom.noAirFromVents": "वेंट से हवा कम या बिल्कुल नहीं: हवा ब्लोअर मोटर चलाती है।",
  "symptom.engineOverheating": "इंजन गरम हो रहा है: आम तौर पर वजह रेडिएटर या उसे ठंडा करने वाला रेडिएटर फ़ैन होता है।",
  "symptom.radiatorFanNotWorking": "रेडिएटर फ़ैन नहीं चल रहा: मोटर और ब्लेड समेत पूरी फ़ैन असेंबली।",
  "symptom.acNoise": "एसी चलाने पर आवाज़: ज़्यादातर कंप्रेसर (क्लच या बेयरिंग), नहीं तो ब्लोअर मोटर या फ़ैन।",
  "symptom.acSmell": "वेंट से बदबू: यह कूलिंग कॉइल पर पनपती है और ब्लोअर उसे फैलाता है।",
  "symptom.waterInside": "गाड़ी के अंदर पानी: कूलिंग कॉइल की निकासी या कॉइल ख़राब होने पर वहीं से टपकता है।",
  "symptom.iceOnPipes": "एसी पाइप पर बर्फ़: ज़्यादा खुला एक्सपेंशन वाल्व कूलिंग कॉइल को भर देता है और वह जम जाती है।",
  "symptom.coolantLeak": "कूलेंट लीक हो रहा है या कम हो रहा है: आम तौर पर रेडिएटर में लीक होता है।",
  "symptom.engineMisfire": "झटके, मिसफ़ायर या कम माइलेज: घिसे हुए फ़्यूल इंजेक्टर एक आम वजह हैं।",
};

export const searchSymptomsTexts = defineTexts({ en: searchSymptomsEn, es: searchSymptomsEs, hi: searchSymptomsHi });

/** The key of a symptom's line. */
export const symptomTextKey = (key: SymptomKey): SearchSymptomKey => `symptom.${key}`;
