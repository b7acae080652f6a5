import { sql } from "kysely";
import type { CatalogueMigration } from "./migration.ts";
import { tableWithId } from "./table-with-id.ts";

// A car's AC system as staff keep it (issue 44, docs/decisions/212): refrigerant and its charge,
// compressor oil, compressor and clutch, per make, model and year range, which the vehicle page
// shows under the generation those years belong to and a fitting part's page under its fit.
export const migration: CatalogueMigration = {
  async up(db, kind) {
    await tableWithId(db, kind, "vehicle_ac_systems")
      .addColumn("make_slug", "text", (c) => c.notNull())
      .addColumn("model", "text", (c) => c.notNull())
      .addColumn("model_key", "text", (c) => c.notNull())
      .addColumn("year_from", "integer")
      .addColumn("year_to", "integer")
      .addColumn("refrigerant", "text", (c) => c.notNull().check(sql`refrigerant in ('R134a', 'R1234yf')`))
      .addColumn("charge_grams", "integer", (c) => c.notNull())
      .addColumn("charge_tolerance_grams", "integer")
      .addColumn("oil_type", "text", (c) => c.notNull())
      .addColumn("oil_ml", "integer")
      .addColumn("compressor_model", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("clutch_type", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("notes", "text", (c) => c.notNull().defaultTo(""))
      // 1 for the demo catalogue's invented rows, so nobody takes them for a maker's figures.
      .addColumn("demo", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("vehicle_ac_systems_vehicle_idx")
      .on("vehicle_ac_systems")
      .columns(["make_slug", "model_key"])
      .execute();
  },
};
