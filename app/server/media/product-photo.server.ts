/**
 * The photo of one product, replaced or removed from its row in the staff table. A replacement goes
 * through the photo upload itself (addImagesToLibrary: the same checks and responsive sizes), filed
 * under the product's part number whatever the file was called, and the product's Image cell is
 * cleared so that this photo is the one shown. With several photos (decision 151) it takes the first
 * place, and the photo that had it is removed.
 */
import type { Kysely } from "kysely";
import type { RefusedFile } from "#app/api/products.ts";
import { brandPhotoKey } from "#app/catalogue/media-key.ts";
import type { Product } from "#app/catalogue/product.ts";
import type { Database } from "#app/server/db/schema.ts";
import { recordProductChange } from "#app/server/import/import-history.server.ts";
import type { Editor } from "#app/server/product-editor.server.ts";
import { findProduct } from "#app/server/product-queries.server.ts";
import { addImagesToLibrary } from "./media-library.server.ts";
import type { MediaStore } from "./media-store.server.ts";
import type { UploadedImage } from "./process-image.server.ts";
import { galleryKeys, hasGalleryRows, removePhotosNoLongerShown, setGalleryOrder } from "./product-gallery.server.ts";

export type PhotoResult =
  | { ok: true; product: Product }
  | { ok: false; status: 400 | 404; error: string; refused?: RefusedFile[] };

/** Clears a product's Image cell (recorded in the history, so undo brings it back); no-op when empty. */
async function clearImageCell(db: Kysely<Database>, editor: Editor, id: number, now: string) {
  await db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom("products").selectAll().where("id", "=", id).executeTakeFirst();
    if (!before || before.image === null) return;
    await recordProductChange(trx, editor, {
      now,
      label: `${before.part_number} · ${before.name}`,
      before,
      after: before,
    });
    await trx
      .updateTable("products")
      .set({ image: null, image_key: null, updated_at: now })
      .where("id", "=", id)
      .execute();
  });
}

export async function replaceProductPhoto(
  db: Kysely<Database>,
  media: MediaStore,
  editor: Editor,
  id: number,
  file: UploadedImage,
  now = new Date().toISOString(),
): Promise<PhotoResult> {
  const row = await db
    .selectFrom("products")
    .select(["part_number", "brand_slug"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return { ok: false, status: 404, error: "Product not found" };
  const previousMain = (await galleryKeys(db, id))[0];
  // The library files a photo under its name's stem: the brand and part number (with "/" made
  // harmless) are it, so it is this product's even when another brand sells the number (decision 090).
  const renamed = { name: `${row.brand_slug}_${row.part_number.replace(/[\\/.]/g, "-")}.jpg`, data: file.data };
  const added = await addImagesToLibrary(db, media, [renamed]);
  if (!added.ok) {
    const refused = added.refused.map((item) => ({
      ...item,
      file: file.name,
      reason: item.reason.replaceAll(renamed.name, file.name),
    }));
    return { ok: false, status: 400, error: added.error.replaceAll(renamed.name, file.name), refused };
  }
  await clearImageCell(db, editor, id, now);
  // With several photos, the new one took the first place (addToGalleries); the one it replaces goes.
  const keys = await galleryKeys(db, id);
  if (previousMain && keys.length > 1 && keys[0] !== previousMain && keys.includes(previousMain))
    await setGalleryOrder(
      db,
      media,
      id,
      keys.filter((key) => key !== previousMain),
    );
  const product = await findProduct(db, String(id), { prefer: "id", staff: true });
  return product ? { ok: true, product } : { ok: false, status: 404, error: "Product not found" };
}

/**
 * Takes the photo off a product: its Image cell is cleared, and the library photo filed under its part
 * number is deleted unless another product's Image cell names it. The product shows the placeholder.
 * A product with several photos (decision 151) loses its first one instead; the next becomes the main.
 */
export async function removeProductPhoto(
  db: Kysely<Database>,
  media: MediaStore,
  editor: Editor,
  id: number,
  now = new Date().toISOString(),
): Promise<PhotoResult> {
  const row = await db
    .selectFrom("products")
    .select(["part_key", "brand_slug"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return { ok: false, status: 404, error: "Product not found" };
  // With several photos, removing the photo removes the first: the next one becomes the main.
  if (await hasGalleryRows(db, id)) {
    const keys = await galleryKeys(db, id);
    await setGalleryOrder(db, media, id, keys.slice(1));
    if (keys.length > 1) {
      const product = await findProduct(db, String(id), { prefer: "id", staff: true });
      return product ? { ok: true, product } : { ok: false, status: 404, error: "Product not found" };
    }
  }
  await clearImageCell(db, editor, id, now);
  // The photo named after its brand and number is its alone; the one named after the number alone
  // also shows on another brand's product with that number (decision 090), which keeps it.
  const brandPhoto = brandPhotoKey(row.brand_slug, row.part_key);
  await removePhotosNoLongerShown(db, media, [brandPhoto, row.part_key], id);
  const product = await findProduct(db, String(id), { prefer: "id", staff: true });
  return product ? { ok: true, product } : { ok: false, status: 404, error: "Product not found" };
}
