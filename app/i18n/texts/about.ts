import { areaTexts } from "../translate.ts";

/** Texts of the about page (keys "about.…"). */
export const aboutEn = {
  "about.title": "About {company} | Car AC and Cooling Parts Distributor Since 1991",
  "about.description":
    "Since 1991 {company} has grown from a Delhi parts counter into one of India's largest distributors of car AC and engine-cooling parts: our journey, values and numbers.",
  "about.eyebrow": "Our story since 1991",
  "about.heading": "About Us",
  "about.intro":
    "Three decades of supplying genuine air-conditioning and cooling parts to the workshops, fleets and distributors that keep India moving.",
  "about.journeyTitle": "Our Journey",
  "about.journeyText": "From one counter to a nationwide network, one milestone at a time.",
  "about.corporationTitle": "About the Corporation",
  "about.corporationText1":
    "{company} buys directly from the world's leading makers of compressors, condensers, radiators and fans, and stocks their parts for the vehicles Indian customers actually drive. Our buyers, warehouse staff and technical advisers work as one team, so a part number asked for in the morning is usually on its way by the evening.",
  "about.corporationText2":
    "We serve independent workshops, authorised service centres, fleet operators, retailers and manufacturers, in India and abroad, with the same promise: genuine parts, honest advice and fair trade prices.",
  "about.valuesTitle": "Our values",
  "about.valueInnovation": "Innovation",
  "about.valueInnovationText":
    "New ways to find, stock and deliver parts faster, from online search to smarter warehousing.",
  "about.valueAccountability": "Accountability",
  "about.valueAccountabilityText": "We stand behind every part we sell and every promise we make about it.",
  "about.valueExcellence": "Excellence",
  "about.valueExcellenceText": "Genuine products, careful packing and service our customers recommend to others.",
  "about.valuePrecision": "Precision",
  "about.valuePrecisionText": "The exact part for the exact vehicle, matched by number and checked before dispatch.",
  "about.whyTitle": "Why Choose {company}",
  "about.why1Title": "Genuine parts only",
  "about.why1Text": "Sourced directly from the makers or their authorised channels, with the maker's warranty.",
  "about.why2Title": "Stock in depth",
  "about.why2Text": "More than 15,000 references on our shelves, across {count} leading brands.",
  "about.why2Text_one": "More than 15,000 references on our shelves, from one leading brand.",
  "about.why3Title": "Expert advice",
  "about.why3Text": "Advisers who know AC and cooling systems help you find the right part the first time.",
  "about.why4Title": "Fast delivery across India",
  "about.why4Text": "Most orders are dispatched within one to two business days, many on the same day.",
  "about.why5Title": "Ready for export",
  "about.why5Text": "Export-ready packing and paperwork for customers in the Middle East, Africa and Southeast Asia.",
  "about.countersTitle": "{company} in numbers",
  "about.counterYears": "Years of experience",
  "about.counterSkus": "SKUs in stock",
  "about.counterClients": "Satisfied clients",
  "about.brandsTitle": "Brands we distribute",
} as const;

/** The about page's texts, with the shell's as fallback. */
export const aboutTexts = await areaTexts("about", aboutEn, import.meta.glob("./*/about.ts"));
export type AboutKey = keyof typeof aboutEn;
