/**
 * Where media files live (decision 200): the data folder's media/ by default (media-folder.server.ts),
 * or, with MEDIA_S3_BUCKET set, an S3 bucket every process shares (media-bucket.server.ts). Both keep
 * the same keys (media-objects.server.ts), so a copy between them (copy-media.server.ts) changes
 * nothing else, and the database never names where a file lives.
 */
import path from "node:path";
import type { Env } from "#app/server/env.server.ts";
import { MediaBucket } from "./media-bucket.server.ts";
import { MediaFolder } from "./media-folder.server.ts";

export type MediaStore = MediaFolder | MediaBucket;

export function mediaDirectory(dataDir: string): string {
  return path.join(dataDir, "media");
}

/** The store the configuration names: the bucket when MEDIA_S3_BUCKET is set, else DATA_DIR/media. */
export function openMediaStore(env: Pick<Env, "DATA_DIR" | "media">): MediaStore {
  return env.media.kind === "bucket" ? new MediaBucket(env.media) : new MediaFolder(mediaDirectory(env.DATA_DIR));
}
