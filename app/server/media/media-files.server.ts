/**
 * The media files of the library: where a photo's files live (its WebP renditions and its original,
 * under a random id, in the media store: media-store.server.ts), how they are written all or none,
 * images kept outside the product library (brand logos, category pictures), and the sweep of files
 * no row refers to. The product library's rows and its matching to products are media-library.server.ts's.
 */
import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { mediaImage } from "#app/catalogue/product.ts";
import type { Database, MediaTable } from "#app/server/db/schema.ts";
import { ORIGINALS_PREFIX } from "./media-objects.server.ts";
import type { MediaStore } from "./media-store.server.ts";
import type { ProcessedImage } from "./process-image.server.ts";

/** The columns of a library row that name its files. */
export type StoredMedia = Pick<MediaTable, "file_id" | "widths" | "original_ext">;

/** A generated file id: 12 random bytes in hex. */
const FILE_ID_PATTERN = /^[0-9a-f]{24}$/;

/** The key of one WebP rendition: what follows /media/ in a page's address. */
export function renditionKey(fileId: string, width: number): string {
  return `${fileId}-${width}.webp`;
}

function originalKey(media: StoredMedia): string {
  return `${ORIGINALS_PREFIX}${media.file_id}.${media.original_ext}`;
}

/** The keys of every file stored for one library photo: its WebP renditions and its original. */
export function storedMediaKeys(media: StoredMedia): string[] {
  return [...parseWidths(media.widths).map((width) => renditionKey(media.file_id, width)), originalKey(media)];
}

/**
 * Deletes stored files that no library row refers to and that are older than `olderThanMs`: what a
 * crash between writing files and committing leaves behind, and leftover temporary files. Younger
 * files are spared because an upload in progress writes its files before its row exists.
 * Returns the number of files deleted.
 */
export async function removeOrphanMediaFiles(
  db: Kysely<Database>,
  media: MediaStore,
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
  const orphans: string[] = [];
  for await (const object of media.list()) {
    const fileId = storedFileId(object.key);
    if (fileId === undefined || (fileId !== null && referenced.has(fileId))) continue;
    if (object.modified.getTime() <= cutoff) orphans.push(object.key);
  }
  await media.remove(orphans);
  return orphans.length;
}

/**
 * Stores one checked image outside the product library (a brand's logo, a category's picture):
 * its WebP renditions and original under a new random id. Returns the rendition URL to show.
 */
export async function storeStandaloneImage(media: MediaStore, photo: ProcessedImage): Promise<string> {
  const row = newStoredMedia(photo);
  await writePhotoFiles(media, photo, row);
  return mediaImage(row.file_id, parseWidths(row.widths)).src;
}

/** Deletes the files of an image storeStandaloneImage stored; other addresses are left alone. */
export async function removeStandaloneImage(media: MediaStore, src: string | null): Promise<void> {
  const fileId = standaloneFileId(src);
  if (!fileId) return;
  const keys: string[] = [];
  for (const prefix of [fileId, `${ORIGINALS_PREFIX}${fileId}`]) {
    for await (const object of media.list(prefix)) if (storedFileId(object.key) === fileId) keys.push(object.key);
  }
  await removeFiles(media, keys);
}

function standaloneFileId(src: string | null): string | null {
  const match = /^\/media\/([0-9a-f]{24})-\d+\.webp$/.exec(src ?? "");
  return match?.[1] ?? null;
}

export function newStoredMedia(photo: ProcessedImage): StoredMedia {
  return {
    file_id: randomBytes(12).toString("hex"),
    widths: photo.renditions.map((rendition) => rendition.width).join(","),
    original_ext: photo.originalExt,
  };
}

/**
 * Writes one photo's renditions and original; returns their keys, so a later failure can remove
 * them. A write that fails removes those already written: a refused or failed upload leaves no file.
 * Each object is whole or absent (the folder renames a flushed temporary file; a bucket's put is whole).
 */
export async function writePhotoFiles(media: MediaStore, photo: ProcessedImage, row: StoredMedia): Promise<string[]> {
  const files = [
    ...photo.renditions.map((rendition) => ({ key: renditionKey(row.file_id, rendition.width), data: rendition.data })),
    { key: originalKey(row), data: photo.original },
  ];
  const written: string[] = [];
  try {
    for (const { key, data } of files) {
      await media.put(key, data);
      written.push(key);
    }
  } catch (error) {
    await removeFiles(media, written);
    throw error;
  }
  return written;
}

/**
 * The file id a stored file belongs to; null for a leftover temporary file (always an orphan) and
 * undefined for anything else, which the sweep leaves alone.
 */
function storedFileId(key: string): string | null | undefined {
  const name = key.startsWith(ORIGINALS_PREFIX) ? key.slice(ORIGINALS_PREFIX.length) : key;
  if (name.includes("/")) return undefined;
  if (name.endsWith(".tmp")) return null;
  const fileId = name.split(/[-.]/)[0] ?? "";
  return FILE_ID_PATTERN.test(fileId) ? fileId : undefined;
}

/**
 * Best effort: the rows are already right, and a file left behind only takes room (the orphan
 * sweep finds it later). Failing the upload here would report a stored photo as refused.
 */
export async function removeFiles(media: MediaStore, keys: readonly string[]): Promise<void> {
  await media.remove(keys).catch(() => {});
}

function parseWidths(widths: string): number[] {
  return widths
    .split(",")
    .map((width) => Number.parseInt(width, 10))
    .filter((width) => Number.isInteger(width) && width > 0);
}
