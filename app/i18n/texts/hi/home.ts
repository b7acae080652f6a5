import type { homeEn } from "../home.ts";

export const homeHi: Partial<Record<keyof typeof homeEn, string>> = {
  "home.title": "{company} | कार AC कंप्रेसर, कंडेंसर और कूलिंग पार्ट्स",
  "home.description":
    "Denso, Valeo, Mahle Behr, Sanden, Hanon और अन्य ब्रांड्स के असली कार AC और कूलिंग पार्ट्स: कंप्रेसर, कंडेंसर, कूलिंग कॉइल, ब्लोअर मोटर और रेडिएटर, पूरे भारत में डिलीवरी।",
  "home.heroHeadline": "कार AC के पार्ट्स",
  "home.heroLabel": "ख़ास बातें",
  "home.heroSlide": "{total} में से {n}",
  "home.heroPrevious": "पिछली स्लाइड",
  "home.heroNext": "अगली स्लाइड",
  "home.heroGoTo": "स्लाइड {n} दिखाएँ: {title}",
  "home.heroPause": "स्लाइडशो रोकें",
  "home.heroPlay": "स्लाइडशो चलाएँ",
};
