import { defineTexts } from "../translate.ts";

/** Texts of the comparison page (decision 133): its own chunk, loaded with that page only. */
export const compareEn = {
  "compare.title": "Compare parts",
  "compare.pageTitle": "Compare parts | {company}",
  "compare.pageDescription":
    "Up to four parts side by side: numbers, vehicles and specifications, with the differences marked.",
  "compare.empty": "No part to compare yet. Open a part and choose “Compare with other parts”, or find one below.",
  "compare.missing": "No longer in the catalogue: {items}.",
  "compare.remove": "Remove",
  "compare.removeLabel": "Remove {name} from the comparison",
  "compare.differs": "differs",
  "compare.differsHelp": "Rows marked “differs” are where these parts are not the same: check them against your car.",
  "compare.vehicles": "Fits",
  "compare.oeNumbers": "OE numbers",
  "compare.crossReferences": "Cross references",
  "compare.none": "—",
  "compare.add": "Add a part",
  "compare.addLabel": "Part number, OE number or name",
  "compare.addSubmit": "Find",
  "compare.addThis": "Add to comparison",
  "compare.addThisLabel": "Add to comparison: {name}",
  "compare.full": "A comparison shows four parts at most. Remove one to add another.",
  "compare.suggested": "Parts like these",
  "compare.found": "Found for “{q}”",
  "compare.foundNothing": "Nothing found for “{q}”.",
  "compare.send": "Send this comparison on WhatsApp",
  "compare.sendText": "Comparing {names}: {url}",
} as const;

export const compareEs: Record<keyof typeof compareEn, string> = {
  "compare.title": "Comparar piezas",
  "compare.pageTitle": "Comparar piezas | {company}",
  "compare.pageDescription":
    "Hasta cuatro piezas lado a lado: números, vehículos y especificaciones, con las diferencias marcadas.",
  "compare.empty":
    "Aún no hay piezas que comparar. Abre una pieza y elige «Comparar con otras piezas», o busca una abajo.",
  "compare.missing": "Ya no están en el catálogo: {items}.",
  "compare.remove": "Quitar",
  "compare.removeLabel": "Quitar {name} de la comparación",
  "compare.differs": "cambia",
  "compare.differsHelp":
    "Las filas marcadas «cambia» son aquellas en que las piezas no coinciden: revísalas con tu coche.",
  "compare.vehicles": "Sirve para",
  "compare.oeNumbers": "Números OE",
  "compare.crossReferences": "Referencias cruzadas",
  "compare.none": "—",
  "compare.add": "Añadir una pieza",
  "compare.addLabel": "Número de pieza, número OE o nombre",
  "compare.addSubmit": "Buscar",
  "compare.addThis": "Añadir a la comparación",
  "compare.addThisLabel": "Añadir a la comparación: {name}",
  "compare.full": "Una comparación muestra cuatro piezas como máximo. Quita una para añadir otra.",
  "compare.suggested": "Piezas parecidas",
  "compare.found": "Resultados para «{q}»",
  "compare.foundNothing": "No se encontró nada para «{q}».",
  "compare.send": "Enviar esta comparación por WhatsApp",
  "compare.sendText": "Comparando {names}: {url}",
};

export const compareHi: Record<keyof typeof compareEn, string> = {
  "compare.title": "पार्ट्स की तुलना करें",
  "compare.pageTitle": "पार्ट्स की तुलना करें | {company}",
  "compare.pageDescription": "चार तक पार्ट्स आमने-सामने: नंबर, गाड़ियाँ और स्पेसिफ़िकेशन, फ़र्क़ पर निशान के साथ।",
  "compare.empty": "तुलना के लिए अभी कोई पार्ट नहीं है। कोई पार्ट खोलकर “दूसरे पार्ट्स से तुलना करें” चुनें, या नीचे खोजें।",
  "compare.missing": "अब कैटलॉग में नहीं: {items}।",
  "compare.remove": "हटाएँ",
  "compare.removeLabel": "{name} को तुलना से हटाएँ",
  "compare.differs": "अलग है",
  "compare.differsHelp": "“अलग है” वाली पंक्तियों में ये पार्ट्स एक जैसे नहीं हैं: इन्हें अपनी कार से मिलाकर देखें।",
  "compare.vehicles": "इन गाड़ियों में लगता है",
  "compare.oeNumbers": "OE नंबर",
  "compare.crossReferences": "क्रॉस रेफ़रेंस",
  "compare.none": "—",
  "compare.add": "पार्ट जोड़ें",
  "compare.addLabel": "पार्ट नंबर, OE नंबर या नाम",
  "compare.addSubmit": "खोजें",
  "compare.addThis": "तुलना में जोड़ें",
  "compare.addThisLabel": "तुलना में जोड़ें: {name}",
  "compare.full": "एक तुलना में ज़्यादा से ज़्यादा चार पार्ट्स होते हैं। दूसरा जोड़ने के लिए एक हटाएँ।",
  "compare.suggested": "ऐसे ही पार्ट्स",
  "compare.found": "“{q}” के लिए मिले",
  "compare.foundNothing": "“{q}” के लिए कुछ नहीं मिला।",
  "compare.send": "यह तुलना WhatsApp पर भेजें",
  "compare.sendText": "{names} की तुलना: {url}",
};

export const compareTexts = defineTexts({ en: compareEn, es: compareEs, hi: compareHi });
export type CompareKey = keyof typeof compareEn;
