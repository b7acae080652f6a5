/**
 * The Hindi words for the demo categories and the seeded specification fields (decision 138's
 * tables), which migration 0035 writes where staff have not changed the English they translate.
 * Kept as data apart from the migration so the words can be read and reviewed in one place.
 */
export const hindiCategoryWords: Record<string, { name: string; navLabel: string }> = {
  compressor: { name: "कंप्रेसर", navLabel: "कंप्रेसर" },
  condenser: { name: "कंडेंसर", navLabel: "कंडेंसर" },
  "cooling-coil": { name: "कूलिंग कॉइल", navLabel: "कूलिंग कॉइल" },
  "blower-motor": { name: "ब्लोअर मोटर", navLabel: "ब्लोअर मोटर" },
  radiator: { name: "रेडिएटर", navLabel: "रेडिएटर" },
  "radiator-fan-assembly": { name: "रेडिएटर फैन असेंबली", navLabel: "फैन असेंबली" },
  "expansion-valves": { name: "एक्सपेंशन वाल्व", navLabel: "एक्सपेंशन वाल्व" },
  injectors: { name: "इंजेक्टर", navLabel: "इंजेक्टर" },
};

/** Specification field names by key. */
export const hindiSpecFieldNames: Record<string, string> = {
  refrigerant: "रेफ्रिजरेंट",
  voltage: "वोल्टेज",
  "core-width": "कोर की चौड़ाई",
  "core-height": "कोर की ऊँचाई",
  "core-thickness": "कोर की मोटाई",
  "compressor-type": "कंप्रेसर टाइप",
  "pulley-grooves": "पुली ग्रूव",
  "pulley-diameter": "पुली का व्यास",
  oil: "ऑयल",
  clutch: "क्लच",
  "with-drier": "ड्रायर के साथ",
  connections: "कनेक्शन",
  "with-valve": "एक्सपेंशन वाल्व के साथ",
  rotation: "घूमने की दिशा",
  power: "पावर",
  drive: "ड्राइव साइड",
  rows: "ट्यूब की पंक्तियाँ",
  transmission: "ट्रांसमिशन",
  material: "मटीरियल",
  "fan-diameter": "फैन का व्यास",
  blades: "ब्लेड",
  fans: "फैन",
  "valve-type": "वाल्व टाइप",
  capacity: "क्षमता",
  fuel: "फ़्यूल",
  injection: "इंजेक्शन",
  holes: "नोज़ल के छेद",
  resistance: "कॉइल रेज़िस्टेंस",
};

/** Choice labels by the choice's value (the trade's English spelling). */
export const hindiChoiceLabels: Record<string, string> = {
  Yes: "हाँ",
  No: "नहीं",
  Clockwise: "घड़ी की दिशा में",
  Anticlockwise: "घड़ी की उलटी दिशा में",
  RHD: "राइट-हैंड ड्राइव",
  LHD: "लेफ़्ट-हैंड ड्राइव",
  MT: "मैनुअल",
  AT: "ऑटोमैटिक",
  "MT/AT": "मैनुअल और ऑटोमैटिक",
  "Aluminium, plastic tanks": "एल्युमिनियम, प्लास्टिक टैंक",
  "Brazed aluminium": "ब्रेज़्ड एल्युमिनियम",
  "Copper-brass": "कॉपर-ब्रास",
  Single: "सिंगल",
  Double: "डबल",
  "Block (H-type)": "ब्लॉक (H-टाइप)",
  "Angle (L-type)": "एंगल (L-टाइप)",
  "Orifice tube": "ऑरिफ़िस ट्यूब",
  Petrol: "पेट्रोल",
  Diesel: "डीज़ल",
  Port: "पोर्ट",
  Direct: "डायरेक्ट",
  "Common rail": "कॉमन रेल",
};
