import type { Kysely, Transaction } from "kysely";
import { imageKeyFor } from "#app/catalogue/media-key.ts";
import { identityKey, type PartIdentity, partNumberKey } from "#app/catalogue/part-number.ts";
import type { ProductStatus } from "#app/catalogue/product.ts";
import { applySpecChanges, formatSpecValues, parseSpecValues, type SpecValue } from "#app/catalogue/spec-fields.ts";
import type { PriceChanges } from "#app/forms/catalogue-row.ts";
import { type BulkInsert, insertRows } from "../db/bulk-insert.server.ts";
import type { Database, ProductRow } from "../db/schema.ts";
import { type LookupSource, rebuildProductLookups } from "./product-lookups.server.ts";

/**
 * The catalogue's writes: a sheet's rows inserted or updated by brand and part number, and one product
 * deleted. The reads are in product-queries.server.ts, listings and search in
 * search/list-products.server.ts; a recorded, undoable spreadsheet import is the import service's
 * (import/import-service.server.ts), which composes writeProducts with the history inside one
 * transaction.
 */

/** The columns a spreadsheet row sets: what an import compares and writes, and the export reads. */
export const sheetColumns = [
  "name",
  "part_number",
  "brand_slug",
  "category_slug",
  "description",
  "image",
  "rating",
  "oe_numbers",
  "cross_references",
  "fits",
  "fits_note",
  "specs",
] as const;

/** A product's sheet columns as the products table stores them. */
export type SheetFields = Pick<ProductRow, (typeof sheetColumns)[number]>;

export interface ProductInput {
  name: string;
  partNumber: string;
  brandSlug: string;
  categorySlug: string;
  description: string;
  /** The sheet's Image cell as typed: a photo's file name, an absolute URL, or null. */
  image: string | null;
  rating: number | null;
  /** OE numbers as stored: formatCrossNumbers of the validated list; "" (or left out) for none. */
  oeNumbers?: string;
  /** Cross references as stored, like oeNumbers. */
  crossReferences?: string;
  /** The vehicles it fits as stored: formatFits of the validated list; "" (or left out) for none. */
  fits?: string;
  /** Fitment text that is no vehicle, kept as a note (decision 093); "" (or left out) for none. */
  fitsNote?: string;
  /**
   * Specification values by field key, read (readSpecValue); null clears one (decision 100). A
   * product keeps the values of fields left out: a sheet without specification columns clears none.
   */
  specs?: Readonly<Record<string, SpecValue | null>>;
  /** Prices by kind as the sheet gives them (staff data, decision 217); null clears one; written by product-prices. */
  prices?: PriceChanges;
  /** The product's GST rate in percent when the sheet has the column; null clears it. */
  gstRate?: number | null;
  /**
   * The status a product this write creates gets (docs/decisions/085); active when left out. A
   * product that exists keeps its own: an import never takes a public product off the site.
   */
  status?: ProductStatus;
}

export interface UpsertSummary {
  created: number;
  updated: number;
  unchanged: number;
}

export interface WriteOptions {
  /** Remove the old catalogue first, in the same transaction. */
  replaceAll?: boolean;
  /** The created and updated time of the rows written; now by default. */
  now?: string;
  /** Write nothing: the summary previews what the write would do. */
  dryRun?: boolean;
}

/** What writeProducts did, with the rows as they were before it: what an import's history keeps. */
export interface ProductWrite {
  now: string;
  replaceAll: boolean;
  summary: UpsertSummary;
  /** Every row a replace-all write removed, as it was. */
  removed: readonly ProductRow[];
  /** Every row it updated, as it was before. */
  updatedBefore: readonly ProductRow[];
  /** Brands and part keys of the rows it created. */
  created: readonly PartIdentity[];
  /** Ids of every product written or removed: what the lookup tables must follow. */
  touchedIds: readonly number[] | "all";
  /** The rows it created or updated, as stored now (none for replace-all): what the lookups derive from. */
  written: readonly LookupSource[];
  /** Of those, the ids of the products it created: new ids, so no lookup row has them yet. */
  createdIds: ReadonlySet<number>;
}

/** Which product a sheet row is: its brand and part number (decision 089). */
export function identityOf(input: ProductInput): PartIdentity {
  return { brand_slug: input.brandSlug, part_key: partNumberKey(input.partNumber) };
}

/** A sheet row's fields as the products table stores them; specifications it leaves out are `keptSpecs`. */
export function storedFields(input: ProductInput, keptSpecs = "{}"): SheetFields {
  return {
    name: input.name,
    part_number: input.partNumber,
    brand_slug: input.brandSlug,
    category_slug: input.categorySlug,
    description: input.description,
    image: input.image,
    rating: input.rating,
    oe_numbers: input.oeNumbers ?? "",
    cross_references: input.crossReferences ?? "",
    fits: input.fits ?? "",
    fits_note: input.fitsNote ?? "",
    specs: input.specs ? formatSpecValues(applySpecChanges(parseSpecValues(keptSpecs), input.specs)) : keptSpecs,
  };
}

function sameProduct(stored: SheetFields, incoming: SheetFields): boolean {
  return (
    stored.name === incoming.name &&
    stored.part_number === incoming.part_number &&
    stored.brand_slug === incoming.brand_slug &&
    stored.category_slug === incoming.category_slug &&
    stored.description === incoming.description &&
    stored.image === incoming.image &&
    stored.oe_numbers === incoming.oe_numbers &&
    stored.cross_references === incoming.cross_references &&
    stored.fits === incoming.fits &&
    stored.fits_note === incoming.fits_note &&
    stored.specs === incoming.specs &&
    (stored.rating === null ? null : Number(stored.rating)) === incoming.rating
  );
}

// Rows per statement stay under SQLite's and PostgreSQL's bound-parameter limits.
const CHUNK = 500;

/** The columns an import's upsert writes; on a conflict all but the identity, the status and the created time change. */
const upsertColumns = [...sheetColumns, "part_key", "image_key", "status", "created_at", "updated_at"] as const;
const keptOnConflict: ReadonlySet<string> = new Set(["part_key", "brand_slug", "status", "created_at"]);

const productUpsert: BulkInsert = {
  into: `insert into "products" (${upsertColumns.map((column) => `"${column}"`).join(", ")})`,
  row: `(${upsertColumns.map(() => "?").join(", ")})`,
  suffix: `on conflict ("part_key", "brand_slug") do update set ${upsertColumns
    .filter((column) => !keptOnConflict.has(column))
    .map((column) => `"${column}" = "excluded"."${column}"`)
    .join(", ")}`,
};

function* chunks<T>(items: readonly T[], size = CHUNK): Generator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}

/**
 * Inserts or updates products by brand and part-number key inside the caller's transaction, and says what it
 * did. A row equal to what is stored is left alone (its updated time too), so writing the same
 * sheet twice changes nothing. The lookup tables are the caller's to rebuild (touchedIds), after
 * whatever else belongs to the same transaction. (Brand, part number) must be unique within `inputs`
 * (the import validates that).
 */
export async function writeProducts(
  trx: Transaction<Database>,
  inputs: readonly ProductInput[],
  options: WriteOptions = {},
): Promise<ProductWrite> {
  const now = options.now ?? new Date().toISOString();
  const replaceAll = Boolean(options.replaceAll);
  // A replace-all preview deletes nothing: it compares the sheet with an empty catalogue instead.
  const removed = replaceAll && !options.dryRun ? await trx.deleteFrom("products").returningAll().execute() : [];
  // Only the rows this write names, by part key (the unique index's first column): a write costs what
  // it writes, not what the catalogue holds (a 5,000-row write into a million products read them all).
  const storedRows = replaceAll ? [] : await storedRowsOf(trx, inputs.map(identityOf));
  const stored = new Map(storedRows.map((row) => [identityKey(row), row]));
  const summary: UpsertSummary = { created: 0, updated: 0, unchanged: 0 };
  const changed: PartIdentity[] = [];
  const changedValues: unknown[][] = [];
  /** The changed rows as they will be stored, but for their ids. */
  const changedRows: Omit<LookupSource, "id">[] = [];
  /** Whether each changed row's product existed before (an update) or is created. */
  const changedExisted: boolean[] = [];
  const updated: PartIdentity[] = [];
  const created: PartIdentity[] = [];
  for (const input of inputs) {
    const identity = identityOf(input);
    const existing = stored.get(identityKey(identity));
    const fields = storedFields(input, existing?.specs);
    if (existing && sameProduct(existing, fields)) {
      summary.unchanged++;
      continue;
    }
    if (existing) {
      summary.updated++;
      updated.push(identity);
    } else {
      summary.created++;
      created.push(identity);
    }
    changed.push(identity);
    const row: Record<(typeof upsertColumns)[number], unknown> = {
      ...fields,
      part_key: identity.part_key,
      image_key: imageKeyFor(input.image),
      status: input.status ?? "active",
      created_at: now,
      updated_at: now,
    };
    changedValues.push(upsertColumns.map((column) => row[column]));
    // A product that exists keeps its status (the upsert leaves it).
    changedRows.push({ ...fields, part_key: identity.part_key, status: existing?.status ?? input.status ?? "active" });
    changedExisted.push(existing !== undefined);
  }
  if (options.dryRun)
    return {
      now,
      replaceAll,
      summary,
      removed,
      updatedBefore: [],
      created,
      touchedIds: [],
      written: [],
      createdIds: new Set(),
    };
  // The updated rows whole, as they were: few next to the catalogue, so read apart from the comparison.
  const updatedBefore = await rowsOf(trx, updated);
  const write = { now, replaceAll, summary, removed, updatedBefore, created };
  await insertRows(trx, productUpsert, changedValues);
  if (replaceAll) return { ...write, touchedIds: "all", written: [], createdIds: new Set() };
  // Ids read back rather than taken from RETURNING: an upsert's RETURNING beside the catalogue-version
  // triggers is the prime suspect of two SIGSEGVs of import test runs (see issue 26's note).
  const ids = await idsOf(trx, changed, now);
  const createdIds = new Set<number>();
  const written = changedRows.map((row, index) => {
    const id = ids.get(identityKey(row));
    if (id === undefined) throw new Error(`Product ${row.part_key} of ${row.brand_slug} was written but is not found.`);
    if (changedExisted[index] === false) createdIds.add(id);
    return { ...row, id };
  });
  return { ...write, touchedIds: written.map((row) => row.id), written, createdIds };
}

/**
 * The ids of the products this write changed, by identityKey: three columns in one statement. A few
 * are read by part key (the index); many by the time this write gave every row it changed, through
 * its index (migration 0047): one range read instead of a hundred 500-key lookups (a 45,000-row
 * import: 60 ms against 300 to 900), and no scan of the whole table when the catalogue is large.
 */
async function idsOf(
  db: Kysely<Database>,
  identities: readonly PartIdentity[],
  writtenAt: string,
): Promise<Map<string, number>> {
  if (identities.length === 0) return new Map();
  const query = db.selectFrom("products").select(["id", "part_key", "brand_slug"]);
  const found =
    identities.length <= CHUNK
      ? await query.where("part_key", "in", [...new Set(identities.map((identity) => identity.part_key))]).execute()
      : await query.where("updated_at", "=", writtenAt).execute();
  return new Map(found.map((row) => [identityKey(row), Number(row.id)]));
}

/** What a write compares with: the stored sheet fields and status of these products, read by part key. */
async function storedRowsOf(db: Kysely<Database>, identities: readonly PartIdentity[]) {
  const wanted = new Set(identities.map(identityKey));
  const rows = [];
  for (const chunk of chunks([...new Set(identities.map((identity) => identity.part_key))])) {
    const found = await db
      .selectFrom("products")
      .select(["part_key", "status", ...sheetColumns])
      .where("part_key", "in", chunk)
      .execute();
    rows.push(...found.filter((row) => wanted.has(identityKey(row))));
  }
  return rows;
}

/**
 * The stored rows of these products, whole. Read by part key (the index's first column), then
 * kept when the brand matches too: another brand's product with the same number is not one of them.
 */
export async function rowsOf(db: Kysely<Database>, identities: readonly PartIdentity[]): Promise<ProductRow[]> {
  const wanted = new Set(identities.map(identityKey));
  const rows: ProductRow[] = [];
  for (const chunk of chunks([...new Set(identities.map((identity) => identity.part_key))])) {
    const found = await db.selectFrom("products").selectAll().where("part_key", "in", chunk).execute();
    rows.push(...found.filter((row) => wanted.has(identityKey(row))));
  }
  return rows;
}

/**
 * Writes products and their lookup tables in one transaction, without an import's history: for
 * the demo catalogue, scripts and tests. A sheet lands whole or not at all.
 */
export async function upsertProducts(
  db: Kysely<Database>,
  inputs: readonly ProductInput[],
  options: WriteOptions = {},
): Promise<UpsertSummary> {
  return db.transaction().execute(async (trx) => {
    const write = await writeProducts(trx, inputs, options);
    if (!options.dryRun)
      await rebuildProductLookups(trx, write.touchedIds, { stored: write.written, created: write.createdIds });
    return write.summary;
  });
}

export async function deleteProduct(db: Kysely<Database>, id: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx.deleteFrom("products").where("id", "=", id).executeTakeFirst();
    await rebuildProductLookups(trx, [id]);
    return Number(result.numDeletedRows) > 0;
  });
}
