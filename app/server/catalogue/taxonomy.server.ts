import type { Kysely } from "kysely";
import { createResolver } from "#app/catalogue/resolve.ts";
import type { TermTranslations } from "#app/catalogue/taxonomy.ts";
import {
  isListed,
  type ListedTaxonomy,
  listedTerm,
  type TaxonomyKind,
  type TaxonomyTerm,
} from "#app/catalogue/taxonomy.ts";
import { defaultLanguage, type Localized, languages } from "#app/i18n/language.ts";
import type { Database, TaxonomyTable } from "#app/server/db/schema.ts";
import { hiddenFromVisitors, visibleToVisitors } from "../products/visibility.server.ts";
import { memoisedPerVersion } from "./version-memo.server.ts";

/**
 * Every read of brands and categories goes through here. The two tables are small and read on
 * every page (navigation, grids, labels, import matching), so they are read once into a snapshot
 * per database handle, kept while the catalogue version stands (loadTaxonomy).
 */
export interface TaxonomySnapshot {
  /** Every brand, listed or hidden, in display order. */
  brands: TaxonomyTerm[];
  categories: TaxonomyTerm[];
  /** A brand by name, slug, alias or former slug, in any case; undefined when unknown. */
  resolveBrand(value: string | null | undefined): TaxonomyTerm | undefined;
  resolveCategory(value: string | null | undefined): TaxonomyTerm | undefined;
  /** The listed (visible) ones, as the root loader sends them to every page. */
  listed: ListedTaxonomy;
}

export const taxonomyTables = { brand: "brands", category: "categories" } as const satisfies Record<
  TaxonomyKind,
  keyof Database
>;

/**
 * The snapshot, kept while the catalogue version stands (memoisedPerVersion): every write to brands
 * or categories bumps it, in this process, in the import worker or in another process sharing the
 * PostgreSQL database, so a page or an import never works from a list older than the last write.
 */
export function loadTaxonomy(db: Kysely<Database>): Promise<TaxonomySnapshot> {
  return memoisedPerVersion(db, "taxonomy", () => readTaxonomy(db));
}

/** What readTaxonomy knows of a term's products beyond its row (decisions 085 and 183). */
interface TermProducts {
  onlyDrafts: boolean;
  hasPublicProducts: boolean;
}

const noProducts: TermProducts = { onlyDrafts: false, hasPublicProducts: false };

export function termFromRow(
  kind: TaxonomyKind,
  row: TaxonomyTable & { featured?: number },
  products: TermProducts = noProducts,
): TaxonomyTerm {
  const translations = parseTranslations(row.translations);
  const navLabel = row.nav_label || row.name;
  const label: Record<string, string> = { en: row.name };
  const navLabels: Record<string, string> = { en: navLabel };
  const descriptions: Record<string, string> = { en: row.description };
  for (const language of languages) {
    const translation = translations[language];
    if (language === defaultLanguage || !translation) continue;
    if (translation.name) label[language] = translation.name;
    // Without its own short label, a language shows its own name if it has one (categories), else
    // the English short label (brands: "Mahle" in every language).
    const ownNavLabel = translation.navLabel || translation.name;
    if (ownNavLabel) navLabels[language] = ownNavLabel;
    if (translation.description) descriptions[language] = translation.description;
  }
  return {
    kind,
    slug: row.slug,
    name: row.name,
    label: label as Localized<string>,
    navLabel: navLabels as Localized<string>,
    aliases: parseAliases(row.aliases),
    description: descriptions as Localized<string>,
    translations,
    image: row.image,
    sortOrder: Number(row.sort_order),
    visible: Number(row.visible) === 1,
    onlyDrafts: products.onlyDrafts,
    featured: kind === "brand" && Number(row.featured) === 1,
    hasPublicProducts: products.hasPublicProducts,
  };
}

/** The stored JSON, keeping only well-formed texts (an unreadable value reads as none). */
export function parseTranslations(json: string): TermTranslations {
  try {
    const value: unknown = JSON.parse(json);
    if (!value || typeof value !== "object") return {};
    const result: TermTranslations = {};
    for (const [language, texts] of Object.entries(value)) {
      if (!texts || typeof texts !== "object") continue;
      const { name, navLabel, description } = texts as Record<string, unknown>;
      result[language] = {
        ...(typeof name === "string" && name ? { name } : {}),
        ...(typeof navLabel === "string" && navLabel ? { navLabel } : {}),
        ...(typeof description === "string" && description ? { description } : {}),
      };
    }
    return result;
  } catch {
    return {};
  }
}

function parseAliases(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return [];
  }
}

/**
 * The brands and categories as the database (or the transaction given) holds them now, uncached: for
 * writes that derive data from them (search words) and for migrations, which run before the catalogue
 * version exists.
 */
export async function readTaxonomy(db: Kysely<Database>): Promise<TaxonomySnapshot> {
  const [brandRows, categoryRows, redirects, draftBrands, draftCategories, publicBrands, publicCategories] =
    await Promise.all([
      db.selectFrom("brands").selectAll().orderBy("sort_order").orderBy("name").execute(),
      db.selectFrom("categories").selectAll().orderBy("sort_order").orderBy("name").execute(),
      db.selectFrom("taxonomy_redirects").select(["kind", "old_slug", "new_slug"]).execute(),
      slugsOnlyDraftsUse(db, "brand_slug"),
      slugsOnlyDraftsUse(db, "category_slug"),
      slugsWithActiveProducts(db, "brand"),
      slugsWithActiveProducts(db, "category"),
    ]);
  const productsOf = (drafts: Set<string>, active: Set<string>, slug: string): TermProducts => ({
    onlyDrafts: drafts.has(slug),
    hasPublicProducts: active.has(slug),
  });
  // Featured brands first, each part in staff's order: the menus and /brands read them so (decision 183).
  const brands = brandRows
    .map((row) => termFromRow("brand", row, productsOf(draftBrands, publicBrands, row.slug)))
    .sort((a, b) => Number(b.featured) - Number(a.featured));
  const categories = categoryRows.map((row) =>
    termFromRow("category", row, productsOf(draftCategories, publicCategories, row.slug)),
  );
  const formerSlugs = (kind: TaxonomyKind, terms: TaxonomyTerm[]) => {
    const bySlug = new Map(terms.map((term) => [term.slug, term]));
    return redirects.flatMap((redirect) => {
      const item = redirect.kind === kind ? bySlug.get(redirect.new_slug) : undefined;
      return item ? [{ spelling: redirect.old_slug, item }] : [];
    });
  };
  return {
    brands,
    categories,
    resolveBrand: createResolver(brands, formerSlugs("brand", brands)),
    resolveCategory: createResolver(categories, formerSlugs("category", categories)),
    listed: {
      brands: brands.filter(isListed).map(listedTerm),
      categories: categories.filter(isListed).map(listedTerm),
    },
  };
}

/**
 * The brands (or categories) that products use, none of them active (docs/decisions/085). Read
 * from the few products that are not active (a partial index), each asked for an active sibling,
 * so a catalogue without drafts pays one empty index read.
 */
async function slugsOnlyDraftsUse(db: Kysely<Database>, column: "brand_slug" | "category_slug"): Promise<Set<string>> {
  const rows = await db
    .selectFrom("products as hidden")
    .select(`hidden.${column} as slug`)
    .distinct()
    .where(hiddenFromVisitors("hidden"))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("products as active")
            .select("active.id")
            .where(visibleToVisitors("active"))
            .whereRef(`active.${column}`, "=", `hidden.${column}`),
        ),
      ),
    )
    .execute();
  return new Set(rows.map((row) => String(row.slug)));
}

/**
 * The brands (or categories) with at least one active product: one indexed look per term (the
 * products' brand and category indexes), not a count over every product.
 */
async function slugsWithActiveProducts(db: Kysely<Database>, kind: TaxonomyKind): Promise<Set<string>> {
  const column = kind === "brand" ? "brand_slug" : "category_slug";
  // One table's type for both: the query reads only the slug, which both have.
  const table = taxonomyTables[kind] as "categories";
  const rows = await db
    .selectFrom(`${table} as term`)
    .select("term.slug")
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom("products")
          .select("products.id")
          .where(visibleToVisitors("products"))
          .whereRef(`products.${column}`, "=", "term.slug"),
      ),
    )
    .execute();
  return new Set(rows.map((row) => row.slug));
}

/** The resolver of one kind, for code that handles brands and categories alike. */
export function resolverOf(snapshot: TaxonomySnapshot, kind: TaxonomyKind) {
  return kind === "brand" ? snapshot.resolveBrand : snapshot.resolveCategory;
}

export function termsOf(snapshot: TaxonomySnapshot, kind: TaxonomyKind): TaxonomyTerm[] {
  return kind === "brand" ? snapshot.brands : snapshot.categories;
}

/**
 * How many products each brand (or category) slug has, the ones visitors see or all of them; slugs
 * without products are absent.
 */
export async function productCounts(
  db: Kysely<Database>,
  kind: TaxonomyKind,
  counted: "visible" | "all" = "all",
): Promise<Map<string, number>> {
  const column = kind === "brand" ? "brand_slug" : "category_slug";
  let query = db.selectFrom("products").select([column, (eb) => eb.fn.countAll().as("count")]);
  if (counted === "visible") query = query.where(visibleToVisitors());
  const rows = await query.groupBy(column).execute();
  return new Map(rows.map((row) => [String(row[column]), Number(row.count)]));
}
