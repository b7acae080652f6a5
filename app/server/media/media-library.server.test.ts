import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Kysely, type Selectable, sql } from "kysely";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { imageKeyFor } from "#app/catalogue/media-key.ts";
import { partNumberKey } from "#app/catalogue/part-number.ts";
import { mediaRenditionUrl } from "#app/catalogue/product.ts";
import type { Database, MediaTable, NewProductRow } from "#app/server/db/schema.ts";
import { fixturesDir } from "#tests/setup/fixtures.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "#tests/setup/test-database.ts";
import { removeOrphanMediaFiles, storedMediaKeys } from "./media-files.server.ts";
import { MediaFolder } from "./media-folder.server.ts";
import { addImagesToLibrary, type ImageUploadResult } from "./media-library.server.ts";
import { mediaDirectory } from "./media-store.server.ts";
import { NOT_AN_IMAGE_MESSAGE, type UploadedImage } from "./process-image.server.ts";

const fixtures = fixturesDir;
const photo = (name: string): UploadedImage => ({ name, data: readFileSync(path.join(fixtures, "images", name)) });
const badFile = (name: string): UploadedImage => ({ name, data: readFileSync(path.join(fixtures, "bad", name)) });
const allPhotos = () => readdirSync(path.join(fixtures, "images")).sort().map(photo);

/** Which product each fixture photo belongs to, read off catalogue-300.csv rows 2 to 13 by hand. */
const expectedPartNumbers: Record<string, string> = {
  "33740.png": "33740",
  "92600-MVHY9.webp": "92600-MVHY9",
  "97701-URGXB.webp": "97701-URGXB",
  "AC 417 000S.jpg": "AC 417 000S",
  "PAC-3170-14.png": "PAC-3170-14",
  "PAC-6360-R5.jpg": "PAC-6360-R5",
  "photo-006.jpg": "PAC-4497-92",
  "photo-007.png": "97701-S23M0",
  "photo-008.webp": "PAC-1781-L2",
  "photo-009.jpg": "VA70-AP49/C-99A",
  "photo-010.png": "AE 830 000S",
  "photo-011.webp": "92600-29ZZ6",
};

/** Processing a dozen photos takes about a second; leave room for a busy machine. */
const SLOW = { timeout: 30_000 };

/** The fields of one CSV line, with quoted fields ("a, b" and "" for a quote) as the office suite writes them. */
function csvFields(line: string): string[] {
  const fields: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (quoted && char === '"' && line[i + 1] === '"') {
      field += '"';
      i++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (char === "," && !quoted) {
      fields.push(field);
      field = "";
    } else {
      field += char;
    }
  }
  fields.push(field);
  return fields;
}

/** The 300 products of the fixture catalogue, stored directly (the spreadsheet import is tested elsewhere). */
function fixtureProducts(): NewProductRow[] {
  const now = new Date().toISOString();
  const lines = readFileSync(path.join(fixtures, "catalogue-300.csv"), "utf8").split(/\r?\n/).filter(Boolean);
  return lines.slice(1).map((line) => {
    const [name = "", partNumber = "", brand = "", category = "", description = "", image = "", rating = ""] =
      csvFields(line).map((field) => field.trim());
    return {
      name,
      part_number: partNumber,
      part_key: partNumberKey(partNumber),
      brand_slug: brand.toLowerCase().replace(/\W+/g, "-"),
      category_slug: category.toLowerCase().replace(/\W+/g, "-"),
      description,
      image: image || null,
      image_key: imageKeyFor(image || null),
      rating: rating ? Number(rating) : null,
      created_at: now,
      updated_at: now,
    };
  });
}

/** Every file under the media folder, relative to it. */
function filesIn(mediaDir: string): string[] {
  if (!existsSync(mediaDir)) return [];
  return readdirSync(mediaDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(mediaDir, path.join(entry.parentPath, entry.name)))
    .sort();
}

function mediaRows(db: Kysely<Database>) {
  return db.selectFrom("media").selectAll().orderBy("stem_key").execute();
}

async function mediaRow(db: Kysely<Database>, stemKey: string): Promise<Selectable<MediaTable>> {
  return db.selectFrom("media").selectAll().where("stem_key", "=", stemKey).executeTakeFirstOrThrow();
}

function expectOk(result: ImageUploadResult): Extract<ImageUploadResult, { ok: true }> {
  if (!result.ok) throw new Error(`upload refused: ${result.error} ${JSON.stringify(result.refused)}`);
  return result;
}

/** Where the static route finds a rendition URL: /media/<name> is <mediaDir>/<name>. */
/** The paths of a photo's files in the media folder. */
function storedMediaFiles(mediaDir: string, row: Parameters<typeof storedMediaKeys>[0]): string[] {
  return storedMediaKeys(row).map((key) => path.join(mediaDir, key));
}

function fileForUrl(mediaDir: string, url: string): string {
  return path.join(mediaDir, url.replace(/^\/media\//, ""));
}

describe("mediaDirectory", () => {
  it("keeps the library in the data folder", () => {
    expect(mediaDirectory("/srv/coolparts/data")).toBe(path.join("/srv/coolparts/data", "media"));
  });
});

describe.each(databaseKinds)("media library on %s", SLOW, (kind) => {
  let database: TestDatabase;
  let db: Kysely<Database>;
  let dataDir: string;
  let mediaDir: string;
  beforeEach(async () => {
    database = await createTestDatabase(kind);
    db = database.db;
    await db.insertInto("products").values(fixtureProducts()).execute();
    dataDir = mkdtempSync(path.join(tmpdir(), "coolparts-media-test-"));
    mediaDir = mediaDirectory(dataDir);
  });
  afterEach(async () => {
    await database.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("stores all twelve fixture photos under generated names and matches each to its product", async () => {
    const result = expectOk(await addImagesToLibrary(db, new MediaFolder(mediaDir), allPhotos()));
    expect(result.unmatched).toEqual([]);
    expect(Object.fromEntries(result.matched.map((match) => [match.file, match.partNumbers]))).toEqual(
      Object.fromEntries(Object.entries(expectedPartNumbers).map(([file, part]) => [file, [part]])),
    );

    const rows = await mediaRows(db);
    expect(rows).toHaveLength(12);
    for (const row of rows) {
      expect(row.file_id).toMatch(/^[0-9a-f]{24}$/);
      expect(row).toMatchObject({ widths: "320,640,960", width: 1200, height: 900 });
      expect(row.original_ext).toBe(path.extname(row.original_name).slice(1));
    }
    expect(rows.map((row) => row.stem_key)).toContain("AC417000S");

    // Nothing on disk carries the uploaded name: only the generated id.
    const files = filesIn(mediaDir);
    expect(files).toHaveLength(12 * 4);
    for (const file of files) expect(file).toMatch(/^(originals\/)?[0-9a-f]{24}(-\d+\.webp|\.(jpg|png|webp))$/);
    expect(files.sort()).toEqual(
      rows
        .flatMap((row) => storedMediaFiles(mediaDir, row))
        .map(relativeTo(mediaDir))
        .sort(),
    );
  });

  it("serves renditions at /media/ URLs that decode as WebP without EXIF, and keeps the originals byte for byte", async () => {
    const uploaded = photo("AC 417 000S.jpg");
    expectOk(await addImagesToLibrary(db, new MediaFolder(mediaDir), [uploaded]));
    const row = await mediaRow(db, "AC417000S");
    for (const width of [320, 640, 960]) {
      const file = fileForUrl(mediaDir, mediaRenditionUrl(row.file_id, width));
      const metadata = await sharp(readFileSync(file)).metadata();
      expect(metadata).toMatchObject({ format: "webp", width, height: (width * 3) / 4 });
      expect(metadata.exif).toBeUndefined();
    }
    expect(readFileSync(path.join(mediaDir, "originals", `${row.file_id}.jpg`))).toEqual(uploaded.data);
  });

  it("replaces a photo uploaded again under the same name and deletes the old files", async () => {
    expectOk(await addImagesToLibrary(db, new MediaFolder(mediaDir), [photo("AC 417 000S.jpg")]));
    const before = await mediaRow(db, "AC417000S");
    const oldFiles = storedMediaFiles(mediaDir, before);
    for (const file of oldFiles) expect(existsSync(file)).toBe(true);

    // The same part, named another way and saved as a PNG this time.
    const again = { name: "ac-417-000s.png", data: photo("PAC-3170-14.png").data };
    const result = expectOk(await addImagesToLibrary(db, new MediaFolder(mediaDir), [again]));
    expect(result.matched).toEqual([{ file: "ac-417-000s.png", partNumbers: ["AC 417 000S"] }]);

    const after = await mediaRow(db, "AC417000S");
    expect(after.file_id).not.toBe(before.file_id);
    expect(after).toMatchObject({
      original_name: "ac-417-000s.png",
      original_ext: "png",
      created_at: before.created_at,
    });
    expect(await mediaRows(db)).toHaveLength(1);
    for (const file of oldFiles) expect(existsSync(file)).toBe(false);
    expect(filesIn(mediaDir)).toEqual(storedMediaFiles(mediaDir, after).map(relativeTo(mediaDir)).sort());
  });

  it("deletes the files of the photo it really replaced when another change commits first", async () => {
    expectOk(await addImagesToLibrary(db, new MediaFolder(mediaDir), [photo("AC 417 000S.jpg")]));
    const original = await mediaRow(db, "AC417000S");
    // Another writer holds the row, pointing it at other files, until we let it commit.
    const other = { file_id: "f".repeat(24), widths: "320", original_ext: "jpg" };
    for (const file of storedMediaFiles(mediaDir, other)) writeFileSync(file, "other upload");
    let commitOther = () => {};
    const otherCommitted = new Promise<void>((resolve) => {
      commitOther = resolve;
    });
    const otherWriter = db.transaction().execute(async (trx) => {
      await trx.updateTable("media").set(other).where("stem_key", "=", "AC417000S").execute();
      await otherCommitted;
    });

    const upload = addImagesToLibrary(
      db,
      new MediaFolder(mediaDir),
      [photo("photo-006.jpg")].map((p) => ({ ...p, name: "AC417000S.jpg" })),
    );
    // Let the upload write its files and reach its transaction, then commit the other change.
    const storedFileCount = () => filesIn(mediaDir).filter((file) => !file.endsWith(".tmp")).length;
    while (storedFileCount() < 4 + 2 + 4) await new Promise((resolve) => setTimeout(resolve, 10));
    await new Promise((resolve) => setTimeout(resolve, 200));
    commitOther();
    await otherWriter;
    expectOk(await upload);

    const row = await mediaRow(db, "AC417000S");
    expect(row.original_name).toBe("AC417000S.jpg");
    // The other writer's files, the ones this upload replaced, are gone; the first upload's files
    // were already replaced by the other writer, so they stay for the orphan sweep.
    expect(filesIn(mediaDir)).toEqual(
      [...storedMediaFiles(mediaDir, row), ...storedMediaFiles(mediaDir, original)].map(relativeTo(mediaDir)).sort(),
    );
  });

  it("leaves only the winner's files when two uploads replace the same photo at once", async () => {
    expectOk(await addImagesToLibrary(db, new MediaFolder(mediaDir), [photo("AC 417 000S.jpg")]));
    const upload = (data: Buffer) =>
      addImagesToLibrary(db, new MediaFolder(mediaDir), [{ name: "AC 417 000S.jpg", data }]);
    await Promise.all([upload(photo("photo-006.jpg").data), upload(photo("photo-009.jpg").data)]);
    const row = await mediaRow(db, "AC417000S");
    expect(filesIn(mediaDir)).toEqual(storedMediaFiles(mediaDir, row).map(relativeTo(mediaDir)).sort());
  });

  it("keeps the later of two files with the same name in one upload", async () => {
    const first = photo("AC 417 000S.jpg");
    const second = { name: "AC417000S.png", data: photo("PAC-3170-14.png").data };
    const result = expectOk(await addImagesToLibrary(db, new MediaFolder(mediaDir), [first, second]));
    expect(result.matched).toEqual([{ file: "AC417000S.png", partNumbers: ["AC 417 000S"] }]);
    expect(result.unmatched).toEqual([
      {
        file: "AC 417 000S.jpg",
        reason: 'Not kept: "AC417000S.png" in the same upload has the same name and replaces it.',
      },
    ]);
    const row = await mediaRow(db, "AC417000S");
    expect(row).toMatchObject({ original_name: "AC417000S.png", original_ext: "png" });
    expect(filesIn(mediaDir)).toEqual(storedMediaFiles(mediaDir, row).map(relativeTo(mediaDir)).sort());
  });

  it("keeps a photo no product uses yet, and says so", async () => {
    const stray = { name: "XYZ 999.jpg", data: photo("photo-006.jpg").data };
    const result = expectOk(await addImagesToLibrary(db, new MediaFolder(mediaDir), [stray, photo("33740.png")]));
    expect(result.matched).toEqual([{ file: "33740.png", partNumbers: ["33740"] }]);
    expect(result.unmatched).toEqual([
      {
        file: "XYZ 999.jpg",
        reason:
          'No product has the part number or image name "XYZ999" yet; the photo is kept and will appear when such a product is imported.',
      },
    ]);
    expect((await mediaRows(db)).map((row) => row.stem_key)).toEqual(["33740", "XYZ999"]);
  });

  it.each([
    ["script.svg", NOT_AN_IMAGE_MESSAGE],
    ["text-renamed.jpg", NOT_AN_IMAGE_MESSAGE],
    ["not-a-spreadsheet.xlsx", NOT_AN_IMAGE_MESSAGE],
    [
      "40000x40000.png",
      '"40000x40000.png" is 40000 × 40000 pixels (1,600 megapixels); photos may have at most 50 megapixels. Please resize it.',
    ],
  ])("refuses a batch holding %s and stores nothing", async (name, error) => {
    const result = await addImagesToLibrary(db, new MediaFolder(mediaDir), [photo("AC 417 000S.jpg"), badFile(name)]);
    expect(result).toMatchObject({ ok: false, error });
    if (result.ok) return;
    expect(result.refused).toHaveLength(1);
    expect(result.refused[0]).toMatchObject({ file: name });
    expect(filesIn(mediaDir)).toEqual([]);
    expect(await mediaRows(db)).toEqual([]);
  });

  it("says 'Please upload only image files' when a batch has both a non-image and an over-limit photo", async () => {
    const result = await addImagesToLibrary(db, new MediaFolder(mediaDir), [
      badFile("40000x40000.png"),
      badFile("script.svg"),
    ]);
    expect(result).toMatchObject({ ok: false, error: NOT_AN_IMAGE_MESSAGE });
    if (!result.ok) expect(result.refused.map((refusal) => refusal.file)).toEqual(["40000x40000.png", "script.svg"]);
  });

  it("refuses an empty upload and a name without letters or digits", async () => {
    expect(await addImagesToLibrary(db, new MediaFolder(mediaDir), [])).toMatchObject({ ok: false, refused: [] });
    const result = await addImagesToLibrary(db, new MediaFolder(mediaDir), [
      { name: "---.jpg", data: photo("photo-006.jpg").data },
    ]);
    expect(result).toMatchObject({ ok: false, refused: [{ file: "---.jpg" }] });
    expect(filesIn(mediaDir)).toEqual([]);
  });

  it("deletes the files it wrote when the database transaction fails", async () => {
    await sql`drop table media`.execute(db);
    await expect(
      addImagesToLibrary(db, new MediaFolder(mediaDir), [photo("AC 417 000S.jpg"), photo("33740.png")]),
    ).rejects.toThrow();
    expect(filesIn(mediaDir)).toEqual([]);
  });

  it("sweeps old files that no library photo refers to, and leaves everything else", async () => {
    expectOk(await addImagesToLibrary(db, new MediaFolder(mediaDir), [photo("33740.png")]));
    const kept = filesIn(mediaDir);
    const orphanId = "0123456789abcdef01234567";
    writeFileSync(path.join(mediaDir, `${orphanId}-320.webp`), "orphan");
    writeFileSync(path.join(mediaDir, "originals", `${orphanId}.jpg`), "orphan");
    writeFileSync(path.join(mediaDir, `${orphanId}-640.webp.a1b2c3.tmp`), "interrupted write");
    writeFileSync(path.join(mediaDir, "README.txt"), "not ours");
    mkdirSync(path.join(mediaDir, "somewhere-else"));

    expect(await removeOrphanMediaFiles(db, new MediaFolder(mediaDir))).toBe(0); // all too young: maybe an upload in progress
    expect(await removeOrphanMediaFiles(db, new MediaFolder(mediaDir), { olderThanMs: 0 })).toBe(3);
    expect(filesIn(mediaDir)).toEqual([...kept, "README.txt"].sort());
  });
});

function relativeTo(directory: string): (file: string) => string {
  return (file) => path.relative(directory, file);
}
