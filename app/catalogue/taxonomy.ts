import type { Localized } from "#app/i18n/language.ts";
import { createResolver } from "./resolve.ts";

/**
 * Brands and categories as the site shows them. They live in the database (tables `brands` and
 * `categories`, docs/decisions/049); the server reads them through app/server/catalogue/
 * taxonomy.server.ts, and pages get the listed ones from the root loader (useTaxonomy).
 */
export type TaxonomyKind = "brand" | "category";

/** A brand's or category's texts in one language other than English; a text left out shows English. */
export interface TermTranslation {
  name?: string;
  navLabel?: string;
  description?: string;
}
export type TermTranslations = Partial<Record<string, TermTranslation>>;

export interface TaxonomyTerm {
  kind: TaxonomyKind;
  slug: string;
  /** Canonical English name: what the API returns and sheets are matched against. */
  name: string;
  /** Display name per interface language. */
  label: Localized<string>;
  /** The navigation bar's label (shorter: "Mahle", singular: "Injector"). */
  navLabel: Localized<string>;
  /** Other spellings people type in sheets and URLs; matched case-insensitively. */
  aliases: string[];
  /** Shown under the listing page's title; "" for the general sentence. */
  description: Localized<string>;
  /** What staff wrote per language other than English (the labels above add the fallbacks). */
  translations: TermTranslations;
  /** Logo (brand) or illustration (category); null for none. */
  image: string | null;
  sortOrder: number;
  /** Hidden ones are off the navigation, grids, sitemap and suggestions (docs/decisions/050). */
  visible: boolean;
  /**
   * Products use it and none of them is active (docs/decisions/085): not public at all, as if it
   * did not exist (no menu, suggestion, sitemap entry or page), whatever `visible` says.
   */
  onlyDrafts: boolean;
  /** A brand the menus show, in sortOrder (docs/decisions/183); false for every category. */
  featured: boolean;
  /** At least one active product uses it: a brand not featured is on /brands only then (decision 183). */
  hasPublicProducts: boolean;
}

/** Whether visitors see a term in menus, grids, the sitemap and suggestions (decisions 050, 085). */
export const isListed = (term: TaxonomyTerm): boolean => term.visible && !term.onlyDrafts;

/** Every spelling a term answers to, each compared by the resolver's key (case, spaces and hyphens aside). */
export interface TermSpellings {
  name: string;
  slug: string;
  aliases: readonly string[];
}

/** What the navigation and the grids need of a listed brand or category. */
export type ListedTerm = Pick<
  TaxonomyTerm,
  "slug" | "name" | "label" | "navLabel" | "image" | "featured" | "hasPublicProducts"
>;

export interface ListedTaxonomy {
  brands: ListedTerm[];
  categories: ListedTerm[];
}

export const emptyTaxonomy: ListedTaxonomy = { brands: [], categories: [] };

export function listedTerm(term: TaxonomyTerm): ListedTerm {
  return {
    slug: term.slug,
    name: term.name,
    label: term.label,
    navLabel: term.navLabel,
    image: term.image,
    featured: term.featured,
    hasPublicProducts: term.hasPublicProducts,
  };
}

/**
 * The brands the public pages show (docs/decisions/183), from the listed ones (featured first, each
 * part in staff's order): the menus and the home and about grids the featured ones, `/brands` those
 * and then every other brand visitors can buy from.
 */
export function featuredBrands<T extends Pick<ListedTerm, "featured">>(listed: readonly T[]): T[] {
  return listed.filter((brand) => brand.featured);
}

export function brandsPageBrands<T extends Pick<ListedTerm, "featured" | "hasPublicProducts">>(
  listed: readonly T[],
): T[] {
  return [...featuredBrands(listed), ...listed.filter((brand) => !brand.featured && brand.hasPublicProducts)];
}

/** Lower-case letters, digits and single hyphens: the shape of every brand and category address. */
export const TERM_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Looks listed terms up by slug, for components that show a product's brand or category. */
export function termsBySlug<T extends { slug: string }>(terms: readonly T[]): (slug: string) => T | undefined {
  const bySlug = new Map(terms.map((term) => [term.slug, term]));
  return (slug) => bySlug.get(slug);
}

export { createResolver };
