import type { Kysely } from "kysely";
import { brands as seedBrands } from "#app/catalogue/brands.ts";
import type { Database } from "../schema.ts";
import type { CatalogueMigration } from "./migration.ts";

// The brands the menus show (issue 40, docs/decisions/183): staff feature them; the twelve
// distributed brands of the seed start featured, so the menus stay as they were, and every brand an
// import adds waits outside them until staff choose it. The menu's order is sort_order, as before.
export const migration: CatalogueMigration = {
  async up(db) {
    await db.schema
      .alterTable("brands")
      .addColumn("featured", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    await (db as Kysely<Database>)
      .updateTable("brands")
      .set({ featured: 1 })
      .where(
        "slug",
        "in",
        seedBrands.map((brand) => brand.slug),
      )
      .execute();
  },
};
