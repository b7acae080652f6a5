import { CompiledQuery, type Kysely } from "kysely";
import { isSqlite } from "./sqlite-dialect.server.ts";

/**
 * Inserts of many rows for the write paths an import repeats tens of thousands of times (decision
 * 098): the statement is written as text once per shape and its values go as one flat list.
 * Kysely's builder makes and freezes a node for every value and compiles every statement anew,
 * which for a 50,000-row import costs about as much as the database's own work. Everything else
 * keeps to the builder; these send the SQL it would, row for row.
 */

/** Rows per statement: under SQLite's (32,766) and PostgreSQL's (65,535) bound-parameter limits. */
const MAX_PARAMETERS = 30_000;

export interface BulkInsert {
  /** `insert into <table> (<columns>)`, as trusted text: names from code, never from a request. */
  into: string;
  /**
   * One row's values, with a `?` for each of its values in order (`(?, ?, ?)` or an expression of
   * them): PostgreSQL's numbered parameters are made from it. As trusted text, like `into`.
   */
  row: string;
  /** What follows the values (`on conflict ...`), as trusted text; none by default. */
  suffix?: string;
  /** Rows per statement at most (besides the parameter limit). */
  chunk?: number;
}

/**
 * The text of full chunks, by shape: one string, so the driver finds its prepared statement by it
 * without comparing 100 kB of text anew. A handful of shapes in all; a last, shorter chunk is
 * written each time rather than kept (there can be as many sizes as rows in a chunk).
 */
const fullChunkTexts = new Map<string, string>();

function writeStatement(insert: BulkInsert, count: number, postgres: boolean): string {
  const rows: string[] = [];
  let parameter = 0;
  for (let i = 0; i < count; i++) rows.push(postgres ? insert.row.replace(/\?/g, () => `$${++parameter}`) : insert.row);
  return `${insert.into} values ${rows.join(", ")}${insert.suffix ? ` ${insert.suffix}` : ""}`;
}

function statementText(insert: BulkInsert, count: number, full: boolean, postgres: boolean): string {
  if (!full) return writeStatement(insert, count, postgres);
  const key = `${postgres ? "pg" : "sqlite"}\u0000${count}\u0000${insert.into}\u0000${insert.row}\u0000${insert.suffix ?? ""}`;
  let text = fullChunkTexts.get(key);
  if (text === undefined) {
    text = writeStatement(insert, count, postgres);
    fullChunkTexts.set(key, text);
  }
  return text;
}

/** Inserts `rows` (each the values of `insert.row`, in order), as many to a statement as the limits allow. */
export async function insertRows<DB>(
  db: Kysely<DB>,
  insert: BulkInsert,
  rows: readonly (readonly unknown[])[],
): Promise<void> {
  const width = rows[0]?.length ?? 0;
  if (width === 0) return;
  const postgres = !isSqlite(db);
  const size = Math.max(1, Math.min(insert.chunk ?? 500, Math.floor(MAX_PARAMETERS / width)));
  for (let i = 0; i < rows.length; i += size) {
    const chunk = rows.slice(i, i + size);
    const parameters: unknown[] = [];
    for (const row of chunk) for (const value of row) parameters.push(value);
    const text = statementText(insert, chunk.length, chunk.length === size, postgres);
    await db.executeQuery(CompiledQuery.raw(text, parameters));
  }
}
