import { DatabaseSync } from "node:sqlite";
import { type SqliteDatabase, SqliteDialect } from "kysely";

/**
 * Kysely's SqliteDialect speaks the better-sqlite3 interface; node:sqlite's DatabaseSync differs
 * in two ways that matter: parameters are spread rather than passed as an array, and there is no
 * `reader` flag. This adapter bridges them so we need no native addon built for the wrong Node.
 */
export function createNodeSqliteDialect(database: DatabaseSync): SqliteDialect {
  const adapter: SqliteDatabase = {
    close: () => database.close(),
    prepare(sql) {
      const statement = database.prepare(sql);
      return {
        reader: statement.columns().length > 0,
        all: (parameters) => statement.all(...(parameters as never[])),
        run: (parameters) => statement.run(...(parameters as never[])),
        iterate: (parameters) => statement.iterate(...(parameters as never[])),
      };
    },
  };
  return new SqliteDialect({ database: adapter });
}

/**
 * Opens the SQLite file with the settings every connection needs. `synchronous = FULL` keeps a
 * committed import through a power cut in WAL mode (NORMAL could roll back the last commits);
 * imports are rare and the cost is one fsync per transaction.
 */
export function openSqliteFile(file: string): DatabaseSync {
  const database = new DatabaseSync(file);
  database.exec(`
    PRAGMA journal_mode = WAL;
    PRAGMA synchronous = FULL;
    PRAGMA foreign_keys = ON;
    PRAGMA busy_timeout = 5000;
  `);
  return database;
}
