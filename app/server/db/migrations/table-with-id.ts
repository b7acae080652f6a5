import type { Kysely } from "kysely";
import type { DatabaseKind } from "../schema.ts";

/** A new table whose first column is an integer key the database generates, as each database does. */
export function tableWithId(db: Kysely<unknown>, kind: DatabaseKind, table: string) {
  return db.schema
    .createTable(table)
    .addColumn("id", "integer", (c) =>
      kind === "postgres" ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    );
}
