import { areaTexts } from "../translate.ts";

/**
 * Texts of the parts finder: other numbers (OE numbers, cross references), the vehicles a part
 * fits, and the "find by vehicle" control.
 */
export const finderEn = {
  "finder.title": "Find by vehicle",
  "finder.make": "Make",
  "finder.model": "Model",
  "finder.year": "Year",
  "finder.anyMake": "Any make",
  "finder.anyModel": "Any model",
  "finder.anyYear": "Any year",
  "finder.submit": "Find parts",
  "finder.partsFor": "Parts that fit the {vehicle}",
  "finder.makeLink": "Parts for {make}",
  "finder.carPage": "All parts and AC data for the {vehicle}",
  "finder.matchesOe": "matches OE {number}",
  "finder.matchesXref": "matches cross reference {number}",
  "finder.matchesFit": "fits {vehicle}",
  "finder.matchesFitNotYear": "fits {vehicle}, not listed for {year}",
  "finder.oeNumbers": "OE numbers",
  "finder.crossReferences": "Cross references",
  "finder.fitsHeading": "Vehicles this part fits",
  "finder.fitsNote": "As the supplier describes it: {note}",
  "finder.yearsRange": "{from}–{to}",
  "finder.yearsFrom": "{from} onwards",
  "finder.yearsTo": "up to {to}",
  "finder.fitsLinkPrefix": "Parts for the",
  "finder.fuel.petrol": "petrol",
  "finder.fuel.diesel": "diesel",
  "finder.fuel.cng": "CNG",
  "finder.fuel.lpg": "LPG",
  "finder.fuel.hybrid": "hybrid",
  "finder.fuel.electric": "electric",
  "finder.transmission.MT": "manual gearbox",
  "finder.transmission.AT": "automatic",
  "finder.transmission.AMT": "AMT",
  "finder.transmission.CVT": "CVT",
  "finder.transmission.DCT": "dual-clutch",
  "finder.ac.manual": "manual AC",
  "finder.ac.climate": "climate control",
  "finder.ac.none": "without AC",
  "finder.monthFrom": "from {month}",
  "finder.monthTo": "up to {month}",
  // The /search page's and the cards' own texts (issue 14).
  "product.askAbout": "Ask about {name} on WhatsApp",
  "search.pageTitleVehicle": "Parts for {vehicle} | {company}",
  "search.pageTitleCatalogue": "Search the catalogue | {company}",
  "search.pageTitleWithoutVehicle": "Parts without vehicle data | {company}",
  "search.noResultTitle": "No part matches “{q}” yet",
  "search.closestDropped": "Closest matches, without “{words}”",
  "search.closestOtherYears": "Nothing is listed for {year}. These fit other years",
  "search.closestOtherYearsNote":
    "Check the years on each part before you order, or send us the car and its year on WhatsApp and we will confirm.",
  "search.closestTypo": "Closest matches, with similar spellings",
  "search.closestSiteWide": "Nothing close on this page, so these come from the whole catalogue.",
  "search.closestElsewhere": "Found in the whole catalogue",
  "search.seeClosest": "See all {count} closest matches",
  "search.seeClosest_one": "See the closest match",
  "search.askTitle": "Ask us: we find parts every day",
  "search.askText": "Send us the words you typed on WhatsApp, or call {phone}. We answer with the part and its price.",
  "search.askWhatsApp": "Ask on WhatsApp",
  "search.askMessage": "Hi, I'm looking for: {q}",
  "search.call": "Call {phone}",
  "search.withoutVehicle": "{count} parts list no vehicle yet. See them",
  "search.withoutVehicle_one": "1 part lists no vehicle yet. See it",
  "search.withoutVehicleHeading": "Parts without vehicle data",
} as const;

/**
 * The parts finder's texts, with the shell's as fallback: the catalogue's pages, the search page and
 * the search dialog use them, so the home page's first load does not carry them (decision 020).
 */
export const finderTexts = await areaTexts("finder", finderEn, import.meta.glob("./*/parts-finder.ts"));
export type FinderKey = keyof typeof finderEn;
