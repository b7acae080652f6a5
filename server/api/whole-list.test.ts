import { mkdtempSync, rmSync } from "node:fs";
import { get, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readEnv } from "#app/server/env.server.ts";
import { wholeListInWorker } from "#app/server/import/catalogue-worker-thread.server.ts";
import { MediaFolder } from "#app/server/media/media-folder.server.ts";
import { upsertProducts } from "#app/server/products/product-writes.server.ts";
import { listProducts } from "#app/server/search/list-products.server.ts";
import { createLogger } from "#server/request-log.ts";
import { productInput } from "#tests/setup/product-input.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "#tests/setup/test-database.ts";
import { createApp } from "../create-app.ts";

/** A conditional GET as a cache sends it (fetch would add Cache-Control: no-cache, which Express honours). */
function statusIfNoneMatch(url: string, etag: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { "if-none-match": etag } }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    }).on("error", reject);
  });
}

// A list call without `limit` answers with every matching product: built in a worker thread,
// once per catalogue version, and answered with the JSON (and ETag) the call always gave.
describe.each(databaseKinds)("GET /api/products without limit on %s", (kind) => {
  let database: TestDatabase;
  let server: Server;
  let base: string;
  let mediaDir: string;
  const builds: string[] = [];

  beforeEach(async () => {
    builds.length = 0;
    database = await createTestDatabase(kind);
    await upsertProducts(
      database.db,
      Array.from({ length: 30 }, (_, i) =>
        productInput({ name: `Compressor ${i}`, partNumber: `WL-${i}`, brandSlug: i % 2 ? "denso" : "valeo" }),
      ),
    );
    mediaDir = mkdtempSync(path.join(tmpdir(), "coolparts-media-"));
    const app = createApp({
      database,
      env: readEnv({ LOG_LEVEL: "silent" }),
      logger: createLogger("silent"),
      media: new MediaFolder(mediaDir),
      buildWholeList: (query) => {
        builds.push(JSON.stringify(query));
        return wholeListInWorker(database.reopen, query);
      },
    });
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterEach(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await database.dispose();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  it("answers the same JSON as before, with an ETag and 304, built once per catalogue version", async () => {
    const [first, second] = await Promise.all([fetch(`${base}/api/products`), fetch(`${base}/api/products`)]);
    const expected = { success: true, ...(await listProducts(database.db, { offset: 0 })) };
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("application/json; charset=utf-8");
    // Sent gzipped (as built, once) to a client that takes it, plain to one that does not.
    expect(first.headers.get("content-encoding")).toBe("gzip");
    expect(await first.json()).toEqual(expected);
    const plain = await fetch(`${base}/api/products`, { headers: { "accept-encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.json()).toEqual(expected);
    expect(await second.json()).toEqual(expected);
    expect(expected.products).toHaveLength(30);
    const etag = first.headers.get("etag") ?? "";
    expect(etag).toMatch(/^W\/"[0-9a-f]+-[\w+/]{27}"$/);
    expect(second.headers.get("etag")).toBe(etag);

    expect(await statusIfNoneMatch(`${base}/api/products`, etag)).toBe(304);
    expect(builds).toHaveLength(1);

    // A filter is its own list; paged calls are never built this way.
    const valeo = (await (await fetch(`${base}/api/products?brand=valeo`)).json()) as { total: number };
    expect(valeo.total).toBe(15);
    await fetch(`${base}/api/products?limit=5`);
    expect(builds).toHaveLength(2);

    // A catalogue write makes a new version: the list is built again and shows the change.
    await upsertProducts(database.db, [productInput({ name: "Compressor new", partNumber: "WL-NEW" })]);
    expect(await statusIfNoneMatch(`${base}/api/products`, etag)).toBe(200);
    const changed = await fetch(`${base}/api/products`);
    expect(((await changed.json()) as { total: number }).total).toBe(31);
    expect(changed.headers.get("etag")).not.toBe(etag);
    expect(builds).toHaveLength(3);
    expect(changed.status).toBe(200);
  });
});
