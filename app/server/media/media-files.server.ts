/**
 * The media folder: where a photo's files live (its WebP renditions and its original, under a random
 * id), how they are written whole or not at all, images kept outside the product library (brand
 * logos, category pictures), and the sweep of files no row refers to. The product library's rows and
 * its matching to products are media-library.server.ts's.
 */
import { randomBytes } from "node:crypto";
import { mkdir, open, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Kysely } from "kysely";
import { mediaImage } from "#app/catalogue/product.ts";
import type { Database, MediaTable } from "#app/server/db/schema.ts";
import type { ProcessedImage } from "./process-image.server.ts";

/** The columns of a library row that name its files. */
export type StoredMedia = Pick<MediaTable, "file_id" | "widths" | "original_ext">;

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

export function newStoredMedia(photo: ProcessedImage): StoredMedia {
  return {
    file_id: randomBytes(12).toString("hex"),
    widths: photo.renditions.map((rendition) => rendition.width).join(","),
    original_ext: photo.originalExt,
  };
}

/** Writes one photo's renditions and original; returns the paths, so a later failure can remove them. */
export async function writePhotoFiles(mediaDir: string, photo: ProcessedImage, row: StoredMedia): Promise<string[]> {
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
export async function removeFiles(files: readonly string[]): Promise<void> {
  await Promise.all(files.map((file) => rm(file, { force: true }).catch(() => {})));
}

function parseWidths(widths: string): number[] {
  return widths
    .split(",")
    .map((width) => Number.parseInt(width, 10))
    .filter((width) => Number.isInteger(width) && width > 0);
}
