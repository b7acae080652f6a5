import type { Kysely, Transaction } from "kysely";
import { lookupKey } from "#app/catalogue/resolve.ts";
import type {
  TaxonomyKind,
  TaxonomyTerm,
  TermSpellings,
  TermTranslation,
  TermTranslations,
} from "#app/catalogue/taxonomy.ts";
import { termSlug } from "#app/catalogue/term-slug.ts";
import type { CreateTermInput, UpdateTermInput } from "#app/forms/taxonomy-term.ts";
import type { Database, TaxonomyTable } from "#app/server/db/schema.ts";
import { formatCount } from "#app/utils/format-size.ts";
import { type CatalogueTerms, loadCatalogueTerms } from "../search/catalogue-terms.server.ts";
import { rebuildSearchWords } from "../search/documents.server.ts";
import { parseTranslations, taxonomyTables, termFromRow } from "./taxonomy.server.ts";

/**
 * Staff changes to brands and categories. Each runs in one transaction and drops the read snapshot
 * after it commits, so the next page shows the change. A refusal staff can act on is a
 * TaxonomyRefusal (the API answers it with its status and sentence).
 */
export class TaxonomyRefusal extends Error {
  readonly status: 404 | 409;
  constructor(status: 404 | 409, message: string) {
    super(message);
    this.status = status;
  }
}

const productColumn = { brand: "brand_slug", category: "category_slug" } as const;
const noun = { brand: "brand", category: "category" } as const;

function notFound(kind: TaxonomyKind, slug: string): TaxonomyRefusal {
  return new TaxonomyRefusal(404, `No ${noun[kind]} has the slug "${slug}".`);
}

// Readers see a write once it commits: it bumps the catalogue version, which drops every kept
// snapshot of the brands and categories (loadTaxonomy), in this process and any other.
function inTransaction<T>(db: Kysely<Database>, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.transaction().execute(work);
}

/**
 * A write of names, aliases, labels or slugs inside its transaction, then the search words of every
 * product whose brand or category words it changed (the other terms of the kind too: a term's own
 * single-word name is taken from the others'), so search finds a new alias or name at once.
 */
async function withSearchWords<T>(trx: Transaction<Database>, work: () => Promise<T>): Promise<T> {
  const before = await loadCatalogueTerms(trx);
  const result = await work();
  const after = await loadCatalogueTerms(trx);
  const changed = (kind: keyof Pick<CatalogueTerms, "brand" | "category">) => {
    const slugs = new Set([...before[kind].keys(), ...after[kind].keys()]);
    return [...slugs].filter((slug) => before[kind].get(slug) !== after[kind].get(slug));
  };
  const brands = changed("brand");
  const categories = changed("category");
  if (brands.length > 0 || categories.length > 0) {
    const rows = await trx
      .selectFrom("products")
      .select("id")
      .where((eb) =>
        eb.or([
          ...(brands.length > 0 ? [eb("brand_slug", "in", brands)] : []),
          ...(categories.length > 0 ? [eb("category_slug", "in", categories)] : []),
        ]),
      )
      .execute();
    if (rows.length > 0)
      await rebuildSearchWords(
        trx,
        rows.map((row) => Number(row.id)),
      );
  }
  return result;
}

function rowValues(input: UpdateTermInput, currentTranslations = "{}"): Partial<TaxonomyTable> {
  const values: Partial<TaxonomyTable> = {};
  if (input.name !== undefined) values.name = input.name;
  if (input.slug !== undefined) values.slug = input.slug;
  if (input.navLabel !== undefined) values.nav_label = input.navLabel || null;
  if (input.description !== undefined) values.description = input.description;
  if (input.translations !== undefined) {
    values.translations = JSON.stringify(
      mergedTranslations(parseTranslations(currentTranslations), input.translations),
    );
  }
  if (input.aliases !== undefined) values.aliases = JSON.stringify(uniqueAliases(input.aliases));
  if (input.visible !== undefined) values.visible = input.visible ? 1 : 0;
  if (input.sortOrder !== undefined) values.sort_order = input.sortOrder;
  return values;
}

/** Only brands are featured (decision 183); the API refuses the field for a category. */
function featuredValue(input: UpdateTermInput): { featured?: number } {
  return input.featured === undefined ? {} : { featured: input.featured ? 1 : 0 };
}

/**
 * A change names only the languages and texts it changes: each text sent replaces the stored one, ""
 * removes it (the English shows), and a language left with no text is dropped.
 */
function mergedTranslations(current: TermTranslations, changes: NonNullable<UpdateTermInput["translations"]>) {
  const merged: TermTranslations = { ...current };
  for (const [language, texts] of Object.entries(changes)) {
    const entry: TermTranslation = { ...merged[language], ...texts };
    for (const field of ["name", "navLabel", "description"] as const) if (!entry[field]) delete entry[field];
    if (Object.keys(entry).length > 0) merged[language] = entry;
    else delete merged[language];
  }
  return merged;
}

function uniqueAliases(aliases: readonly string[]): string[] {
  const seen = new Set<string>();
  return aliases.filter((alias) => {
    const key = lookupKey(alias);
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * A name, slug or alias that another term of the same kind already answers to would make sheets and
 * addresses ambiguous ("Mahle" must mean one brand): the spelling taken and the term that has it, or
 * undefined when the term is free. Pure, so an import's preview asks the same question of its
 * snapshot that the write asks of the table.
 */
export function spellingConflict(
  others: readonly TermSpellings[],
  mine: TermSpellings,
): { spelling: string; owner: string } | undefined {
  const taken = new Map<string, string>();
  for (const other of others) {
    for (const spelling of [other.name, other.slug, ...other.aliases]) taken.set(lookupKey(spelling), other.name);
  }
  for (const spelling of [mine.name, mine.slug, ...mine.aliases]) {
    const owner = taken.get(lookupKey(spelling));
    if (owner) return { spelling, owner };
  }
  return undefined;
}

/** The same check against the table, inside the write's transaction: refused with 409. */
async function checkSpellings(trx: Transaction<Database>, kind: TaxonomyKind, term: TaxonomyTable, ownSlug?: string) {
  const others = await trx
    .selectFrom(taxonomyTables[kind])
    .selectAll()
    .where("slug", "!=", ownSlug ?? "")
    .execute();
  const conflict = spellingConflict(
    others.map((row) => termFromRow(kind, row)),
    termFromRow(kind, term),
  );
  if (conflict) {
    throw new TaxonomyRefusal(
      409,
      `"${conflict.spelling}" already names the ${noun[kind]} ${conflict.owner}. Choose another.`,
    );
  }
}

/** The address a new term gets: the slug sent, else its name's (termSlug); "" when the name gives none. */
export function newTermSlug(input: Pick<CreateTermInput, "name" | "slug">): string {
  return input.slug ?? termSlug(input.name);
}

export async function createTerm(db: Kysely<Database>, kind: TaxonomyKind, input: CreateTermInput) {
  return inTransaction(db, (trx) => insertTerm(trx, kind, input));
}

/**
 * Adds a brand or category inside a transaction of the caller's: POST /api/brands and an import that
 * creates the brands its sheet names (mapping value "new") both write through here, with the same
 * checks. Readers see it once the caller's transaction commits (the catalogue version moves).
 */
export async function insertTerm(
  trx: Transaction<Database>,
  kind: TaxonomyKind,
  input: CreateTermInput,
  now = new Date().toISOString(),
): Promise<TaxonomyTerm> {
  const slug = newTermSlug(input);
  if (!slug) throw new TaxonomyRefusal(409, `The name "${input.name}" gives no address. Send a slug.`);
  const table = taxonomyTables[kind];
  const last = await trx
    .selectFrom(table)
    .select((eb) => eb.fn.max("sort_order").as("last"))
    .executeTakeFirst();
  const row: TaxonomyTable = {
    slug,
    name: input.name,
    nav_label: null,
    aliases: "[]",
    description: "",
    translations: "{}",
    image: null,
    sort_order: Number(last?.last ?? 0) + 10,
    visible: 1,
    created_at: now,
    updated_at: now,
    ...rowValues({ ...input, slug }),
  };
  await checkSpellings(trx, kind, row);
  return withSearchWords(trx, async () => {
    // A new term may take an address a renamed one left behind: the old address is its now.
    await trx.deleteFrom("taxonomy_redirects").where("kind", "=", kind).where("old_slug", "=", slug).execute();
    await trx.insertInto(table).values(row).execute();
    return termFromRow(kind, row);
  });
}

/**
 * Changes any fields. A new slug moves the term's products with it in the same transaction and
 * keeps the old slug as a redirect (and every older one now points at the new slug), so every
 * address it ever had answers 301 to the current one.
 */
export async function updateTerm(
  db: Kysely<Database>,
  kind: TaxonomyKind,
  slug: string,
  input: UpdateTermInput,
): Promise<TaxonomyTerm> {
  return inTransaction(db, async (trx) => {
    const table = taxonomyTables[kind];
    const current = await trx.selectFrom(table).selectAll().where("slug", "=", slug).executeTakeFirst();
    if (!current) throw notFound(kind, slug);
    const changed: TaxonomyTable = {
      ...current,
      ...rowValues(input, current.translations),
      ...featuredValue(input),
      updated_at: new Date().toISOString(),
    };
    await checkSpellings(trx, kind, changed, slug);
    return withSearchWords(trx, () => writeUpdate(trx, kind, slug, input, changed));
  });
}

async function writeUpdate(
  trx: Transaction<Database>,
  kind: TaxonomyKind,
  slug: string,
  input: UpdateTermInput,
  changed: TaxonomyTable,
): Promise<TaxonomyTerm> {
  const table = taxonomyTables[kind];
  const renamed = changed.slug !== slug;
  if (renamed) {
    const redirects = trx.deleteFrom("taxonomy_redirects").where("kind", "=", kind);
    await redirects.where("old_slug", "=", changed.slug).execute();
  }
  await trx
    .updateTable(table)
    .set({ ...rowValues(input, changed.translations), updated_at: changed.updated_at })
    .where("slug", "=", slug)
    .execute();
  if (kind === "brand" && input.featured !== undefined) {
    await trx.updateTable("brands").set(featuredValue(input)).where("slug", "=", changed.slug).execute();
  }
  if (renamed) {
    await trx
      .updateTable("products")
      .set({ [productColumn[kind]]: changed.slug })
      .where(productColumn[kind], "=", slug)
      .execute();
    // A category's specification fields follow it (decision 100).
    if (kind === "category") {
      await trx
        .updateTable("spec_fields")
        .set({ category_slug: changed.slug })
        .where("category_slug", "=", slug)
        .execute();
    }
    await trx
      .updateTable("taxonomy_redirects")
      .set({ new_slug: changed.slug })
      .where("kind", "=", kind)
      .where("new_slug", "=", slug)
      .execute();
    await trx
      .insertInto("taxonomy_redirects")
      .values({ kind, old_slug: slug, new_slug: changed.slug, created_at: changed.updated_at })
      .execute();
  }
  return termFromRow(kind, changed);
}

/** Sets the display order to the given slugs; every slug of the kind must be there, once. */
export async function reorderTerms(db: Kysely<Database>, kind: TaxonomyKind, slugs: readonly string[]): Promise<void> {
  await inTransaction(db, async (trx) => {
    const table = taxonomyTables[kind];
    const existing = new Set((await trx.selectFrom(table).select("slug").execute()).map((row) => row.slug));
    const given = new Set(slugs);
    const unknown = slugs.filter((slug) => !existing.has(slug));
    if (unknown.length > 0) throw notFound(kind, unknown[0] ?? "");
    if (given.size !== slugs.length || given.size !== existing.size) {
      throw new TaxonomyRefusal(409, `Send every ${noun[kind]}'s slug once, in the new order.`);
    }
    for (const [index, slug] of slugs.entries()) {
      await trx
        .updateTable(table)
        .set({ sort_order: (index + 1) * 10 })
        .where("slug", "=", slug)
        .execute();
    }
  });
}

/** How many products a term has. */
async function productsOf(trx: Transaction<Database>, kind: TaxonomyKind, slug: string): Promise<number> {
  const { count } = await trx
    .selectFrom("products")
    .select((eb) => eb.fn.countAll().as("count"))
    .where(productColumn[kind], "=", slug)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Removes a term and the redirects to it, inside the caller's transaction; its products must be gone. */
async function removeTerm(trx: Transaction<Database>, kind: TaxonomyKind, slug: string): Promise<void> {
  await withSearchWords(trx, async () => {
    await trx.deleteFrom("taxonomy_redirects").where("kind", "=", kind).where("new_slug", "=", slug).execute();
    await trx.deleteFrom(taxonomyTables[kind]).where("slug", "=", slug).execute();
    if (kind === "category") await trx.deleteFrom("spec_fields").where("category_slug", "=", slug).execute();
  });
}

/**
 * Deletes a term without products. One with products is refused (409): removing it would leave
 * products pointing nowhere; staff hide it instead.
 */
export async function deleteTerm(db: Kysely<Database>, kind: TaxonomyKind, slug: string): Promise<void> {
  await inTransaction(db, async (trx) => {
    const table = taxonomyTables[kind];
    const current = await trx.selectFrom(table).select("name").where("slug", "=", slug).executeTakeFirst();
    if (!current) throw notFound(kind, slug);
    const count = await productsOf(trx, kind, slug);
    if (count > 0) {
      throw new TaxonomyRefusal(
        409,
        `${current.name} has ${formatCount(count)} products, so it cannot be deleted. Hide it instead, or move or delete its products first.`,
      );
    }
    await removeTerm(trx, kind, slug);
  });
}

/**
 * For an import's undo (decision 069): the term the import created under `slug`, followed through
 * any later renames, is removed when no product has it; one that products still use is kept as it is.
 * Says which, under the term's current slug and name; "gone" when staff already deleted it.
 */
export async function removeTermIfUnused(
  trx: Transaction<Database>,
  kind: TaxonomyKind,
  slug: string,
): Promise<{ outcome: "removed" | "gone" } | { outcome: "kept"; slug: string; name: string; products: number }> {
  const table = taxonomyTables[kind];
  const renamed = await trx
    .selectFrom("taxonomy_redirects")
    .select("new_slug")
    .where("kind", "=", kind)
    .where("old_slug", "=", slug)
    .executeTakeFirst();
  const current = renamed?.new_slug ?? slug;
  const term = await trx.selectFrom(table).select("name").where("slug", "=", current).executeTakeFirst();
  if (!term) return { outcome: "gone" };
  const products = await productsOf(trx, kind, current);
  if (products > 0) return { outcome: "kept", slug: current, name: term.name, products };
  await removeTerm(trx, kind, current);
  return { outcome: "removed" };
}

/** Points the term at a new logo or illustration (null removes it); returns the one it replaced. */
export async function setTermImage(
  db: Kysely<Database>,
  kind: TaxonomyKind,
  slug: string,
  image: string | null,
): Promise<{ term: TaxonomyTerm; previous: string | null }> {
  return inTransaction(db, async (trx) => {
    const table = taxonomyTables[kind];
    const current = await trx.selectFrom(table).selectAll().where("slug", "=", slug).executeTakeFirst();
    if (!current) throw notFound(kind, slug);
    const updatedAt = new Date().toISOString();
    await trx.updateTable(table).set({ image, updated_at: updatedAt }).where("slug", "=", slug).execute();
    return { term: termFromRow(kind, { ...current, image, updated_at: updatedAt }), previous: current.image };
  });
}
