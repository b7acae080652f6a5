import { mkdirSync } from "node:fs";
import path from "node:path";
import type { StatementSync } from "node:sqlite";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { readCatalogueVersion, sharedVersionReader } from "./catalogue-version.server.ts";
import { migrateToLatest } from "./migrations/migrate-to-latest.server.ts";
import type { Database, DatabaseKind } from "./schema.ts";
import { createNodeSqliteDialect, openSqliteFile } from "./sqlite-dialect.server.ts";

export type { DatabaseKind } from "./schema.ts";

export interface AppDatabase {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** Where the data lives, for logs: a file path or the PostgreSQL URL without its password. */
  location: string;
  /** How another thread (an import's worker) opens the same database on a connection of its own. */
  reopen: DatabaseOptions;
  /**
   * The catalogue version as committed now (catalogue-version.server.ts): on SQLite a
   * synchronous read of one row, on PostgreSQL one query shared by the callers waiting at once.
   */
  catalogueVersion(): number | Promise<number>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
  /**
   * Whether to bring the schema up to date (yes unless told). A worker thread opening the database its
   * server already migrated says no: in a rolling upgrade a newer process may have migrated it since,
   * and this version's migrator would refuse a migration it does not know (issue 42).
   */
  migrate?: boolean;
}

/**
 * Opens the catalogue database and brings its schema up to date: PostgreSQL when DATABASE_URL is
 * set, otherwise a SQLite file in DATA_DIR. Everything above this sees the same Kysely interface.
 */
export async function openDatabase({ dataDir, databaseUrl, migrate = true }: DatabaseOptions): Promise<AppDatabase> {
  let appDb: AppDatabase;
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    // An idle connection can fail on its own (PostgreSQL restarted, the network dropped, a closing
    // connection's server process ended): pg reports it on the pool, and an unheard "error" event
    // would end the whole process. The pool opens a new connection for the next query.
    // Once closing, a connection that ends badly is expected and not worth a word.
    let closing = false;
    pool.on("error", (error) => {
      if (!closing) console.error(`PostgreSQL connection lost: ${error.message}`);
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const url = new URL(databaseUrl);
    url.password = url.password ? "***" : "";
    appDb = {
      db,
      kind: "postgres",
      location: url.toString(),
      reopen: { dataDir, databaseUrl },
      catalogueVersion: sharedVersionReader(() => readCatalogueVersion(db as Kysely<unknown>)),
      close() {
        closing = true;
        return db.destroy();
      },
    };
  } else {
    mkdirSync(dataDir, { recursive: true });
    const file = path.resolve(dataDir, "catalogue.sqlite");
    const sqlite = openSqliteFile(file);
    const db = new Kysely<Database>({ dialect: createNodeSqliteDialect(sqlite) });
    let versionStatement: StatementSync | undefined;
    appDb = {
      db,
      kind: "sqlite",
      location: file,
      reopen: { dataDir },
      catalogueVersion() {
        // Prepared on first use: the table exists only once the migrations have run.
        versionStatement ??= sqlite.prepare("select version from catalogue_version where id = 1");
        return Number((versionStatement.get() as { version: number } | undefined)?.version ?? 0);
      },
      async close() {
        // Fold the WAL back into the main file so a stopped site is one self-contained file.
        sqlite.exec("PRAGMA wal_checkpoint(TRUNCATE)");
        await db.destroy();
      },
    };
  }
  if (!migrate) return appDb;
  try {
    await migrateToLatest(appDb.db as Kysely<unknown>, appDb.kind);
  } catch (error) {
    await appDb.close().catch(() => {});
    throw error;
  }
  return appDb;
}
