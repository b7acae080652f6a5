import { createCatalogueVersionTable } from "../catalogue-version.server.ts";
import type { CatalogueMigration } from "./migration.ts";

// The number the render cache keys pages by; its triggers are made after every migration run.
export const migration: CatalogueMigration = {
  async up(db) {
    await createCatalogueVersionTable(db);
  },
};
