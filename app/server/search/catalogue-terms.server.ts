import type { Kysely } from "kysely";
import { categoryTradeWords, wordsInContext } from "#app/catalogue/category-words.ts";
import { textWords } from "#app/catalogue/fold-text.ts";
import { vehicleMakes } from "#app/catalogue/vehicle-makes.ts";
import { readTaxonomy } from "../catalogue/taxonomy.server.ts";
import type { Database } from "../db/schema.ts";

/** A named thing of the catalogue as search needs it: how it is called, in every spelling. */
export interface NamedTerms {
  slug: string;
  name: string;
  aliases: readonly string[];
  /** Display labels per language (categories), read as further names. */
  label?: Readonly<Record<string, string>>;
  navLabel?: string | Readonly<Record<string, string>>;
  /** Trade words in other languages (categories: app/catalogue/category-words.ts, the importer's too). */
  tradeWords?: readonly string[];
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
    ...(item.tradeWords ?? []),
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
    for (const spelling of [item.name, ...Object.values(item.label ?? {}), ...(item.tradeWords ?? [])]) {
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
 * The words of brand, category and vehicle-make names, aliases and labels, from the data given;
 * categories also by their trade words, the list an import places rows by (docs/decisions/091).
 */
export function catalogueTerms(source: CatalogueNames): CatalogueTerms {
  const categories = source.categories.map((category) => ({
    ...category,
    tradeWords: [...(categoryTradeWords[category.slug] ?? []), ...inContextSpellings(category.slug)],
  }));
  return { brand: termsOf(source.brands), category: termsOf(categories), make: termsOf(source.vehicleMakes) };
}

/**
 * The words an import places a row by only in context ("fan", "ventilador", "valve": decision 180)
 * still name their category in a search, where the buyer's other words are the context; and owning
 * them keeps another category's phrase ("ventilador de habitaculo", a blower's) from taking them.
 */
function inContextSpellings(slug: string): string[] {
  return wordsInContext
    .filter((entry) => entry.slug === slug)
    .flatMap((entry) => Object.values(entry.spellings).flat());
}

/** The brands and categories of a taxonomy snapshot (loadTaxonomy), hidden ones too. */
export interface TaxonomyNames {
  brands: readonly NamedTerms[];
  categories: readonly NamedTerms[];
}

const termsBySnapshot = new WeakMap<TaxonomyNames, CatalogueTerms>();

/**
 * The terms of a taxonomy snapshot, worked out once per snapshot. Hidden brands and categories
 * count: their products stay findable by them (docs/decisions/050); suggestions leave them out.
 */
export function taxonomyTerms(taxonomy: TaxonomyNames): CatalogueTerms {
  let terms = termsBySnapshot.get(taxonomy);
  if (!terms) {
    terms = catalogueTerms({ brands: taxonomy.brands, categories: taxonomy.categories, vehicleMakes });
    termsBySnapshot.set(taxonomy, terms);
  }
  return terms;
}

/**
 * The one place search reads brand, category and vehicle-make names from: the database's brands
 * and categories (staff edit them) and the vehicle makes in code.
 */
export async function loadCatalogueTerms(db: Kysely<Database>): Promise<CatalogueTerms> {
  // Read afresh: the callers are writes (inside their transaction) and migrations.
  return taxonomyTerms(await readTaxonomy(db));
}

let makeTerms: ReadonlyMap<string, string> | undefined;

/** The vehicle makes' terms alone (they are code, not data). */
export function vehicleMakeTerms(): ReadonlyMap<string, string> {
  makeTerms ??= termsOf(vehicleMakes);
  return makeTerms;
}
