import type { Kysely, Transaction } from "kysely";
import { type CrossNumberKind, crossNumberKeys, parseCrossNumbers } from "#app/catalogue/cross-numbers.ts";
import { modelKey, parseFits } from "#app/catalogue/fitment.ts";
import { parseSpecValues, specValueKey } from "#app/catalogue/spec-fields.ts";
import type { Database } from "./db/schema.ts";
import { isSqlite } from "./db/sqlite-dialect.server.ts";
import { rebuildSearchWords } from "./search/documents.server.ts";

/** Rows per statement: under SQLite's and PostgreSQL's bound-parameter limits at six columns. */
const CHUNK = 500;

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
 */
export async function rebuildProductLookups(
  trx: Transaction<Database> | Kysely<Database>,
  productIds: readonly number[] | "all",
): Promise<void> {
  // SQLite searches names and part numbers through a full-text table; PostgreSQL indexes products itself.
  const search = isSqlite(trx);
  if (productIds === "all") {
    await trx.deleteFrom("product_numbers").execute();
    await trx.deleteFrom("product_fitments").execute();
    await trx.deleteFrom("product_specs").execute();
    if (search) {
      await trx.deleteFrom("product_search").execute();
      await trx
        .insertInto("product_search")
        .columns(["rowid", "name", "part_key"])
        .expression(trx.selectFrom("products").select(["id", "name", "part_key"]).where("status", "=", "active"))
        .execute();
    }
    let lastId = 0;
    for (;;) {
      const rows = await selectSources(trx).where("id", ">", lastId).orderBy("id").limit(CHUNK).execute();
      if (rows.length === 0) break;
      await insertDerived(trx, rows);
      lastId = Number(rows[rows.length - 1]?.id);
    }
    await rebuildSearchWords(trx, "all");
    return;
  }
  for (let i = 0; i < productIds.length; i += CHUNK) {
    const ids = productIds.slice(i, i + CHUNK);
    await trx.deleteFrom("product_numbers").where("product_id", "in", ids).execute();
    await trx.deleteFrom("product_fitments").where("product_id", "in", ids).execute();
    await trx.deleteFrom("product_specs").where("product_id", "in", ids).execute();
    if (search) {
      await trx.deleteFrom("product_search").where("rowid", "in", ids).execute();
      await trx
        .insertInto("product_search")
        .columns(["rowid", "name", "part_key"])
        .expression(
          trx
            .selectFrom("products")
            .select(["id", "name", "part_key"])
            .where("id", "in", ids)
            .where("status", "=", "active"),
        )
        .execute();
    }
    await insertDerived(trx, await selectSources(trx).where("id", "in", ids).execute());
  }
  await rebuildSearchWords(trx, productIds);
}

function selectSources(trx: Kysely<Database>) {
  return trx
    .selectFrom("products")
    .select(["id", "oe_numbers", "cross_references", "fits", "specs"])
    .where("status", "=", "active");
}

type SourceRow = { id: number; oe_numbers: string; cross_references: string; fits: string; specs: string };

async function insertDerived(trx: Kysely<Database>, rows: readonly SourceRow[]): Promise<void> {
  const numbers = rows.flatMap((row) =>
    (
      [
        ["oe", row.oe_numbers],
        ["xref", row.cross_references],
      ] as [CrossNumberKind, string][]
    ).flatMap(([kind, text]) =>
      parseCrossNumbers(kind, text).numbers.flatMap((number) =>
        crossNumberKeys(number).map((number_key) => ({ product_id: Number(row.id), kind, number, number_key })),
      ),
    ),
  );
  const fitments = rows.flatMap((row) =>
    parseFits(row.fits).fits.map((fit) => ({
      product_id: Number(row.id),
      make_slug: fit.makeSlug,
      model: fit.model,
      model_key: modelKey(fit.model),
      year_from: fit.yearFrom,
      year_to: fit.yearTo,
    })),
  );
  const specs = rows.flatMap((row) =>
    Object.entries(parseSpecValues(row.specs)).map(([field_key, value]) => ({
      product_id: Number(row.id),
      field_key,
      value: specValueKey(value),
    })),
  );
  for (let i = 0; i < specs.length; i += CHUNK)
    await trx
      .insertInto("product_specs")
      .values(specs.slice(i, i + CHUNK))
      .execute();
  for (let i = 0; i < numbers.length; i += CHUNK)
    await trx
      .insertInto("product_numbers")
      .values(numbers.slice(i, i + CHUNK))
      .execute();
  for (let i = 0; i < fitments.length; i += CHUNK)
    await trx
      .insertInto("product_fitments")
      .values(fitments.slice(i, i + CHUNK))
      .execute();
}
