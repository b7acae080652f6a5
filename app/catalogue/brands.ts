import { slugify } from "./slug.ts";

export interface Brand {
  name: string;
  slug: string;
  /** The shorter label the navigation bar uses (spec: "Mahle Behr" appears as "Mahle"). */
  navLabel: string;
  /** Other spellings people type in sheets and URLs; matched case-insensitively. */
  aliases: readonly string[];
  logo: string;
}

function brand(name: string, options: { navLabel?: string; aliases?: string[] } = {}): Brand {
  const slug = slugify(name);
  return {
    name,
    slug,
    navLabel: options.navLabel ?? name,
    aliases: options.aliases ?? [],
    logo: `/images/brands/${slug}.svg`,
  };
}

/**
 * The twelve distributed brands, in the spec's order: what migration 0009 seeded into the `brands`
 * table and the demo catalogue is made of. The site reads the table (staff edit it), never this list
 * (docs/decisions/049); change the rows, not this, to change the site.
 */
export const brands: readonly Brand[] = [
  brand("Hanon Systems", { navLabel: "Hanon Systems", aliases: ["Hanon", "Halla", "Halla Visteon"] }),
  brand("Doowon", { aliases: ["Doowon Climate"] }),
  brand("Mahle Behr", { navLabel: "Mahle", aliases: ["Mahle", "Behr", "Mahle-Behr"] }),
  brand("Subros"),
  brand("Sanden"),
  brand("Denso"),
  brand("Valeo"),
  brand("Motherson", { aliases: ["Motherson Sumi", "MSSL"] }),
  brand("Calsonic Kensei", { aliases: ["Calsonic", "Calsonic Kansei", "Marelli"] }),
  brand("Estra", { aliases: ["Estra Automotive"] }),
  brand("Pacific", { aliases: ["Pacific Industrial"] }),
  brand("Spal", { aliases: ["SPAL Automotive"] }),
];
