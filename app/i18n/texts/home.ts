import { defineTexts } from "../translate.ts";

/**
 * Texts of the home page's head and hero (keys "home.…"), which its first load needs; the sections
 * below the hero have theirs in home-sections.ts, fetched with their code (decision 020).
 */
export const homeEn = {
  "home.title": "{company} | Car AC Compressors, Condensers and Cooling Parts",
  "home.description":
    "Genuine car AC and cooling parts from Denso, Valeo, Mahle Behr, Sanden, Hanon and more: compressors, condensers, cooling coils, blower motors and radiators, delivered across India.",
  "home.heroHeadline": "Automotive Air Conditioning Parts",
  "home.heroLabel": "Highlights",
  "home.heroSlide": "{n} of {total}",
  "home.heroPrevious": "Previous slide",
  "home.heroNext": "Next slide",
  "home.heroGoTo": "Show slide {n}: {title}",
  "home.heroPause": "Pause the slideshow",
  "home.heroPlay": "Play the slideshow",
} as const;

export const homeEs: Partial<Record<keyof typeof homeEn, string>> = {
  "home.title": "{company} | Compresores, condensadores y piezas de climatización para coches",
  "home.description":
    "Piezas originales de aire acondicionado y refrigeración de Denso, Valeo, Mahle Behr, Sanden, Hanon y más: compresores, condensadores, evaporadores, motores de soplador y radiadores.",
  "home.heroHeadline": "Piezas de aire acondicionado para automóviles",
  "home.heroLabel": "Destacados",
  "home.heroSlide": "{n} de {total}",
  "home.heroPrevious": "Diapositiva anterior",
  "home.heroNext": "Diapositiva siguiente",
  "home.heroGoTo": "Mostrar la diapositiva {n}: {title}",
  "home.heroPause": "Pausar la presentación",
  "home.heroPlay": "Reanudar la presentación",
};

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

/** The home page's texts, with the shell's as fallback. */
export const homeTexts = defineTexts({ en: homeEn, es: homeEs, hi: homeHi });
