import { areaTexts } from "../translate.ts";

/** Texts of the vehicle pages and of a car's AC system data (issue 44): their own chunk. */
export const vehiclesEn = {
  "vehicles.indexTitle": "AC and cooling parts by car | {company}",
  "vehicles.indexDescription":
    "Pick your car's make and model to see every AC and engine-cooling part we list for it, with its AC gas and oil data.",
  "vehicles.indexHeading": "Parts by car",
  "vehicles.indexIntro": "Choose the make, then the model: each car's page lists the parts that fit it, year by year.",
  "vehicles.breadcrumb": "Cars",
  "vehicles.models": "{count} models",
  "vehicles.models_one": "1 model",
  "vehicles.parts": "{count} parts",
  "vehicles.parts_one": "1 part",
  "vehicles.makeTitle": "{make} AC and cooling parts by model | {company}",
  "vehicles.makeDescription":
    "Compressors, condensers, radiators and more for {count} {make} models, each with the years it fits. Ask for a price on WhatsApp.",
  "vehicles.makeDescription_one":
    "Compressors, condensers, radiators and more for the one {make} model we list, with the years it fits. Ask for a price on WhatsApp.",
  "vehicles.makeHeading": "{make} parts by model",
  "vehicles.makeIntro": "Every {make} model some part in our catalogue fits. Open a model for its parts and AC data.",
  "vehicles.drawing": "A simple drawing of a car, not a photo of the {make} {model}",
  "vehicles.modelTitle": "{vehicle} AC and cooling parts ({years}) | {company}",
  "vehicles.modelDescription":
    "{count} AC and engine-cooling parts for the {vehicle} ({years}), by category, with the engine and gearbox each fits, and the car's refrigerant and oil data.",
  "vehicles.modelDescription_one":
    "The AC or engine-cooling part we list for the {vehicle} ({years}), with the engine and gearbox it fits, and the car's refrigerant and oil data.",
  "vehicles.modelHeading": "{vehicle} AC and cooling parts",
  "vehicles.allYears": "every year",
  "vehicles.yearRule":
    "Parts are listed under each generation their years reach, so a part may show under two. The years, engine and gearbox beside each part are what the supplier lists: check them against your car before you order.",
  "vehicles.generations": "Generations",
  "vehicles.generationHeading": "{vehicle} {years}",
  "vehicles.partNumber": "Part no. {number}",
  "vehicles.byBrand": "by {brand}",
  "vehicles.noYears": "every year (no years listed)",
  "vehicles.ask": "Not sure which one fits? Send us the car, its year and engine on WhatsApp.",
  "vehicles.askMessage": "Hi, I need AC parts for a {vehicle}. Year: , engine: ",
  "vehicles.askButton": "Ask on WhatsApp",
  "vehicles.allPartsFor": "All parts for the {vehicle}",
  "vehicles.carPage": "The car's page: all parts for the {vehicle}",
  "ac.heading": "AC system data",
  "ac.headingFor": "AC system data: {vehicle} {years}",
  "ac.refrigerant": "Refrigerant",
  "ac.charge": "Refrigerant charge",
  "ac.grams": "{grams} g",
  "ac.gramsTolerance": "{grams} g ± {tolerance} g",
  "ac.oil": "Compressor oil",
  "ac.oilAmount": "{type}, {ml} ml",
  "ac.compressor": "Compressor",
  "ac.clutch": "Compressor drive",
  "ac.clutch.clutch": "electromagnetic clutch",
  "ac.clutch.clutchless": "clutchless (variable displacement)",
  "ac.notes": "Notes",
  "ac.demo": "Demo data, written for this sample catalogue: not a car maker's figures.",
  "ac.checkLabel": "The label under the bonnet has the maker's own figures: go by it when charging.",
  "ac.none": "We have no AC data for these years yet: ask us on WhatsApp.",
} as const;

export const vehiclesTexts = await areaTexts("vehicles", vehiclesEn, import.meta.glob("./*/vehicles.ts"));
export type VehiclesKey = keyof typeof vehiclesEn;
