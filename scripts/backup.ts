// `npm run backup [-- <backups folder>]`: a consistent copy of the database and the media library
// (the media folder, or the bucket when MEDIA_S3_BUCKET is set), safe while the site is serving.
// Default folder: <DATA_DIR>/../backups (outside the data folder).
import path from "node:path";
import { backup } from "#app/server/backup.server.ts";
import { readEnv } from "#app/server/env.server.ts";
import { openMediaStore } from "#app/server/media/media-store.server.ts";

const env = readEnv();
const backupsDir = process.argv[2] ?? path.join(path.dirname(path.resolve(env.DATA_DIR)), "backups");
const media = openMediaStore(env);
const result = await backup({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL, media, backupsDir });
console.log(
  `Backup written to ${result.directory} (database, ${result.mediaFiles} media files from ${media.location}).`,
);
