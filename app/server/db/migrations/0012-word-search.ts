import type { Kysely } from "kysely";
import { sql } from "kysely";
import { rebuildSearchWords } from "../../search/documents.server.ts";
import type { Database } from "../schema.ts";
import type { CatalogueMigration } from "./migration.ts";

// Word search (docs/decisions/045): each product's words by field, derived like the lookup
// tables, and the vocabulary that typos are corrected to.
export const migration: CatalogueMigration = {
  async up(db, kind) {
    if (kind === "sqlite") {
      await sql`create virtual table product_words using fts5(numbers, vehicle, category, brand, name, description, tokenize = 'unicode61 remove_diacritics 2', detail = column)`.execute(
        db,
      );
    } else {
      await sql`create table product_words (product_id integer primary key references products (id) on delete cascade, document tsvector not null)`.execute(
        db,
      );
      await sql`create index product_words_document_idx on product_words using gin (document)`.execute(db);
    }
    await db.schema
      .createTable("search_vocabulary")
      .addColumn("term", "text", (c) => c.primaryKey())
      .execute();
    await rebuildSearchWords(db as Kysely<Database>, "all", { withSpecs: false });
  },
};
