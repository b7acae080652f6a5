import { type Kysely, type RawBuilder, sql } from "kysely";
import { brandPhotoKey, mediaStemKey } from "#app/catalogue/media-key.ts";
import type { Database } from "#app/server/db/schema.ts";
import type { RefusedFile } from "#app/utils/api-types.ts";

/**
 * Photos named after a part number that two brands share (decision 090). The library keys a photo
 * by its file name; a product shows the photo named after its brand and number before the one named
 * after its number alone.
 */

/** brandPhotoKey (media-key.ts) of a products row, in SQL: slugs hold only a-z, 0-9 and hyphens. */
export const brandPhotoKeySql: RawBuilder<string> = sql<string>`upper(replace(products.brand_slug, '-', '')) || products.part_key`;

/**
 * The files named after a number several brands sell, refused with the brands to choose from: the
 * number alone cannot say whose photo it is, and attaching it to one would be a guess. Every status
 * counts, so a photo uploaded for a draft does not land on another brand's public product.
 */
export async function refuseSharedNumberNames(
  db: Kysely<Database>,
  fileNames: readonly string[],
): Promise<RefusedFile[]> {
  const stemKeys = [...new Set(fileNames.map(mediaStemKey))];
  if (stemKeys.length === 0) return [];
  const products = await db
    .selectFrom("products")
    .leftJoin("brands", "brands.slug", "products.brand_slug")
    .select(["products.part_key", "products.part_number", "products.brand_slug", "brands.name as brand_name"])
    .where("products.part_key", "in", stemKeys)
    .orderBy("products.brand_slug")
    .execute();
  return fileNames.flatMap((file) => {
    const sellers = products.filter((product) => product.part_key === mediaStemKey(file));
    if (new Set(sellers.map((seller) => seller.brand_slug)).size < 2) return [];
    const brands = sellers.map((seller) => seller.brand_name ?? seller.brand_slug);
    const examples = sellers.map((seller) => `"${seller.brand_slug}_${file}"`);
    return [
      {
        file,
        reason:
          `"${file}" is named after part number ${sellers[0]?.part_number}, which ${brands.join(" and ")} both sell, ` +
          `so it cannot say whose photo it is. Please name it after the brand too: ${examples.join(" or ")}.`,
      },
    ];
  });
}

/** Whether a products row shows the photo with this key by its brand and number. */
export function isBrandPhotoOf(row: { brand_slug: string; part_key: string }, stemKey: string): boolean {
  return brandPhotoKey(row.brand_slug, row.part_key) === stemKey;
}
