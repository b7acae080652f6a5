import { execFile } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { promisify } from "node:util";
import { withDataExclusively } from "./db/data-lock.server.ts";

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
 * Copies the media library. Stored files are written under temporary names and renamed, and never
 * change afterwards, so copying the finished files of a live library is consistent; temporary
 * files are skipped.
 */
export function backupMedia(mediaDir: string, targetDir: string): number {
  if (!existsSync(mediaDir)) return 0;
  let files = 0;
  cpSync(mediaDir, targetDir, {
    recursive: true,
    filter: (source) => {
      const name = path.basename(source);
      const keep = !name.startsWith(".") && !name.includes(".tmp");
      if (keep && /\.(webp|jpg|png|avif|gif)$/.test(name)) files++;
      return keep;
    },
  });
  return files;
}

export async function backupPostgres(databaseUrl: string, targetFile: string): Promise<void> {
  const temporary = `${targetFile}.partial`;
  await run("pg_dump", ["--format=custom", "--no-owner", `--file=${temporary}`, databaseUrl]);
  renameSync(temporary, targetFile);
}

/** Backs up the database (SQLite file or PostgreSQL) and the media library into a new folder. */
export async function backup(options: {
  dataDir: string;
  databaseUrl?: string | undefined;
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
  const mediaFiles = backupMedia(path.join(options.dataDir, "media"), path.join(directory, "media"));
  return { directory, database, mediaFiles };
}

/**
 * Puts a backup back. The site must be stopped: a server keeps writing to a file moved from under it,
 * and its later changes would be lost. So this holds the data exclusively and throws DataInUseError
 * (saying how to stop the server) while any server holds it. The current data is moved aside (never
 * deleted) first.
 */
export async function restore(options: {
  dataDir: string;
  databaseUrl?: string | undefined;
  backupDir: string;
}): Promise<void> {
  await withDataExclusively(options, () => restoreUnlocked(options));
}

async function restoreUnlocked(options: {
  dataDir: string;
  databaseUrl?: string | undefined;
  backupDir: string;
}): Promise<void> {
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
  const media = path.join(options.dataDir, "media");
  if (existsSync(media)) renameSync(media, path.join(aside, "media"));
  const mediaBackup = path.join(options.backupDir, "media");
  if (existsSync(mediaBackup)) cpSync(mediaBackup, media, { recursive: true });
  if (readdirSync(aside).length === 0) rmSync(aside, { recursive: true });
}
