import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, test } from "vitest";
import { DemandCounter } from "#app/server/demand/demand-counter.server.ts";
import { demandHeader } from "#app/server/demand/demand-events.server.ts";
import { PageCache } from "#server/render-cache/page-cache.ts";
import { createTestDatabase, type TestDatabase } from "#tests/setup/test-database.ts";
import type { Logger } from "../request-log.ts";
import { securityHeaders } from "../security-headers.ts";
import { hostCheck, trustedHost } from "../trusted-host.ts";
import { cachedPageFastPath } from "./cached-page-fast-path.ts";
import { renderCache } from "./render-cache.ts";

const browser = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36" };
const quiet: Logger = { info() {}, error() {} };
const env = { HOST: "127.0.0.1", PUBLIC_URL: undefined };

let database: TestDatabase | undefined;
let close: (() => Promise<unknown>) | undefined;
afterEach(async () => {
  await close?.();
  await database?.dispose();
});

/** The render cache behind the middleware that guards it, with the fast path in front, as server/app.ts has them. */
async function serve() {
  database = await createTestDatabase("sqlite");
  const demand = new DemandCounter(database.db, { capPerAddress: 100 });
  const cache = new PageCache(1024 * 1024);
  let reachedExpress = 0;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", "loopback");
  app.use((_req, _res, next) => {
    reachedExpress++;
    next();
  });
  app.use(trustedHost(env, quiet));
  app.use(securityHeaders({ development: false }));
  app.use(
    renderCache({
      cache,
      version: () => 1,
      async render(request) {
        const q = new URL(request.url).searchParams.get("q") ?? "";
        return new Response(`<!DOCTYPE html><p>${q}</p><script>window.q = 1;</script>`, {
          headers: {
            "content-type": "text/html; charset=utf-8",
            "cache-control": "public, s-maxage=60",
            ...demandHeader([{ event: "search", subject: q, language: "en", detail: "number", results: 0 }]),
          },
        });
      },
      development: false,
      demand,
    }),
  );
  const handler = cachedPageFastPath({
    app,
    cache,
    version: () => 1,
    answersFor: hostCheck(env),
    demand,
    logLevel: "silent",
  });
  const server = createServer(handler).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  close = () => new Promise((resolve) => server.close(resolve));
  const port = (server.address() as AddressInfo).port;
  return { port, demand, db: database.db, reachedExpress: () => reachedExpress };
}

/** One request with raw bytes (fetch would decompress them). */
function get(port: number, path: string, headers: Record<string, string>, method = "GET") {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      request({ host: "127.0.0.1", port, path, method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
        .on("error", reject)
        .end();
    },
  );
}

const perConnection = ["date", "connection", "keep-alive"];
const withoutPerConnection = (headers: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !perConnection.includes(name)));

describe("the fast path for kept pages", () => {
  test("answers a kept page before Express with the very bytes and headers Express sends", async () => {
    const site = await serve();
    const accept = { ...browser, "accept-encoding": "gzip, deflate, br" };
    const first = await get(site.port, "/search?q=abc", accept);
    expect(first.headers["x-render-cache"]).toBe("miss");
    expect(site.reachedExpress()).toBe(1);
    // A conditional request whose tag does not match goes through Express and gets the whole page.
    const viaExpress = await get(site.port, "/search?q=abc", { ...accept, "if-none-match": '"other"' });
    expect(site.reachedExpress()).toBe(2);
    const fast = await get(site.port, "/search?q=abc", accept);
    expect(site.reachedExpress()).toBe(2);
    expect(fast.status).toBe(200);
    expect(fast.headers["content-encoding"]).toBe("br");
    expect(fast.body.equals(viaExpress.body)).toBe(true);
    expect(withoutPerConnection(fast.headers)).toEqual(withoutPerConnection(viaExpress.headers));
    expect(fast.headers["x-demand"]).toBeUndefined();
    expect(fast.headers["content-security-policy"]).toMatch(/script-src 'self' 'wasm-unsafe-eval' 'sha256-/);

    const gzip = await get(site.port, "/search?q=abc", { ...accept, "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    const head = await get(site.port, "/search?q=abc", accept, "HEAD");
    expect(head.body.length).toBe(0);
    expect(head.headers["content-length"]).toBe(fast.headers["content-length"]);
    expect(site.reachedExpress()).toBe(2);
  });

  test("leaves to Express what it may not answer (another host, a cookie, no compression) and honours q=0", async () => {
    const site = await serve();
    const accept = { ...browser, "accept-encoding": "br" };
    await get(site.port, "/search?q=abc", accept);
    const misdirected = await get(site.port, "/search?q=abc", { ...accept, host: "evil.example" });
    expect(misdirected.status).toBe(421);
    const withCookie = await get(site.port, "/search?q=abc", { ...accept, cookie: "a=b" });
    expect(withCookie.headers["x-render-cache"]).toBe("bypass");
    // Served here, in the one encoding the browser still takes.
    const brRefused = await get(site.port, "/search?q=abc", { ...accept, "accept-encoding": "br;q=0, gzip" });
    expect(brRefused.headers["content-encoding"]).toBe("gzip");
    expect(brRefused.headers["x-render-cache"]).toBe("hit");
    const plain = await get(site.port, "/search?q=abc", browser);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toContain("<p>abc</p>");
    // The first render, the other host, the cookie and the uncompressed answer.
    expect(site.reachedExpress()).toBe(4);
  });

  test("counts demand on every page it serves (decision 120)", async () => {
    const site = await serve();
    for (let i = 0; i < 3; i++) {
      await get(site.port, "/search?q=sd7v16", {
        ...browser,
        "accept-encoding": "br",
        "x-forwarded-for": `192.0.2.${i}`,
      });
    }
    expect(site.reachedExpress()).toBe(1);
    await site.demand.flush();
    const rows = await site.db.selectFrom("demand_counts").select(["subject", "hits"]).execute();
    expect(rows).toEqual([{ subject: "sd7v16", hits: 3 }]);
  });
});
