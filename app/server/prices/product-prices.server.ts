/**
 * Products' prices and GST rates as staff data (issue 46, docs/decisions/217-219): what an import
 * writes (and the history of each change it makes), what the staff view and the export read. Kept
 * in tables of their own by product identity (brand and part key); no public read touches them.
 */
import type { Kysely } from "kysely";
import { identityKey, type PartIdentity, partNumberKey } from "#app/catalogue/part-number.ts";
import { samePrice } from "#app/catalogue/prices.ts";
import { insertRows } from "#app/server/db/bulk-insert.server.ts";
import type { Database } from "#app/server/db/schema.ts";
import type { ProductInput } from "#app/server/products/product-writes.server.ts";

export interface StoredPrice {
  kind: string;
  amount: string;
  currency: string;
}

/** Identities per read: (brand, key) pairs as `or`-ed conditions stay well under both databases' limits. */
const IDENTITIES_PER_READ = 300;

async function storedPricesOf(
  db: Kysely<Database>,
  identities: readonly PartIdentity[],
): Promise<Map<string, Map<string, StoredPrice>>> {
  const found = new Map<string, Map<string, StoredPrice>>();
  for (let i = 0; i < identities.length; i += IDENTITIES_PER_READ) {
    const chunk = identities.slice(i, i + IDENTITIES_PER_READ);
    const rows = await db
      .selectFrom("product_prices")
      .select(["brand_slug", "part_key", "kind", "amount", "currency"])
      .where((eb) =>
        eb.or(chunk.map((id) => eb.and([eb("brand_slug", "=", id.brand_slug), eb("part_key", "=", id.part_key)]))),
      )
      .execute();
    for (const row of rows) {
      const key = identityKey(row);
      const prices = found.get(key) ?? new Map<string, StoredPrice>();
      prices.set(row.kind, { kind: row.kind, amount: row.amount, currency: row.currency });
      found.set(key, prices);
    }
  }
  return found;
}

/**
 * The prices and GST rates an import's rows give, written and each changed price recorded in the
 * history with the import. Inside the import's transaction; a row's price column left empty clears
 * that price (recorded too), a kind the sheet has no column for is left as it is. Returns how many
 * prices changed.
 */
export async function writeImportedPrices(
  trx: Kysely<Database>,
  rows: readonly ProductInput[],
  importId: number | null,
  now: string,
): Promise<number> {
  const priced = rows.filter((row) => row.prices !== undefined || row.gstRate !== undefined);
  if (priced.length === 0) return 0;
  const identityOfRow = (row: ProductInput): PartIdentity => ({
    brand_slug: row.brandSlug,
    part_key: partNumberKey(row.partNumber),
  });
  const stored = await storedPricesOf(trx, priced.map(identityOfRow));
  const history: unknown[][] = [];
  const upserts: unknown[][] = [];
  const cleared: { id: PartIdentity; kind: string }[] = [];
  for (const row of priced) {
    const id = identityOfRow(row);
    const before = stored.get(identityKey(id));
    for (const [kind, price] of Object.entries(row.prices ?? {})) {
      const old = before?.get(kind);
      if (samePrice(old, price)) continue;
      history.push([
        id.brand_slug,
        id.part_key,
        kind,
        old?.amount ?? null,
        old?.currency ?? null,
        price?.amount ?? null,
        price?.currency ?? null,
        importId,
        now,
      ]);
      if (price) upserts.push([id.brand_slug, id.part_key, kind, price.amount, price.currency, importId, now]);
      else cleared.push({ id, kind });
    }
  }
  await insertRows(
    trx,
    {
      into: "insert into product_prices (brand_slug, part_key, kind, amount, currency, import_id, updated_at)",
      row: "(?, ?, ?, ?, ?, ?, ?)",
      suffix:
        "on conflict (brand_slug, part_key, kind) do update set amount = excluded.amount, currency = excluded.currency, import_id = excluded.import_id, updated_at = excluded.updated_at",
    },
    upserts,
  );
  for (const { id, kind } of cleared) {
    await trx
      .deleteFrom("product_prices")
      .where("brand_slug", "=", id.brand_slug)
      .where("part_key", "=", id.part_key)
      .where("kind", "=", kind)
      .execute();
  }
  await insertRows(
    trx,
    {
      into: "insert into price_history (brand_slug, part_key, kind, old_amount, old_currency, new_amount, new_currency, import_id, changed_at)",
      row: "(?, ?, ?, ?, ?, ?, ?, ?, ?)",
    },
    history,
  );
  await writeGstRates(
    trx,
    priced.filter((row) => row.gstRate !== undefined).map((row) => [identityOfRow(row), row.gstRate ?? null]),
  );
  return history.length;
}

async function writeGstRates(trx: Kysely<Database>, rates: readonly (readonly [PartIdentity, number | null])[]) {
  const set = rates.filter(([, rate]) => rate !== null).map(([id, rate]) => [id.brand_slug, id.part_key, rate]);
  await insertRows(
    trx,
    {
      into: "insert into product_gst_rates (brand_slug, part_key, rate)",
      row: "(?, ?, ?)",
      suffix: "on conflict (brand_slug, part_key) do update set rate = excluded.rate",
    },
    set,
  );
  for (const [id] of rates.filter(([, rate]) => rate === null)) {
    await trx
      .deleteFrom("product_gst_rates")
      .where("brand_slug", "=", id.brand_slug)
      .where("part_key", "=", id.part_key)
      .execute();
  }
}

/** A category's GST rate, which its products without their own take; null removes it. */
export async function setCategoryGstRate(db: Kysely<Database>, categorySlug: string, rate: number | null) {
  if (rate === null) {
    await db.deleteFrom("category_gst_rates").where("category_slug", "=", categorySlug).execute();
    return;
  }
  await db
    .insertInto("category_gst_rates")
    .values({ category_slug: categorySlug, rate })
    .onConflict((oc) => oc.column("category_slug").doUpdateSet({ rate }))
    .execute();
}

export interface PriceChange {
  id: number;
  kind: string;
  old: { amount: string; currency: string } | null;
  new: { amount: string; currency: string } | null;
  importId: number | null;
  changedAt: string;
}

export interface ProductPrices {
  prices: (StoredPrice & { updatedAt: string; importId: number | null })[];
  /** The GST rate that applies, and whether it is the product's own or its category's; null for none. */
  gst: { rate: number; from: "product" | "category" } | null;
  /** Newest first. */
  history: PriceChange[];
}

const HISTORY_SHOWN = 200;

/** A product's prices, GST rate and price history, for the staff view (GET /api/products/{id}/prices). */
export async function readProductPrices(
  db: Kysely<Database>,
  product: PartIdentity & { category_slug: string },
): Promise<ProductPrices> {
  const [prices, history, own, ofCategory] = await Promise.all([
    db
      .selectFrom("product_prices")
      .selectAll()
      .where("brand_slug", "=", product.brand_slug)
      .where("part_key", "=", product.part_key)
      .orderBy("kind")
      .execute(),
    db
      .selectFrom("price_history")
      .selectAll()
      .where("brand_slug", "=", product.brand_slug)
      .where("part_key", "=", product.part_key)
      .orderBy("changed_at", "desc")
      .orderBy("id", "desc")
      .limit(HISTORY_SHOWN)
      .execute(),
    db
      .selectFrom("product_gst_rates")
      .select("rate")
      .where("brand_slug", "=", product.brand_slug)
      .where("part_key", "=", product.part_key)
      .executeTakeFirst(),
    db
      .selectFrom("category_gst_rates")
      .select("rate")
      .where("category_slug", "=", product.category_slug)
      .executeTakeFirst(),
  ]);
  const side = (amount: string | null, currency: string | null) =>
    amount === null || currency === null ? null : { amount, currency };
  return {
    prices: prices.map((row) => ({
      kind: row.kind,
      amount: row.amount,
      currency: row.currency,
      updatedAt: row.updated_at,
      importId: row.import_id,
    })),
    gst: own
      ? { rate: Number(own.rate), from: "product" }
      : ofCategory
        ? { rate: Number(ofCategory.rate), from: "category" }
        : null,
    history: history.map((row) => ({
      id: row.id,
      kind: row.kind,
      old: side(row.old_amount, row.old_currency),
      new: side(row.new_amount, row.new_currency),
      importId: row.import_id,
      changedAt: row.changed_at,
    })),
  };
}

/** Every product's prices and own GST rate by identity key, for the staff export. */
export async function pricesForExport(
  db: Kysely<Database>,
): Promise<{ prices: Map<string, StoredPrice[]>; gst: Map<string, number> }> {
  const [prices, rates] = await Promise.all([
    db.selectFrom("product_prices").select(["brand_slug", "part_key", "kind", "amount", "currency"]).execute(),
    db.selectFrom("product_gst_rates").select(["brand_slug", "part_key", "rate"]).execute(),
  ]);
  const byProduct = new Map<string, StoredPrice[]>();
  for (const row of prices) {
    const key = identityKey(row);
    byProduct.set(key, [...(byProduct.get(key) ?? []), { kind: row.kind, amount: row.amount, currency: row.currency }]);
  }
  return { prices: byProduct, gst: new Map(rates.map((row) => [identityKey(row), Number(row.rate)])) };
}
