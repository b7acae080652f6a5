import pg from "pg";

/**
 * Start-up work that must not run twice at once: migrations, the demo catalogue loaded into an empty
 * database, the first administrator (decision 208). Two processes started together on one empty
 * PostgreSQL both saw "no products" and "no administrator" and both inserted, and one died on a
 * duplicate key (issue 42). On PostgreSQL the work therefore runs under an exclusive advisory lock,
 * taken and released on one connection of its own (a session lock belongs to its connection, so a
 * pool, which may hand out another connection for the unlock, cannot hold it); the next process
 * waits, then finds the work done. PostgreSQL drops the lock with the connection, so a process that
 * dies while starting never blocks the others. SQLite is one process's file: the work runs as is.
 */

// "cool" and the issue that asked for it; the data lock (data-lock.server.ts) uses ("cool", 17).
const START_UP_KEYS = [0x636f6f6c, 42] as const;

export interface StartUpLockOptions {
  databaseUrl?: string | undefined;
  /** Told once when another process holds the lock, before waiting for it. */
  onWait?: () => void;
}

export async function withStartUpLock<T>(
  { databaseUrl, onWait }: StartUpLockOptions,
  work: () => Promise<T>,
): Promise<T> {
  if (!databaseUrl) return work();
  const client = new pg.Client({ connectionString: databaseUrl, application_name: "coolparts-start-up" });
  // A connection lost while waiting or working loses the lock; the work's own queries report the outage.
  client.on("error", () => {});
  await client.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>("select pg_try_advisory_lock($1, $2) as locked", [
      ...START_UP_KEYS,
    ]);
    if (!rows[0]?.locked) {
      onWait?.();
      await client.query("select pg_advisory_lock($1, $2)", [...START_UP_KEYS]);
    }
    return await work();
  } finally {
    // Ending the session releases its advisory locks.
    await client.end().catch(() => {});
  }
}
