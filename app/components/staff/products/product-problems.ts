import type { Language } from "#app/i18n/language.ts";

/**
 * The server checks a product with the spreadsheet import's row schema, whose messages are English
 * (the same sentences staff see for a sheet). The staff form in Spanish or Hindi shows them in that
 * language: each pattern below matches one of those sentences and says it again with the same values.
 * A message no pattern knows is shown as the server wrote it.
 */
const fieldNames: Record<string, string> = {
  "Product name": "El nombre del producto",
  "Part number": "El número de pieza",
  Brand: "La marca",
  Category: "La categoría",
  Description: "La descripción",
  Image: "La imagen",
  "OE Numbers": "Los números OE",
  "Cross References": "Las referencias cruzadas",
  Fits: "Los vehículos compatibles",
  "OE number": "El número OE",
  "Cross reference": "La referencia cruzada",
};

const spanish: [RegExp, (...groups: string[]) => string][] = [
  [/^(.+) is missing\.$/, (field) => `Falta ${lower(fieldNames[field] ?? field)}.`],
  [
    /^(Product name|Part number|Description|Image|OE Numbers|Cross References|Fits) is longer than ([\d,]+) characters\.$/,
    (field, max) => `${fieldNames[field] ?? field} supera los ${max?.replace(/,/g, ".")} caracteres.`,
  ],
  [
    /^(Product name|Part number|Description|Image|OE Numbers|Cross References|Fits) holds a control character \((U\+[0-9A-F]{4})\), which is not text; remove it\.$/,
    (field, codePoint) =>
      `${fieldNames[field] ?? field} contiene un carácter de control (${codePoint}), que no es texto; quítalo.`,
  ],
  [
    /^Part number needs at least one letter or digit\.$/,
    () => "El número de pieza necesita al menos una letra o cifra.",
  ],
  [/^Unknown brand (".*")\. Use one of: (.+)\.$/, (value, list) => `Marca desconocida ${value}. Usa una de: ${list}.`],
  [
    /^Unknown category (".*")\. Use one of: (.+)\.$/,
    (value, list) => `Categoría desconocida ${value}. Usa una de: ${list}.`,
  ],
  [
    /^Rating (.+) is not a number\. Use 0 to 5, such as 4 or 4\.5\.$/,
    (value) => `La valoración ${value} no es un número. Usa de 0 a 5, por ejemplo 4 o 4,5.`,
  ],
  [/^Rating (.+) is outside 0 to 5\.$/, (value) => `La valoración ${value} está fuera de 0 a 5.`],
  [
    /^Rating (.+) is not a whole or half star\. Use steps of 0\.5\.$/,
    (value) => `La valoración ${value} no es una estrella entera o media. Usa pasos de 0,5.`,
  ],
  [
    /^Part number (".*") is already used by (".*") \((.*)\)\.$/,
    (value, name, part) => `El número de pieza ${value} ya lo usa ${name} (${part}).`,
  ],
  [
    /^(OE number|Cross reference) (".*") is longer than (\d+) characters\.$/,
    (field, value, max) => `${fieldNames[field] ?? field} ${value} supera los ${max} caracteres.`,
  ],
  [
    /^Unknown vehicle make in (".*")\. Start each vehicle with one of: (.+)\.$/,
    (entry, list) => `Marca de vehículo desconocida en ${entry}. Empieza cada vehículo con una de: ${list}.`,
  ],
  [
    /^(".*") names no model\..*$/,
    (entry) =>
      `${entry} no indica el modelo. Escribe la marca, el modelo y, si quieres, los años, por ejemplo "Hyundai Creta 2015-2020".`,
  ],
  [
    /^The years in (".*") run backwards\..*$/,
    (entry) => `Los años de ${entry} van al revés. Escribe primero el primer año, por ejemplo 2015-2020.`,
  ],
];

const hindiFieldNames: Record<string, string> = {
  "Product name": "प्रोडक्ट का नाम",
  "Part number": "पार्ट नंबर",
  Brand: "ब्रांड",
  Category: "कैटेगरी",
  Description: "विवरण",
  Image: "फ़ोटो",
  "OE Numbers": "OE नंबर",
  "Cross References": "क्रॉस रेफ़रेंस",
  Fits: "गाड़ियाँ (इनमें लगता है)",
  "OE number": "OE नंबर",
  "Cross reference": "क्रॉस रेफ़रेंस",
};

const hindi: [RegExp, (...groups: string[]) => string][] = [
  [/^(.+) is missing\.$/, (field) => `${hindiFieldNames[field] ?? field} नहीं दिया गया है।`],
  [
    /^(Product name|Part number|Description|Image|OE Numbers|Cross References|Fits) is longer than ([\d,]+) characters\.$/,
    (field, max) => `${hindiFieldNames[field] ?? field} ${max} अक्षरों से लंबा है।`,
  ],
  [
    /^(Product name|Part number|Description|Image|OE Numbers|Cross References|Fits) holds a control character \((U\+[0-9A-F]{4})\), which is not text; remove it\.$/,
    (field, codePoint) =>
      `${hindiFieldNames[field] ?? field} में एक कंट्रोल कैरेक्टर (${codePoint}) है, जो टेक्स्ट नहीं है; उसे हटाएँ।`,
  ],
  [/^Part number needs at least one letter or digit\.$/, () => "पार्ट नंबर में कम से कम एक अक्षर या अंक होना चाहिए।"],
  [/^Unknown brand (".*")\. Use one of: (.+)\.$/, (value, list) => `अनजान ब्रांड ${value}। इनमें से एक लिखें: ${list}।`],
  [/^Unknown category (".*")\. Use one of: (.+)\.$/, (value, list) => `अनजान कैटेगरी ${value}। इनमें से एक लिखें: ${list}।`],
  [
    /^Rating (.+) is not a number\. Use 0 to 5, such as 4 or 4\.5\.$/,
    (value) => `रेटिंग ${value} नंबर नहीं है। 0 से 5 तक लिखें, जैसे 4 या 4.5।`,
  ],
  [/^Rating (.+) is outside 0 to 5\.$/, (value) => `रेटिंग ${value}, 0 से 5 के बीच नहीं है।`],
  [
    /^Rating (.+) is not a whole or half star\. Use steps of 0\.5\.$/,
    (value) => `रेटिंग ${value} पूरा या आधा स्टार नहीं है। 0.5 के क़दम इस्तेमाल करें।`,
  ],
  [
    /^Part number (".*") is already used by (".*") \((.*)\)\.$/,
    (value, name, part) => `पार्ट नंबर ${value} पहले से ${name} (${part}) में इस्तेमाल हो रहा है।`,
  ],
  [
    /^(OE number|Cross reference) (".*") is longer than (\d+) characters\.$/,
    (field, value, max) => `${hindiFieldNames[field] ?? field} ${value} ${max} अक्षरों से लंबा है।`,
  ],
  [
    /^Unknown vehicle make in (".*")\. Start each vehicle with one of: (.+)\.$/,
    (entry, list) => `${entry} में गाड़ी की कंपनी अनजान है। हर गाड़ी इनमें से किसी एक से शुरू करें: ${list}।`,
  ],
  [
    /^(".*") names no model\..*$/,
    (entry) => `${entry} में मॉडल नहीं है। कंपनी, मॉडल और चाहें तो साल लिखें, जैसे "Hyundai Creta 2015-2020"।`,
  ],
  [
    /^The years in (".*") run backwards\..*$/,
    (entry) => `${entry} के साल उलटे क्रम में हैं। पहले शुरू का साल लिखें, जैसे 2015-2020।`,
  ],
];

/** The languages the server's problem messages are translated into (English is how it writes them). */
/** The languages the server's problem messages are translated into (English is how it writes them). */
const translations: Partial<Record<Language, typeof spanish>> = { es: spanish, hi: hindi };

function lower(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** A product problem as the server wrote it, in the staff area's language. */
export function productProblemText(message: string, language: Language): string {
  for (const [pattern, say] of translations[language] ?? []) {
    const match = pattern.exec(message);
    if (match) return say(...match.slice(1).map((group) => group ?? ""));
  }
  return message;
}
