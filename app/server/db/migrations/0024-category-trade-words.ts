import type { Kysely } from "kysely";
import { rebuildSearchWords } from "../../search/documents.server.ts";
import type { Database } from "../schema.ts";
import type { CatalogueMigration } from "./migration.ts";

// Categories are also found by their trade words in other languages (docs/decisions/091): the
// products written before have their words derived again.
export const migration: CatalogueMigration = {
  async up(db) {
    await rebuildSearchWords(db as Kysely<Database>, "all", { withSpecs: false });
  },
};
