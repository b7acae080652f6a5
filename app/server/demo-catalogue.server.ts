import type { Kysely } from "kysely";
import { demoCatalogue } from "#app/content/demo-catalogue.ts";
import type { Database } from "./db/schema.ts";
import { countProducts, upsertProducts } from "./products.server.ts";

/** Loads the demo catalogue into an empty database; a catalogue with any product is left alone. */
export async function seedDemoCatalogueIfEmpty(db: Kysely<Database>): Promise<number> {
  if ((await countProducts(db)) > 0) return 0;
  return loadDemoCatalogue(db, false);
}

/** Replaces the whole catalogue with the demo one, in one transaction. */
export function resetToDemoCatalogue(db: Kysely<Database>): Promise<number> {
  return loadDemoCatalogue(db, true);
}

async function loadDemoCatalogue(db: Kysely<Database>, replaceAll: boolean): Promise<number> {
  const products = demoCatalogue().map((p) => ({ ...p, image: null }));
  const { created, updated, unchanged } = await upsertProducts(db, products, { replaceAll });
  return created + updated + unchanged;
}
