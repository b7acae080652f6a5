import type { Kysely } from "kysely";
import { sql } from "kysely";
import { rebuildSubstringSearch } from "../../products/product-lookups.server.ts";
import { rebuildSearchWords } from "../../search/documents.server.ts";
import type { Database } from "../schema.ts";
import type { CatalogueMigration } from "./migration.ts";

// SQLite's two full-text tables keep no copy of their text (docs/decisions/167): search reads
// only their rowids, and the products rows they are derived from hold the text. `contentless_delete`
// lets a product's entry be deleted by rowid alone, as rebuildProductLookups does. An import writes
// a third less to the WAL. The tables are made again and derived again from the products, in one
// transaction. PostgreSQL's product_words is a tsvector table of its own and it has no product_search.
export const migration: CatalogueMigration = {
  async up(db, kind) {
    if (kind !== "sqlite") return;
    const kdb = db as Kysely<Database>;
    await kdb.transaction().execute(async (trx) => {
      await sql`drop table product_words`.execute(trx);
      await sql`create virtual table product_words using fts5(numbers, vehicle, category, brand, name, description, tokenize = 'unicode61 remove_diacritics 2', detail = column, content = '', contentless_delete = 1)`.execute(
        trx,
      );
      await sql`drop table product_search`.execute(trx);
      await sql`create virtual table product_search using fts5(name, part_key, tokenize = 'trigram', content = '', contentless_delete = 1)`.execute(
        trx,
      );
      // Segments are merged sixteen at a time, not four: an import's words are rewritten by fewer
      // merges (80 ms less for 45,000 rows). A level may hold sixteen segments, where FTS5's crisis
      // merge bounded it already; the queries of match.server.ts measured the same.
      for (const table of ["product_words", "product_search"])
        await sql`insert into ${sql.table(table)} (${sql.ref(table)}, rank) values ('automerge', 16)`.execute(trx);
      await rebuildSubstringSearch(trx);
      await rebuildSearchWords(trx, "all");
    });
  },
};
