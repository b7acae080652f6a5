import type { DatabaseKind } from "#app/server/db/database.server.ts";
import { openLimitStore } from "#app/server/limits/limit-store.server.ts";
import { type LimitStore, memoryLimitStore } from "#app/server/limits/shared-limit.server.ts";
import { createTestDatabase } from "./test-database.ts";

export interface TestLimitStores {
  /** The first process's store. */
  store: LimitStore;
  /**
   * Another process's store over the same database (PostgreSQL: a pool of its own). In memory each
   * SharedLimit made is its own, as two processes' memories are.
   */
  another(): LimitStore;
  dispose(): Promise<void>;
}

/**
 * The limit store each kind of database's processes count in (decision 197): memory beside SQLite,
 * the rate_limits table of a fresh, migrated PostgreSQL database beside PostgreSQL.
 */
export async function createTestLimitStores(kind: DatabaseKind): Promise<TestLimitStores> {
  if (kind === "sqlite") return { store: memoryLimitStore, another: () => memoryLimitStore, dispose: async () => {} };
  const database = await createTestDatabase(kind);
  const opened = [openLimitStore(database.reopen.databaseUrl)];
  const first = opened[0];
  if (!first) throw new Error("no limit store");
  return {
    store: first.store,
    another() {
      const store = openLimitStore(database.reopen.databaseUrl);
      opened.push(store);
      return store.store;
    },
    async dispose() {
      await Promise.all(opened.map((store) => store.close()));
      await database.dispose();
    },
  };
}
