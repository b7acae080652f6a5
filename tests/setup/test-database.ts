import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { type AppDatabase, type DatabaseKind, openDatabase } from "#app/server/db/database.server.ts";
import { freshPerTest } from "./per-test.ts";

/**
 * The databases the data-layer suites run against. PostgreSQL joins when the test command found or
 * started a server and exported TEST_POSTGRES_URL (an account allowed to create databases).
 */
const postgresAdminUrl = process.env.TEST_POSTGRES_URL;
export const databaseKinds: DatabaseKind[] = postgresAdminUrl ? ["sqlite", "postgres"] : ["sqlite"];

export interface TestDatabase extends AppDatabase {
  dispose(): Promise<void>;
}

/** A fresh, migrated, empty database of the given kind, private to one test. */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === "sqlite") {
    const dataDir = mkdtempSync(path.join(tmpdir(), "coolparts-test-"));
    const database = await openDatabase({ dataDir });
    return {
      ...database,
      async dispose() {
        await database.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const empty = await createEmptyPostgresDatabase();
  const database = await openDatabase({ dataDir: "", databaseUrl: empty.url });
  return {
    ...database,
    async dispose() {
      await database.close();
      await empty.drop();
    },
  };
}

/** A fresh database for each test of the calling suite (freshPerTest), as serverPerTest gives a server. */
export function databasePerTest(kind: DatabaseKind): TestDatabase {
  return freshPerTest(
    () => createTestDatabase(kind),
    (database) => database.dispose(),
  );
}

/**
 * A new, empty PostgreSQL database (for a server process to migrate) and the way to drop it once
 * every connection to it is closed.
 */
export async function createEmptyPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  if (!postgresAdminUrl) throw new Error("TEST_POSTGRES_URL is not set");
  const name = `coolparts_test_${randomBytes(6).toString("hex")}`;
  await withAdminClient((client) => client.query(`create database "${name}"`));
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    // A plain DROP, not WITH (FORCE): the pools are closed, and PostgreSQL 15 itself waits for closing
    // sessions and stops an autovacuum worker on the database. FORCE instead refuses outright when an
    // autovacuum worker is there, since a non-superuser may not signal it (a CI failure).
    drop: () => withAdminClient((client) => client.query(`drop database if exists "${name}"`)).then(() => {}),
  };
}

async function withAdminClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgresAdminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
