import { mkdtempSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { acceptedEncodings, precompressedAssets } from "./precompressed-assets.ts";

describe("acceptedEncodings", () => {
  test("reads tokens and refuses those with q=0", () => {
    expect([...acceptedEncodings("gzip, deflate, br, zstd")]).toEqual(["gzip", "deflate", "br", "zstd"]);
    expect([...acceptedEncodings("br;q=0, gzip;q=0.5")]).toEqual(["gzip"]);
    expect([...acceptedEncodings(undefined)]).toEqual([]);
  });
});

describe("precompressedAssets", () => {
  const script = "console.log('a fairly long script body that compresses');\n".repeat(50);
  let base = "";
  let close: () => void = () => {};

  beforeAll(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "assets-"));
    writeFileSync(path.join(dir, "app-1a2b.js"), script);
    writeFileSync(path.join(dir, "app-1a2b.js.br"), brotliCompressSync(script));
    writeFileSync(path.join(dir, "app-1a2b.js.gz"), gzipSync(script));
    writeFileSync(path.join(dir, "plain-3c4d.js"), "plain");
    const app = express();
    app.use("/assets", precompressedAssets(dir));
    app.use("/assets", express.static(dir));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/assets`;
    close = () => server.close();
  });
  afterAll(() => close());

  async function get(file: string, acceptEncoding: string) {
    // fetch would decode the body itself; the raw bytes and headers are what is under test.
    const response = await fetch(`${base}/${file}`, { headers: { "Accept-Encoding": acceptEncoding } });
    return { response, bytes: Buffer.from(await response.arrayBuffer()) };
  }

  test("prefers brotli, keeps the script's type, and caches for a year", async () => {
    const { response } = await get("app-1a2b.js", "gzip, deflate, br, zstd");
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("vary")).toMatch(/Accept-Encoding/);
  });

  test("falls back to gzip, then to the plain file", async () => {
    expect((await get("app-1a2b.js", "br;q=0, gzip")).response.headers.get("content-encoding")).toBe("gzip");
    const plain = await get("app-1a2b.js", "identity");
    expect(plain.response.headers.get("content-encoding")).toBeNull();
    expect(plain.bytes.toString()).toBe(script);
    const uncompressed = await get("plain-3c4d.js", "br, gzip");
    expect(uncompressed.response.headers.get("content-encoding")).toBeNull();
    expect(uncompressed.bytes.toString()).toBe("plain");
  });
});
