import { readdirSync } from "node:fs";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { copyMedia } from "#app/server/media/copy-media.server.ts";
import { MediaBucket } from "#app/server/media/media-bucket.server.ts";
import { removeOrphanMediaFiles } from "#app/server/media/media-files.server.ts";
import { MediaFolder } from "#app/server/media/media-folder.server.ts";
import { addImagesToLibrary } from "#app/server/media/media-library.server.ts";
import type { MediaStore } from "#app/server/media/media-store.server.ts";
import { type ApiCall, apiClient, filesForm, type ApiJson as Json, photosForm } from "#tests/setup/api-client.ts";
import { readFixture } from "#tests/setup/fixtures.ts";
import { databaseKinds } from "#tests/setup/test-database.ts";
import { startTestServer, type TestServer } from "#tests/setup/test-server.ts";
import { type RunningS3rver, startS3rver } from "../scripts/lib/s3rver.ts";

/**
 * Photos in an S3 bucket (decision 200), against s3rver: stored in the bucket and not on this
 * machine, served by any process with validators and ranges, deleted with their variants, and
 * redirected to MEDIA_PUBLIC_URL when one is set (decision 201).
 */

const photo = (name: string, fixture = "33740.png") => ({ name, data: readFixture("images", fixture) });

let s3: RunningS3rver;
beforeAll(async () => {
  s3 = await startS3rver();
});
afterAll(async () => {
  await s3?.stop();
});

async function bucketKeys(bucket: MediaBucket): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of bucket.list()) keys.push(object.key);
  return keys.sort();
}

/** The keys of a photo's files (renditions and original) by the id in its address. */
function idOf(src: string): string {
  const fileId = /^\/media\/([0-9a-f]{24})-\d+\.webp$/.exec(src)?.[1];
  if (!fileId) throw new Error(`not a library photo: ${src}`);
  return fileId;
}

async function addProduct(call: ApiCall, partNumber: string): Promise<number> {
  const answer = await call("POST", "/api/products", {
    json: { name: `Compressor ${partNumber}`, partNumber, brand: "Denso", category: "compressor" },
  });
  expect(answer.status, answer.text).toBe(201);
  return (answer.json.product as Json).id as number;
}

async function mainPhoto(call: ApiCall, id: number): Promise<string> {
  const answer = await call("GET", `/api/products/${id}/photos`);
  expect(answer.status, answer.text).toBe(200);
  const [first] = answer.json.photos as { src: string }[];
  if (!first) throw new Error("the product has no photo");
  return first.src;
}

describe.each(databaseKinds)("photos in an S3 bucket, on %s", (kind) => {
  let bucket: MediaBucket;
  let first: TestServer;
  let call: ApiCall;
  const others: TestServer[] = [];

  beforeEach(async () => {
    bucket = new MediaBucket(s3.settings);
    await bucket.remove(await bucketKeys(bucket));
    first = await startTestServer(kind, { media: bucket });
    const token = await first.signIn();
    call = apiClient(
      () => first.url,
      () => token,
    );
  });
  afterEach(async () => {
    for (const other of others.splice(0)) await other.close();
    await first.close();
  });

  /** Another process: its own data folder, the same database and bucket. */
  async function secondProcess(media: MediaStore = new MediaBucket(s3.settings)): Promise<TestServer> {
    const other = await startTestServer(kind, { database: first.database, media });
    others.push(other);
    return other;
  }

  it("stores an upload in the bucket and serves it with ETag, 304 on revalidation and 206 for a range", async () => {
    const id = await addProduct(call, "447652-1005");
    const answer = await call("POST", "/api/upload-images", { form: photosForm([photo("447652-1005.jpg")]) });
    expect(answer.status, answer.text).toBe(200);
    const src = await mainPhoto(call, id);
    const keys = await bucketKeys(bucket);
    expect(keys).toContain(src.replace("/media/", ""));
    expect(keys.filter((key) => key.startsWith(`originals/${idOf(src)}.`))).toHaveLength(1);
    // Nothing on this machine: the data folder's media folder stays empty.
    expect(readdirSync(first.mediaDir)).toEqual([]);

    const whole = await fetch(`${first.url}${src}`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("content-type")).toBe("image/webp");
    expect(whole.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(whole.headers.get("accept-ranges")).toBe("bytes");
    expect(whole.headers.get("last-modified")).toBeTruthy();
    const etag = whole.headers.get("etag");
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const bytes = Buffer.from(await whole.arrayBuffer());
    expect(bytes.subarray(8, 12).toString("latin1")).toBe("WEBP");
    expect(Number(whole.headers.get("content-length"))).toBe(bytes.length);

    const again = await fetch(`${first.url}${src}`, { headers: { "if-none-match": etag ?? "" } });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
    expect((await again.arrayBuffer()).byteLength).toBe(0);
    const changed = await fetch(`${first.url}${src}`, { headers: { "if-none-match": '"another"' } });
    expect(changed.status).toBe(200);
    await changed.arrayBuffer();

    const part = await fetch(`${first.url}${src}`, { headers: { range: "bytes=0-99" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 0-99/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(bytes.subarray(0, 100));
    const rest = await fetch(`${first.url}${src}`, { headers: { range: "bytes=100-" } });
    expect(rest.status).toBe(206);
    expect(Buffer.from(await rest.arrayBuffer())).toEqual(bytes.subarray(100));

    const head = await fetch(`${first.url}${src}`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("etag")).toBe(etag);
    expect(Number(head.headers.get("content-length"))).toBe(bytes.length);

    // An original is never public, and a name the bucket lacks is a 404.
    expect((await fetch(`${first.url}/media/originals/${idOf(src)}.png`)).status).toBe(404);
    expect((await fetch(`${first.url}/media/${"0".repeat(24)}-320.webp`)).status).toBe(404);
  });

  it("serves through a second process with another data folder a photo uploaded through the first", async () => {
    const id = await addProduct(call, "447652-1005");
    await call("POST", "/api/upload-images", { form: photosForm([photo("447652-1005.jpg")]) });
    const src = await mainPhoto(call, id);
    const fromFirst = Buffer.from(await (await fetch(`${first.url}${src}`)).arrayBuffer());

    const second = await secondProcess();
    expect(second.mediaDir).not.toBe(first.mediaDir);
    const fromSecond = await fetch(`${second.url}${src}`);
    expect(fromSecond.status).toBe(200);
    expect(Buffer.from(await fromSecond.arrayBuffer())).toEqual(fromFirst);
    // Both processes give the same validators, so a browser's copy stays good whichever answers.
    const revalidated = await fetch(`${second.url}${src}`, {
      headers: { "if-none-match": fromSecond.headers.get("etag") ?? "" },
    });
    expect(revalidated.status).toBe(304);
    // A process whose photos are in its own folder does not have it: the 404 of issue 42.
    const folderProcess = await secondProcess(new MediaFolder(first.mediaDir));
    expect((await fetch(`${folderProcess.url}${src}`)).status).toBe(404);
  });

  it("deletes the object and its variants with the photo, and an old photo when a new one replaces it", async () => {
    const id = await addProduct(call, "447652-1005");
    await call("POST", "/api/upload-images", { form: photosForm([photo("447652-1005.jpg")]) });
    const old = await mainPhoto(call, id);
    await call("POST", "/api/upload-images", { form: photosForm([photo("447652-1005.jpg", "photo-006.jpg")]) });
    const replacement = await mainPhoto(call, id);
    expect(replacement).not.toBe(old);
    const keys = await bucketKeys(bucket);
    expect(keys.filter((key) => key.includes(idOf(old)))).toEqual([]);
    const variants = keys.filter((key) => key.includes(idOf(replacement)));
    expect(variants.length).toBeGreaterThanOrEqual(2); // at least one rendition and the original

    const removed = await call("DELETE", `/api/products/${id}/image`);
    expect(removed.status, removed.text).toBe(200);
    expect(await bucketKeys(bucket)).toEqual([]);
    expect((await fetch(`${first.url}${replacement}`)).status).toBe(404);
  });

  it("leaves the bucket as it was when an upload is refused or its transaction fails", async () => {
    await call("POST", "/api/upload-images", { form: photosForm([photo("33740.png")]) });
    const before = await bucketKeys(bucket);
    expect(before.length).toBeGreaterThan(0);
    const refused = await call("POST", "/api/upload-images", {
      form: photosForm([photo("AC 417 000S.jpg", "AC 417 000S.jpg"), { name: "x.jpg", data: Buffer.from("no") }]),
    });
    expect(refused.status).toBe(400);
    expect(await bucketKeys(bucket)).toEqual(before);

    // The rows cannot be written: the objects written before the transaction are deleted again.
    await first.database.db.schema.dropTable("product_photos").execute();
    await first.database.db.schema.dropTable("media").execute();
    await expect(addImagesToLibrary(first.database.db, bucket, [photo("PAC-6360-R5.jpg")])).rejects.toThrow();
    expect(await bucketKeys(bucket)).toEqual(before);
  });

  it("serves a photo the copy command streamed into the bucket from a media folder", async () => {
    const folder = new MediaFolder(first.mediaDir);
    const id = await addProduct(call, "447652-1005");
    // Uploaded while the site kept its photos in a folder…
    expect(await addImagesToLibrary(first.database.db, folder, [photo("447652-1005.jpg")])).toMatchObject({ ok: true });
    const src = await mainPhoto(call, id);
    // (A second process signs the test administrator in again: the first's token is spent after it.)
    const folderServer = await secondProcess(folder);
    const fromFolder = Buffer.from(await (await fetch(`${folderServer.url}${src}`)).arrayBuffer());
    // …copied into the bucket (each file a stream, as the command sends it), then served from there.
    expect(await copyMedia(folder, bucket)).toMatchObject({ skipped: 0 });
    const fromBucket = await fetch(`${first.url}${src}`);
    expect(fromBucket.status).toBe(200);
    expect(Buffer.from(await fromBucket.arrayBuffer())).toEqual(fromFolder);
  });

  it("keeps a brand's logo in the bucket, replaces and removes it there, and sweeps only orphans", async () => {
    const logo = (fixture: string) => ({
      form: filesForm("image", [{ name: "logo.png", data: readFixture("images", fixture) }]),
    });
    const uploaded = await call("PUT", "/api/brands/denso/image", logo("33740.png"));
    expect(uploaded.status, uploaded.text).toBe(200);
    const src = (uploaded.json.brand as { image: string }).image;
    expect((await fetch(`${first.url}${src}`)).status).toBe(200);
    // An object no row names, old enough: the sweep deletes it and keeps the logo's.
    await bucket.put(`${"f".repeat(24)}-320.webp`, Buffer.from("orphan"));
    expect(await removeOrphanMediaFiles(first.database.db, bucket, { olderThanMs: -1 })).toBe(1);
    const logoKeys = await bucketKeys(bucket);
    expect(logoKeys.length).toBeGreaterThanOrEqual(2);
    expect(logoKeys.every((key) => key.includes(idOf(src)))).toBe(true);

    const second = await call("PUT", "/api/brands/denso/image", logo("photo-006.jpg"));
    const replaced = (second.json.brand as { image: string }).image;
    expect((await bucketKeys(bucket)).every((key) => key.includes(idOf(replaced)))).toBe(true);
    expect((await call("DELETE", "/api/brands/denso/image")).status).toBe(200);
    expect(await bucketKeys(bucket)).toEqual([]);
  });

  it("redirects to MEDIA_PUBLIC_URL with the object's key when one is set", async () => {
    const cdn = await secondProcess(new MediaBucket({ ...s3.settings, publicUrl: "https://cdn.example.com/media/" }));
    const name = `${"a".repeat(24)}-640.webp`;
    const answer = await fetch(`${cdn.url}/media/${name}`, { redirect: "manual" });
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe(`https://cdn.example.com/media/${name}`);
    expect(answer.headers.get("cache-control")).toBe("public, max-age=86400");
    // Originals stay private behind a CDN too: never redirected.
    expect((await fetch(`${cdn.url}/media/originals/${"a".repeat(24)}.jpg`, { redirect: "manual" })).status).toBe(404);
  });
});
