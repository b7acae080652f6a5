import path from "node:path";
import { sql } from "kysely";
import { loadTaxonomy } from "#app/server/catalogue/taxonomy.server.ts";
import { openDatabase } from "#app/server/db/database.server.ts";
import { parseCatalogueSheet } from "#app/server/import/import-service.server.ts";
import { upsertProducts } from "#app/server/products/product-writes.server.ts";
import { generatedWorkbook } from "./generated-workbook.ts";

/** The rows of the generated workbook, and how many of them are Denso's (the HTTP run's big brand). */
export const ROWS = 50_000;
export const DENSO_ROWS = 5_000;

/** Imports a generated 50,000-row .xlsx on SQLite, and the same without the catalogue-version triggers. */
export async function benchImport(dataDir: string) {
  const workbook = generatedWorkbook(ROWS, DENSO_ROWS);
  const database = await openDatabase({ dataDir });
  const taxonomy = await loadTaxonomy(database.db);
  const started = performance.now();
  const sheet = await parseCatalogueSheet(workbook, taxonomy);
  const parsed = performance.now();
  if (!sheet.ok) throw new Error(`generated sheet refused: ${sheet.error}`);
  const summary = await upsertProducts(database.db, sheet.rows);
  const committed = performance.now();
  const again = await upsertProducts(database.db, sheet.rows, { dryRun: true });
  const previewed = performance.now();
  await database.close();
  // The same commit into a database without the catalogue-version triggers (decision 055): their cost.
  const bare = await openDatabase({ dataDir: path.join(dataDir, "no-triggers") });
  const triggers = await sql<{ name: string }>`select name from sqlite_schema where type = 'trigger'
    and name like 'catalogue_version_%'`.execute(bare.db);
  for (const { name } of triggers.rows) await sql.raw(`drop trigger "${name}"`).execute(bare.db);
  const bareStarted = performance.now();
  await upsertProducts(bare.db, sheet.rows);
  const bareCommitted = performance.now();
  await bare.close();
  console.log(
    `\nImport of a ${ROWS.toLocaleString("en")}-row .xlsx (${(workbook.length / 1e6).toFixed(1)} MB) on SQLite`,
  );
  console.log(`  read + validate (worker)  ${(parsed - started).toFixed(0)} ms`);
  console.log(`  commit (one transaction)  ${(committed - parsed).toFixed(0)} ms   created ${summary.created}`);
  console.log(
    `  commit without the catalogue-version triggers ${(bareCommitted - bareStarted).toFixed(0)} ms (their cost: the difference)`,
  );
  console.log(`  total                     ${(committed - started).toFixed(0)} ms   (target: under 10,000 ms)`);
  console.log(`  re-import preview         ${(previewed - committed).toFixed(0)} ms   unchanged ${again.unchanged}`);
}
