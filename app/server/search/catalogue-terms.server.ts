import { brands } from "#app/catalogue/brands.ts";
import { categories } from "#app/catalogue/categories.ts";
import { textWords } from "#app/catalogue/search-query.ts";
import { vehicleMakes } from "#app/catalogue/vehicle-makes.ts";

/** A named thing of the catalogue as search needs it: how it is called, in every spelling. */
export interface NamedTerms {
  slug: string;
  name: string;
  aliases: readonly string[];
  /** Display labels per language (categories), read as further names. */
  label?: Readonly<Record<string, string>>;
  navLabel?: string | Readonly<Record<string, string>>;
}

/** The brands, categories and vehicle makes whose names search reads, as plain data. */
export interface CatalogueNames {
  brands: readonly NamedTerms[];
  categories: readonly NamedTerms[];
  vehicleMakes: readonly NamedTerms[];
}

/** Per slug, the folded words of every name, alias and label: what a product of it is found by. */
export interface CatalogueTerms {
  brand: ReadonlyMap<string, string>;
  category: ReadonlyMap<string, string>;
  make: ReadonlyMap<string, string>;
}

function spellingsOf(item: NamedTerms): string[] {
  return [
    item.name,
    ...item.aliases,
    ...Object.values(item.label ?? {}),
    ...(typeof item.navLabel === "string" ? [item.navLabel] : Object.values(item.navLabel ?? {})),
  ];
}

/**
 * Per item, the words of all its spellings. A word that is on its own the name of another item is
 * left to that one: "radiator" names the radiators, not the radiator fan assemblies (whose
 * names still find them by the product's own name).
 */
function termsOf(items: readonly NamedTerms[]): Map<string, string> {
  const singleWordNames = new Map<string, string>();
  for (const item of items) {
    for (const spelling of [item.name, ...Object.values(item.label ?? {})]) {
      const words = textWords(spelling);
      if (words.length === 1 && words[0]) singleWordNames.set(words[0], item.slug);
    }
  }
  return new Map(
    items.map((item) => {
      const words = new Set(spellingsOf(item).flatMap(textWords));
      for (const word of words) {
        const owner = singleWordNames.get(word);
        if (owner !== undefined && owner !== item.slug) words.delete(word);
      }
      return [item.slug, [...words].join(" ")];
    }),
  );
}

/**
 * The one place search reads brand, category and vehicle-make names, aliases and labels from. It
 * takes them as data, so their source (today the catalogue modules) can change without search.
 */
export function catalogueTerms(source: CatalogueNames = { brands, categories, vehicleMakes }): CatalogueTerms {
  return { brand: termsOf(source.brands), category: termsOf(source.categories), make: termsOf(source.vehicleMakes) };
}
