/**
 * Copies the media library from one store to another (decision 200): a folder into a bucket when a
 * site moves to object storage, a bucket back into a folder, and the backups of either. Idempotent:
 * an object the target already holds at the same size is skipped (a stored name is random and its
 * content never changes), so an interrupted copy is finished by running it again. Nothing is ever
 * deleted from the target.
 */
import { mapWithConcurrency } from "#app/utils/map-with-concurrency.ts";
import { isLibraryKey, type MediaObjects, type StoredObject } from "./media-objects.server.ts";

export interface CopyCounts {
  /** Objects written to the target. */
  copied: number;
  /** Objects the target already held. */
  skipped: number;
}

/** Objects in flight at once: a bucket's round trips overlap; the folder's disk hardly notices. */
const COPY_CONCURRENCY = 8;

export async function copyMedia(from: MediaObjects, to: MediaObjects): Promise<CopyCounts> {
  const present = new Map<string, number>();
  for await (const object of to.list()) present.set(object.key, object.size);
  const wanted: StoredObject[] = [];
  let skipped = 0;
  for await (const object of from.list()) {
    if (!isLibraryKey(object.key)) continue;
    if (present.get(object.key) === object.size) skipped++;
    else wanted.push(object);
  }
  const copied = await mapWithConcurrency(wanted, COPY_CONCURRENCY, async (object) => {
    const stream = await from.read(object.key);
    // Deleted since the listing (a photo replaced meanwhile): nothing to copy.
    if (!stream) return false;
    await to.put(object.key, { stream, size: object.size });
    return true;
  });
  return { copied: copied.filter(Boolean).length, skipped };
}
