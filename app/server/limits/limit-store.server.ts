import pg from "pg";
import { type LimitStore, memoryLimitStore } from "./shared-limit.server.ts";

export interface OpenLimitStore {
  store: LimitStore;
  close(): Promise<void>;
}

/**
 * The limit store for this process (decision 197): with DATABASE_URL, a small pool of its own on
 * the same PostgreSQL database, so a flood's limit checks never wait behind pages' queries or take
 * their connections; without it, memory.
 */
export function openLimitStore(databaseUrl: string | undefined): OpenLimitStore {
  if (!databaseUrl) return { store: memoryLimitStore, close: async () => {} };
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4, application_name: "coolparts-limits" });
  let closing = false;
  // As the app's own pool: a connection lost while idle is replaced on the next query; the limits
  // fall back to memory for calls that find the database gone (SharedLimit).
  pool.on("error", (error) => {
    if (!closing) console.error(`PostgreSQL connection lost (limits): ${error.message}`);
  });
  return {
    store: { kind: "postgres", pool },
    close() {
      closing = true;
      return pool.end();
    },
  };
}
