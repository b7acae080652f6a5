import type { Kysely } from "kysely";
import type { ImportGroup, ImportGroupAction } from "#app/api/imports.ts";
import type { Database } from "#app/server/db/schema.ts";
import { rebuildProductLookups } from "#app/server/product-lookups.server.ts";
import { broughtByImport } from "./brought-by-import.server.ts";

/**
 * One group of an import's products at a time (issue 40, docs/decisions/202): a category, a new
 * brand, or the products staff sent back to "needs a look", published, left as drafts or sent back
 * to "needs a look". Archived products are left alone.
 */

/** What each action writes: a status and whether the product's category still needs a look. */
const writes = {
  publish: { status: "active", needs_look: 0 },
  draft: { status: "draft", needs_look: 0 },
  "needs-look": { status: "draft", needs_look: 1 },
} as const satisfies Record<ImportGroupAction, { status: string; needs_look: number }>;

/**
 * Changes the group's products in one transaction and answers how many changed (those already so
 * are left alone, their dates too). Like publishing (product-status.server.ts) the changed products
 * are derived again and the write bumps the catalogue version, which empties the render cache.
 */
export async function changeImportGroup(
  db: Kysely<Database>,
  importId: number,
  group: ImportGroup,
  action: ImportGroupAction,
  now = new Date().toISOString(),
): Promise<{ changed: number }> {
  const target = writes[action];
  return db.transaction().execute(async (trx) => {
    let update = trx
      .updateTable("products")
      .set({ ...target, updated_at: now })
      .where(broughtByImport(importId))
      .where("status", "<>", "archived")
      .where((eb) => eb.or([eb("status", "<>", target.status), eb("needs_look", "<>", target.needs_look)]));
    if (group.kind === "needs-look") update = update.where("needs_look", "=", 1);
    else {
      update = update
        .where("needs_look", "=", 0)
        .where(group.kind === "category" ? "category_slug" : "brand_slug", "=", group.slug);
    }
    const changed = (await update.returning("id").execute()).map((row) => Number(row.id));
    await rebuildProductLookups(trx, changed);
    return { changed: changed.length };
  });
}
