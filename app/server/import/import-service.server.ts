import type { Kysely } from "kysely";
import type {
  CreatedTerm,
  ImportRowCounts,
  ProductChanges,
  PublishChoice,
  SavedMapping,
  SheetProblem,
} from "#app/api/imports.ts";
import { identityKey } from "#app/catalogue/part-number.ts";
import type { SheetTaxonomy } from "#app/forms/catalogue-row.ts";
import type { ImportMappingAnswer, ImportMappingRequest, UnknownValues } from "#app/forms/import-mapping.ts";
import { loadSpecFields } from "#app/server/catalogue/spec-fields.server.ts";
import { loadTaxonomy } from "#app/server/catalogue/taxonomy.server.ts";
import { insertTerm, TaxonomyRefusal } from "#app/server/catalogue/taxonomy-writes.server.ts";
import type { Database } from "#app/server/db/schema.ts";
import { writeImportedPrices } from "#app/server/prices/product-prices.server.ts";
import { rebuildProductLookups } from "#app/server/products/product-lookups.server.ts";
import {
  identityOf,
  type ProductInput,
  type UpsertSummary,
  writeProducts,
} from "#app/server/products/product-writes.server.ts";
import type { ImportReadAs } from "#app/utils/import-samples.ts";
import { publicModels, withImportStatus } from "./draft-rows.server.ts";
import { type ImportAuthor, recordImport } from "./import-history.server.ts";
import { previewUpdates } from "./import-preview.server.ts";
import { type ImportStep, stepTookSince, timedStep } from "./import-timings.server.ts";
import { readWorkbook, type WorkbookResult } from "./read-workbook.server.ts";
import { importReadAs } from "./sample-products.server.ts";
import { findSavedMapping, saveMapping } from "./saved-mappings.server.ts";
import { headerLayoutKey, mappingToSave, resolveMapping } from "./sheet-mapping.server.ts";
import { type SheetResult, validateWithoutBlocking } from "./sheet-validation.server.ts";

/**
 * A spreadsheet import, the one workflow with several steps, in the order they must run:
 * parse the file (in a worker thread), map its columns (the client's mapping, one saved for its
 * header layout, or the guess), validate every row, then in one transaction create the brands and
 * categories the mapping marks "new", write the products, record the import's history (so it can be
 * undone, new brands included), and rebuild the lookup tables; a mapping the
 * client sent is then remembered for the layout. The API route only calls importCatalogueFile; it
 * never orders these steps itself.
 */

export interface ImportOptions {
  author: ImportAuthor;
  /** Check and compare only: nothing is written, nothing recorded. */
  dryRun?: boolean;
  /** Remove the old catalogue in the same transaction (scripts and tests; the API never does). */
  replaceAll?: boolean;
  now?: string;
  /** The client's mapping (the API's `mapping` field), already checked by importMappingSchema. */
  mapping?: ImportMappingRequest;
  /** The file's read (readWorkbook), when the caller started it already; left out, the file is read here. */
  read?: Promise<WorkbookResult> | undefined;
  /** Publish what the import creates, or hold it back as drafts; left out, the rule of draft-rows decides. */
  publish?: PublishChoice | undefined;
  /** Told when the sheet is read and valid and its rows are about to be written (progress). */
  onWriting?: (rows: number) => void;
  /**
   * Asked inside the write's transaction, just before it commits: throwing rolls the whole import
   * back (a server stopping, commit-gate.ts). Not asked on a dry run, which commits nothing.
   */
  beforeCommit?: () => void;
}

/** What every answer to a readable file tells: the mapping used or guessed, and the unknown values. */
interface MappingReport {
  mapping: ImportMappingAnswer;
  unknownValues: UnknownValues;
}

export type ImportOutcome =
  | ({
      ok: true;
      dryRun: boolean;
      rows: number;
      importId: number | null;
      /** Rows left out, by a "skip" value choice or (onRowError "skip") for their faults. */
      skipped: SheetProblem[];
      /** Of those, rows whose words name no category (mapping categoryFrom "words", decision 091). */
      outsideCatalogue: number;
      /** Where the rows went: read, placed by category, needing a look, left out (decision 180). */
      rowCounts: ImportRowCounts;
      /** A preview's updated products with what changes in each. */
      changes?: ProductChanges[];
      /** Brands and categories created (or, on a dry run, to be created) for values mapped to "new". */
      newTerms: CreatedTerm[];
      /** Of the products created (or to be), how many are drafts. */
      drafts: number;
      /** What the import would do without a choice (ImportSummary.defaultPublish). */
      defaultPublish: PublishChoice | "suggested";
      /** The first products as they will read, the finder models it adds, fitment kept as notes. */
      readAs: ImportReadAs;
    } & UpsertSummary &
      MappingReport)
  | ({ ok: false; error: string; errors: SheetProblem[]; errorCount: number } & Partial<MappingReport>);

/** Keys of a mapping that shape how a layout is read, and so are worth remembering. */
const layoutKeys = [
  "sheet",
  "headerRow",
  "columns",
  "fixed",
  "groupRows",
  "categoryFrom",
  "values",
  "specs",
  "prices",
  "gst",
] as const;
/** Those that say where the fields are: a sheet mapped by them by hand is a new supplier's list. */
const columnKeys = [
  "sheet",
  "headerRow",
  "columns",
  "fixed",
  "groupRows",
  "categoryFrom",
  "specs",
  "prices",
  "gst",
] as const;

/** Parse → map → validate → write → history → lookups (→ remember the mapping), for an uploaded file. */
export async function importCatalogueFile(
  db: Kysely<Database>,
  file: Buffer,
  options: ImportOptions,
): Promise<ImportOutcome> {
  const [snapshot, specFields] = await Promise.all([loadTaxonomy(db), loadSpecFields(db)]);
  const taxonomy = { ...snapshot, specFields };
  const sheet = await parseCatalogueSheet(file, taxonomy, {
    read: options.read,
    mapping: options.mapping,
    findSavedMapping: (layoutKey) => findSavedMapping(db, layoutKey),
  });
  if (!sheet.ok) {
    const { error, errors, errorCount, mapping, unknownValues } = sheet;
    return { ok: false, error, errors, errorCount, ...(mapping && unknownValues ? { mapping, unknownValues } : {}) };
  }
  options.onWriting?.(sheet.rows.length);
  // Read before the write: the models the finder lists now, which this import's rows may add to.
  const models = await timedStep("sample rows and drafts rule", () => publicModels(db));
  const readAs = importReadAs(sheet.rows, sheet.rowNumbers, {
    taxonomy,
    newTerms: sheet.newTerms,
    publicModels: models,
  });
  // A sheet mapped on the mapping step whose layout has no saved mapping yet: a new supplier's list.
  const sent = options.mapping;
  const newMapping =
    columnKeys.some((key) => sent?.[key] !== undefined) &&
    !sheet.mapping.saved &&
    (await findSavedMapping(db, headerLayoutKey(sheet.plan.headers))) === undefined;
  const statusOf = (publish: PublishChoice | undefined) =>
    timedStep("sample rows and drafts rule", () =>
      withImportStatus(db, sheet.rows, { publish, newMapping, newTerms: sheet.newTerms }),
    );
  const rows = await statusOf(options.publish);
  let written: Awaited<ReturnType<typeof importProducts>>;
  try {
    written = await importProducts(db, rows, { ...options, newTerms: sheet.newTerms });
  } catch (error) {
    // A brand added by hand since the sheet was checked can take a new one's name: nothing was written.
    if (!(error instanceof TaxonomyRefusal)) throw error;
    const problem = { row: sheet.mapping.headerRow, column: "", message: error.message };
    return {
      ok: false,
      error: error.message,
      errors: [problem],
      errorCount: 1,
      mapping: sheet.mapping,
      unknownValues: sheet.unknownValues,
    };
  }
  // A preview says what changes in each product it would update, not only how many.
  const changes = written.dryRun && written.updated > 0 ? await previewUpdates(db, sheet.rows) : undefined;
  // What the confirm step preselects: the rule's answer, whatever was chosen this time.
  const byRule = options.publish === undefined ? rows : await statusOf(undefined);
  const ruleDrafts = byRule.filter((row) => row.status === "draft").length;
  const defaultPublish = ruleDrafts === 0 ? "now" : ruleDrafts === byRule.length ? "drafts" : "suggested";
  if (!written.dryRun && (sheet.mapping.saved || layoutKeys.some((key) => sent?.[key] !== undefined))) {
    await timedStep("saved mapping", () =>
      saveMapping(db, {
        layoutKey: headerLayoutKey(sheet.plan.headers),
        name: options.author.fileName.replace(/\.[^.]*$/, "") || options.author.fileName,
        headers: sheet.plan.headers,
        mapping: mappingToSave(sheet.plan),
      }),
    );
  }
  return {
    ok: true,
    rows: sheet.rows.length,
    ...written,
    skipped: sheet.skipped,
    outsideCatalogue: sheet.outsideCatalogue,
    rowCounts: sheet.rowCounts,
    mapping: sheet.mapping,
    unknownValues: sheet.unknownValues,
    newTerms: sheet.newTerms,
    defaultPublish,
    readAs,
    ...(changes ? { changes } : {}),
  };
}

export interface ParseOptions {
  /** The file's read, when the caller started it already (ImportOptions.read). */
  read?: Promise<WorkbookResult> | undefined;
  /** The client's mapping; what it leaves out is taken from a saved mapping or guessed. */
  mapping?: ImportMappingRequest | undefined;
  /** The mapping saved for a header layout (headerLayoutKey), if any. */
  findSavedMapping?: (layoutKey: string) => Promise<Pick<SavedMapping, "id" | "name" | "mapping"> | undefined>;
}

/**
 * Parse → map → validate: reads an uploaded workbook or CSV (safely, off the main thread), finds
 * the sheet, the header row and the columns (as the mapping says, as saved for this header layout,
 * or guessed), and validates every row against the brands and categories given (the database's:
 * loadTaxonomy).
 */
export async function parseCatalogueSheet(
  file: Buffer,
  taxonomy: SheetTaxonomy,
  options: ParseOptions = {},
): Promise<SheetResult> {
  const read = await timedStep("read the file", () => options.read ?? readWorkbook(file));
  if (!read.ok) return { ok: false, error: read.error, errors: [], errorCount: 0 };
  return timedStep("map and validate", async () => {
    const specFields = taxonomy.specFields?.all;
    let resolved = resolveMapping(read.sheets, options.mapping, undefined, specFields);
    if (options.findSavedMapping && options.mapping?.columns === undefined) {
      const saved = await options.findSavedMapping(headerLayoutKey(resolved.plan.headers));
      if (saved) resolved = resolveMapping(read.sheets, options.mapping, saved, specFields);
    }
    return validateWithoutBlocking(resolved, taxonomy);
  });
}

/**
 * New terms → write → history → lookups for rows already validated, in one transaction: the brands
 * and categories the rows need, the products, their import record and their derived tables land
 * together or not at all. `importId` is null on a dry run, which creates nothing.
 */
export async function importProducts(
  db: Kysely<Database>,
  rows: readonly ProductInput[],
  {
    author,
    dryRun = false,
    replaceAll,
    now,
    newTerms = [],
    beforeCommit,
  }: ImportOptions & { newTerms?: readonly CreatedTerm[] },
): Promise<{ dryRun: boolean; importId: number | null; drafts: number } & UpsertSummary> {
  const step = <T>(name: ImportStep, work: () => Promise<T>) => timedStep(name, work);
  let committing = 0;
  // In SQLite's own page cache (decision 179 took back decision 098's 128 MB: its pages stayed in
  // the process after the import's thread ended).
  const outcome = await db.transaction().execute(async (trx) => {
    // The same write, with the same checks, as POST /api/brands: a name taken since is refused.
    if (!dryRun)
      await step("new brands and categories", async () => {
        for (const term of newTerms) await insertTerm(trx, term.kind, { name: term.name, slug: term.slug }, now);
      });
    const write = await step("products: compare and write", () =>
      writeProducts(trx, rows, { dryRun, replaceAll, now }),
    );
    const created = new Set(write.created.map(identityKey));
    const drafts = rows.filter((row) => row.status === "draft" && created.has(identityKey(identityOf(row)))).length;
    if (dryRun) return { dryRun, importId: null, drafts, ...write.summary };
    const importId = await step("history", () => recordImport(trx, author, write, newTerms));
    await step("prices and their history", () =>
      writeImportedPrices(trx, rows, importId, now ?? new Date().toISOString()),
    );
    await step("lookups, search words included", () =>
      rebuildProductLookups(trx, write.touchedIds, { stored: write.written, created: write.createdIds }),
    );
    beforeCommit?.();
    committing = performance.now();
    return { dryRun, importId, drafts, ...write.summary };
  });
  if (committing) stepTookSince("commit", committing);
  return outcome;
}
