import { DatabaseSync, type StatementSync } from "node:sqlite";
import { setTimeout as sleep } from "node:timers/promises";
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from "kysely";

/**
 * How a statement waits for SQLite's write lock while another connection holds it (an import's
 * worker writing 50,000 rows holds it for seconds). node:sqlite is synchronous: SQLite's own busy
 * timeout would sleep on the caller's thread, stopping every visitor's request on the main thread.
 * So the connection does not wait inside SQLite at all (busy_timeout 0); the driver retries after an
 * asynchronous pause that doubles from `firstDelayMs` to `maxDelayMs`, for at most `budgetMs`, and
 * then gives up with DatabaseBusyError (the API answers 503 with Retry-After). Decision 066.
 */
export interface LockWait {
  firstDelayMs: number;
  maxDelayMs: number;
  budgetMs: number;
}

export const lockWait: LockWait = { firstDelayMs: 5, maxDelayMs: 250, budgetMs: 15_000 };

/** Seconds a client is told to wait (Retry-After) when a write gave up waiting for the lock. */
export const BUSY_RETRY_AFTER_SECONDS = 10;

/** A write gave up waiting for SQLite's write lock: nothing of it was written. */
export class DatabaseBusyError extends Error {
  constructor(waitedMs: number) {
    super(`The database stayed locked by another writer for ${Math.round(waitedMs)} ms; nothing was written.`);
  }
}

/** SQLITE_BUSY, with or without an extended code (BUSY_RECOVERY, BUSY_SNAPSHOT...). */
function isBusy(error: unknown): boolean {
  const code = (error as { errcode?: unknown } | null)?.errcode;
  return typeof code === "number" && (code & 0xff) === 5;
}

/** Runs `attempt` again after growing pauses while SQLite says busy, within the wait's budget. */
async function retryWhileBusy<T>(wait: LockWait, attempt: () => T | Promise<T>): Promise<T> {
  const started = performance.now();
  let delay = wait.firstDelayMs;
  for (;;) {
    try {
      return await attempt();
    } catch (error) {
      if (!isBusy(error)) throw error;
      const waited = performance.now() - started;
      if (waited + delay > wait.budgetMs) throw new DatabaseBusyError(waited);
      await sleep(delay);
      delay = Math.min(delay * 2, wait.maxDelayMs);
    }
  }
}

/**
 * Prepared statements a connection keeps, by their SQL. An import sends the same statement (a
 * 500-row insert of thousands of parameters) a hundred times, and preparing it is a good part of
 * its cost; a few dozen cover every statement of an import, and an idle server keeps those it uses.
 */
const KEPT_STATEMENTS = 32;

/**
 * A Kysely driver for one node:sqlite connection shared by every caller of the thread.
 *
 * Kysely's own SqliteDriver hands its one connection to one caller at a time, so a transaction
 * that waited for the write lock would hold up every read behind it. Here each caller gets a handle
 * of its own on the one connection: statements outside a transaction run as they come (each is
 * synchronous, so they never interleave), and only while a transaction is open do other callers'
 * statements wait for its end. Transactions take turns and begin with BEGIN IMMEDIATE, which takes
 * the write lock first (retried as `LockWait` says) so that no statement inside one can meet a busy
 * database, and a read snapshot can never go stale before its first write.
 */
class SharedConnectionDriver implements Driver {
  readonly #db: DatabaseSync;
  readonly #wait: LockWait;
  /** The transaction open on the connection and a promise of its end. */
  #open: { owner: DatabaseConnection; ended: Promise<void>; end: () => void } | undefined;
  /** Settles when the transaction whose turn it is (waiting for the lock, or open) has ended. */
  #turn: Promise<void> = Promise.resolve();
  #endTurn: (() => void) | undefined;
  /** Prepared statements by SQL, least recently used first (KEPT_STATEMENTS). */
  readonly #statements = new Map<string, StatementSync>();

  constructor(db: DatabaseSync, wait: LockWait) {
    this.#db = db;
    this.#wait = wait;
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    const connection: DatabaseConnection = {
      executeQuery: <R>(query: CompiledQuery) => this.#execute<R>(connection, query),
      streamQuery: async function* <R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
        // Read whole: an open statement would keep a read transaction across others' turns.
        for (const row of (await connection.executeQuery<R>(query)).rows) yield { rows: [row] };
      },
    };
    return connection;
  }

  async releaseConnection(): Promise<void> {}

  async #execute<R>(connection: DatabaseConnection, query: CompiledQuery): Promise<QueryResult<R>> {
    if (this.#open?.owner === connection) return this.#run<R>(query);
    return retryWhileBusy(this.#wait, async () => {
      while (this.#open && this.#open.owner !== connection) await this.#open.ended;
      return this.#run<R>(query);
    });
  }

  /** The connection's statement for this SQL, prepared once and kept while it is among the last used. */
  #prepared(sql: string): StatementSync {
    const kept = this.#statements.get(sql);
    // Moved to the end: the Map's order is the order of last use.
    this.#statements.delete(sql);
    const statement = kept ?? this.#db.prepare(sql);
    this.#statements.set(sql, statement);
    if (this.#statements.size > KEPT_STATEMENTS) {
      const oldest = this.#statements.keys().next().value;
      if (oldest !== undefined) this.#statements.delete(oldest);
    }
    return statement;
  }

  #run<R>({ sql, parameters }: CompiledQuery): QueryResult<R> {
    // Each run resets the statement when it returns (node:sqlite), so a kept one is ready for the next.
    const statement = this.#prepared(sql);
    const values = parameters as never[];
    if (statement.columns().length > 0) return { rows: statement.all(...values) as R[] };
    const { changes, lastInsertRowid } = statement.run(...values);
    return { rows: [], numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid) };
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    const previous = this.#turn;
    let endTurn = () => {};
    this.#turn = new Promise((resolve) => {
      endTurn = resolve;
    });
    await previous;
    try {
      await retryWhileBusy(this.#wait, async () => {
        // Statements outside the transaction go on while it waits: none is open on the connection.
        this.#db.exec("BEGIN IMMEDIATE");
      });
    } catch (error) {
      endTurn();
      throw error;
    }
    this.#endTurn = endTurn;
    let end = () => {};
    const ended = new Promise<void>((resolve) => {
      end = resolve;
    });
    this.#open = { owner: connection, ended, end };
  }

  async commitTransaction(): Promise<void> {
    // On failure Kysely rolls back, which ends the turn.
    this.#db.exec("COMMIT");
    this.#endTransaction();
  }

  async rollbackTransaction(): Promise<void> {
    try {
      // A failed COMMIT may already have rolled the transaction back.
      if (this.#db.isTransaction) this.#db.exec("ROLLBACK");
    } finally {
      this.#endTransaction();
    }
  }

  #endTransaction(): void {
    const open = this.#open;
    this.#open = undefined;
    open?.end();
    this.#endTurn?.();
    this.#endTurn = undefined;
  }

  async savepoint(_connection: DatabaseConnection, name: string): Promise<void> {
    this.#db.exec(`SAVEPOINT ${quoteName(name)}`);
  }

  async rollbackToSavepoint(_connection: DatabaseConnection, name: string): Promise<void> {
    this.#db.exec(`ROLLBACK TO ${quoteName(name)}`);
  }

  async releaseSavepoint(_connection: DatabaseConnection, name: string): Promise<void> {
    this.#db.exec(`RELEASE ${quoteName(name)}`);
  }

  async destroy(): Promise<void> {
    this.#statements.clear();
    if (this.#db.isOpen) this.#db.close();
  }
}

function quoteName(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** SQLite's adapter, told that callers may hold connections at once: the driver shares its one safely. */
class SharedConnectionAdapter extends SqliteAdapter {
  override get supportsMultipleConnections(): boolean {
    return true;
  }
}

/**
 * Whether a database handle (or a transaction of one) speaks SQLite rather than PostgreSQL: the one
 * check for code whose SQL differs between the two. The dialect's adapter says it, so the answer
 * needs neither a query nor the AppDatabase's `kind`.
 */
export function isSqlite<DB>(db: Kysely<DB>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

/**
 * The Kysely dialect over a node:sqlite connection (node:sqlite's DatabaseSync is not the
 * better-sqlite3 interface Kysely's SqliteDialect expects, and its driver would make reads queue
 * behind a write waiting for the lock): see SharedConnectionDriver.
 */
export function createNodeSqliteDialect(database: DatabaseSync, wait: LockWait = lockWait): Dialect {
  return {
    createDriver: () => new SharedConnectionDriver(database, wait),
    createQueryCompiler: () => new SqliteQueryCompiler(),
    createAdapter: () => new SharedConnectionAdapter(),
    createIntrospector: (db: Kysely<unknown>) => new SqliteIntrospector(db),
  };
}

/**
 * Opens the SQLite file with the settings every connection needs. `synchronous = FULL` keeps a
 * committed import through a power cut in WAL mode (NORMAL could roll back the last commits);
 * imports are rare and the cost is one fsync per transaction. `busy_timeout = 0`: a connection never
 * sleeps inside SQLite for another's lock; the driver waits asynchronously (LockWait).
 */
export function openSqliteFile(file: string): DatabaseSync {
  const database = new DatabaseSync(file);
  database.exec(`
    PRAGMA journal_mode = WAL;
    PRAGMA synchronous = FULL;
    PRAGMA foreign_keys = ON;
    PRAGMA busy_timeout = 0;
  `);
  return database;
}
