/**
 * The product photo library: photos staff upload, checked all together, stored under random ids
 * (media-files.server.ts) and matched to the products whose part number or Image cell names them.
 */
import type { Kysely, Transaction } from "kysely";
import type { MatchedPhoto, RefusedFile, UnmatchedPhoto } from "#app/api/products.ts";
import { mediaStemKey } from "#app/catalogue/media-key.ts";
import type { Database } from "#app/server/db/schema.ts";
import { uploadLimits } from "#app/server/upload-limits.server.ts";
import { mapWithConcurrency } from "#app/utils/map-with-concurrency.ts";
import {
  newStoredMedia,
  removeFiles,
  type StoredMedia,
  storedMediaKeys,
  writePhotoFiles,
} from "./media-files.server.ts";
import type { MediaStore } from "./media-store.server.ts";
import {
  brandPhotoKeySql,
  type GalleryTarget,
  galleryTargets,
  isBrandPhotoOf,
  refuseSharedNumberNames,
} from "./photo-keys.server.ts";
import {
  type ImageRefusal,
  isImageRefusal,
  isProcessedImage,
  NOT_AN_IMAGE_MESSAGE,
  type ProcessedImage,
  processImage,
  type UploadedImage,
} from "./process-image.server.ts";
import { addToGalleries, type GalleryAddition } from "./product-gallery.server.ts";

/**
 * What an upload did. On ok:false nothing was stored. On ok:true every photo is in the library;
 * `unmatched` lists those no product uses yet, and also a file that a later file of the same upload
 * with the same name replaced (the later one wins, as if uploaded one after the other).
 */
export type ImageUploadResult =
  | { ok: true; matched: MatchedPhoto[]; unmatched: UnmatchedPhoto[] }
  | { ok: false; error: string; refused: RefusedFile[] };

/** Photos processed at once: sharp runs on the libuv pool (4 threads by default); leave some free. */
const PROCESSING_CONCURRENCY = 2;

/**
 * Adds photos to the library, all or nothing: every file is checked and processed before anything
 * is written, and one refused file refuses the upload. A photo whose name (stem) is already in the
 * library replaces it. Stored file names come from a random id, never from the uploaded name.
 */
export async function addImagesToLibrary(
  db: Kysely<Database>,
  media: MediaStore,
  files: readonly UploadedImage[],
): Promise<ImageUploadResult> {
  const countProblem = checkFileCount(files.length);
  if (countProblem) return { ok: false, error: countProblem, refused: [] };
  const namingProblems = files.flatMap(refuseUnusableName);
  if (namingProblems.length > 0) return refuse(namingProblems, false);
  const sharedNumbers = await refuseSharedNumberNames(
    db,
    files.map((file) => file.name),
  );
  if (sharedNumbers.length > 0) return refuse(sharedNumbers, false);
  const gallery = await galleryTargets(
    db,
    files.map((file) => file.name),
  );
  if (gallery.refused.length > 0) return refuse(gallery.refused, false);

  const results = await mapWithConcurrency(files, PROCESSING_CONCURRENCY, processImage);
  const refusals = results.filter(isImageRefusal);
  if (refusals.length > 0) return refuse(refusals.map(toRefusedFile), refusals.some(isNotAnImage));

  // An extra photo is filed under its product's key and a suffix, never under its whole name.
  const photos = results
    .filter(isProcessedImage)
    .map((photo) => ({ ...photo, stemKey: gallery.targets.get(photo.name)?.stemKey ?? photo.stemKey }));
  const { kept, superseded } = laterFileWins(photos);
  const { matched, unmatched } = await storePhotos(db, media, kept, gallery.targets);
  return { ok: true, matched, unmatched: [...superseded, ...unmatched] };
}

function checkFileCount(count: number): string | null {
  if (count === 0) return "Please choose at least one photo to upload.";
  const { maxFiles } = uploadLimits.images;
  if (count > maxFiles) return `Please upload at most ${maxFiles} photos at a time (this upload has ${count}).`;
  return null;
}

/** A name without letters or digits gives an empty key, which no part number can ever match. */
function refuseUnusableName(file: UploadedImage): RefusedFile[] {
  if (mediaStemKey(file.name) !== "") return [];
  return [
    {
      file: file.name,
      reason: `"${file.name}" has no letters or digits in its name, so no product can be matched to it; please rename it after the part number.`,
    },
  ];
}

function refuse(refused: RefusedFile[], anyNotAnImage: boolean): ImageUploadResult {
  // The staff page's general message when something is not a photo at all; otherwise the first
  // problem, which names the file and the limit it broke.
  const error = anyNotAnImage ? NOT_AN_IMAGE_MESSAGE : (refused[0]?.reason ?? NOT_AN_IMAGE_MESSAGE);
  return { ok: false, error, refused };
}

function toRefusedFile(refusal: ImageRefusal): RefusedFile {
  return { file: refusal.name, reason: refusal.reason, ...(refusal.detail ? { detail: refusal.detail } : {}) };
}

function isNotAnImage(refusal: ImageRefusal): boolean {
  return refusal.problem === "not-an-image";
}

/** Two files with one stem in the same upload: the later replaces the earlier, as two uploads would. */
function laterFileWins(photos: ProcessedImage[]): { kept: ProcessedImage[]; superseded: UnmatchedPhoto[] } {
  const byStem = new Map<string, ProcessedImage>();
  const superseded: UnmatchedPhoto[] = [];
  for (const photo of photos) {
    const earlier = byStem.get(photo.stemKey);
    if (earlier) {
      superseded.push({
        file: earlier.name,
        reason: `Not kept: "${photo.name}" in the same upload has the same name and replaces it.`,
      });
      byStem.delete(photo.stemKey); // re-insert so the kept photos stay in upload order
    }
    byStem.set(photo.stemKey, photo);
  }
  return { kept: [...byStem.values()], superseded };
}

interface PhotoMatches {
  matched: MatchedPhoto[];
  unmatched: UnmatchedPhoto[];
  additions: GalleryAddition[];
}

interface StoredPhoto {
  photo: ProcessedImage;
  row: StoredMedia;
}

/**
 * Writes the files, then records them in one transaction. Files come first so a committed row
 * always has its files; if the transaction fails the new files are deleted again. The replaced
 * photos' files are deleted only after the commit, when no page can ask for them any more.
 */
async function storePhotos(
  db: Kysely<Database>,
  media: MediaStore,
  photos: ProcessedImage[],
  galleryPhotos: ReadonlyMap<string, GalleryTarget>,
): Promise<PhotoMatches> {
  const stored = photos.map((photo) => ({ photo, row: newStoredMedia(photo) }));
  const written: string[] = [];
  let replaced: StoredMedia[];
  let matches: PhotoMatches;
  try {
    for (const { photo, row } of stored) written.push(...(await writePhotoFiles(media, photo, row)));
    ({ replaced, matches } = await upsertMediaRows(db, stored, galleryPhotos));
  } catch (error) {
    await removeFiles(media, written);
    throw error;
  }
  await removeFiles(media, replaced.flatMap(storedMediaKeys));
  return matches;
}

/** Inserts or replaces the rows by stem key and adds them to galleries; returns the rows that were replaced. */
async function upsertMediaRows(
  db: Kysely<Database>,
  stored: StoredPhoto[],
  galleryPhotos: ReadonlyMap<string, GalleryTarget>,
): Promise<{ replaced: StoredMedia[]; matches: PhotoMatches }> {
  const now = new Date().toISOString();
  const stemKeys = stored.map(({ photo }) => photo.stemKey);
  return db.transaction().execute(async (trx) => {
    // Touching the rows first locks them (PostgreSQL), so a concurrent upload of the same photo
    // waits, and the file ids read next are the ones this transaction really replaces.
    await trx
      .updateTable("media")
      .set((eb) => ({ updated_at: eb.ref("updated_at") }))
      .where("stem_key", "in", stemKeys)
      .execute();
    const replaced = await trx
      .selectFrom("media")
      .select(["file_id", "widths", "original_ext"])
      .where("stem_key", "in", stemKeys)
      .execute();
    await trx
      .insertInto("media")
      .values(
        stored.map(({ photo, row }) => ({
          ...row,
          stem_key: photo.stemKey,
          original_name: photo.name,
          width: photo.width,
          height: photo.height,
          created_at: now,
          updated_at: now,
        })),
      )
      .onConflict((oc) =>
        oc.column("stem_key").doUpdateSet((eb) => ({
          file_id: eb.ref("excluded.file_id"),
          original_name: eb.ref("excluded.original_name"),
          widths: eb.ref("excluded.widths"),
          width: eb.ref("excluded.width"),
          height: eb.ref("excluded.height"),
          original_ext: eb.ref("excluded.original_ext"),
          updated_at: eb.ref("excluded.updated_at"),
        })),
      )
      .execute();
    // Matched inside the transaction: a gallery row is written with its photo, never after it.
    const matches = await matchToProducts(
      trx,
      stored.map(({ photo }) => photo),
      galleryPhotos,
    );
    await addToGalleries(trx, matches.additions);
    return { replaced, matches };
  });
}

/**
 * Which products show each photo: for an extra photo, the product its name is for; otherwise those
 * whose Image cell, brand and part number, or part number has the photo's key. Also the galleries
 * each photo joins (product-gallery.server.ts).
 */
async function matchToProducts(
  db: Transaction<Database>,
  photos: ProcessedImage[],
  galleryPhotos: ReadonlyMap<string, GalleryTarget>,
): Promise<PhotoMatches> {
  const stemKeys = photos.map((photo) => photo.stemKey);
  const products = await db
    .selectFrom("products")
    .select(["id", "part_number", "part_key", "brand_slug", "image_key"])
    .where((eb) =>
      eb.or([
        eb("part_key", "in", stemKeys),
        eb("image_key", "in", stemKeys),
        // No index: read on an upload only, which is rare and already costs seconds of image work.
        eb(brandPhotoKeySql, "in", stemKeys),
      ]),
    )
    .orderBy("part_number")
    .execute();
  const matched: MatchedPhoto[] = [];
  const unmatched: UnmatchedPhoto[] = [];
  const additions: GalleryAddition[] = [];
  for (const photo of photos) {
    const extra = galleryPhotos.get(photo.name);
    const owners =
      extra?.products ??
      products.filter(
        (product) =>
          product.part_key === photo.stemKey ||
          product.image_key === photo.stemKey ||
          isBrandPhotoOf(product, photo.stemKey),
      );
    for (const owner of owners) additions.push({ productId: Number(owner.id), stemKey: photo.stemKey, first: !extra });
    if (owners.length > 0) matched.push({ file: photo.name, partNumbers: owners.map((owner) => owner.part_number) });
    else unmatched.push({ file: photo.name, reason: noProductYet(photo) });
  }
  return { matched, unmatched, additions };
}

function noProductYet(photo: ProcessedImage): string {
  return (
    `No product has the part number or image name "${photo.stemKey}" yet; ` +
    "the photo is kept and will appear when such a product is imported."
  );
}
