import { type Kysely, sql } from "kysely";
import type { ImportReview, PublishCounts, ReviewGroup, ReviewSample } from "#app/api/imports.ts";
import type { ProductStatus } from "#app/catalogue/product.ts";
import { loadTaxonomy, type TaxonomySnapshot } from "#app/server/catalogue/taxonomy.server.ts";
import type { Database } from "#app/server/db/schema.ts";
import { broughtByImport } from "./brought-by-import.server.ts";

/**
 * What an import puts, or would put, on the public site (issue 40, docs/decisions/202): its products
 * per category and per new brand, with a few to open, the ones staff sent back to "needs a look",
 * and what publishing the rest would publish. Archived products are no part of it: they are neither
 * on the site nor waiting for it.
 */

/** Products shown per group, to open before publishing it. */
export const SAMPLES_PER_GROUP = 3;

/** The import's products, when it exists and was not undone. */
export type ReviewRefusal = { ok: false; reason: "not-found" | "undone" };

interface Tally {
  slug: string;
  products: number;
  drafts: number;
  published: number;
}

const tallyOf = (slug: string): Tally => ({ slug, products: 0, drafts: 0, published: 0 });

function add(tally: Tally, status: ProductStatus, rows: number) {
  tally.products += rows;
  if (status === "draft") tally.drafts += rows;
  if (status === "active") tally.published += rows;
}

function count(tallies: Map<string, Tally>, slug: string, status: ProductStatus, rows: number) {
  const tally = tallies.get(slug) ?? tallyOf(slug);
  add(tally, status, rows);
  tallies.set(slug, tally);
}

/**
 * The brands of `slugs` with no published product: a publish that includes them brings their page up.
 * With `apartFrom`, the products that import brought are not counted: the brands new on the site with it.
 */
async function brandsWithoutPublicProducts(
  db: Kysely<Database>,
  slugs: readonly string[],
  apartFrom?: number,
): Promise<Set<string>> {
  if (slugs.length === 0) return new Set();
  let query = db
    .selectFrom("products")
    .select("brand_slug")
    .distinct()
    .where("brand_slug", "in", slugs)
    .where("status", "=", "active");
  if (apartFrom !== undefined) query = query.where(sql<boolean>`not ${broughtByImport(apartFrom)}`);
  const published = new Set((await query.execute()).map((row) => row.brand_slug));
  return new Set(slugs.filter((slug) => !published.has(slug)));
}

function termName(taxonomy: TaxonomySnapshot, kind: "brand" | "category", slug: string): string {
  return (kind === "brand" ? taxonomy.brands : taxonomy.categories).find((term) => term.slug === slug)?.name ?? slug;
}

type GroupFilter = { category: string } | { brand: string } | "needs-look";

/** The first products of a group, by id (the sheet's order). */
async function samplesOf(db: Kysely<Database>, importId: number, group: GroupFilter): Promise<ReviewSample[]> {
  let query = db
    .selectFrom("products")
    .select(["id", "name", "part_number", "status"])
    .where(broughtByImport(importId))
    .where("status", "<>", "archived");
  if (group === "needs-look") query = query.where("needs_look", "=", 1);
  else {
    query = query.where("needs_look", "=", 0);
    query =
      "category" in group
        ? query.where("category_slug", "=", group.category)
        : query.where("brand_slug", "=", group.brand);
  }
  const rows = await query.orderBy("id").limit(SAMPLES_PER_GROUP).execute();
  return rows.map((row) => ({ id: Number(row.id), name: row.name, partNumber: row.part_number, status: row.status }));
}

/**
 * Publishing the drafts a query names (none that need a look): how many products, in how many
 * categories, and how many brands get their first public products with them.
 */
export async function publishCounts(
  db: Kysely<Database>,
  narrow: (query: ReturnType<typeof draftsToPublish>) => ReturnType<typeof draftsToPublish>,
): Promise<PublishCounts> {
  const rows = await narrow(draftsToPublish(db))
    .select(["category_slug", "brand_slug", (eb) => eb.fn.countAll<number | string>().as("rows")])
    .groupBy(["category_slug", "brand_slug"])
    .execute();
  const brands = [...new Set(rows.map((row) => row.brand_slug))];
  const fresh = await brandsWithoutPublicProducts(db, brands);
  const perCategory = new Map<string, number>();
  for (const row of rows)
    perCategory.set(row.category_slug, (perCategory.get(row.category_slug) ?? 0) + Number(row.rows));
  const taxonomy = await loadTaxonomy(db);
  return {
    products: rows.reduce((sum, row) => sum + Number(row.rows), 0),
    categories: perCategory.size,
    newBrands: fresh.size,
    perCategory: [...perCategory]
      .map(([slug, products]) => ({ slug, name: termName(taxonomy, "category", slug), products }))
      .sort((a, b) => b.products - a.products || a.name.localeCompare(b.name)),
  };
}

/** The drafts publishing would publish: not those staff sent back to "needs a look". */
export function draftsToPublish(db: Kysely<Database>) {
  return db.selectFrom("products").where("status", "=", "draft").where("needs_look", "=", 0);
}

/** The review of one import, or why there is none. */
export async function reviewImport(
  db: Kysely<Database>,
  importId: number,
): Promise<({ ok: true } & ImportReview) | ReviewRefusal> {
  const entry = await db
    .selectFrom("imports")
    .select(["id", "file_name", "created_at", "undone_at"])
    .where("id", "=", importId)
    .executeTakeFirst();
  if (!entry) return { ok: false, reason: "not-found" };
  if (entry.undone_at) return { ok: false, reason: "undone" };

  const rows = await db
    .selectFrom("products")
    .select([
      "category_slug",
      "brand_slug",
      "status",
      "needs_look",
      (eb) => eb.fn.countAll<number | string>().as("rows"),
    ])
    .where(broughtByImport(importId))
    .where("status", "<>", "archived")
    .groupBy(["category_slug", "brand_slug", "status", "needs_look"])
    .execute();
  const categories = new Map<string, Tally>();
  const brands = new Map<string, Tally>();
  const needsLook = tallyOf("needs-look");
  for (const row of rows) {
    const status = row.status as ProductStatus;
    const n = Number(row.rows);
    if (Number(row.needs_look) === 1) {
      add(needsLook, status, n);
      continue;
    }
    count(categories, row.category_slug, status, n);
    count(brands, row.brand_slug, status, n);
  }
  const newBrands = await brandsWithoutPublicProducts(db, [...brands.keys()], importId);
  const taxonomy = await loadTaxonomy(db);
  const nameOf = (kind: "brand" | "category", slug: string) => termName(taxonomy, kind, slug);
  const groupsOf = async (kind: "brand" | "category", tallies: Iterable<Tally>): Promise<ReviewGroup[]> =>
    Promise.all(
      [...tallies]
        .sort((a, b) => b.products - a.products || a.slug.localeCompare(b.slug))
        .map(async (tally) => ({
          kind,
          ...tally,
          name: nameOf(kind, tally.slug),
          samples: await samplesOf(db, importId, kind === "brand" ? { brand: tally.slug } : { category: tally.slug }),
        })),
    );
  const toPublish = await publishCounts(db, (query) => query.where(broughtByImport(importId)));
  return {
    ok: true,
    importId,
    fileName: entry.file_name,
    createdAt: entry.created_at,
    products: [...categories.values(), needsLook].reduce((sum, tally) => sum + tally.products, 0),
    drafts: [...categories.values(), needsLook].reduce((sum, tally) => sum + tally.drafts, 0),
    categories: await groupsOf("category", categories.values()),
    newBrands: await groupsOf(
      "brand",
      [...brands.values()].filter((tally) => newBrands.has(tally.slug)),
    ),
    needsLook: {
      ...needsLook,
      kind: "needs-look",
      name: "",
      samples: needsLook.products > 0 ? await samplesOf(db, importId, "needs-look") : [],
    },
    toPublish,
  };
}
