import type { Kysely, RawBuilder, SqlBool } from "kysely";
import { sql } from "kysely";
import { westernDigits } from "#app/catalogue/part-number.ts";
import { rebuildProductLookups } from "../../products/product-lookups.server.ts";
import type { Database } from "../schema.ts";
import type { CatalogueMigration } from "./migration.ts";

// Part-number keys read Devanagari digits as the digits they are (docs/decisions/177): keys stored
// before kept them, so "HIN-2634-१२" could not be found typed either way. Each stored key that
// holds one is keyed again, in one transaction, and its product's derived rows are derived again.
export const migration: CatalogueMigration = {
  async up(db) {
    // PostgreSQL runs each migration in a transaction of its own; SQLite's run outside one.
    const kdb = db as Kysely<Database>;
    if (kdb.isTransaction) await rekeyDevanagariDigits(kdb);
    else await kdb.transaction().execute((trx) => rekeyDevanagariDigits(trx));
  },
};

const DEVANAGARI_DIGITS = [..."०१२३४५६७८९"];

/** Whether a column holds a Devanagari digit: LIKE, read alike by both databases. */
function holdsDevanagariDigit(column: string): RawBuilder<SqlBool> {
  const likes = DEVANAGARI_DIGITS.map((digit) => sql`${sql.ref(column)} like ${`%${digit}%`}`);
  return sql<SqlBool>`(${sql.join(likes, sql` or `)})`;
}

/**
 * Migration 0038: every stored key made by partNumberKey (products' part and image keys, the media
 * library's and a product's photos' stems, import history's part keys) keyed again with Devanagari
 * digits as western ones. A key is already partNumberKey's output, so westernDigits of it is the new
 * key. Where the new key is already another row's (a brand that has "X-12" and "X-१२", a library with
 * both photos), the row keeps its old key and a warning names it: merging two products is staff's call.
 * Products whose key or OE numbers, cross references or fits hold such a digit have their lookups
 * (numbers, fitments, search) derived again.
 */
async function rekeyDevanagariDigits(trx: Kysely<Database>): Promise<void> {
  const rederive = new Set<number>();
  const products = await trx
    .selectFrom("products")
    .select(["id", "brand_slug", "part_number", "part_key"])
    .where(holdsDevanagariDigit("part_key"))
    .orderBy("id")
    .execute();
  for (const product of products) {
    const key = westernDigits(product.part_key);
    const taken = await trx
      .selectFrom("products")
      .select("id")
      .where("brand_slug", "=", product.brand_slug)
      .where("part_key", "=", key)
      .executeTakeFirst();
    if (taken) {
      console.warn(
        `Part number "${product.part_number}" (${product.brand_slug}, product ${product.id}) keeps its key: product ${taken.id} has the same number in western digits.`,
      );
      continue;
    }
    await trx.updateTable("products").set({ part_key: key }).where("id", "=", product.id).execute();
    rederive.add(Number(product.id));
  }
  const withNumbers = await trx
    .selectFrom("products")
    .select("id")
    .where((eb) =>
      eb.or([
        holdsDevanagariDigit("oe_numbers"),
        holdsDevanagariDigit("cross_references"),
        holdsDevanagariDigit("fits"),
      ]),
    )
    .execute();
  for (const { id } of withNumbers) rederive.add(Number(id));
  if (rederive.size > 0) await rebuildProductLookups(trx, [...rederive]);

  for (const row of await trx
    .selectFrom("products")
    .select(["id", "image_key"])
    .where(holdsDevanagariDigit("image_key"))
    .execute()) {
    await trx
      .updateTable("products")
      .set({ image_key: westernDigits(row.image_key ?? "") })
      .where("id", "=", row.id)
      .execute();
  }
  for (const row of await trx
    .selectFrom("media")
    .select(["id", "stem_key", "original_name"])
    .where(holdsDevanagariDigit("stem_key"))
    .execute()) {
    const key = westernDigits(row.stem_key);
    const taken = await trx.selectFrom("media").select("id").where("stem_key", "=", key).executeTakeFirst();
    if (taken) {
      console.warn(`Photo "${row.original_name}" keeps its key: the library has another photo keyed ${key}.`);
      continue;
    }
    await trx.updateTable("media").set({ stem_key: key }).where("id", "=", row.id).execute();
  }
  for (const { stem_key } of await trx
    .selectFrom("product_photos")
    .select("stem_key")
    .distinct()
    .where(holdsDevanagariDigit("stem_key"))
    .execute()) {
    await trx
      .updateTable("product_photos")
      .set({ stem_key: westernDigits(stem_key) })
      .where("stem_key", "=", stem_key)
      .execute();
  }
  for (const { part_key } of await trx
    .selectFrom("import_changes")
    .select("part_key")
    .distinct()
    .where(holdsDevanagariDigit("part_key"))
    .execute()) {
    await trx
      .updateTable("import_changes")
      .set({ part_key: westernDigits(part_key) })
      .where("part_key", "=", part_key)
      .execute();
  }
}
