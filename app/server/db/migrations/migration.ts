import type { Kysely } from "kysely";
import type { DatabaseKind } from "../schema.ts";

/**
 * One migration, in a file named for the name the database records it by (`0001-products.ts` runs
 * once as "0001-products"). The few differences between SQLite and PostgreSQL (how an integer key is
 * generated, full-text tables) are decided inside it, from the database's kind.
 */
export interface CatalogueMigration {
  up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void>;
}
