/**
 * Buyer groups and the price each pays (issue 46, decision 220): staff keep the groups (the three
 * the catalogue starts with, and their own), and a product's price for a group and quantity is its
 * prices (product-prices) through the group's rule (app/catalogue/group-price.ts). What a quote
 * fills its lines from.
 */
import type { Kysely } from "kysely";
import {
  type BuyerGroupKind,
  type GroupPrice,
  groupPrice,
  type PriceRule,
  priceRuleSchema,
} from "#app/catalogue/group-price.ts";
import type { Database } from "#app/server/db/schema.ts";

export interface BuyerGroup {
  id: number;
  name: string;
  kind: BuyerGroupKind;
  rule: PriceRule;
}

function groupOf(row: { id: number; name: string; kind: string; rule: string }): BuyerGroup {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind as BuyerGroupKind,
    rule: priceRuleSchema.parse(JSON.parse(row.rule)),
  };
}

export async function listBuyerGroups(db: Kysely<Database>): Promise<BuyerGroup[]> {
  const rows = await db.selectFrom("buyer_groups").select(["id", "name", "kind", "rule"]).orderBy("id").execute();
  return rows.map(groupOf);
}

export async function findBuyerGroup(db: Kysely<Database>, id: number): Promise<BuyerGroup | undefined> {
  const row = await db
    .selectFrom("buyer_groups")
    .select(["id", "name", "kind", "rule"])
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? groupOf(row) : undefined;
}

export type GroupWrite = { ok: true; group: BuyerGroup } | { ok: false; status: 404 | 409; error: string };

async function nameTaken(db: Kysely<Database>, name: string, except?: number): Promise<boolean> {
  const rows = await db.selectFrom("buyer_groups").select(["id", "name"]).execute();
  const key = name.trim().toLocaleLowerCase();
  return rows.some((row) => row.id !== except && row.name.trim().toLocaleLowerCase() === key);
}

/** A group staff make: always of kind "custom"; a name another group has (any case) is refused. */
export async function createBuyerGroup(
  db: Kysely<Database>,
  input: { name: string; rule: PriceRule },
  now = new Date().toISOString(),
): Promise<GroupWrite> {
  if (await nameTaken(db, input.name))
    return { ok: false, status: 409, error: `A group named "${input.name}" exists.` };
  const row = await db
    .insertInto("buyer_groups")
    .values({ name: input.name, kind: "custom", rule: JSON.stringify(input.rule), created_at: now, updated_at: now })
    .returning(["id", "name", "kind", "rule"])
    .executeTakeFirstOrThrow();
  return { ok: true, group: groupOf(row) };
}

export async function updateBuyerGroup(
  db: Kysely<Database>,
  id: number,
  change: { name?: string | undefined; rule?: PriceRule | undefined },
  now = new Date().toISOString(),
): Promise<GroupWrite> {
  const found = await findBuyerGroup(db, id);
  if (!found) return { ok: false, status: 404, error: "Buyer group not found." };
  if (change.name !== undefined && (await nameTaken(db, change.name, id))) {
    return { ok: false, status: 409, error: `A group named "${change.name}" exists.` };
  }
  await db
    .updateTable("buyer_groups")
    .set({
      ...(change.name !== undefined ? { name: change.name } : {}),
      ...(change.rule !== undefined ? { rule: JSON.stringify(change.rule) } : {}),
      updated_at: now,
    })
    .where("id", "=", id)
    .execute();
  return { ok: true, group: (await findBuyerGroup(db, id)) ?? found };
}

/** Staff's own groups may go; the three the catalogue starts with stay (their rules can change). */
export async function deleteBuyerGroup(db: Kysely<Database>, id: number): Promise<GroupWrite> {
  const found = await findBuyerGroup(db, id);
  if (!found) return { ok: false, status: 404, error: "Buyer group not found." };
  if (found.kind !== "custom")
    return { ok: false, status: 409, error: `The ${found.name} group stays; change its rule instead.` };
  await db.deleteFrom("buyer_groups").where("id", "=", id).execute();
  return { ok: true, group: found };
}

/** A product's price for a group and quantity; undefined when the product lacks the rule's base price. */
export async function productPriceForGroup(
  db: Kysely<Database>,
  product: { brand_slug: string; part_key: string },
  group: BuyerGroup,
  quantity: number,
): Promise<GroupPrice | undefined> {
  const rows = await db
    .selectFrom("product_prices")
    .select(["kind", "amount", "currency"])
    .where("brand_slug", "=", product.brand_slug)
    .where("part_key", "=", product.part_key)
    .execute();
  return groupPrice(group.rule, Object.fromEntries(rows.map((row) => [row.kind, row])), quantity);
}
