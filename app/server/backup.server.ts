import { execFile } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { promisify } from "node:util";
import { withDataExclusively } from "./db/data-lock.server.ts";
import { copyMedia } from "./media/copy-media.server.ts";
import { MediaFolder } from "./media/media-folder.server.ts";
import { ORIGINALS_PREFIX } from "./media/media-objects.server.ts";
import { type MediaStore, mediaDirectory } from "./media/media-store.server.ts";

const run = promisify(execFile);

export interface BackupResult {
  directory: string;
  database: string;
  mediaFiles: number;
}

function timestamp(now = new Date()): string {
  return now.toISOString().replace(/[:.]/g, "-");
}

/**
 * A consistent copy of a live SQLite database: `VACUUM INTO` reads one snapshot (it never copies a
 * half-written page or the WAL), the copy is checked with `integrity_check`, and only then renamed
 * into place, so a backup file that exists is a good one.
 */
export function backupSqlite(sourceFile: string, targetFile: string): void {
  const temporary = `${targetFile}.partial`;
  rmSync(temporary, { force: true });
  const source = new DatabaseSync(sourceFile, { readOnly: true });
  try {
    source.exec("PRAGMA busy_timeout = 10000");
    source.prepare("VACUUM INTO ?").run(temporary);
  } finally {
    source.close();
  }
  const copy = new DatabaseSync(temporary, { readOnly: true });
  try {
    const result = copy.prepare("PRAGMA integrity_check").get() as { integrity_check: string };
    if (result.integrity_check !== "ok")
      throw new Error(`The backup copy failed its integrity check: ${result.integrity_check}`);
  } finally {
    copy.close();
  }
  renameSync(temporary, targetFile);
}

/**
 * Copies the media library, from the folder or the bucket, into the backup's media/ folder. Stored
 * files never change once written and temporary ones are skipped, so copying a live library is
 * consistent (copy-media.server.ts). Returns the number of files in the backup.
 */
export async function backupMedia(media: MediaStore, targetDir: string): Promise<number> {
  mkdirSync(path.join(targetDir, ORIGINALS_PREFIX), { recursive: true });
  const { copied, skipped } = await copyMedia(media, new MediaFolder(targetDir));
  return copied + skipped;
}

export async function backupPostgres(databaseUrl: string, targetFile: string): Promise<void> {
  const temporary = `${targetFile}.partial`;
  await run("pg_dump", ["--format=custom", "--no-owner", `--file=${temporary}`, databaseUrl]);
  renameSync(temporary, targetFile);
}

/** Backs up the database (SQLite file or PostgreSQL) and the media library (folder or bucket) into a new folder. */
export async function backup(options: {
  dataDir: string;
  databaseUrl?: string | undefined;
  /** Where the media are; the data folder's media/ unless given. */
  media?: MediaStore | undefined;
  backupsDir: string;
  now?: Date;
}): Promise<BackupResult> {
  const directory = path.join(options.backupsDir, timestamp(options.now));
  mkdirSync(directory, { recursive: true });
  const database = options.databaseUrl
    ? path.join(directory, "catalogue.pgdump")
    : path.join(directory, "catalogue.sqlite");
  if (options.databaseUrl) await backupPostgres(options.databaseUrl, database);
  else backupSqlite(path.join(options.dataDir, "catalogue.sqlite"), database);
  const media = options.media ?? new MediaFolder(mediaDirectory(options.dataDir));
  const mediaFiles = await backupMedia(media, path.join(directory, "media"));
  return { directory, database, mediaFiles };
}

/**
 * Puts a backup back. The site must be stopped: a server keeps writing to a file moved from under it,
 * and its later changes would be lost. So this holds the data exclusively and throws DataInUseError
 * (saying how to stop the server) while any server holds it. The current data is moved aside (never
 * deleted) first.
 */
interface RestoreOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
  /** Where the media go back to; the data folder's media/ unless given. */
  media?: MediaStore | undefined;
  backupDir: string;
}

export async function restore(options: RestoreOptions): Promise<void> {
  await withDataExclusively(options, () => restoreUnlocked(options));
}

async function restoreUnlocked(options: RestoreOptions): Promise<void> {
  const sqliteBackup = path.join(options.backupDir, "catalogue.sqlite");
  const pgBackup = path.join(options.backupDir, "catalogue.pgdump");
  const aside = path.join(options.dataDir, `before-restore-${timestamp()}`);
  mkdirSync(aside, { recursive: true });
  if (options.databaseUrl) {
    if (!existsSync(pgBackup)) throw new Error(`No catalogue.pgdump in ${options.backupDir}`);
    await run("pg_restore", ["--clean", "--if-exists", "--no-owner", `--dbname=${options.databaseUrl}`, pgBackup]);
  } else {
    if (!existsSync(sqliteBackup)) throw new Error(`No catalogue.sqlite in ${options.backupDir}`);
    for (const suffix of ["", "-wal", "-shm"]) {
      const file = path.join(options.dataDir, `catalogue.sqlite${suffix}`);
      if (existsSync(file)) renameSync(file, path.join(aside, path.basename(file)));
    }
    cpSync(sqliteBackup, path.join(options.dataDir, "catalogue.sqlite"));
  }
  await restoreMedia(options, aside);
  if (readdirSync(aside).length === 0) rmSync(aside, { recursive: true });
}

/**
 * The folder is moved aside and the backup's files copied in. A bucket is shared by every process
 * and may hold years of photos: the backup's objects are copied into it and nothing is deleted;
 * objects the restored database no longer names are the orphan sweep's (removeOrphanMediaFiles).
 */
async function restoreMedia(options: RestoreOptions, aside: string): Promise<void> {
  const media = options.media ?? new MediaFolder(mediaDirectory(options.dataDir));
  if (media.kind === "folder" && existsSync(media.directory)) renameSync(media.directory, path.join(aside, "media"));
  const mediaBackup = path.join(options.backupDir, "media");
  if (existsSync(mediaBackup)) await copyMedia(new MediaFolder(mediaBackup), media);
}
