import type { staffLabelsEn } from "../staff-labels.ts";

export const staffLabelsHi: Record<keyof typeof staffLabelsEn, string> = {
  "labels.select": "लेबल के लिए {name} चुनें",
  "labels.selectColumn": "लेबल",
  "labels.print": "लेबल प्रिंट करें ({count})",
  "labels.clear": "चुनाव हटाएँ",
  "labels.title": "शेल्फ़ लेबल",
  "labels.close": "लेबल बंद करें",
  "labels.layout": "लेबल शीट",
  "labels.layout3x8": "A4 पर 3 × 8 (70 × 37 mm, एक शीट में 24)",
  "labels.layout2x7": "A4 पर 2 × 7 (99 × 38 mm, एक शीट में 14)",
  "labels.sheets_one": "A4 की {count} शीट। 100% (असली साइज़) पर, बिना मार्जिन के प्रिंट करें।",
  "labels.sheets": "A4 की {count} शीट। 100% (असली साइज़) पर, बिना मार्जिन के प्रिंट करें।",
  "labels.printNow": "प्रिंट करें",
  "labels.preparing": "QR कोड बनाए जा रहे हैं…",
  "labels.failed": "QR कोड नहीं बन सके। पेज दोबारा लोड करके फिर कोशिश करें।",
  "labels.qrAlt": "पार्ट के पेज का QR कोड",
  "labels.sheet": "शीट {number}",
};
