import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type RunningS3rver, startS3rver } from "../../../scripts/lib/s3rver.ts";
import { copyMedia } from "./copy-media.server.ts";
import { MediaBucket } from "./media-bucket.server.ts";
import { MediaFolder } from "./media-folder.server.ts";

/** The media stores against s3rver (decision 200): streamed writes, and the copy command's round trip. */

let s3: RunningS3rver;
let root: string;
beforeAll(async () => {
  s3 = await startS3rver();
});
afterAll(async () => {
  await s3?.stop();
});

let bucket: MediaBucket;
beforeEach(async () => {
  root = mkdtempSync(path.join(tmpdir(), "coolparts-copy-media-"));
  bucket = new MediaBucket(s3.settings);
  const keys: string[] = [];
  for await (const object of bucket.list()) keys.push(object.key);
  await bucket.remove(keys);
  return () => rmSync(root, { recursive: true, force: true });
});

async function contents(store: MediaBucket | MediaFolder): Promise<Record<string, string>> {
  const found: Record<string, string> = {};
  for await (const object of store.list()) {
    const stream = await store.read(object.key);
    if (!stream) throw new Error(`listed but unreadable: ${object.key}`);
    found[object.key] = Buffer.concat(await stream.toArray()).toString("base64");
  }
  return found;
}

describe("the media bucket", () => {
  it("stores a streamed body byte for byte, not only a buffer", async () => {
    const data = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 7919) % 256));
    await bucket.put("streamed.bin", {
      stream: Readable.from([data.subarray(0, 30_000), data.subarray(30_000)]),
      size: data.length,
    });
    await bucket.put("buffered.bin", data);
    const read = async (key: string) => Buffer.concat(await ((await bucket.read(key)) as Readable).toArray());
    expect((await read("streamed.bin")).equals(data)).toBe(true);
    expect((await read("buffered.bin")).equals(data)).toBe(true);
    expect(await bucket.read("missing.bin")).toBeNull();
    await bucket.remove(["streamed.bin", "buffered.bin", "missing.bin"]);
    expect(await contents(bucket)).toEqual({});
  });
});

describe("copyMedia", () => {
  it("copies a folder into a bucket and back, again and again, and skips what is not the library's", async () => {
    const source = path.join(root, "media");
    mkdirSync(path.join(source, "originals"), { recursive: true });
    const id = "0123456789abcdef01234567";
    writeFileSync(path.join(source, `${id}-320.webp`), "small rendition");
    writeFileSync(path.join(source, `${id}-640.webp`), Buffer.alloc(50_000, 7));
    writeFileSync(path.join(source, "originals", `${id}.jpg`), "the original");
    writeFileSync(path.join(source, `${id}-960.webp.a1b2c3.tmp`), "half written");
    writeFileSync(path.join(source, ".DS_Store"), "hidden");
    const folder = new MediaFolder(source);

    expect(await copyMedia(folder, bucket)).toEqual({ copied: 3, skipped: 0 });
    expect(await copyMedia(folder, bucket)).toEqual({ copied: 0, skipped: 3 });
    const inBucket = await contents(bucket);
    expect(Object.keys(inBucket).sort()).toEqual([`${id}-320.webp`, `${id}-640.webp`, `originals/${id}.jpg`]);

    // A file changed or lost in the target is copied again (same name, other size).
    await bucket.put(`${id}-320.webp`, Buffer.from("cut"));
    expect(await copyMedia(folder, bucket)).toEqual({ copied: 1, skipped: 2 });

    const back = new MediaFolder(path.join(root, "back"));
    expect(await copyMedia(bucket, back)).toEqual({ copied: 3, skipped: 0 });
    expect(await copyMedia(bucket, back)).toEqual({ copied: 0, skipped: 3 });
    expect(readFileSync(path.join(root, "back", "originals", `${id}.jpg`), "utf8")).toBe("the original");
    expect(await contents(back)).toEqual(await contents(bucket));
    expect(await contents(back)).toEqual(inBucket);
  });
});
