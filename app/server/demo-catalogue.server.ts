import type { Kysely } from "kysely";
import { demoAcSystems } from "#app/content/demo-ac-systems.ts";
import { demoCatalogue } from "#app/content/demo-catalogue.ts";
import type { Database } from "./db/schema.ts";
import { clearImportHistory } from "./import/import-history.server.ts";
import { countProducts } from "./products/product-queries.server.ts";
import { upsertProducts } from "./products/product-writes.server.ts";
import { AcSystemRefusal, createAcSystem } from "./vehicles/ac-systems.server.ts";

/** Loads the demo catalogue into an empty database; a catalogue with any product is left alone. */
export async function seedDemoCatalogueIfEmpty(db: Kysely<Database>): Promise<number> {
  if ((await countProducts(db)) > 0) return 0;
  return loadDemoCatalogue(db, false);
}

/**
 * Replaces the whole catalogue with the demo one, in one transaction, and forgets the import
 * history: the rows it would restore belong to a catalogue that is gone.
 */
export async function resetToDemoCatalogue(db: Kysely<Database>): Promise<number> {
  const count = await loadDemoCatalogue(db, true);
  await clearImportHistory(db);
  return count;
}

async function loadDemoCatalogue(db: Kysely<Database>, replaceAll: boolean): Promise<number> {
  const products = demoCatalogue().map((p) => ({ ...p, image: null }));
  const { created, updated, unchanged } = await upsertProducts(db, products, { replaceAll });
  await loadDemoAcSystems(db);
  return created + updated + unchanged;
}

/** The demo cars' AC data (invented, marked demo): the demo rows are replaced, staff's own kept. */
async function loadDemoAcSystems(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom("vehicle_ac_systems").where("demo", "=", 1).execute();
  for (const system of demoAcSystems) {
    try {
      await createAcSystem(db, system, true);
    } catch (error) {
      // Staff's own row for the same car and years stands; the demo's is not needed then.
      if (!(error instanceof AcSystemRefusal && error.status === 409)) throw error;
    }
  }
}
