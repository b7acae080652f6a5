import { type Kysely, sql } from "kysely";
import type { DatabaseKind } from "./schema.ts";

/**
 * The catalogue version: one number that changes in the same transaction as any write to data a
 * public page can show, so a rendered page cached under an older number is never served again
 * (docs/decisions/055). Database triggers do the bump, not the code that writes: an import, an
 * undo, a staff edit or a photo written by any module, today's or a later one, bumps it without
 * knowing the cache exists.
 *
 * Which tables: every table in the database except the few below, which no public page shows.
 * A table a later migration adds is covered at the next start, because the triggers are (re)made
 * after every migration run; leaving a table out is a choice made here, in this list, on purpose.
 * A bump too many only costs a re-render; a bump too few would serve a stale page.
 */
export const TABLES_PUBLIC_PAGES_NEVER_SHOW: readonly string[] = [
  "catalogue_version",
  "admins",
  "admin_sessions",
  "subscribers",
  "enquiries",
  "enquiry_lines",
  // Staff's remembered column mappings of suppliers' price lists (issue 15).
  "import_mappings",
  // What buyers looked for (issue 31): written every few seconds, shown to staff only.
  "demand_counts",
  "demand_dismissed",
  "kysely_migration",
  "kysely_migration_lock",
];

const VERSION_TABLE = "catalogue_version";

/** Creates the one-row version table (migration 0017). */
export async function createCatalogueVersionTable(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable(VERSION_TABLE)
    .addColumn("id", "integer", (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn("version", "bigint", (c) => c.notNull())
    .execute();
  await sql`insert into catalogue_version (id, version) values (1, 1)`.execute(db);
}

/** The tables that get a bump trigger: every ordinary table not in the list above. */
export async function catalogueTables(db: Kysely<unknown>, kind: DatabaseKind): Promise<string[]> {
  const rows =
    kind === "sqlite"
      ? // pragma table_list tells ordinary tables from virtual ones and their shadow tables (full-text
        // search), which cannot have triggers and are derived from products anyway.
        await sql<{ name: string }>`
          select name from pragma_table_list where schema = 'main' and type = 'table'
          and name not like 'sqlite\\_%' escape '\\'`.execute(db)
      : await sql<{ name: string }>`
          select tablename as name from pg_tables where schemaname = current_schema()`.execute(db);
  return rows.rows
    .map((row) => row.name)
    .filter((name) => !TABLES_PUBLIC_PAGES_NEVER_SHOW.includes(name))
    .sort();
}

/**
 * Makes sure every catalogue table bumps the version on insert, update and delete (and truncate on
 * PostgreSQL). Idempotent; runs after the migrations at every start, so tables created by any
 * migration, in any order, are covered.
 *
 * SQLite: row triggers (the only kind it has) on the one connection of the process.
 * PostgreSQL: statement triggers, so an import of 50,000 rows bumps once per statement, not per
 * row; the update of the one row is transactional, so a reader sees the new number exactly when it
 * can see the data.
 */
export async function ensureCatalogueVersionTriggers(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  if (kind === "sqlite") {
    // One transaction: one commit (and one fsync) for them all, not one a trigger.
    await db.transaction().execute(async (trx) => {
      for (const table of await catalogueTables(trx, kind)) {
        for (const event of ["insert", "update", "delete"] as const) {
          await sql
            .raw(
              `create trigger if not exists "catalogue_version_${table}_${event}" after ${event} on "${table}"
               begin update catalogue_version set version = version + 1 where id = 1; end`,
            )
            .execute(trx);
        }
      }
    });
    return;
  }
  await db.transaction().execute(async (trx) => {
    // Several processes may start at once; one of them makes the triggers, the others then find them.
    await sql`select pg_advisory_xact_lock(180017)`.execute(trx);
    await sql`
      create or replace function bump_catalogue_version() returns trigger language plpgsql as $$
      begin
        update catalogue_version set version = version + 1 where id = 1;
        return null;
      end $$`.execute(trx);
    const existing = await sql<{ name: string }>`
      select c.relname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid
      where t.tgname = 'catalogue_version_bump' and c.relnamespace = current_schema()::regnamespace`.execute(trx);
    const done = new Set(existing.rows.map((row) => row.name));
    for (const table of await catalogueTables(trx, kind)) {
      if (done.has(table)) continue;
      await sql
        .raw(
          `create trigger catalogue_version_bump after insert or update or delete or truncate on "${table}"
           for each statement execute function bump_catalogue_version()`,
        )
        .execute(trx);
    }
  });
}

/**
 * Reads the current version. On PostgreSQL the callers share one read in flight, and a caller
 * never joins a read that was sent before it asked (it could miss a write committed just before),
 * so a burst of requests costs a read or two, and each still sees every write committed before it
 * arrived.
 */
export function sharedVersionReader(read: () => Promise<number>): () => Promise<number> {
  let inFlight: Promise<number> | undefined;
  let next: Promise<number> | undefined;
  const start = () => {
    const started = read().finally(() => {
      if (inFlight === started) inFlight = undefined;
    });
    inFlight = started;
    return started;
  };
  return () => {
    if (!inFlight) return start();
    next ??= inFlight
      .catch(() => undefined)
      .then(() => {
        next = undefined;
        return start();
      });
    return next;
  };
}

/** One read of the version, for either database. */
export async function readCatalogueVersion<DB>(db: Kysely<DB>): Promise<number> {
  const row = await sql<{ version: string | number }>`select version from catalogue_version where id = 1`.execute(db);
  return Number(row.rows[0]?.version ?? 0);
}
