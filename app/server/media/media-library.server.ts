import { randomBytes } from "node:crypto";
import { mkdir, open, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Kysely } from "kysely";
import { mediaStemKey } from "#app/catalogue/media-key.ts";
import { mediaImage } from "#app/catalogue/product.ts";
import type { Database, MediaTable } from "#app/server/db/schema.ts";
import { uploadLimits } from "#app/server/upload-limits.server.ts";
import type { MatchedPhoto, RefusedFile, UnmatchedPhoto } from "#app/utils/api-types.ts";
import {
  type ImageRefusal,
  isImageRefusal,
  isProcessedImage,
  NOT_AN_IMAGE_MESSAGE,
  type ProcessedImage,
  processImage,
  type UploadedImage,
} from "./process-image.server.ts";

/**
 * What an upload did. On ok:false nothing was stored. On ok:true every photo is in the library;
 * `unmatched` lists those no product uses yet, and also a file that a later file of the same upload
 * with the same name replaced (the later one wins, as if uploaded one after the other).
 */
export type ImageUploadResult =
  | { ok: true; matched: MatchedPhoto[]; unmatched: UnmatchedPhoto[] }
  | { ok: false; error: string; refused: RefusedFile[] };

type StoredMedia = Pick<MediaTable, "file_id" | "widths" | "original_ext">;

/** Photos processed at once: sharp runs on the libuv pool (4 threads by default); leave some free. */
const PROCESSING_CONCURRENCY = 2;
/** A generated file id: 12 random bytes in hex. */
const FILE_ID_PATTERN = /^[0-9a-f]{24}$/;

export function mediaDirectory(dataDir: string): string {
  return path.join(dataDir, "media");
}

export function originalsDirectory(mediaDir: string): string {
  return path.join(mediaDir, "originals");
}

/** Every file stored for one library photo: its WebP renditions and its original. */
export function storedMediaFiles(mediaDir: string, media: StoredMedia): string[] {
  return [
    ...parseWidths(media.widths).map((width) => path.join(mediaDir, `${media.file_id}-${width}.webp`)),
    path.join(originalsDirectory(mediaDir), `${media.file_id}.${media.original_ext}`),
  ];
}

/**
 * Adds photos to the library, all or nothing: every file is checked and processed before anything
 * is written, and one refused file refuses the upload. A photo whose name (stem) is already in the
 * library replaces it. Stored file names come from a random id, never from the uploaded name.
 */
export async function addImagesToLibrary(
  db: Kysely<Database>,
  mediaDir: string,
  files: readonly UploadedImage[],
): Promise<ImageUploadResult> {
  const countProblem = checkFileCount(files.length);
  if (countProblem) return { ok: false, error: countProblem, refused: [] };
  const namingProblems = files.flatMap(refuseUnusableName);
  if (namingProblems.length > 0) return refuse(namingProblems, false);

  const results = await mapWithConcurrency(files, PROCESSING_CONCURRENCY, processImage);
  const refusals = results.filter(isImageRefusal);
  if (refusals.length > 0) return refuse(refusals.map(toRefusedFile), refusals.some(isNotAnImage));

  const { kept, superseded } = laterFileWins(results.filter(isProcessedImage));
  const stored = await storePhotos(db, mediaDir, kept);
  const { matched, unmatched } = await matchToProducts(db, stored);
  return { ok: true, matched, unmatched: [...superseded, ...unmatched] };
}

/**
 * Deletes stored files that no library row refers to and that are older than `olderThanMs`: what a
 * crash between writing files and committing leaves behind, and leftover temporary files. Younger
 * files are spared because an upload in progress writes its files before its row exists.
 * Returns the number of files deleted.
 */
export async function removeOrphanMediaFiles(
  db: Kysely<Database>,
  mediaDir: string,
  { olderThanMs = 60 * 60 * 1000 }: { olderThanMs?: number } = {},
): Promise<number> {
  const referenced = new Set((await db.selectFrom("media").select("file_id").execute()).map((row) => row.file_id));
  // Brand logos and category illustrations are media files outside the product library.
  for (const table of ["brands", "categories"] as const) {
    for (const { image } of await db.selectFrom(table).select("image").execute()) {
      const fileId = standaloneFileId(image);
      if (fileId) referenced.add(fileId);
    }
  }
  const cutoff = Date.now() - olderThanMs;
  let removed = 0;
  for (const directory of [mediaDir, originalsDirectory(mediaDir)]) {
    for (const name of await listFiles(directory)) {
      const fileId = storedFileId(name);
      if (fileId === undefined || (fileId !== null && referenced.has(fileId))) continue;
      const file = path.join(directory, name);
      if (!(await modifiedBefore(file, cutoff))) continue;
      await rm(file, { force: true });
      removed++;
    }
  }
  return removed;
}

/**
 * Stores one checked image outside the product library (a brand's logo, a category's picture):
 * its WebP renditions and original under a new random id. Returns the rendition URL to show.
 */
export async function storeStandaloneImage(mediaDir: string, photo: ProcessedImage): Promise<string> {
  await mkdir(originalsDirectory(mediaDir), { recursive: true });
  const row = newStoredMedia(photo);
  await writePhotoFiles(mediaDir, photo, row);
  return mediaImage(row.file_id, parseWidths(row.widths)).src;
}

/** Deletes the files of an image storeStandaloneImage stored; other addresses are left alone. */
export async function removeStandaloneImage(mediaDir: string, src: string | null): Promise<void> {
  const fileId = standaloneFileId(src);
  if (!fileId) return;
  for (const directory of [mediaDir, originalsDirectory(mediaDir)]) {
    const names = await listFiles(directory);
    await removeFiles(names.filter((name) => storedFileId(name) === fileId).map((name) => path.join(directory, name)));
  }
}

function standaloneFileId(src: string | null): string | null {
  const match = /^\/media\/([0-9a-f]{24})-\d+\.webp$/.exec(src ?? "");
  return match?.[1] ?? null;
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

interface StoredPhoto {
  photo: ProcessedImage;
  row: StoredMedia;
}

/**
 * Writes the files, then records them in one transaction. Files come first so a committed row
 * always has its files; if the transaction fails the new files are deleted again. The replaced
 * photos' files are deleted only after the commit, when no page can ask for them any more.
 */
async function storePhotos(db: Kysely<Database>, mediaDir: string, photos: ProcessedImage[]): Promise<StoredPhoto[]> {
  await mkdir(originalsDirectory(mediaDir), { recursive: true });
  const stored = photos.map((photo) => ({ photo, row: newStoredMedia(photo) }));
  const written: string[] = [];
  let replaced: StoredMedia[];
  try {
    for (const { photo, row } of stored) written.push(...(await writePhotoFiles(mediaDir, photo, row)));
    replaced = await upsertMediaRows(db, stored);
  } catch (error) {
    await removeFiles(written);
    throw error;
  }
  await removeFiles(replaced.flatMap((row) => storedMediaFiles(mediaDir, row)));
  return stored;
}

function newStoredMedia(photo: ProcessedImage): StoredMedia {
  return {
    file_id: randomBytes(12).toString("hex"),
    widths: photo.renditions.map((rendition) => rendition.width).join(","),
    original_ext: photo.originalExt,
  };
}

/** Writes one photo's renditions and original; returns the paths, so a later failure can remove them. */
async function writePhotoFiles(mediaDir: string, photo: ProcessedImage, row: StoredMedia): Promise<string[]> {
  const files = [
    ...photo.renditions.map((rendition) => ({
      file: path.join(mediaDir, `${row.file_id}-${rendition.width}.webp`),
      data: rendition.data,
    })),
    { file: path.join(originalsDirectory(mediaDir), `${row.file_id}.${row.original_ext}`), data: photo.original },
  ];
  const written: string[] = [];
  try {
    for (const { file, data } of files) {
      await writeFileAtomically(file, data);
      written.push(file);
    }
  } catch (error) {
    await removeFiles(written);
    throw error;
  }
  return written;
}

/**
 * Writes to a temporary name in the same folder, flushes to disk, then renames: a reader sees the
 * whole file or none, and a power cut cannot leave a committed row pointing at an empty file.
 */
async function writeFileAtomically(file: string, data: Buffer): Promise<void> {
  const temporary = `${file}.${randomBytes(6).toString("hex")}.tmp`;
  try {
    const handle = await open(temporary, "wx");
    try {
      await handle.writeFile(data);
      await handle.datasync();
    } finally {
      await handle.close();
    }
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** Inserts or replaces the rows by stem key; returns the rows that were replaced. */
async function upsertMediaRows(db: Kysely<Database>, stored: StoredPhoto[]): Promise<StoredMedia[]> {
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
    return replaced;
  });
}

/** Which products show each photo: those whose Image cell or part number has the photo's key. */
async function matchToProducts(
  db: Kysely<Database>,
  stored: StoredPhoto[],
): Promise<{ matched: MatchedPhoto[]; unmatched: UnmatchedPhoto[] }> {
  const stemKeys = stored.map(({ photo }) => photo.stemKey);
  const products = await db
    .selectFrom("products")
    .select(["part_number", "part_key", "image_key"])
    .where((eb) => eb.or([eb("part_key", "in", stemKeys), eb("image_key", "in", stemKeys)]))
    .orderBy("part_number")
    .execute();
  const matched: MatchedPhoto[] = [];
  const unmatched: UnmatchedPhoto[] = [];
  for (const { photo } of stored) {
    const partNumbers = products
      .filter((product) => product.part_key === photo.stemKey || product.image_key === photo.stemKey)
      .map((product) => product.part_number);
    if (partNumbers.length > 0) matched.push({ file: photo.name, partNumbers });
    else unmatched.push({ file: photo.name, reason: noProductYet(photo) });
  }
  return { matched, unmatched };
}

function noProductYet(photo: ProcessedImage): string {
  return (
    `No product has the part number or image name "${photo.stemKey}" yet; ` +
    "the photo is kept and will appear when such a product is imported."
  );
}

/**
 * The file id a stored file belongs to; null for a leftover temporary file (always an orphan) and
 * undefined for anything else, which the sweep leaves alone.
 */
function storedFileId(name: string): string | null | undefined {
  if (name.endsWith(".tmp")) return null;
  const fileId = name.split(/[-.]/)[0] ?? "";
  return FILE_ID_PATTERN.test(fileId) ? fileId : undefined;
}

/** False too when the file is gone: an upload in progress may have just renamed its temporary file. */
async function modifiedBefore(file: string, cutoff: number): Promise<boolean> {
  try {
    return (await stat(file)).mtimeMs <= cutoff;
  } catch {
    return false;
  }
}

async function listFiles(directory: string): Promise<string[]> {
  try {
    const entries = await readdir(directory, { withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

/**
 * Best effort: the rows are already right, and a file left behind only takes disk space (the
 * orphan sweep finds it later). Failing the upload here would report a stored photo as refused.
 */
async function removeFiles(files: readonly string[]): Promise<void> {
  await Promise.all(files.map((file) => rm(file, { force: true }).catch(() => {})));
}

function parseWidths(widths: string): number[] {
  return widths
    .split(",")
    .map((width) => Number.parseInt(width, 10))
    .filter((width) => Number.isInteger(width) && width > 0);
}

/** Runs `work` on every item, at most `limit` at a time; results keep the items' order. */
async function mapWithConcurrency<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  async function worker(): Promise<void> {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
