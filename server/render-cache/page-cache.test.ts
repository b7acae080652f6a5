import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, test } from "vitest";
import { PageCache, type RenderedPage } from "./page-cache.ts";

function page(text: string, status = 200): RenderedPage & { keep: boolean } {
  return {
    status,
    headers: [["content-type", "text/html; charset=utf-8"]],
    scriptHashes: [],
    body: Buffer.from(text),
    keep: status === 200,
  };
}

describe("PageCache", () => {
  test("keeps a page per version, precompressed, and renders again once the version moves", async () => {
    const cache = new PageCache(1024 * 1024);
    let renders = 0;
    const render = async () => page(`<p>render ${++renders}</p>`.repeat(50));
    const first = await cache.get("/brands/denso", 1, render);
    const second = await cache.get("/brands/denso", 1, render);
    expect([first.hit, second.hit]).toEqual([false, true]);
    expect(second.page).toBe(first.page);
    expect(brotliDecompressSync(first.page.br).toString()).toBe(first.page.identity.toString());
    expect(gunzipSync(first.page.gzip).toString()).toBe(first.page.identity.toString());
    expect(first.page.etag).toMatch(/^"[\w-]{27}"$/);
    const bumped = await cache.get("/brands/denso", 2, render);
    expect(bumped.hit).toBe(false);
    expect(bumped.page.identity.toString()).toContain("render 2");
    expect((await cache.get("/brands/denso", 2, render)).hit).toBe(true);
    expect(renders).toBe(2);
    // A restored backup takes the number back: what was kept under the later number is never served.
    await cache.get("/brands/denso", 1, render);
    await cache.get("/brands/denso", 2, render);
    expect(renders).toBe(4);
  });

  test("a burst of misses for one page renders it once", async () => {
    const cache = new PageCache(1024 * 1024);
    let renders = 0;
    let finish: () => void = () => {};
    const render = () =>
      new Promise<RenderedPage & { keep: boolean }>((resolve) => {
        renders++;
        finish = () => resolve(page("<p>once</p>"));
      });
    const burst = Array.from({ length: 20 }, () => cache.get("/", 1, render));
    await new Promise((resolve) => setTimeout(resolve, 0));
    finish();
    const answers = await Promise.all(burst);
    expect(renders).toBe(1);
    expect(new Set(answers.map((answer) => answer.page)).size).toBe(1);
    expect(cache.stats()).toMatchObject({ renders: 1, misses: 20, entries: 1 });
  });

  test("the byte limit evicts the least recently used pages", async () => {
    const probe = new PageCache(1024 * 1024);
    // Random text barely compresses, so each page weighs about three times its length.
    const body = (seed: number) =>
      Array.from({ length: 2000 }, (_, i) => String.fromCharCode(33 + ((i * 7919 + seed * 104729) % 89))).join("");
    const one = (await probe.get("x", 1, async () => page(body(0)))).page.bytes;
    const cache = new PageCache(one * 3 + one / 2);
    for (const key of ["/a", "/b", "/c"]) await cache.get(key, 1, async () => page(body(key.charCodeAt(1))));
    await cache.get("/a", 1, async () => page("unused"));
    await cache.get("/d", 1, async () => page(body(4)));
    expect(cache.has("/b")).toBe(false);
    expect(["/a", "/c", "/d"].every((key) => cache.has(key))).toBe(true);
    expect(cache.stats().bytes).toBeLessThanOrEqual(one * 3 + one / 2);
    expect(cache.stats().evictions).toBe(1);
  });

  test("pages that are not 200 are handed out but not kept", async () => {
    const cache = new PageCache(1024 * 1024);
    const missing = await cache.get("/brands/nobody", 1, async () => page("<p>Not found</p>", 404));
    expect(missing.page.status).toBe(404);
    expect(cache.has("/brands/nobody")).toBe(false);
  });

  test("a page over the whole limit is handed out but not kept, and evicts nothing", async () => {
    const small = page("<p>small</p>");
    const probe = new PageCache(1024 * 1024);
    const limit = (await probe.get("/", 1, async () => small)).page.bytes * 2;
    const cache = new PageCache(limit);
    await cache.get("/brands/denso", 1, async () => small);
    const huge = await cache.get("/brands/valeo", 1, async () => page("x".repeat(limit * 4)));
    expect(huge.page.identity.length).toBe(limit * 4);
    expect(cache.has("/brands/valeo")).toBe(false);
    expect((await cache.get("/brands/denso", 1, async () => small)).hit).toBe(true);
    expect(cache.stats()).toMatchObject({ entries: 1, evictions: 0 });
    expect(cache.stats().bytes).toBeLessThanOrEqual(limit);
  });
});
