import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, databaseKinds, type TestDatabase } from "#tests/setup/test-database.ts";
import { backup, restore } from "../backup.server.ts";
import { DataInUseError, holdData, withDataExclusively } from "./data-lock.server.ts";
import { openDatabase } from "./database.server.ts";

describe.each(databaseKinds)("restore while a server holds the data on %s", (kind) => {
  let root: string;
  let dataDir: string;
  let postgres: TestDatabase | undefined;
  let databaseUrl: string | undefined;
  beforeEach(async () => {
    root = mkdtempSync(path.join(tmpdir(), "coolparts-lock-"));
    dataDir = path.join(root, "data");
    postgres = kind === "postgres" ? await createTestDatabase(kind) : undefined;
    databaseUrl = postgres?.reopen.databaseUrl;
    if (!postgres) await (await openDatabase({ dataDir })).close();
  });
  afterEach(async () => {
    await postgres?.dispose();
    rmSync(root, { recursive: true, force: true });
  });

  it("refuses, says how to stop the server, and touches nothing; once the server stops it goes ahead", async () => {
    const backupDir = path.join(root, "backup");
    mkdirSync(backupDir);
    const server = await holdData({ dataDir, databaseUrl });
    const refused = restore({ dataDir, databaseUrl, backupDir });
    await expect(refused).rejects.toThrow(DataInUseError);
    await expect(refused).rejects.toThrow(
      /A server is (using|connected to) .*Stop it first .*kill -TERM .*systemctl stop/s,
    );
    if (!postgres) {
      await expect(refused).rejects.toThrow(new RegExp(`process ${process.pid}\\b.*kill -TERM ${process.pid}\\b`, "s"));
      // Nothing was moved aside: the live database file is where the server has it.
      expect(readdirSync(dataDir).filter((name) => name.startsWith("before-restore"))).toEqual([]);
      expect(existsSync(path.join(dataDir, "catalogue.sqlite"))).toBe(true);
    }

    await server.release();
    // Past the lock now: this backup folder is empty, so the restore itself finds nothing to restore.
    await expect(restore({ dataDir, databaseUrl, backupDir })).rejects.toThrow(/^No catalogue\.(sqlite|pgdump) in/);
  });

  it("lets several servers hold the data together, and keeps a server from starting during a restore", async () => {
    const first = await holdData({ dataDir, databaseUrl });
    const second = await holdData({ dataDir, databaseUrl });
    await expect(withDataExclusively({ dataDir, databaseUrl }, async () => "restored")).rejects.toThrow(DataInUseError);
    await first.release();
    await second.release();

    await withDataExclusively({ dataDir, databaseUrl }, async () => {
      await expect(holdData({ dataDir, databaseUrl })).rejects.toThrow(/A restore is running/);
    });
    await (await holdData({ dataDir, databaseUrl })).release();
  }, 30_000);

  it("restores a real backup once no server holds the data", async () => {
    if (postgres) return; // the PostgreSQL round trip is covered by backup.server.test.ts
    const result = await backup({ dataDir, backupsDir: path.join(root, "backups") });
    await restore({ dataDir, backupDir: result.directory });
    expect(existsSync(path.join(dataDir, "catalogue.sqlite"))).toBe(true);
  });
});
