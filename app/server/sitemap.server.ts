import type { Kysely } from "kysely";
import type { ListedTaxonomy } from "#app/catalogue/taxonomy.ts";
import { type Language, type LanguageSettings, languagePaths } from "#app/i18n/language.ts";
import { languageSettings } from "#app/i18n/languages.ts";
import { productPath } from "#app/utils/product-paths.ts";
import type { Database } from "./db/schema.ts";
import { visibleToVisitors } from "./products/visibility.server.ts";

/**
 * Products per product sitemap: one address per language each stays under the 50,000-URL limit
 * (three languages: 16,000 products, 48,000 addresses).
 */
export const PRODUCTS_PER_SITEMAP = Math.floor(50_000 / languageSettings.length / 1000) * 1000;

export interface SitemapEntry {
  /** The default language's path; the other languages' are derived. */
  path: string;
  lastModified?: string;
  languages?: readonly Language[];
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A <urlset> where every page is listed once per language with its hreflang alternates. */
export function urlsetXml(
  origin: string,
  entries: readonly SitemapEntry[],
  list: readonly LanguageSettings[] = languageSettings,
): string {
  const { languages, localizePath } = languagePaths(list);
  const urls = entries.flatMap((entry) => {
    const present: readonly string[] = entry.languages ?? languages;
    const alternates = present
      .map(
        (lang) =>
          `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(origin + localizePath(entry.path, lang))}"/>`,
      )
      .join("");
    return present.map(
      (lang) =>
        `<url><loc>${escapeXml(origin + localizePath(entry.path, lang))}</loc>${
          entry.lastModified ? `<lastmod>${entry.lastModified.slice(0, 10)}</lastmod>` : ""
        }${alternates}</url>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

export function sitemapIndexXml(origin: string, names: readonly string[]): string {
  const items = names.map((name) => `<sitemap><loc>${escapeXml(`${origin}/sitemaps/${name}`)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join("\n")}\n</sitemapindex>\n`;
}

/** The site's own pages: home, about, contact, blogs, and every listed brand and category. */
export function pageEntries(
  { brands, categories }: ListedTaxonomy,
  extra: readonly SitemapEntry[] = [],
): SitemapEntry[] {
  return [
    ...["/", "/about", "/brands", "/categories", "/contact", "/blogs"].map((path) => ({ path })),
    ...brands.map((b) => ({ path: `/brands/${b.slug}` })),
    ...categories.map((c) => ({ path: `/categories/${c.slug}` })),
    ...extra,
  ];
}

export async function productSitemapCount(db: Kysely<Database>): Promise<number> {
  const { total } = await db
    .selectFrom("products")
    .select((eb) => eb.fn.countAll().as("total"))
    .where(visibleToVisitors())
    .executeTakeFirstOrThrow();
  return Math.ceil(Number(total) / PRODUCTS_PER_SITEMAP);
}

/** The file name of product sitemap `chunk` (0 is the first), as the index lists it. */
export function productSitemapName(chunk: number): string {
  return `products-${chunk + 1}.xml`;
}

/**
 * The chunk a product sitemap's file name stands for, or undefined when the index never lists that
 * name: `products-0.xml` (once read as chunk -1, which SQLite took for the first chunk, so the first
 * file was served again under another name, and PostgreSQL refused with a 500) and numbers written
 * with leading zeros are no sitemaps.
 */
export function productSitemapChunk(name: string): number | undefined {
  const number = /^products-([1-9]\d{0,3})\.xml$/.exec(name)?.[1];
  return number === undefined ? undefined : Number(number) - 1;
}

/** One chunk of product pages (0 is the first), at their canonical (brand) addresses. */
export async function productEntries(db: Kysely<Database>, chunk: number): Promise<SitemapEntry[]> {
  if (!Number.isSafeInteger(chunk) || chunk < 0) return [];
  const rows = await db
    .selectFrom("products")
    .select(["part_number", "brand_slug", "updated_at"])
    .where(visibleToVisitors())
    .orderBy("id")
    .limit(PRODUCTS_PER_SITEMAP)
    .offset(chunk * PRODUCTS_PER_SITEMAP)
    .execute();
  return rows.map((row) => ({
    path: productPath({ kind: "brand", brandSlug: row.brand_slug }, row.part_number, "en"),
    lastModified: row.updated_at,
  }));
}
