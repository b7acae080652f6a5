import type { staffPricesEn } from "../staff-prices.ts";

export const staffPricesHi: Record<keyof typeof staffPricesEn, string> = {
  "prices.title": "कीमतें (केवल स्टाफ़ के लिए)",
  "prices.hint": "इम्पोर्ट की गई प्राइस लिस्ट से। विज़िटर इन्हें कभी नहीं देखते।",
  "prices.loading": "कीमतें लोड हो रही हैं…",
  "prices.failed": "कीमतें लोड नहीं हो सकीं।",
  "prices.none": "अभी कोई कीमत नहीं। इस प्रोडक्ट की लिस्ट इम्पोर्ट करते समय कीमत वाला कॉलम चुनें।",
  "prices.kind": "कीमत",
  "prices.amount": "राशि",
  "prices.updated": "पिछला बदलाव",
  "prices.kind.cost": "लागत",
  "prices.kind.mrp": "एमआरपी",
  "prices.kind.dealer": "डीलर कीमत",
  "prices.gst": "जीएसटी: {rate}%",
  "prices.gstFromCategory": "जीएसटी: {rate}% (कैटेगरी की दर)",
  "prices.gstNone": "कोई जीएसटी दर तय नहीं।",
  "prices.history": "कीमतों का इतिहास",
  "prices.historyNone": "अभी तक कोई बदलाव दर्ज नहीं।",
  "prices.change": "{kind}: {old} → {new}",
  "prices.changeNone": "कोई नहीं",
  "prices.byImport": "इम्पोर्ट {id}",
} as const;
