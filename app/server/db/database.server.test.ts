import { sql } from "kysely";
import pg from "pg";
import { describe, expect, it, vi } from "vitest";
import { createTestDatabase, databaseKinds } from "#tests/setup/test-database.ts";
import { isSqlite } from "./sqlite-dialect.server.ts";

const adminUrl = process.env.TEST_POSTGRES_URL;

describe.each(databaseKinds)("isSqlite on %s", (kind) => {
  it("answers for the handle and for a transaction of it", async () => {
    const database = await createTestDatabase(kind);
    try {
      expect(isSqlite(database.db)).toBe(kind === "sqlite");
      expect(await database.db.transaction().execute(async (trx) => isSqlite(trx))).toBe(kind === "sqlite");
    } finally {
      await database.dispose();
    }
  });
});

describe.skipIf(!adminUrl)("PostgreSQL connections", () => {
  it("survive the server ending an idle connection: the next query opens a new one", async () => {
    const database = await createTestDatabase("postgres");
    const logged: string[] = [];
    vi.spyOn(console, "error").mockImplementation((message: unknown) => {
      logged.push(String(message));
    });
    try {
      const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(database.db);
      const name = rows[0]?.name;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      try {
        const ended = await admin.query(
          "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
          [name],
        );
        expect(ended.rowCount).toBeGreaterThan(0);
      } finally {
        await admin.end();
      }
      // The pool hears of the ended connection as an "error" event; unheard, it would end this process.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const again = await sql<{ one: number }>`select 1 as one`.execute(database.db);
      expect(again.rows[0]?.one).toBe(1);
      expect(logged.some((message) => message.startsWith("PostgreSQL connection lost"))).toBe(true);
    } finally {
      await database.dispose();
    }
  });
});
