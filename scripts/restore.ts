// `npm run restore -- <backup folder>`: puts a backup back. Stop the site first: it refuses while a
// server holds the data (decision 042). The current data is moved aside into
// <DATA_DIR>/before-restore-<time>/, never deleted. With MEDIA_S3_BUCKET set, the backup's media are
// copied into the bucket and nothing in it is deleted.
import { restore } from "#app/server/backup.server.ts";
import { DataInUseError } from "#app/server/db/data-lock.server.ts";
import { readEnv } from "#app/server/env.server.ts";
import { openMediaStore } from "#app/server/media/media-store.server.ts";

const backupDir = process.argv[2];
if (!backupDir) {
  console.log("Usage: npm run restore -- <backup folder>   (stop the site first)");
  process.exit(2);
}
const env = readEnv();
try {
  await restore({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL, media: openMediaStore(env), backupDir });
} catch (error) {
  if (!(error instanceof DataInUseError)) throw error;
  console.error(`Nothing was restored. ${error.message}`);
  process.exit(1);
}
console.log(
  `Restored ${backupDir} into ${env.DATABASE_URL ? "the PostgreSQL database" : env.DATA_DIR}. Start the site again.`,
);
