/**
 * The brands and categories an undo puts products back under (decision 078). A row is restored as
 * the import found it, but the brand or category it named may have changed since: a renamed term
 * keeps its old slug as a redirect (taxonomy_redirects, always pointing at the newest slug), which
 * the restored row follows; a deleted term leaves nothing to follow, and the undo is refused
 * naming it, since putting products back under a slug no brand has would hide them from every page.
 */
import type { Transaction } from "kysely";
import type { TaxonomyKind } from "#app/catalogue/taxonomy.ts";
import { taxonomyTables } from "#app/server/catalogue/taxonomy.server.ts";
import type { Database } from "#app/server/db/schema.ts";

/** The slugs a restored products row names. */
export interface TermSlugs {
  brand_slug: string;
  category_slug: string;
}

/** Per kind, each slug the rows name and the slug its term has now. */
export type CurrentSlugs = Record<TaxonomyKind, ReadonlyMap<string, string>>;

export type CurrentSlugsResult = { ok: true; slugs: CurrentSlugs } | { ok: false; kind: TaxonomyKind; slug: string };

// Slugs per statement stay under both databases' bound-parameter limits.
const CHUNK = 500;

async function currentSlugsOf(
  trx: Transaction<Database>,
  kind: TaxonomyKind,
  slugs: readonly string[],
): Promise<Map<string, string> | { missing: string }> {
  const current = new Map<string, string>();
  for (let i = 0; i < slugs.length; i += CHUNK) {
    const chunk = slugs.slice(i, i + CHUNK);
    const existing = await trx.selectFrom(taxonomyTables[kind]).select("slug").where("slug", "in", chunk).execute();
    for (const { slug } of existing) current.set(slug, slug);
    const gone = chunk.filter((slug) => !current.has(slug));
    if (gone.length === 0) continue;
    // A redirect's target always exists: deleting a term removes the redirects that point at it.
    const moved = await trx
      .selectFrom("taxonomy_redirects")
      .select(["old_slug", "new_slug"])
      .where("kind", "=", kind)
      .where("old_slug", "in", gone)
      .execute();
    for (const { old_slug, new_slug } of moved) current.set(old_slug, new_slug);
    const missing = gone.find((slug) => !current.has(slug));
    if (missing !== undefined) return { missing };
  }
  return current;
}

/** Where each brand and category the rows name is now, or the first that no longer exists. */
export async function currentTermSlugs(
  trx: Transaction<Database>,
  rows: readonly TermSlugs[],
): Promise<CurrentSlugsResult> {
  const brand = await currentSlugsOf(trx, "brand", [...new Set(rows.map((row) => row.brand_slug))]);
  if ("missing" in brand) return { ok: false, kind: "brand", slug: brand.missing };
  const category = await currentSlugsOf(trx, "category", [...new Set(rows.map((row) => row.category_slug))]);
  if ("missing" in category) return { ok: false, kind: "category", slug: category.missing };
  return { ok: true, slugs: { brand, category } };
}

/**
 * Where each of these brands is now, when it still is: the brand of a product an import created.
 * A brand deleted since took its products with it, so there is nothing to find under it, and no
 * reason to refuse the undo.
 */
export async function followedBrandSlugs(
  trx: Transaction<Database>,
  slugs: readonly string[],
): Promise<ReadonlyMap<string, string>> {
  const followed = new Map<string, string>();
  for (const slug of new Set(slugs)) {
    const current = await currentSlugsOf(trx, "brand", [slug]);
    followed.set(slug, "missing" in current ? slug : (current.get(slug) ?? slug));
  }
  return followed;
}

/** The row with its brand and category as they are called now. */
export function withCurrentSlugs<Row extends TermSlugs>(row: Row, slugs: CurrentSlugs): Row {
  return {
    ...row,
    brand_slug: slugs.brand.get(row.brand_slug) ?? row.brand_slug,
    category_slug: slugs.category.get(row.category_slug) ?? row.category_slug,
  };
}
