/**
 * A product's photos (decision 151): the rows of product_photos in staff's order, the first the one
 * it shows everywhere. A product without rows shows the one photo named after it (decision 090);
 * its rows are made from that photo the first time a second photo arrives or staff order them.
 *
 * - productGallery: the photos a page or the product form shows.
 * - addToGalleries: an upload's extra photos (appended) and main photos (put first).
 * - setGalleryOrder: staff's order, and the photos they removed, deleted with their files when
 *   nothing else shows them.
 * - removeUnusedGalleryPhotos: the extra photos of deleted products, deleted with their files.
 */
import { type Kysely, sql, type Transaction } from "kysely";
import { brandPhotoKey, isGalleryStemKey } from "#app/catalogue/media-key.ts";
import { mediaImage, type ProductPhoto } from "#app/catalogue/product.ts";
import type { Database } from "#app/server/db/schema.ts";
import { removeFiles, storedMediaKeys } from "./media-files.server.ts";
import type { MediaStore } from "./media-store.server.ts";
import { brandPhotoKeySql } from "./photo-keys.server.ts";

export type GalleryPhoto = ProductPhoto;

type Db = Kysely<Database> | Transaction<Database>;

/** The key of the library photo a product without rows shows: by Image cell, brand and number, number. */
async function namedPhotoKey(db: Db, productId: number): Promise<string | null> {
  const row = await db
    .selectFrom("products")
    .select(["image_key", "part_key", "brand_slug"])
    .where("id", "=", productId)
    .executeTakeFirst();
  if (!row) return null;
  const candidates = [row.image_key, brandPhotoKey(row.brand_slug, row.part_key), row.part_key].filter(
    (key): key is string => Boolean(key),
  );
  const stored = await db.selectFrom("media").select("stem_key").where("stem_key", "in", candidates).execute();
  const keys = new Set(stored.map((media) => media.stem_key));
  return candidates.find((key) => keys.has(key)) ?? null;
}

export async function hasGalleryRows(db: Db, productId: number): Promise<boolean> {
  const row = await db
    .selectFrom("product_photos")
    .select("position")
    .where("product_id", "=", productId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The product's photo keys in order: its rows, else the photo named after it, else none. */
export async function galleryKeys(db: Db, productId: number): Promise<string[]> {
  const rows = await db
    .selectFrom("product_photos")
    .select("stem_key")
    .where("product_id", "=", productId)
    .orderBy("position")
    .execute();
  if (rows.length > 0) return rows.map((row) => row.stem_key);
  const named = await namedPhotoKey(db, productId);
  return named ? [named] : [];
}

export async function productGallery(db: Kysely<Database>, productId: number): Promise<GalleryPhoto[]> {
  const keys = await galleryKeys(db, productId);
  if (keys.length === 0) return [];
  const media = await db
    .selectFrom("media")
    .select(["stem_key", "file_id", "widths", "width", "height", "original_name"])
    .where("stem_key", "in", keys)
    .execute();
  return keys.flatMap((key) => {
    const row = media.find((item) => item.stem_key === key);
    if (!row) return [];
    const image = mediaImage(row.file_id, row.widths.split(",").map(Number));
    return [
      {
        key,
        ...image,
        width: Number(row.width),
        height: Number(row.height),
        fileName: row.original_name,
      },
    ];
  });
}

/** Rewrites a product's rows whole, so positions stay 0, 1, 2… whatever moved. */
async function writeGallery(trx: Transaction<Database>, productId: number, keys: readonly string[]) {
  await trx.deleteFrom("product_photos").where("product_id", "=", productId).execute();
  if (keys.length === 0) return;
  await trx
    .insertInto("product_photos")
    .values(keys.map((stem_key, position) => ({ product_id: productId, position, stem_key })))
    .execute();
}

export interface GalleryAddition {
  productId: number;
  stemKey: string;
  /** A photo named after the product itself goes first (it replaces the main photo); others go last. */
  first: boolean;
}

/**
 * Adds an upload's photos to their products' galleries, inside the upload's own transaction (so no
 * sweep ever sees an extra photo without its product). A product without rows gets them only for
 * an extra photo (its named photo first, then the extra); a main photo of such a product needs no
 * row, its name already shows it.
 */
export async function addToGalleries(trx: Transaction<Database>, additions: readonly GalleryAddition[]): Promise<void> {
  for (const productId of new Set(additions.map((addition) => addition.productId))) {
    const mine = additions.filter((addition) => addition.productId === productId);
    if (!(await hasGalleryRows(trx, productId)) && mine.every((addition) => addition.first)) continue;
    let keys = await galleryKeys(trx, productId);
    for (const { stemKey, first } of mine) {
      if (first) keys = [stemKey, ...keys.filter((key) => key !== stemKey)];
      else if (!keys.includes(stemKey)) keys = [...keys, stemKey];
    }
    await writeGallery(trx, productId, keys);
  }
}

export type GalleryOrderResult = { ok: true; photos: GalleryPhoto[] } | { ok: false; status: 400 | 404; error: string };

/**
 * Staff's order of a product's photos: `keys` are its photos' keys, each at most once, the first
 * the main one; a photo left out is removed. Anything else changes nothing and says why.
 */
export async function setGalleryOrder(
  db: Kysely<Database>,
  media: MediaStore,
  productId: number,
  keys: readonly string[],
): Promise<GalleryOrderResult> {
  const exists = await db.selectFrom("products").select("id").where("id", "=", productId).executeTakeFirst();
  if (!exists) return { ok: false, status: 404, error: "Product not found" };
  const outcome = await db.transaction().execute(async (trx): Promise<{ error: string } | { removed: string[] }> => {
    const current = await galleryKeys(trx, productId);
    const unknown = keys.filter((key) => !current.includes(key));
    if (unknown.length > 0)
      return { error: `This product has no photo "${unknown[0]}"; reload the product and try again.` };
    if (new Set(keys).size !== keys.length) return { error: "A photo is listed twice; each photo may be listed once." };
    await writeGallery(trx, productId, keys);
    return { removed: current.filter((key) => !keys.includes(key)) };
  });
  if ("error" in outcome) return { ok: false, status: 400, error: outcome.error };
  await removePhotosNoLongerShown(db, media, outcome.removed, productId);
  return { ok: true, photos: await productGallery(db, productId) };
}

/**
 * Deletes the library photos (rows and files) that a product no longer shows, unless something else
 * does: another product's gallery, or another product named after it (its Image cell, brand and
 * number, or number). The product itself does not count: a photo staff removed must not come back
 * through its name once the gallery is empty.
 */
export async function removePhotosNoLongerShown(
  db: Kysely<Database>,
  media: MediaStore,
  stemKeys: readonly string[],
  productId: number,
): Promise<void> {
  for (const stemKey of stemKeys) {
    const inGallery = await db
      .selectFrom("product_photos")
      .select("product_id")
      .where("stem_key", "=", stemKey)
      .executeTakeFirst();
    if (inGallery) continue;
    const namedAfter = isGalleryStemKey(stemKey)
      ? undefined
      : await db
          .selectFrom("products")
          .select("id")
          .where("id", "<>", productId)
          .where((eb) =>
            eb.or([eb("image_key", "=", stemKey), eb("part_key", "=", stemKey), eb(brandPhotoKeySql, "=", stemKey)]),
          )
          .executeTakeFirst();
    if (namedAfter) continue;
    await deleteMedia(db, media, stemKey);
  }
}

/**
 * The extra photos no product has any more (its product was deleted, by hand, an import or an
 * undo), deleted with their files. Photos named after a part number stay in the library, as they
 * always have: they show again when a product with the number comes back.
 */
export async function removeUnusedGalleryPhotos(db: Kysely<Database>, media: MediaStore): Promise<number> {
  const unused = await db
    .selectFrom("media")
    .select("stem_key")
    .where("stem_key", "like", "%~%")
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("product_photos")
            .select(sql`1`.as("one"))
            .whereRef("product_photos.stem_key", "=", "media.stem_key"),
        ),
      ),
    )
    .execute();
  for (const { stem_key } of unused) await deleteMedia(db, media, stem_key);
  return unused.length;
}

async function deleteMedia(db: Kysely<Database>, media: MediaStore, stemKey: string): Promise<void> {
  const gone = await db.deleteFrom("media").where("stem_key", "=", stemKey).returningAll().execute();
  await removeFiles(media, gone.flatMap(storedMediaKeys));
}
