import { areaTexts } from "../translate.ts";

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

export const compareTexts = await areaTexts("compare", compareEn, import.meta.glob("./*/compare.ts"));
export type CompareKey = keyof typeof compareEn;
