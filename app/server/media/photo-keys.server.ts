import { type Kysely, type RawBuilder, sql } from "kysely";
import type { RefusedFile } from "#app/api/products.ts";
import { brandPhotoKey, galleryPhotoName, galleryStemKey, mediaStemKey } from "#app/catalogue/media-key.ts";
import type { Database } from "#app/server/db/schema.ts";

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
    return [sharedNumberRefusal(file, sellers)];
  });
}

interface Seller {
  part_number: string;
  brand_slug: string;
  brand_name: string | null;
}

function sharedNumberRefusal(file: string, sellers: readonly Seller[]): RefusedFile {
  const brands = sellers.map((seller) => seller.brand_name ?? seller.brand_slug);
  const examples = sellers.map((seller) => `"${seller.brand_slug}_${file}"`);
  return {
    file,
    reason:
      `"${file}" is named after part number ${sellers[0]?.part_number}, which ${brands.join(" and ")} both sell, ` +
      `so it cannot say whose photo it is. Please name it after the brand too: ${examples.join(" or ")}.`,
  };
}

/** Whether a products row shows the photo with this key by its brand and number. */
export function isBrandPhotoOf(row: { brand_slug: string; part_key: string }, stemKey: string): boolean {
  return brandPhotoKey(row.brand_slug, row.part_key) === stemKey;
}

/** The products an upload's extra photo belongs to, and its library key (decision 151). */
export interface GalleryTarget {
  stemKey: string;
  products: { id: number; part_number: string }[];
}

/**
 * Which files of an upload are extra photos of a product: named after a product's number (or brand
 * and number, or Image cell) plus a suffix, "447652-1005_2.jpg", while the whole name is no product's.
 * A number two brands sell is refused as in decision 090, with the names that would choose.
 */
export async function galleryTargets(
  db: Kysely<Database>,
  fileNames: readonly string[],
): Promise<{ targets: Map<string, GalleryTarget>; refused: RefusedFile[] }> {
  const named = fileNames.flatMap((file) => {
    const gallery = galleryPhotoName(file);
    return gallery ? [{ file, fullKey: mediaStemKey(file), ...gallery }] : [];
  });
  const targets = new Map<string, GalleryTarget>();
  const refused: RefusedFile[] = [];
  if (named.length === 0) return { targets, refused };
  const keys = [...new Set(named.flatMap((name) => [name.fullKey, name.baseKey]))];
  const products = await db
    .selectFrom("products")
    .leftJoin("brands", "brands.slug", "products.brand_slug")
    .select([
      "products.id",
      "products.part_number",
      "products.part_key",
      "products.image_key",
      "products.brand_slug",
      "brands.name as brand_name",
    ])
    .where((eb) =>
      eb.or([
        eb("products.part_key", "in", keys),
        eb("products.image_key", "in", keys),
        eb(brandPhotoKeySql, "in", keys),
      ]),
    )
    .orderBy("products.brand_slug")
    .execute();
  const namedBy = (key: string) =>
    products.filter((product) => product.image_key === key || isBrandPhotoOf(product, key));
  for (const { file, fullKey, baseKey, suffixKey } of named) {
    // The whole name is a product's own: its main photo, as before.
    if (namedBy(fullKey).length > 0 || products.some((product) => product.part_key === fullKey)) continue;
    const byName = namedBy(baseKey);
    const byNumber = products.filter((product) => product.part_key === baseKey);
    const owners = byName.length > 0 ? byName : byNumber;
    if (owners.length === 0) continue;
    if (byName.length === 0 && new Set(byNumber.map((product) => product.brand_slug)).size > 1) {
      refused.push(sharedNumberRefusal(file, byNumber));
      continue;
    }
    targets.set(file, {
      stemKey: galleryStemKey(baseKey, suffixKey),
      products: owners.map((product) => ({ id: Number(product.id), part_number: product.part_number })),
    });
  }
  return { targets, refused };
}
