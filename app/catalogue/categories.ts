import type { Localized } from "#app/i18n/language.ts";
import { slugify } from "./slug.ts";

export interface Category {
  /** Two-digit id from the spec, 01 to 08. */
  id: string;
  /** Canonical English name: what the API returns and sheets are matched against. */
  name: string;
  slug: string;
  /** Display name per interface language. */
  label: Localized<string>;
  /** The navigation bar's label (spec: "Expansion Valves" and "Injectors" appear singular). */
  navLabel: Localized<string>;
  /**
   * Other names sheets and buyers use: English plurals, trade synonyms ("Evaporator" for a cooling
   * coil, "TXV" for an expansion valve) and the Spanish singular and plural forms. Search reads
   * them as words of every product of the category; sheets and URLs resolve them to it.
   */
  aliases: readonly string[];
  image: string;
}

function category(
  id: string,
  name: string,
  texts: { singular: string; es: string; esSingular: string },
  aliases: string[] = [],
): Category {
  const slug = slugify(name);
  return {
    id,
    name,
    slug,
    label: { en: name, es: texts.es },
    navLabel: { en: texts.singular, es: texts.esSingular },
    aliases: [texts.singular, ...aliases],
    image: `/images/categories/${slug}.svg`,
  };
}

/**
 * The eight product categories, in the spec's order: what migration 0009 seeded into the
 * `categories` table and the demo catalogue is made of. The site reads the table, never this list
 * (docs/decisions/049).
 */
export const categories: readonly Category[] = [
  category("01", "Compressor", { singular: "Compressor", es: "Compresor", esSingular: "Compresor" }, [
    "Compressors",
    "AC Compressor",
    "AC Compressors",
    "Compresores",
  ]),
  category("02", "Condenser", { singular: "Condenser", es: "Condensador", esSingular: "Condensador" }, [
    "Condensers",
    "AC Condenser",
    "Condensadores",
  ]),
  category("03", "Cooling Coil", { singular: "Cooling Coil", es: "Evaporador", esSingular: "Evaporador" }, [
    "Cooling Coils",
    "Evaporator",
    "Evaporators",
    "Evaporator Coil",
    "Evaporadores",
  ]),
  category(
    "04",
    "Blower Motor",
    { singular: "Blower Motor", es: "Motor del soplador", esSingular: "Motor del soplador" },
    ["Blower Motors", "Blower", "Blowers", "Soplador", "Sopladores", "Motor soplador"],
  ),
  category("05", "Radiator", { singular: "Radiator", es: "Radiador", esSingular: "Radiador" }, [
    "Radiators",
    "Radiadores",
  ]),
  category(
    "06",
    "Radiator Fan Assembly",
    { singular: "Radiator Fan Assembly", es: "Electroventilador del radiador", esSingular: "Electroventilador" },
    [
      "Radiator Fan Assemblies",
      "Radiator Fan",
      "Fan Assembly",
      "Cooling Fan",
      "Electroventiladores",
      "Ventilador",
      "Ventiladores",
      "Ventilador del radiador",
    ],
  ),
  category(
    "07",
    "Expansion Valves",
    { singular: "Expansion Valve", es: "Válvulas de expansión", esSingular: "Válvula de expansión" },
    ["TXV", "Expansion Valve Assembly", "Válvula de expansión", "Válvula"],
  ),
  category("08", "Injectors", { singular: "Injector", es: "Inyectores", esSingular: "Inyector" }, [
    "Fuel Injector",
    "Fuel Injectors",
    "Inyector",
  ]),
];
