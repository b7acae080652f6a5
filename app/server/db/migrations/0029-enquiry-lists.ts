import type { CatalogueMigration } from "./migration.ts";
import { tableWithId } from "./table-with-id.ts";

// Enquiry lists (issue 28, decisions 112 and 114): a reference, a vehicle and staff's quote on the
// enquiry, its lines in a table of their own (deleted with it), and the enquiries found by reference.
export const migration: CatalogueMigration = {
  async up(db, kind) {
    await db.schema.alterTable("enquiries").addColumn("reference", "text").execute();
    await db.schema
      .alterTable("enquiries")
      .addColumn("vehicle", "text", (c) => c.notNull().defaultTo(""))
      .execute();
    await db.schema.createIndex("enquiries_reference_idx").on("enquiries").column("reference").unique().execute();
    // Staff's quote for a list (JSON: price and availability per line, validity), once sent.
    await db.schema.alterTable("enquiries").addColumn("quote", "text").execute();
    await tableWithId(db, kind, "enquiry_lines")
      .addColumn("enquiry_id", "integer", (c) => c.notNull().references("enquiries.id").onDelete("cascade"))
      .addColumn("position", "integer", (c) => c.notNull())
      .addColumn("brand_slug", "text", (c) => c.notNull())
      .addColumn("brand", "text", (c) => c.notNull())
      .addColumn("part_number", "text", (c) => c.notNull())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("quantity", "integer", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("enquiry_lines_enquiry_idx")
      .on("enquiry_lines")
      .columns(["enquiry_id", "position"])
      .execute();
    // Staff find an enquiry by a part number it asks for.
    await db.schema.createIndex("enquiry_lines_part_idx").on("enquiry_lines").column("part_number").execute();
  },
};
