import type { Kysely } from "kysely";
import { rebuildSearchWords } from "../../search/documents.server.ts";
import type { Database } from "../schema.ts";
import type { CatalogueMigration } from "./migration.ts";

// A fan in the cabin is the blower (docs/decisions/180): "cabin fan", "heater blower", "ventilador
// de habitaculo" became trade words of blower motors, so the products written before have their
// words derived again, as 0024 did.
export const migration: CatalogueMigration = {
  async up(db) {
    await rebuildSearchWords(db as Kysely<Database>, "all", { withSpecs: false });
  },
};
