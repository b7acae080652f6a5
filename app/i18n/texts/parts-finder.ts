import { defineTexts } from "../translate.ts";

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
  "finder.matchesOe": "matches OE {number}",
  "finder.matchesXref": "matches cross reference {number}",
  "finder.matchesFit": "fits {vehicle}",
  "finder.oeNumbers": "OE numbers",
  "finder.crossReferences": "Cross references",
  "finder.fitsHeading": "Vehicles this part fits",
  "finder.yearsRange": "{from}–{to}",
  "finder.yearsFrom": "{from} onwards",
  "finder.yearsTo": "up to {to}",
  "finder.fitsLinkPrefix": "Parts for the",
} as const;

export const finderEs: Partial<Record<keyof typeof finderEn, string>> = {
  "finder.title": "Buscar por vehículo",
  "finder.make": "Marca",
  "finder.model": "Modelo",
  "finder.year": "Año",
  "finder.anyMake": "Cualquier marca",
  "finder.anyModel": "Cualquier modelo",
  "finder.anyYear": "Cualquier año",
  "finder.submit": "Encontrar piezas",
  "finder.partsFor": "Piezas para el {vehicle}",
  "finder.makeLink": "Piezas para {make}",
  "finder.matchesOe": "coincide con OE {number}",
  "finder.matchesXref": "coincide con la referencia cruzada {number}",
  "finder.matchesFit": "sirve para {vehicle}",
  "finder.oeNumbers": "Números OE",
  "finder.crossReferences": "Referencias cruzadas",
  "finder.fitsHeading": "Vehículos en los que encaja esta pieza",
  "finder.yearsRange": "{from}–{to}",
  "finder.yearsFrom": "desde {from}",
  "finder.yearsTo": "hasta {to}",
  "finder.fitsLinkPrefix": "Piezas para el",
};

/**
 * The parts finder's texts, with the shell's as fallback: the catalogue's pages, the search page and
 * the search dialog use them, so the home page's first load does not carry them (decision 020).
 */
export const finderTexts = defineTexts({ en: finderEn, es: finderEs });
export type FinderKey = keyof typeof finderEn;
