import { areaTexts } from "../translate.ts";

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

/** The home page's texts, with the shell's as fallback. */
export const homeTexts = await areaTexts("home", homeEn, import.meta.glob("./*/home.ts"));
