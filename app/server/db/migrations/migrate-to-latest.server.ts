import type { Kysely } from "kysely";
import { type Migration, type MigrationProvider, Migrator } from "kysely/migration";
import { ensureCatalogueVersionTriggers } from "../catalogue-version.server.ts";
import type { DatabaseKind } from "../schema.ts";
import { migrations } from "./index.ts";

/**
 * Runs the migrations this database has not run yet, in name order, at every start: Kysely's
 * migration table records each one's name (migrations/index.ts lists them, one file each).
 */
export async function migrateToLatest(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  const forThisDatabase = Object.fromEntries(
    Object.entries(migrations).map(([name, migration]): [string, Migration] => [
      name,
      { up: (migrationDb) => migration.up(migrationDb, kind) },
    ]),
  );
  const provider: MigrationProvider = { getMigrations: async () => forThisDatabase };
  // Unordered: branches that landed later add migrations whose names sort before ones a database
  // may already have run (0008/0009 after 0012/0018); each still runs once, in name order.
  const { error, results } = await new Migrator({ db, provider, allowUnorderedMigrations: true }).migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === "Error")?.migrationName ?? "unknown";
    throw new Error(`Database migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  // After every migration, whoever wrote it: a new table public pages show bumps the catalogue
  // version from its first write on (catalogue-version.server.ts).
  await ensureCatalogueVersionTriggers(db, kind);
}
