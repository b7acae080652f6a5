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
  "finder.matchesFitNotYear": "fits {vehicle}, not listed for {year}",
  "finder.oeNumbers": "OE numbers",
  "finder.crossReferences": "Cross references",
  "finder.fitsHeading": "Vehicles this part fits",
  "finder.fitsNote": "As the supplier describes it: {note}",
  "finder.yearsRange": "{from}–{to}",
  "finder.yearsFrom": "{from} onwards",
  "finder.yearsTo": "up to {to}",
  "finder.fitsLinkPrefix": "Parts for the",
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
  "finder.matchesFitNotYear": "sirve para {vehicle}, no figura para {year}",
  "finder.oeNumbers": "Números OE",
  "finder.crossReferences": "Referencias cruzadas",
  "finder.fitsHeading": "Vehículos en los que encaja esta pieza",
  "finder.fitsNote": "Según la descripción del proveedor: {note}",
  "finder.yearsRange": "{from}–{to}",
  "finder.yearsFrom": "desde {from}",
  "finder.yearsTo": "hasta {to}",
  "finder.fitsLinkPrefix": "Piezas para el",
  "search.pageTitleVehicle": "Piezas para {vehicle} | {company}",
  "search.pageTitleCatalogue": "Buscar en el catálogo | {company}",
  "search.pageTitleWithoutVehicle": "Piezas sin datos de vehículo | {company}",
  "search.noResultTitle": "Aún no hay ninguna pieza que coincida con «{q}»",
  "search.closestDropped": "Lo más parecido, sin «{words}»",
  "search.closestOtherYears": "No hay nada para {year}. Estas piezas sirven para otros años",
  "search.closestOtherYearsNote":
    "Revisa los años de cada pieza antes de pedirla, o envíanos el coche y su año por WhatsApp y te lo confirmamos.",
  "search.closestTypo": "Lo más parecido, con grafías similares",
  "search.closestSiteWide": "No hay nada parecido en esta página; esto es de todo el catálogo.",
  "search.closestElsewhere": "Encontrado en todo el catálogo",
  "search.seeClosest": "Ver los {count} resultados más parecidos",
  "search.seeClosest_one": "Ver el resultado más parecido",
  "search.askTitle": "Pregúntenos: encontramos piezas a diario",
  "search.askText":
    "Envíenos por WhatsApp lo que ha escrito o llame al {phone}. Le respondemos con la pieza y su precio.",
  "search.askWhatsApp": "Preguntar por WhatsApp",
  "search.askMessage": "Hola, busco: {q}",
  "search.call": "Llamar al {phone}",
  "search.withoutVehicle": "{count} piezas aún no indican vehículo. Verlas",
  "search.withoutVehicle_one": "1 pieza aún no indica vehículo. Verla",
  "search.withoutVehicleHeading": "Piezas sin datos de vehículo",
  "product.askAbout": "Preguntar por WhatsApp por {name}",
};

/**
 * The parts finder's texts, with the shell's as fallback: the catalogue's pages, the search page and
 * the search dialog use them, so the home page's first load does not carry them (decision 020).
 */
export const finderTexts = defineTexts({ en: finderEn, es: finderEs });
export type FinderKey = keyof typeof finderEn;
