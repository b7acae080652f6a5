import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, test } from "vitest";
import { PageCache } from "#server/render-cache/page-cache.ts";
import { renderCache } from "#server/render-cache/render-cache.ts";
import { securityHeaders } from "#server/security-headers.ts";
import { createTestDatabase, type TestDatabase } from "#tests/setup/test-database.ts";
import { DemandCounter } from "./demand-counter.server.ts";
import { demandHeader } from "./demand-events.server.ts";

const browser = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36" };

let database: TestDatabase | undefined;
let close: (() => Promise<unknown>) | undefined;
afterEach(async () => {
  await close?.();
  await database?.dispose();
});

/** The render cache in front of a renderer whose search page names a search with no result. */
async function serve() {
  database = await createTestDatabase("sqlite");
  const demand = new DemandCounter(database.db, { capPerAddress: 100 });
  let renders = 0;
  const app = express();
  app.set("trust proxy", true);
  app.use(securityHeaders({ development: false }));
  app.use(
    renderCache({
      cache: new PageCache(1024 * 1024),
      version: () => 1,
      async render(request) {
        renders++;
        const q = new URL(request.url).searchParams.get("q") ?? "";
        return new Response(`<!DOCTYPE html><p>${q}</p>`, {
          headers: {
            "content-type": "text/html; charset=utf-8",
            ...demandHeader([{ event: "search", subject: q, language: "en", detail: "number", results: 0 }]),
          },
        });
      },
      development: false,
      demand,
    }),
  );
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  close = () => new Promise((resolve) => server.close(resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, demand, renders: () => renders, db: database.db };
}

describe("demand counting in the host", () => {
  test("counts a cached page each time it is served, and never sends the header", async () => {
    const site = await serve();
    const seen: (string | null)[] = [];
    for (let i = 0; i < 4; i++) {
      const page = await fetch(`${site.base}/search?q=sd7v16`, {
        headers: { ...browser, "x-forwarded-for": `192.0.2.${i}` },
      });
      await page.text();
      seen.push(page.headers.get("x-render-cache"));
      expect(page.headers.get("x-demand")).toBeNull();
    }
    expect(seen).toEqual(["miss", "hit", "hit", "hit"]);
    expect(site.renders()).toBe(1);
    // A crawler's visit is served but not counted.
    await (await fetch(`${site.base}/search?q=sd7v16`, { headers: { "user-agent": "Googlebot/2.1" } })).text();
    await site.demand.flush();
    const rows = await site.db.selectFrom("demand_counts").select(["subject", "hits", "results"]).execute();
    expect(rows).toEqual([{ subject: "sd7v16", hits: 4, results: 0 }]);
  });
});
