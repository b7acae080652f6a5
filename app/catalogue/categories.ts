import { slugify } from "./slug.ts";

export interface Category {
  /** Two-digit id from the spec, 01 to 08. */
  id: string;
  name: string;
  slug: string;
  /** The navigation bar's label (spec: "Expansion Valves" and "Injectors" appear singular). */
  navLabel: string;
  aliases: readonly string[];
  image: string;
}

function category(id: string, name: string, singular: string, aliases: string[] = []): Category {
  const slug = slugify(name);
  return {
    id,
    name,
    slug,
    navLabel: singular,
    aliases: [singular, ...aliases],
    image: `/images/categories/${slug}.svg`,
  };
}

/** The eight product categories, in the spec's order. */
export const categories: readonly Category[] = [
  category("01", "Compressor", "Compressor", ["Compressors", "AC Compressor", "AC Compressors"]),
  category("02", "Condenser", "Condenser", ["Condensers", "AC Condenser"]),
  category("03", "Cooling Coil", "Cooling Coil", ["Cooling Coils", "Evaporator", "Evaporators", "Evaporator Coil"]),
  category("04", "Blower Motor", "Blower Motor", ["Blower Motors", "Blower"]),
  category("05", "Radiator", "Radiator", ["Radiators"]),
  category("06", "Radiator Fan Assembly", "Radiator Fan Assembly", [
    "Radiator Fan Assemblies",
    "Radiator Fan",
    "Fan Assembly",
    "Cooling Fan",
  ]),
  category("07", "Expansion Valves", "Expansion Valve", ["TXV", "Expansion Valve Assembly"]),
  category("08", "Injectors", "Injector", ["Fuel Injector", "Fuel Injectors"]),
];
