import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { backup, restore } from "./backup.server.ts";
import { openDatabase } from "./db/database.server.ts";
import { seedDemoCatalogueIfEmpty } from "./demo-catalogue.server.ts";

// A second process writes 100 products per transaction while backups are taken: a consistent copy
// holds the 240 demo products plus a whole number of batches, never part of one.
const writerScript = `
const { DatabaseSync } = require("node:sqlite");
const db = new DatabaseSync(process.argv[1]);
db.exec("PRAGMA busy_timeout = 10000");
const insert = db.prepare("insert into products (name, part_number, part_key, brand_slug, category_slug, description, created_at, updated_at) values (?, ?, ?, 'denso', 'compressor', '', ?, ?)");
const until = Date.now() + Number(process.argv[2]);
let batch = 0;
while (Date.now() < until) {
  db.exec("BEGIN IMMEDIATE");
  for (let i = 0; i < 100; i++) { const p = "LOAD-" + batch + "-" + i; insert.run(p, p, p.replaceAll("-", ""), "t", "t"); }
  db.exec("COMMIT");
  batch++;
}
db.close();
`;

function count(file: string): number {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    return Number((db.prepare("select count(*) as n from products").get() as { n: number }).n);
  } finally {
    db.close();
  }
}

describe("backup and restore on SQLite", () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), "coolparts-backup-"));
  });
  afterEach(() => {
    rmSync(root, { recursive: true, force: true });
  });

  it("copies a consistent database while another process writes, and restores it", async () => {
    const dataDir = path.join(root, "data");
    const database = await openDatabase({ dataDir });
    await seedDemoCatalogueIfEmpty(database.db);
    await database.close();
    mkdirSync(path.join(dataDir, "media", "originals"), { recursive: true });
    writeFileSync(path.join(dataDir, "media", "abc-320.webp"), "webp");
    writeFileSync(path.join(dataDir, "media", "abc-320.webp.tmp"), "half-written");

    const writer = spawn(process.execPath, ["-e", writerScript, path.join(dataDir, "catalogue.sqlite"), "2500"]);
    const writerDone = new Promise((resolve) => writer.on("exit", resolve));
    const backups = [];
    for (let i = 0; i < 3; i++) {
      await new Promise((resolve) => setTimeout(resolve, 400));
      backups.push(
        await backup({ dataDir, backupsDir: path.join(root, "backups"), now: new Date(Date.UTC(2026, 0, 1, 0, 0, i)) }),
      );
    }
    await writerDone;

    for (const result of backups) {
      const rows = count(result.database);
      expect((rows - 240) % 100).toBe(0);
      expect(readdirSync(path.join(result.directory, "media")).sort()).toEqual(["abc-320.webp", "originals"]);
    }
    const last = backups.at(-1);
    if (!last) throw new Error("no backup");
    // The writer was really writing while the copies were taken.
    expect(count(last.database)).toBeGreaterThan(240);
    const restoredDir = path.join(root, "restored");
    mkdirSync(restoredDir);
    await restore({ dataDir: restoredDir, backupDir: last.directory });
    expect(count(path.join(restoredDir, "catalogue.sqlite"))).toBe(count(last.database));
    expect(readdirSync(path.join(restoredDir, "media"))).toContain("abc-320.webp");
  });
});
