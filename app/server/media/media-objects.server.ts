/**
 * What both homes of the media files offer (media-store.server.ts chooses one). Keys are a path below
 * the library's root: "<id>-<width>.webp" for a rendition (the part of /media/… a page links) and
 * "originals/<id>.<ext>" for an original, the same in the folder and in the bucket.
 */
import path from "node:path";
import type { Readable } from "node:stream";

export const ORIGINALS_PREFIX = "originals/";

/** One stored object as a listing gives it. */
export interface StoredObject {
  key: string;
  size: number;
  modified: Date;
}

/** What put() takes: bytes in memory, or a stream whose length is known (S3 needs it up front). */
export type ObjectBody = Buffer | { stream: Readable; size: number };

export interface MediaObjects {
  /** Writes one object whole: a reader sees all of it or nothing, never a part. */
  put(key: string, body: ObjectBody): Promise<void>;
  /** The object's bytes, or null when there is no such object. */
  read(key: string): Promise<Readable | null>;
  /** Deletes the objects; one already gone is no error. */
  remove(keys: readonly string[]): Promise<void>;
  /** Every object whose key starts with `prefix` (in the folder, also leftover temporary files), in no particular order. */
  list(prefix?: string): AsyncIterable<StoredObject>;
  /** Where the objects are, for logs and messages. */
  readonly location: string;
}
/** The content type a key's extension stands for, stored with the object (a CDN serves it as is). */
export function contentTypeOf(key: string): string {
  const extension = path.extname(key).slice(1).toLowerCase();
  const types: Record<string, string> = {
    webp: "image/webp",
    jpg: "image/jpeg",
    png: "image/png",
    avif: "image/avif",
    gif: "image/gif",
  };
  return types[extension] ?? "application/octet-stream";
}

/**
 * A file written under a temporary name, or anything hidden: never part of the library, so never
 * copied or backed up. A stored file's name is random and never reused, so it never changes
 * after it is written: copying the finished files of a live library is consistent.
 */
export function isLibraryKey(key: string): boolean {
  return !key.includes(".tmp") && !key.split("/").some((segment) => segment.startsWith("."));
}
