import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { type Kysely, sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { demoCatalogue } from "#app/content/demo-catalogue.ts";
import { createTestDatabase, databaseKinds } from "#tests/setup/test-database.ts";
import { type RunningS3rver, startS3rver } from "../../scripts/lib/s3rver.ts";
import { backup, restore } from "./backup.server.ts";
import { openDatabase } from "./db/database.server.ts";
import type { Database } from "./db/schema.ts";
import { seedDemoCatalogueIfEmpty } from "./demo-catalogue.server.ts";
import { listImports, undoImport } from "./import/import-history.server.ts";
import { importProducts } from "./import/import-service.server.ts";
import { MediaBucket } from "./media/media-bucket.server.ts";

// A second process writes 100 products per transaction while backups are taken: a consistent copy
// holds the demo products plus a whole number of batches, never part of one.
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
      expect((rows - demoCatalogue().length) % 100).toBe(0);
      expect(readdirSync(path.join(result.directory, "media")).sort()).toEqual(["abc-320.webp", "originals"]);
    }
    const last = backups.at(-1);
    if (!last) throw new Error("no backup");
    // The writer was really writing while the copies were taken.
    expect(count(last.database)).toBeGreaterThan(demoCatalogue().length);
    const restoredDir = path.join(root, "restored");
    mkdirSync(restoredDir);
    await restore({ dataDir: restoredDir, backupDir: last.directory });
    expect(count(path.join(restoredDir, "catalogue.sqlite"))).toBe(count(last.database));
    expect(readdirSync(path.join(restoredDir, "media"))).toContain("abc-320.webp");
  });
});

describe("backup and restore of media in a bucket", () => {
  let root: string;
  let s3: RunningS3rver;
  beforeEach(async () => {
    root = mkdtempSync(path.join(tmpdir(), "coolparts-backup-bucket-"));
    s3 = await startS3rver();
  });
  afterEach(async () => {
    await s3.stop();
    rmSync(root, { recursive: true, force: true });
  });

  it("copies the bucket's objects into the backup, and back into the bucket without deleting newer ones", async () => {
    const dataDir = path.join(root, "data");
    await (await openDatabase({ dataDir })).close();
    const bucket = new MediaBucket(s3.settings);
    await bucket.put("abc-320.webp", Buffer.from("webp"));
    await bucket.put("originals/abc.jpg", Buffer.from("jpeg"));

    const result = await backup({ dataDir, media: bucket, backupsDir: path.join(root, "backups") });
    expect(result.mediaFiles).toBe(2);
    expect(readFileSync(path.join(result.directory, "media", "originals", "abc.jpg"), "utf8")).toBe("jpeg");
    // Nothing in the data folder: the photos were never on this machine.
    expect(readdirSync(dataDir)).not.toContain("media");

    await bucket.remove(["abc-320.webp", "originals/abc.jpg"]);
    await bucket.put("newer-320.webp", Buffer.from("uploaded after the backup"));
    await restore({ dataDir, media: bucket, backupDir: result.directory });
    const keys: string[] = [];
    for await (const object of bucket.list()) keys.push(object.key);
    expect(keys.sort()).toEqual(["abc-320.webp", "newer-320.webp", "originals/abc.jpg"]);
  });
});

/** An import recorded with its history, for the round-trip tests below. */
async function importWithHistory(db: Kysely<Database>) {
  await seedDemoCatalogueIfEmpty(db);
  const demo = await db.selectFrom("products").selectAll().orderBy("id").limit(2).execute();
  await importProducts(
    db,
    [
      ...demo.map((row) => ({
        name: `${row.name} (changed)`,
        partNumber: row.part_number,
        brandSlug: row.brand_slug,
        categorySlug: row.category_slug,
        description: row.description,
        image: row.image,
        rating: null,
      })),
      {
        name: "New",
        partNumber: "NEW-1",
        brandSlug: "denso",
        categorySlug: "compressor",
        description: "",
        image: null,
        rating: null,
      },
    ],
    { author: { adminId: null, username: "staff", fileName: "backup-test.xlsx" } },
  );
}

async function history(db: Kysely<Database>) {
  return {
    imports: await db.selectFrom("imports").selectAll().orderBy("id").execute(),
    changes: await db.selectFrom("import_changes").selectAll().orderBy("id").execute(),
  };
}

describe.each(databaseKinds)("the import history in a backup on %s", (kind) => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), "coolparts-backup-history-"));
  });
  afterEach(() => {
    rmSync(root, { recursive: true, force: true });
  });

  // Two PostgreSQL databases made and migrated, a backup and a restore: more than the default 5 s on a busy machine.
  it("round-trips both history tables, and the restored import can still be undone", { timeout: 60_000 }, async () => {
    const source = kind === "sqlite" ? undefined : await createTestDatabase(kind);
    const target = kind === "sqlite" ? undefined : await createTestDatabase(kind);
    try {
      const sourceDir = path.join(root, "data");
      const restoredDir = path.join(root, "restored");
      mkdirSync(restoredDir);
      const sourceUrl = source ? await databaseUrl(source.db) : undefined;
      const targetUrl = target ? await databaseUrl(target.db) : undefined;
      const sourceDb = source ?? (await openDatabase({ dataDir: sourceDir }));
      await importWithHistory(sourceDb.db);
      const recorded = await history(sourceDb.db);
      expect(recorded.imports).toHaveLength(1);
      expect(recorded.changes).toHaveLength(3);
      if (!source) await sourceDb.close();

      const result = await backup({
        dataDir: sourceDir,
        databaseUrl: sourceUrl,
        backupsDir: path.join(root, "backups"),
      });
      await restore({ dataDir: restoredDir, databaseUrl: targetUrl, backupDir: result.directory });

      const restored = target ?? (await openDatabase({ dataDir: restoredDir }));
      try {
        expect(await history(restored.db)).toEqual(recorded);
        const [entry] = (await listImports(restored.db, { limit: 1, offset: 0 })).imports;
        expect(await undoImport(restored.db, entry?.id ?? 0, "staff")).toEqual({
          ok: true,
          removed: 1,
          restored: 2,
          removedTerms: [],
          keptTerms: [],
        });
      } finally {
        if (!target) await restored.close();
      }
    } finally {
      await source?.dispose();
      await target?.dispose();
    }
  });
});

/** The PostgreSQL URL of a test database: the test server's account, that database's name. */
async function databaseUrl(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(db);
  const url = new URL(process.env.TEST_POSTGRES_URL ?? "");
  url.pathname = `/${rows[0]?.name}`;
  return url.toString();
}
