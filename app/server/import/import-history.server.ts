import { type Insertable, type Kysely, sql, type Transaction } from "kysely";
import type { BlockingImport, CreatedTerm, ImportHistoryPage, UndoSummary } from "#app/api/imports.ts";
import { identityKey, type PartIdentity } from "#app/catalogue/part-number.ts";
import type { TaxonomyKind } from "#app/catalogue/taxonomy.ts";
import { removeTermIfUnused } from "#app/server/catalogue/taxonomy-writes.server.ts";
import { rebuildProductLookups } from "#app/server/product-lookups.server.ts";
import { type ProductWrite, rowsOf } from "#app/server/product-writes.server.ts";
import { type BulkInsert, insertRows } from "../db/bulk-insert.server.ts";
import type { Database, ImportAction, ImportChangesTable, ProductRow, ProductsTable } from "../db/schema.ts";
import { isSqlite } from "../db/sqlite-dialect.server.ts";
import { currentTermSlugs, followedBrandSlugs, withCurrentSlugs } from "./restore-terms.server.ts";

/**
 * The history of committed spreadsheet imports, and their undo. Each import stores the whole
 * products row as it was before for every product it changed (generic over the columns, so a
 * column added later is snapshotted and restored without changes here), and the brands and part
 * keys of the products it created. Undo puts those rows back, in one transaction, and marks the
 * import undone.
 */

/** Who imported which file; the API knows it from the administrator's session. */
export interface ImportAuthor {
  adminId: number | null;
  username: string;
  fileName: string;
}

// Rows per statement stay under SQLite's and PostgreSQL's bound-parameter limits.
const CHUNK = 500;

function* chunks<T>(items: readonly T[], size = CHUNK): Generator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}

const changesInsert: BulkInsert = {
  into: 'insert into "import_changes" ("import_id", "part_key", "brand_slug", "action", "before")',
  row: "(?, ?, ?, ?, ?)",
};

/**
 * Records one import from what writeProducts did and the rows as they were before it. The import
 * service calls it inside the write's transaction, so the import and its history commit together
 * or not at all.
 */
export async function recordImport(
  trx: Transaction<Database>,
  author: ImportAuthor,
  write: ProductWrite,
  createdTerms: readonly CreatedTerm[] = [],
) {
  const { id } = await trx
    .insertInto("imports")
    .values({
      created_at: write.now,
      admin_id: author.adminId,
      username: author.username,
      file_name: author.fileName,
      replace_all: write.replaceAll ? 1 : 0,
      created: write.summary.created,
      updated: write.summary.updated,
      unchanged: write.summary.unchanged,
      deleted: write.removed.length,
      created_terms: createdTerms.length > 0 ? JSON.stringify(createdTerms) : null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const importId = Number(id);
  const change = (identity: PartIdentity, action: ImportAction, before: ProductRow | null) => [
    importId,
    identity.part_key,
    identity.brand_slug,
    action,
    before ? JSON.stringify(before) : null,
  ];
  const changes = [
    ...write.removed.map((row) => change(row, "deleted", row)),
    ...write.updatedBefore.map((row) => change(row, "updated", row)),
    ...write.created.map((identity) => change(identity, "created", null)),
  ];
  // One row per product of the sheet: the bulk insert's way (decision 098).
  await insertRows(trx, changesInsert, changes);
  return importId;
}

/** One product changed by hand: its row before (null when added) and its identity after (null when deleted). */
export interface ProductChange {
  now: string;
  /** What the history shows for it: the product's part number and name. */
  label: string;
  before: ProductRow | null;
  after: PartIdentity | null;
}

/**
 * Records a change of one product made by hand, inside the transaction that writes it, as an entry
 * of the same history as imports (source "product"), so the same undo puts the row back. A changed
 * part number or brand is two changes: the old identity updated (its row comes back on undo) and the
 * new one created (removed on undo), so later imports of either part number block the undo.
 */
export async function recordProductChange(
  trx: Transaction<Database>,
  author: Pick<ImportAuthor, "adminId" | "username">,
  change: ProductChange,
): Promise<number> {
  const { before, after } = change;
  const kind: ImportAction = before === null ? "created" : after === null ? "deleted" : "updated";
  const { id } = await trx
    .insertInto("imports")
    .values({
      created_at: change.now,
      admin_id: author.adminId,
      username: author.username,
      file_name: change.label,
      source: "product",
      replace_all: 0,
      created: kind === "created" ? 1 : 0,
      updated: kind === "updated" ? 1 : 0,
      unchanged: 0,
      deleted: kind === "deleted" ? 1 : 0,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const importId = Number(id);
  const rows: Insertable<ImportChangesTable>[] = [];
  const entry = (identity: PartIdentity) => ({
    import_id: importId,
    part_key: identity.part_key,
    brand_slug: identity.brand_slug,
  });
  if (before) rows.push({ ...entry(before), action: kind, before: JSON.stringify(before) });
  if (after !== null && (before === null || identityKey(after) !== identityKey(before)))
    rows.push({ ...entry(after), action: "created", before: null });
  await trx.insertInto("import_changes").values(rows).execute();
  return importId;
}

/**
 * For each of the given imports, the newest later import (not undone) that changed any of its
 * products. A product's newest toucher is the only one that matters: the blocker is the newest
 * over the import's products, and it touched exactly those whose newest toucher it is. Compared by
 * part key alone, not brand too: a brand renamed between the two would otherwise hide a real
 * blocker, and a number two brands share only blocks an undo it need not (staff undo the later first).
 */
async function blockingImports(
  db: Kysely<Database>,
  importIds: readonly number[],
): Promise<Map<number, BlockingImport>> {
  const blockers = new Map<number, BlockingImport>();
  if (importIds.length === 0) return blockers;
  const rows = await db
    .with("newest", (qb) =>
      qb
        .selectFrom("import_changes as c")
        .innerJoin("imports as i", "i.id", "c.import_id")
        .where("i.undone_at", "is", null)
        .where("c.part_key", "in", (sub) =>
          sub.selectFrom("import_changes").select("part_key").where("import_id", "in", importIds),
        )
        .select(["c.part_key", (eb) => eb.fn.max("c.import_id").as("newest_id")])
        .groupBy("c.part_key"),
    )
    .selectFrom("import_changes as a")
    .innerJoin("newest as n", (join) =>
      join.onRef("n.part_key", "=", "a.part_key").onRef("n.newest_id", ">", "a.import_id"),
    )
    .innerJoin("imports as later", "later.id", "n.newest_id")
    .where("a.import_id", "in", importIds)
    .select(["a.import_id", "n.newest_id", "later.created_at", sql<number>`count(distinct a.part_key)`.as("products")])
    .groupBy(["a.import_id", "n.newest_id", "later.created_at"])
    .execute();
  for (const row of rows) {
    const importId = Number(row.import_id);
    const laterId = Number(row.newest_id);
    const current = blockers.get(importId);
    if (!current || laterId > current.id)
      blockers.set(importId, { id: laterId, createdAt: row.created_at, products: Number(row.products) });
  }
  return blockers;
}

/** The imports, newest first, each with whether (and why not) it can be undone. */
export async function listImports(
  db: Kysely<Database>,
  page: { limit: number; offset: number },
): Promise<ImportHistoryPage> {
  const [rows, count] = await Promise.all([
    db.selectFrom("imports").selectAll().orderBy("id", "desc").limit(page.limit).offset(page.offset).execute(),
    db
      .selectFrom("imports")
      .select((eb) => eb.fn.countAll().as("total"))
      .executeTakeFirstOrThrow(),
  ]);
  const blockers = await blockingImports(
    db,
    rows.filter((row) => row.undone_at === null).map((row) => Number(row.id)),
  );
  return {
    total: Number(count.total),
    imports: rows.map((row) => ({
      id: Number(row.id),
      createdAt: row.created_at,
      username: row.username,
      fileName: row.file_name,
      source: row.source === "product" ? "product" : "sheet",
      replaceAll: Number(row.replace_all) === 1,
      created: Number(row.created),
      updated: Number(row.updated),
      unchanged: Number(row.unchanged),
      deleted: Number(row.deleted),
      undoneAt: row.undone_at,
      undoneBy: row.undone_by,
      blockedBy: blockers.get(Number(row.id)) ?? null,
      createdTerms: parseCreatedTerms(row.created_terms),
    })),
  };
}

/** The created_terms column, as the API lists it; [] for none (and for a value it cannot read). */
function parseCreatedTerms(json: string | null): CreatedTerm[] {
  if (!json) return [];
  try {
    const value: unknown = JSON.parse(json);
    if (!Array.isArray(value)) return [];
    return value.filter(
      (item): item is CreatedTerm =>
        typeof item === "object" &&
        item !== null &&
        (item.kind === "brand" || item.kind === "category") &&
        typeof item.slug === "string" &&
        typeof item.name === "string",
    );
  } catch {
    return [];
  }
}

export type UndoResult =
  | ({ ok: true } & Required<Omit<UndoSummary, "message">>)
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "already-undone"; undoneAt: string; undoneBy: string | null }
  | { ok: false; reason: "blocked"; blockedBy: BlockingImport }
  /** A brand or category the restored products named was deleted since; nothing was changed. */
  | { ok: false; reason: "term-deleted"; kind: TaxonomyKind; slug: string };

type StoredRow = Insertable<ProductsTable> & { id: number };

/**
 * Undoes one import in one transaction: the products it created are removed, and every row it
 * updated or (replacing all) deleted is written back whole, with its original id. A product staff
 * deleted after the import is restored too: the catalogue returns to how it was before the import.
 * Refused when the import is already undone, or when a later import, not undone, changed any of
 * the same products (undoing this one would silently discard that later change). A restored row
 * follows its brand's or category's rename; a brand or category deleted since refuses the undo.
 */
export async function undoImport(
  db: Kysely<Database>,
  importId: number,
  username: string,
  now = new Date().toISOString(),
): Promise<UndoResult> {
  return db.transaction().execute(async (trx): Promise<UndoResult> => {
    const entry = await trx.selectFrom("imports").selectAll().where("id", "=", importId).executeTakeFirst();
    if (!entry) return { ok: false, reason: "not-found" };
    if (entry.undone_at)
      return { ok: false, reason: "already-undone", undoneAt: entry.undone_at, undoneBy: entry.undone_by };
    const blockedBy = (await blockingImports(trx, [importId])).get(importId);
    if (blockedBy) return { ok: false, reason: "blocked", blockedBy };
    const changes = await trx
      .selectFrom("import_changes")
      .select(["part_key", "brand_slug", "action", "before"])
      .where("import_id", "=", importId)
      .orderBy("id")
      .execute();
    const restoring = changes.flatMap((change) =>
      change.action === "created" || change.before === null ? [] : [JSON.parse(change.before) as StoredRow],
    );
    // Brands and categories renamed since are followed; one deleted since refuses the undo (decision 078).
    const terms = await currentTermSlugs(trx, restoring);
    if (!terms.ok) return { ok: false, reason: "term-deleted", kind: terms.kind, slug: terms.slug };
    // Marking first, on the condition that nobody else did: of two undo requests at once, one wins.
    const marked = await trx
      .updateTable("imports")
      .set({ undone_at: now, undone_by: username })
      .where("id", "=", importId)
      .where("undone_at", "is", null)
      .executeTakeFirst();
    if (Number(marked.numUpdatedRows) !== 1) {
      const again = await trx.selectFrom("imports").selectAll().where("id", "=", importId).executeTakeFirstOrThrow();
      return { ok: false, reason: "already-undone", undoneAt: again.undone_at ?? now, undoneBy: again.undone_by };
    }

    // Created rows go first: a replace-all import may have created a new row under the identity of
    // one it deleted, and the old row comes back under its old id. Only the created brand's product
    // goes: another brand's product with the same number is not the import's (decision 089).
    const createdChanges = changes.filter((c) => c.action === "created");
    const brands = await followedBrandSlugs(
      trx,
      createdChanges.map((c) => c.brand_slug),
    );
    const created = createdChanges.map((c) => ({
      part_key: c.part_key,
      brand_slug: brands.get(c.brand_slug) ?? c.brand_slug,
    }));
    const removedIds = (await rowsOf(trx, created)).map((row) => row.id);
    for (const ids of chunks(removedIds)) await trx.deleteFrom("products").where("id", "in", ids).execute();
    const removed = removedIds.length;
    const restoredIds: number[] = [];
    for (const before of restoring) {
      const row = withCurrentSlugs(before, terms.slugs);
      const { id, ...columns } = row;
      const updated = await trx.updateTable("products").set(columns).where("id", "=", id).executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) await trx.insertInto("products").values(row).execute();
      restoredIds.push(id);
    }
    if (!isSqlite(trx)) await keepIdentityAhead(trx);
    // The lookup tables (other numbers, fitments, search) follow the rows just written or removed.
    await rebuildProductLookups(trx, [...removedIds, ...restoredIds]);
    const createdTerms = await removeCreatedTerms(trx, parseCreatedTerms(entry.created_terms));
    return { ok: true, removed, restored: restoredIds.length, ...createdTerms };
  });
}

/**
 * The brands and categories the import created, once its products are gone: each is removed unless
 * products imported or added since still use it; then it stays as it is (decision 069).
 */
async function removeCreatedTerms(
  trx: Transaction<Database>,
  created: readonly CreatedTerm[],
): Promise<Required<Pick<UndoSummary, "removedTerms" | "keptTerms">>> {
  const removedTerms: CreatedTerm[] = [];
  const keptTerms: (CreatedTerm & { products: number })[] = [];
  for (const term of created) {
    const result = await removeTermIfUnused(trx, term.kind, term.slug);
    if (result.outcome === "removed") removedTerms.push(term);
    else if (result.outcome === "kept")
      keptTerms.push({ kind: term.kind, slug: result.slug, name: result.name, products: result.products });
  }
  return { removedTerms, keptTerms };
}

/**
 * Rows written back with explicit ids never move PostgreSQL's identity sequence; make sure it is
 * past the highest id so the next import cannot collide. It only ever moves forward.
 */
async function keepIdentityAhead(trx: Transaction<Database>) {
  await sql`
    select setval(pg_get_serial_sequence('products', 'id'), m.max_id)
    from (select max(id) as max_id from products) as m
    where m.max_id > coalesce(pg_sequence_last_value(pg_get_serial_sequence('products', 'id')::regclass), 0)
  `.execute(trx);
}

/** Forgets every import: for a catalogue replaced outside imports, whose history no longer applies. */
export async function clearImportHistory(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("import_changes").execute();
    await trx.deleteFrom("imports").execute();
  });
}
