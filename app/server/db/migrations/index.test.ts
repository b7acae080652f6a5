import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { migrations } from "./index.ts";

/** A migration's file: its number, its name in kebab-case, nothing else (no tests, no helpers). */
const migrationFile = /^\d{4}-[a-z0-9-]+\.ts$/;
const filesHere = readdirSync(import.meta.dirname).filter((file) => migrationFile.test(file));
const listed = Object.keys(migrations);

describe("the migrations index", () => {
  it("lists every migration file of its folder once, under the file's own name", async () => {
    expect([...listed].sort()).toEqual(filesHere.map((file) => file.replace(/\.ts$/, "")).sort());
    for (const file of filesHere) {
      const { migration } = (await import(`./${file}`)) as { migration: unknown };
      expect(migrations[file.replace(/\.ts$/, "")], file).toBe(migration);
    }
  });

  it("lists them in name order, the order Kysely runs them in", () => {
    expect(listed).toEqual([...listed].sort((a, b) => a.localeCompare(b)));
  });

  // Databases record each migration by name and run any name they have not seen: a renamed one would
  // run twice. These are the names released before the migrations were one file each (decision 194).
  it("keeps every name databases have already recorded", () => {
    const released = [
      "0001-products",
      "0002-admins-and-sessions",
      "0003-media",
      "0004-subscribers",
      "0005-enquiries",
      "0006-numbers-and-fitment",
      "0007-import-history",
      "0008-brands-and-categories",
      "0009-seed-brands-and-categories",
      "0010-history-source",
      "0011-enquiry-status",
      "0011-product-status",
      "0012-word-search",
      "0017-catalogue-version",
      "0017-listing-facet-indexes",
      "0018-import-mappings",
      "0023-import-created-terms",
      "0024-category-trade-words",
      "0026-fitment-note",
      "0027-brand-and-part-number",
      "0028-specifications",
      "0029-enquiry-lists",
      "0031-demand-counts",
      "0032-fitment-details",
      "0033-product-photos",
      "0035-names-per-language",
      "0036-search-tables-without-text",
      "0037-cabin-fan-words",
      "0038-western-digits-in-keys",
      "0039-featured-brands",
    ];
    expect(listed).toEqual(expect.arrayContaining(released));
  });
});
