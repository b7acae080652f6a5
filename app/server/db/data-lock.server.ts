import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import pg from "pg";

/**
 * A running server holds its data (the SQLite folder, or the PostgreSQL database) with a shared lock;
 * `npm run restore` takes it exclusively, so it refuses while any server runs, and a server cannot
 * start in the middle of a restore (decision 042).
 *
 * - SQLite: `DATA_DIR/server.lock` is a tiny SQLite file in rollback-journal mode. A server keeps a
 *   read transaction open on it (SQLite's SHARED file lock); the restore asks for an EXCLUSIVE one
 *   and is refused while any SHARED is held. The operating system drops a dead process's locks, so a
 *   crashed server never leaves a stale lock behind. `server.pid` beside it says who holds it.
 * - PostgreSQL: a shared advisory lock on a connection the server keeps for its life; the restore
 *   tries the exclusive one. PostgreSQL drops it with the connection.
 */
export interface DataLockOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
}

export interface HeldDataLock {
  release(): Promise<void>;
}

export class DataInUseError extends Error {}

const LOCK_FILE = "server.lock";
const HOLDER_FILE = "server.pid";
// Two arbitrary keys for PostgreSQL's advisory lock: "cool", and the issue that asked for it.
const ADVISORY_KEYS = [0x636f6f6c, 17] as const;

/** Opens the lock file and takes the lock `begin` takes; undefined when another process holds it. */
function lockFile(dataDir: string, begin: (lock: DatabaseSync) => void): DatabaseSync | undefined {
  mkdirSync(dataDir, { recursive: true });
  const lock = new DatabaseSync(path.join(dataDir, LOCK_FILE));
  try {
    lock.exec("PRAGMA busy_timeout = 0; PRAGMA journal_mode = DELETE;");
    lock.exec("CREATE TABLE IF NOT EXISTS lock (id INTEGER PRIMARY KEY)");
    begin(lock);
    return lock;
  } catch (error) {
    lock.close();
    if (isBusy(error)) return undefined;
    throw error;
  }
}

function isBusy(error: unknown): boolean {
  return /SQLITE_BUSY|database is locked/i.test(String((error as Error)?.message ?? error));
}

function stopAdvice(holder: string, pid?: number): string {
  return `${holder} Stop it first (Ctrl+C in its terminal, \`kill -TERM ${pid ?? "<its process id>"}\`, or \`systemctl stop <its service>\`), wait until it has exited, then run the command again.`;
}

/** Held by a server from before it opens the database until after it has closed it. */
export async function holdData({ dataDir, databaseUrl }: DataLockOptions): Promise<HeldDataLock> {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl, application_name: "coolparts-server" });
    // A lost connection loses the lock; the pool's own connections report the outage.
    client.on("error", () => {});
    await client.connect();
    const { rows } = await client.query<{ locked: boolean }>("SELECT pg_try_advisory_lock_shared($1, $2) AS locked", [
      ...ADVISORY_KEYS,
    ]);
    if (!rows[0]?.locked) {
      await client.end().catch(() => {});
      throw new DataInUseError("A restore is running on this PostgreSQL database; start the site once it is done.");
    }
    return { release: () => client.end() };
  }
  // A read transaction left open: SQLite's SHARED lock on the file, until release.
  const lock = lockFile(dataDir, (file) => {
    file.exec("BEGIN");
    file.prepare("SELECT count(*) FROM lock").get();
  });
  if (!lock) throw new DataInUseError(`A restore is running on ${dataDir}; start the site once it is done.`);
  const holderFile = path.join(dataDir, HOLDER_FILE);
  writeFileSync(
    holderFile,
    `${JSON.stringify({ pid: process.pid, host: hostname(), startedAt: new Date().toISOString() })}\n`,
  );
  return {
    async release() {
      rmSync(holderFile, { force: true });
      lock.exec("COMMIT");
      lock.close();
    },
  };
}

function describeSqliteHolder(dataDir: string): { text: string; pid?: number } {
  try {
    const { pid, host, startedAt } = JSON.parse(readFileSync(path.join(dataDir, HOLDER_FILE), "utf8")) as {
      pid: number;
      host: string;
      startedAt: string;
    };
    return { text: `A server is using ${dataDir} (process ${pid} on ${host}, started ${startedAt}).`, pid };
  } catch {
    return { text: `A server is using ${dataDir}.` };
  }
}

/**
 * Takes the data exclusively for `work` (a restore), or throws DataInUseError naming the running
 * server and how to stop it. There is deliberately no way to force it.
 */
export async function withDataExclusively<T>(
  { dataDir, databaseUrl }: DataLockOptions,
  work: () => Promise<T>,
): Promise<T> {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl, application_name: "coolparts-restore" });
    client.on("error", () => {});
    await client.connect();
    try {
      const { rows } = await client.query<{ locked: boolean }>("SELECT pg_try_advisory_lock($1, $2) AS locked", [
        ...ADVISORY_KEYS,
      ]);
      if (!rows[0]?.locked) {
        const holders = await client.query<{ pid: number; client_addr: string | null; backend_start: Date }>(
          `SELECT a.pid, a.client_addr, a.backend_start FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
           WHERE l.locktype = 'advisory' AND l.classid = $1 AND l.objid = $2 AND l.granted`,
          [...ADVISORY_KEYS],
        );
        const who = holders.rows
          .map((row) => `${row.client_addr ?? "a local socket"} since ${row.backend_start.toISOString()}`)
          .join("; ");
        throw new DataInUseError(
          stopAdvice(`A server is connected to this PostgreSQL database${who ? ` (from ${who})` : ""}.`),
        );
      }
      return await work();
    } finally {
      await client.end().catch(() => {});
    }
  }
  const lock = lockFile(dataDir, (file) => file.exec("BEGIN EXCLUSIVE"));
  if (!lock) {
    const holder = describeSqliteHolder(dataDir);
    throw new DataInUseError(stopAdvice(holder.text, holder.pid));
  }
  try {
    return await work();
  } finally {
    lock.exec("COMMIT");
    lock.close();
  }
}
