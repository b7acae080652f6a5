// `npm run media:copy -- to-bucket [<folder>]` copies a media folder (default <DATA_DIR>/media) into the
// bucket MEDIA_S3_BUCKET names; `-- to-folder [<folder>]` copies the bucket back into a folder. Safe to
// run again and while the site serves: what the target already holds is skipped, nothing is deleted
// (app/server/media/copy-media.server.ts, decision 200).
import path from "node:path";
import { ConfigError, readEnv } from "#app/server/env.server.ts";
import { copyMedia } from "#app/server/media/copy-media.server.ts";
import { MediaBucket } from "#app/server/media/media-bucket.server.ts";
import { MediaFolder } from "#app/server/media/media-folder.server.ts";
import { mediaDirectory } from "#app/server/media/media-store.server.ts";

const USAGE = "Usage: npm run media:copy -- to-bucket|to-folder [<folder>]   (MEDIA_S3_BUCKET and AWS_REGION set)";

const [direction, folderArgument] = process.argv.slice(2);
if (direction !== "to-bucket" && direction !== "to-folder") {
  console.error(USAGE);
  process.exit(2);
}
let env: ReturnType<typeof readEnv>;
try {
  env = readEnv();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
if (env.media.kind !== "bucket") {
  console.error(
    `MEDIA_S3_BUCKET is not set: there is no bucket to copy ${direction === "to-bucket" ? "into" : "from"}.`,
  );
  console.error(USAGE);
  process.exit(2);
}
const folder = new MediaFolder(path.resolve(folderArgument ?? mediaDirectory(env.DATA_DIR)));
const bucket = new MediaBucket(env.media);
const [from, to] = direction === "to-bucket" ? [folder, bucket] : [bucket, folder];
const started = performance.now();
const { copied, skipped } = await copyMedia(from, to);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `Copied ${copied} files from ${from.location} to ${to.location}; ${skipped} were already there (${seconds} s).`,
);
