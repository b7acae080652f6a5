import { hostname } from "node:os";
import pg from "pg";

/**
 * One writer of the catalogue and its history at a time (imports, undo, publish, products and
 * brands or categories by hand), across every process on the database (decision 198).
 *
 * - SQLite: one process serves the site; its import runner knows the import under way, and SQLite's
 *   own write lock orders the rest. Nothing more is held.
 * - PostgreSQL: an advisory lock on a connection of this process's own, held for the whole write: an
 *   import's, from reading its sheet to its commit; a product's, for its transaction. The process
 *   holding it for an import writes its progress in `running_import` (migration 0041), so a writer
 *   on any other process is refused at once with the same 409 and that progress; a short writer
 *   is waited for (up to WRITER_WAIT_MS). A process that dies drops its connection, and the lock
 *   with it; its stale progress row is removed by the next holder.
 */
export interface CatalogueWriterLock {
  /**
   * Takes the lock: `progress` is the import's, published to other processes while it is held (a
   * short write gives none). Answers the hold, or the progress of the import under way on another
   * process. Throws WriterBusyError when a short writer kept it past the wait.
   */
  take<P extends object>(progress?: P): Promise<{ held: WriterHold } | { importing: P }>;
  close(): Promise<void>;
}

export interface WriterHold {
  /** The import's progress has moved on: other processes' 409 says so. */
  update(progress: object): void;
  release(): Promise<void>;
}

/** The lock stayed held by another short writer past the wait: nothing was written; try again. */
export class WriterBusyError extends Error {}

/** How long a writer waits for another process's short write (a product saved) before answering busy. */
const WRITER_WAIT_MS = 10_000;
/** The advisory lock's two keys: "cool", and this decision's number (the restore's is 17, data-lock.server.ts). */
const WRITER_KEYS = [0x636f6f6c, 198] as const;
/** PostgreSQL's "lock_not_available": the wait ran out. */
const LOCK_NOT_AVAILABLE = "55P03";

const heldByNothing: WriterHold = { update() {}, release: async () => {} };

/** SQLite's: the import runner and SQLite's write lock keep one writer within the one process. */
export const inProcessWriterLock: CatalogueWriterLock = {
  take: async () => ({ held: heldByNothing }),
  close: async () => {},
};

/** The writer's lock for this process: PostgreSQL's advisory lock with DATABASE_URL, else the in-process one. */
export function openWriterLock(databaseUrl: string | undefined, waitMs = WRITER_WAIT_MS): CatalogueWriterLock {
  return databaseUrl ? new PostgresWriterLock(databaseUrl, waitMs) : inProcessWriterLock;
}

class PostgresWriterLock implements CatalogueWriterLock {
  readonly #pool: pg.Pool;
  readonly #waitMs: number;
  #closing = false;

  constructor(databaseUrl: string, waitMs: number) {
    // Its own few connections: an import holds one for minutes, never one of the pages' pool.
    this.#pool = new pg.Pool({ connectionString: databaseUrl, max: 3, application_name: "coolparts-writer" });
    this.#pool.on("error", (error) => {
      if (!this.#closing) console.error(`PostgreSQL connection lost (catalogue writer): ${error.message}`);
    });
    this.#waitMs = waitMs;
  }

  async take<P extends object>(progress?: P): Promise<{ held: WriterHold } | { importing: P }> {
    const client = await this.#pool.connect();
    try {
      if (!(await tryLock(client))) {
        const running = await runningImport<P>(client);
        if (running) {
          client.release();
          return { importing: running };
        }
        if (!(await this.#waitForLock(client))) {
          const after = await runningImport<P>(client);
          client.release();
          if (after) return { importing: after };
          throw new WriterBusyError("Another change to the catalogue is being saved. Please try again.");
        }
      }
      // Held: a progress row now can only be a dead process's.
      await client.query("delete from running_import");
      if (progress)
        await client.query("insert into running_import (id, progress, holder) values (1, $1, $2)", [
          JSON.stringify(progress),
          `${hostname()} ${process.pid}`,
        ]);
      return { held: new PostgresHold(client, progress !== undefined) };
    } catch (error) {
      if (error instanceof WriterBusyError) throw error;
      // Dropped, not returned to the pool: its session (and any lock it took) ends with it.
      client.release(true);
      throw error;
    }
  }

  /** Waits for the lock up to the wait; false when the wait ran out. */
  async #waitForLock(client: pg.PoolClient): Promise<boolean> {
    await client.query(`set lock_timeout = ${Math.max(1, Math.round(this.#waitMs))}`);
    try {
      await client.query("select pg_advisory_lock($1, $2)", [...WRITER_KEYS]);
      return true;
    } catch (error) {
      if ((error as { code?: string }).code === LOCK_NOT_AVAILABLE) return false;
      throw error;
    } finally {
      await client.query("reset lock_timeout");
    }
  }

  close(): Promise<void> {
    this.#closing = true;
    return this.#pool.end();
  }
}

class PostgresHold implements WriterHold {
  readonly #client: pg.PoolClient;
  readonly #forImport: boolean;
  /** Progress writes, one after another, so the last one written is the last one sent. */
  #writes: Promise<unknown> = Promise.resolve();
  #released = false;

  constructor(client: pg.PoolClient, forImport: boolean) {
    this.#client = client;
    this.#forImport = forImport;
  }

  update(progress: object): void {
    if (!this.#forImport || this.#released) return;
    const text = JSON.stringify(progress);
    this.#writes = this.#writes
      .then(() => this.#client.query("update running_import set progress = $1 where id = 1", [text]))
      // The progress others read is only advice: a failed write leaves the last one.
      .catch(() => undefined);
  }

  async release(): Promise<void> {
    if (this.#released) return;
    this.#released = true;
    try {
      await this.#writes;
      if (this.#forImport) await this.#client.query("delete from running_import");
      await this.#client.query("select pg_advisory_unlock($1, $2)", [...WRITER_KEYS]);
      this.#client.release();
    } catch {
      // The session ends with the connection, and the lock with it.
      this.#client.release(true);
    }
  }
}

async function tryLock(client: pg.PoolClient): Promise<boolean> {
  const { rows } = await client.query<{ locked: boolean }>("select pg_try_advisory_lock($1, $2) as locked", [
    ...WRITER_KEYS,
  ]);
  return rows[0]?.locked === true;
}

async function runningImport<P>(client: pg.PoolClient): Promise<P | undefined> {
  const { rows } = await client.query<{ progress: string }>("select progress from running_import where id = 1");
  const text = rows[0]?.progress;
  return text === undefined ? undefined : (JSON.parse(text) as P);
}
