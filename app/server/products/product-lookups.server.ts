import type { Kysely, Transaction } from "kysely";
import { type CrossNumberKind, crossNumberKeys, parseCrossNumbers } from "#app/catalogue/cross-numbers.ts";
import { modelKey } from "#app/catalogue/fitment.ts";
import { parseFits } from "#app/catalogue/fitment-parse.ts";
import { parseSpecValues, specValueKey } from "#app/catalogue/spec-fields.ts";
import { type BulkInsert, insertRows } from "../db/bulk-insert.server.ts";
import type { Database } from "../db/schema.ts";
import { isSqlite } from "../db/sqlite-dialect.server.ts";
import { timedStep } from "../import/import-timings.server.ts";
import {
  type DocumentSource,
  documentColumns,
  rebuildSearchWords,
  searchWordsWriter,
} from "../search/documents.server.ts";
import { isVisibleToVisitors, visibleToVisitors } from "./visibility.server.ts";

/** Rows per statement: under SQLite's and PostgreSQL's bound-parameter limits at six columns. */
const CHUNK = 500;

/** What the lookup tables are derived from: a product's columns as stored, with its status. */
export type LookupSource = DocumentSource & { status: string };

/**
 * Derives the lookup tables from the products rows, which stay the single source of truth:
 * product_numbers (from oe_numbers and cross_references), product_fitments (from fits),
 * product_specs (from specs, decision 100), the
 * word search's product_words and search_vocabulary and, on SQLite, product_search (name and part_key). Call it inside the transaction that changed the
 * rows, with the ids of every product written or removed (created, updated, restored, deleted),
 * or "all" to derive the whole catalogue again. Ids without a product simply lose their derived
 * rows. Idempotent: running it twice gives the same tables.
 *
 * The stored texts were validated when imported; an entry that no longer parses (a vehicle make
 * since removed from the list) is left out rather than failing the write.
 *
 * Only active products have derived rows (docs/decisions/085): search, the finder and every count
 * drawn from these tables see no draft or archived product without asking for its status. A
 * product whose status changes is derived again like one whose fields changed.
 *
 * `stored`: the rows of those products as they are now, when the caller has just read them (an
 * import reads back what it wrote); left out, they are read here. An id without a row is a product
 * removed. `created`: those of the ids that the caller's write has just created. Ids are never
 * reused (autoincrement, identity), so a new product has no derived rows to delete: an import of
 * 45,000 new products skips 45,000 lookups in each derived table, the full-text ones included.
 */
export async function rebuildProductLookups(
  trx: Transaction<Database> | Kysely<Database>,
  productIds: readonly number[] | "all",
  { stored, created }: { stored?: readonly LookupSource[]; created?: ReadonlySet<number> } = {},
): Promise<void> {
  // SQLite searches names and part numbers through a full-text table; PostgreSQL indexes products itself.
  const search = isSqlite(trx);
  if (productIds === "all") {
    await trx.deleteFrom("product_numbers").execute();
    await trx.deleteFrom("product_fitments").execute();
    await trx.deleteFrom("product_specs").execute();
    if (search) await rebuildSubstringSearch(trx);
    let lastId = 0;
    for (;;) {
      const rows = await selectSources(trx).where("id", ">", lastId).orderBy("id").limit(CHUNK).execute();
      if (rows.length === 0) break;
      await insertDerived(trx, rows);
      lastId = Number(rows[rows.length - 1]?.id);
    }
    await timedStep("of them, search words", () => rebuildSearchWords(trx, "all"));
    return;
  }
  const storedById = stored && new Map(stored.map((row) => [Number(row.id), row]));
  const words = await timedStep("of them, search words", () => searchWordsWriter(trx));
  for (let i = 0; i < productIds.length; i += CHUNK) {
    const ids = productIds.slice(i, i + CHUNK);
    const rows = storedById
      ? ids.flatMap((id) => {
          const row = storedById.get(id);
          return row && isVisibleToVisitors(row.status) ? [row] : [];
        })
      : await selectSources(trx).where("id", "in", ids).execute();
    const existing = created ? ids.filter((id) => !created.has(id)) : ids;
    if (existing.length > 0) {
      await trx.deleteFrom("product_numbers").where("product_id", "in", existing).execute();
      await trx.deleteFrom("product_fitments").where("product_id", "in", existing).execute();
      await trx.deleteFrom("product_specs").where("product_id", "in", existing).execute();
      if (search) await trx.deleteFrom("product_search").where("rowid", "in", existing).execute();
    }
    if (search) {
      await insertRows(
        trx,
        lookupInserts.search,
        rows.map((row) => [Number(row.id), row.name, row.part_key]),
      );
    }
    await insertDerived(trx, rows);
    await timedStep("of them, search words", () => words.replace(existing, rows));
  }
}

/** Derives SQLite's product_search (names and part keys, by trigram) again from every active product. */
export async function rebuildSubstringSearch(trx: Transaction<Database> | Kysely<Database>): Promise<void> {
  await trx.deleteFrom("product_search").execute();
  await trx
    .insertInto("product_search")
    .columns(["rowid", "name", "part_key"])
    .expression(trx.selectFrom("products").select(["id", "name", "part_key"]).where(visibleToVisitors()))
    .execute();
}

/** The active products' sources (drafts and archived products have no derived rows). */
function selectSources(trx: Kysely<Database>) {
  return trx
    .selectFrom("products")
    .select([...documentColumns, "status"])
    .where(visibleToVisitors());
}

type SourceRow = { id: number; oe_numbers: string; cross_references: string; fits: string; specs: string };

/** The derived rows, written as an import's many are (decision 098). */
const lookupInserts = {
  search: { into: 'insert into "product_search" ("rowid", "name", "part_key")', row: "(?, ?, ?)" },
  numbers: {
    into: 'insert into "product_numbers" ("product_id", "kind", "number", "number_key")',
    row: "(?, ?, ?, ?)",
  },
  specs: { into: 'insert into "product_specs" ("product_id", "field_key", "value")', row: "(?, ?, ?)" },
  fitments: {
    into:
      'insert into "product_fitments" ("product_id", "make_slug", "model", "model_key", "year_from", "year_to", ' +
      '"engine", "fuel", "transmission", "ac", "month_from", "month_to", "note")',
    row: "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
  },
} satisfies Record<string, BulkInsert>;

async function insertDerived(trx: Kysely<Database>, rows: readonly SourceRow[]): Promise<void> {
  const numbers = rows.flatMap((row) =>
    (
      [
        ["oe", row.oe_numbers],
        ["xref", row.cross_references],
      ] as [CrossNumberKind, string][]
    ).flatMap(([kind, text]) =>
      parseCrossNumbers(kind, text).numbers.flatMap((number) =>
        crossNumberKeys(number).map((numberKey) => [Number(row.id), kind, number, numberKey]),
      ),
    ),
  );
  const fitments = rows.flatMap((row) =>
    parseFits(row.fits).fits.map((fit) => [
      Number(row.id),
      fit.makeSlug,
      fit.model,
      modelKey(fit.model),
      fit.yearFrom,
      fit.yearTo,
      fit.details?.engine ?? null,
      fit.details?.fuel ?? null,
      fit.details?.transmission ?? null,
      fit.details?.ac ?? null,
      fit.details?.monthFrom ?? null,
      fit.details?.monthTo ?? null,
      fit.details?.note ?? null,
    ]),
  );
  const specs = rows.flatMap((row) =>
    Object.entries(parseSpecValues(row.specs)).map(([key, value]) => [Number(row.id), key, specValueKey(value)]),
  );
  await insertRows(trx, lookupInserts.specs, specs);
  await insertRows(trx, lookupInserts.numbers, numbers);
  await insertRows(trx, lookupInserts.fitments, fitments);
}
