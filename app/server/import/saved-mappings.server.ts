/**
 * Column mappings remembered per header layout: after a committed import with a mapping, the next
 * file with the same header maps itself. Staff list, rename and delete them in the staff area.
 */
import type { Kysely } from "kysely";
import { MAX_MAPPING_NAME, type SavedMapping } from "#app/api/imports.ts";
import { type ImportMappingRequest, importMappingSchema } from "#app/forms/import-mapping.ts";
import type { Database } from "#app/server/db/schema.ts";

/** A stored mapping read back through the same schema a client's goes through; a broken row reads as none. */
function storedMapping(json: string): ImportMappingRequest | undefined {
  try {
    const parsed = importMappingSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

function storedHeaders(json: string): string[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.map(String) : [];
  } catch {
    return [];
  }
}

/** The mapping saved for a header layout (headerLayoutKey), as an import reads it. */
export async function findSavedMapping(
  db: Kysely<Database>,
  layoutKey: string,
): Promise<Pick<SavedMapping, "id" | "name" | "mapping"> | undefined> {
  const row = await db
    .selectFrom("import_mappings")
    .select(["id", "name", "mapping"])
    .where("layout_key", "=", layoutKey)
    .executeTakeFirst();
  const mapping = row && storedMapping(row.mapping);
  return row && mapping ? { id: row.id, name: row.name, mapping } : undefined;
}

/** Saves the mapping for a header layout: a new one under `name`, or the existing one updated, keeping its name. */
export async function saveMapping(
  db: Kysely<Database>,
  entry: { layoutKey: string; name: string; headers: readonly string[]; mapping: ImportMappingRequest },
  now: Date = new Date(),
): Promise<void> {
  const at = now.toISOString();
  const mapping = JSON.stringify(entry.mapping);
  await db
    .insertInto("import_mappings")
    .values({
      layout_key: entry.layoutKey,
      name: entry.name.slice(0, MAX_MAPPING_NAME),
      headers: JSON.stringify(entry.headers),
      mapping,
      created_at: at,
      updated_at: at,
    })
    .onConflict((conflict) => conflict.column("layout_key").doUpdateSet({ mapping, updated_at: at }))
    .execute();
}

export async function listSavedMappings(db: Kysely<Database>): Promise<SavedMapping[]> {
  const rows = await db.selectFrom("import_mappings").selectAll().orderBy("updated_at", "desc").orderBy("id").execute();
  return rows.flatMap((row) => {
    const mapping = storedMapping(row.mapping);
    if (!mapping) return [];
    return [
      {
        id: row.id,
        name: row.name,
        headers: storedHeaders(row.headers),
        mapping,
        createdAt: row.created_at,
        updatedAt: row.updated_at,
      },
    ];
  });
}

/** Renames a saved mapping; false when there is none with that id. */
export async function renameSavedMapping(db: Kysely<Database>, id: number, name: string): Promise<boolean> {
  const result = await db
    .updateTable("import_mappings")
    .set({ name: name.slice(0, MAX_MAPPING_NAME) })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes a saved mapping; false when there is none with that id. */
export async function deleteSavedMapping(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db.deleteFrom("import_mappings").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
