import type { CatalogueMigration } from "./migration.ts";
import { tableWithId } from "./table-with-id.ts";

export const migration: CatalogueMigration = {
  async up(db, kind) {
    await tableWithId(db, kind, "subscribers")
      .addColumn("email", "text", (c) => c.notNull().unique())
      .addColumn("language", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
  },
};
