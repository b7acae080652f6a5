import { textWords } from "./fold-text.ts";
import { valueWords } from "./value-groups.ts";
import { vehicleMakes } from "./vehicle-makes.ts";

/**
 * Brand values of a price list that name no parts maker (issue 40, docs/decisions/184): a country
 * ("KOREA", "MADE IN JAPAN"), a vehicle maker ("FORD", "GM", "HYUNDAI GENUINE") or a placeholder
 * ("VARIOUS MFR", "OEM", "N/A", "-"). The mapping step says so and does not make them new brands
 * by default, "Create all remaining as new brands" included; staff may still choose one. Browser-safe
 * and pure: the server and the mapping step read the same answer.
 */
export type NotABrandReason = "country" | "vehicle-make" | "placeholder";

const folded = (words: readonly string[]): ReadonlySet<string> => new Set(words.flatMap((word) => textWords(word)));

/** Words that stand for "no particular maker", in the languages suppliers' lists come in. */
const PLACEHOLDER_WORDS = folded([
  // English
  "various",
  "varies",
  "mfr",
  "mfrs",
  "mfg",
  "manufacturer",
  "manufacturers",
  "maker",
  "makers",
  "generic",
  "oem",
  "oe",
  "original",
  "originals",
  "orig",
  "genuine",
  "na",
  "n",
  "a",
  "nil",
  "none",
  "null",
  "unknown",
  "unk",
  "other",
  "others",
  "misc",
  "miscellaneous",
  "assorted",
  "mixed",
  "no",
  "brand",
  "brands",
  "any",
  "aftermarket",
  "local",
  "imported",
  "import",
  "tba",
  "tbd",
  "x",
  "xx",
  "xxx",
  "0",
  // Spanish
  "varios",
  "varias",
  "vario",
  "fabricante",
  "fabricantes",
  "generico",
  "generica",
  "genericos",
  "desconocido",
  "desconocida",
  "otro",
  "otros",
  "otra",
  "otras",
  "surtido",
  "surtidos",
  "marca",
  "marcas",
  "sin",
  "importado",
  "alternativo",
  // Russian and Ukrainian
  "разные",
  "различные",
  "оригинал",
  "неизвестно",
  "нет",
  "без",
  "бренда",
  "марки",
  "прочие",
  "другое",
  "аналог",
  "різні",
  "невідомо",
  "інше",
]);

/** Countries and regions parts come from, and what people write around them ("made in", "south"). */
const COUNTRY_WORDS = folded([
  "korea",
  "korean",
  "corea",
  "coreano",
  "japan",
  "japanese",
  "japon",
  "japones",
  "china",
  "chinese",
  "chino",
  "india",
  "indian",
  "taiwan",
  "taiwanese",
  "germany",
  "german",
  "alemania",
  "aleman",
  "deutschland",
  "usa",
  "america",
  "american",
  "estados",
  "unidos",
  "eeuu",
  "brazil",
  "brasil",
  "france",
  "french",
  "francia",
  "italy",
  "italia",
  "spain",
  "espana",
  "turkey",
  "turquia",
  "thailand",
  "tailandia",
  "mexico",
  "uk",
  "england",
  "britain",
  "poland",
  "polonia",
  "czech",
  "russia",
  "rusia",
  "ukraine",
  "ucrania",
  "belarus",
  "argentina",
  "colombia",
  "venezuela",
  "malaysia",
  "indonesia",
  "vietnam",
  "philippines",
  "europe",
  "european",
  "europa",
  "eu",
  "asia",
  "prc",
  "корея",
  "япония",
  "китай",
  "индия",
  "тайвань",
  "германия",
  "сша",
  "бразилия",
  "франция",
  "италия",
  "испания",
  "турция",
  "польша",
  "россия",
  "рф",
  "украина",
  "україна",
  "китай",
  "німеччина",
  "японія",
  "корея",
  "європа",
]);
const AROUND_COUNTRIES = folded([
  "made",
  "in",
  "of",
  "the",
  "and",
  "hecho",
  "en",
  "de",
  "y",
  "origin",
  "origen",
  "south",
  "north",
  "sur",
  "s",
  "rep",
  "republic",
  "republica",
  "united",
  "states",
  "us",
]);

/** Car makers the catalogue knows (the finder's), and ones the trade writes that it does not list. */
const OTHER_VEHICLE_MAKES = [
  "GM",
  "General Motors",
  "Chevrolet",
  "Chevy",
  "Daewoo",
  "Opel",
  "Vauxhall",
  "Peugeot",
  "Citroen",
  "Renault Nissan",
  "Isuzu",
  "Mazda",
  "Subaru",
  "Lexus",
  "Dodge",
  "Chrysler",
  "Porsche",
  "Dacia",
  "Lada",
  "Daihatsu",
  "Ashok Leyland",
  "Eicher",
  "Hindustan Motors",
  "BYD",
  "Geely",
  "Chery",
  "Iveco",
];
/** What a vehicle maker's value may add without naming a parts maker ("Hyundai Motor", "Ford Motors"). */
const MAKER_NOISE = folded(["motor", "motors", "company", "parts", "auto", "automobiles", "cars"]);

const makeKey = (value: string): string =>
  valueWords(value)
    .filter((word) => !MAKER_NOISE.has(word))
    .join("");

const VEHICLE_MAKE_KEYS: ReadonlySet<string> = new Set(
  [...vehicleMakes.flatMap((make) => [make.name, ...make.aliases]), ...OTHER_VEHICLE_MAKES]
    .map(makeKey)
    .filter((key) => key !== ""),
);

/** Why a brand value is no parts maker, or undefined when it may be one. */
export function notABrandReason(value: string): NotABrandReason | undefined {
  const words = textWords(value);
  if (words.length === 0 || words.every((word) => PLACEHOLDER_WORDS.has(word))) return "placeholder";
  if (VEHICLE_MAKE_KEYS.has(makeKey(value))) return "vehicle-make";
  if (
    words.some((word) => COUNTRY_WORDS.has(word)) &&
    words.every((word) => COUNTRY_WORDS.has(word) || AROUND_COUNTRIES.has(word))
  ) {
    return "country";
  }
  return undefined;
}
