import { mkdtempSync, rmSync } from "node:fs";
import { request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Request, Response } from "express";
import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readEnv } from "#app/server/env.server.ts";
import { MediaFolder } from "#app/server/media/media-folder.server.ts";
import { upsertProducts } from "#app/server/products/product-writes.server.ts";
import { productInput } from "#tests/setup/product-input.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "#tests/setup/test-database.ts";
import { createApp } from "./create-app.ts";
import { gateStats, type PublicShares, publicShares } from "./fair-share.ts";
import { createLogger } from "./request-log.ts";

// The expensive public calls' budgets and fair gates (issue 41, decision 171) in the real Express
// app, with the search pages rendered by a stand-in that answers when the test says (or never,
// until its visitor leaves), and scan lookups and whole lists answered from the database.

/** A search page render the test controls: it waits for `answerNext` or for its visitor to leave. */
function heldPages() {
  const held: { q: string; answer: () => void }[] = [];
  const arrived: string[] = [];
  const handler = (req: Request, res: Response) => {
    const q = String(req.query.q ?? "");
    arrived.push(q);
    const answer = () => {
      if (!res.writableEnded) res.type("html").send(`<p>results for ${q}</p>`);
    };
    held.push({ q, answer });
    res.once("close", () => held.splice(held.findIndex((entry) => entry.answer === answer) >>> 0, 1));
  };
  return {
    handler,
    arrived,
    held,
    answerNext() {
      held[0]?.answer();
    },
  };
}

interface Sent {
  status: Promise<number>;
  body: Promise<string>;
  /** The visitor goes away: the socket closes, whatever the request's state. */
  leave: () => void;
}

/** A GET from an address of its own (TRUST_PROXY=loopback believes X-Forwarded-For). */
function send(base: string, target: string, from: string): Sent {
  let leave = () => {};
  const answer = new Promise<{ status: number; body: string }>((resolve) => {
    const request = httpRequest(`${base}${target}`, { headers: { "x-forwarded-for": from }, agent: false }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        body += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      res.on("error", () => resolve({ status: 0, body }));
    });
    request.on("error", () => resolve({ status: 0, body: "" }));
    request.end();
    leave = () => request.destroy();
  });
  return { status: answer.then((a) => a.status), body: answer.then((a) => a.body), leave: () => leave() };
}

/** Waits until `done` holds: a liveness check (how long it takes is not asserted). */
async function until(done: () => boolean, what: string) {
  for (let tries = 0; tries < 3000; tries++) {
    if (done()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`never came: ${what}`);
}

const allFree = (shares: PublicShares) =>
  Object.values(gateStats(shares)).every((stats) => stats.running === 0 && stats.waiting === 0);

describe.each(databaseKinds)("fair, abandon-safe gates on %s", { timeout: 120_000 }, (kind) => {
  let database: TestDatabase;
  let server: Server;
  let base: string;
  let mediaDir: string;
  let pages: ReturnType<typeof heldPages>;
  let shares: PublicShares;

  beforeEach(async () => {
    database = await createTestDatabase(kind);
    await upsertProducts(database.db, [productInput({ name: "Denso Compressor", partNumber: "447652-1005" })]);
    mediaDir = mkdtempSync(path.join(tmpdir(), "coolparts-media-"));
    pages = heldPages();
    const env = readEnv({
      LOG_LEVEL: "silent",
      TRUST_PROXY: "loopback",
      SCAN_LOOKUPS_PER_MINUTE: "3",
      NETWORK_BUDGET_FACTOR: "2",
      SEARCHES_PER_MINUTE: "1000",
    });
    // Nobody is turned away for waiting too long here: the tests wait for what they assert.
    shares = publicShares(env, { maxWaitMs: 600_000 });
    const app = createApp({
      database,
      env,
      logger: createLogger("silent"),
      media: new MediaFolder(mediaDir),
      pages: pages.handler,
      shares,
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

  it("keeps searching after visitors leave while their searches wait (item 1)", async () => {
    const left = Array.from({ length: 20 }, (_, n) => send(base, `/search?q=radiator+${n}`, `198.51.100.${n + 1}`));
    // One is being rendered, the others wait or were turned away; then every visitor leaves.
    await until(() => pages.arrived.length === 1, "a render");
    for (const request of left) request.leave();
    await until(() => allFree(shares), "every gate free");
    const later = send(base, "/search?q=condenser", "203.0.113.7");
    await until(() => pages.held.length === 1, "the later search rendered");
    pages.answerNext();
    expect(await later.status).toBe(200);
  });

  it("serves a buyer from another network in turn while a crowd of addresses fills the line (item 3)", async () => {
    const flood = Array.from({ length: 30 }, (_, n) => send(base, `/search?q=flood+${n}`, `198.18.${n % 4}.${n + 1}`));
    // The line is full once the rest of the crowd has been turned away (1 rendered, 16 waiting).
    let refused = 0;
    for (const request of flood) void request.status.then((status) => status === 503 && refused++);
    await until(() => refused === 13, "the crowd's surplus turned away");
    const buyerQ = "compressor for creta";
    const buyer = send(base, "/search?q=compressor+for+creta", "203.0.113.7");
    let buyerAnswered = false;
    void buyer.status.then(() => {
      buyerAnswered = true;
    });
    // The crowd's newest waiter gives the buyer its place.
    await until(() => refused === 14 || buyerAnswered, "a place in the line for the buyer");
    // Renders finish one after another: the buyer's turn comes after at most one more of the crowd's.
    for (let turns = 0; turns < 2 && !pages.arrived.includes(buyerQ) && !buyerAnswered; turns++) {
      const before = pages.arrived.length;
      pages.answerNext();
      await until(() => pages.arrived.length > before || buyerAnswered, "the next render");
    }
    expect(pages.arrived).toContain(buyerQ);
    await until(() => pages.held.some((entry) => entry.q === buyerQ), "the buyer's render");
    pages.held.find((entry) => entry.q === buyerQ)?.answer();
    expect(await buyer.status).toBe(200);
    for (const request of flood) request.leave();
  });

  it("answers a refused search with the busy page in its language, with the search box and WhatsApp", async () => {
    const waiting = Array.from({ length: 18 }, (_, n) => send(base, `/es/search?q=a+${n}`, `198.18.0.${n + 1}`));
    await until(() => gateStats(shares).searches.waiting === 16, "a full line");
    const spanish = send(base, "/es/search?q=compresor%20%3Cdenso%3E", "198.18.0.99");
    expect(await spanish.status).toBe(503);
    const page = await spanish.body;
    expect(page).toMatch(/^<!doctype html><html lang="es" dir="ltr"><head><meta charset="utf-8">/);
    expect(page).toContain("<title>La búsqueda está saturada en este momento</title>");
    expect(page).toContain('<form method="get" action="/es/search" role="search">');
    expect(page).toContain('value="compresor &lt;denso&gt;"');
    const message = encodeURIComponent("Hola, busco este repuesto: compresor <denso>");
    expect(page).toContain(`href="https://wa.me/919810000000?text=${message}"`);
    expect(page).toContain('<link rel="stylesheet" href="/busy.css">');
    expect(page).not.toMatch(/<script|<style|style=/);
    for (const request of waiting) request.leave();
  });

  it("answers refused suggestions with JSON in the page's language", async () => {
    const waiting = Array.from({ length: 9 }, (_, n) =>
      send(base, `/search.data?suggest=1&q=s${n}`, `198.18.1.${n + 1}`),
    );
    await until(() => gateStats(shares).suggestions.waiting === 8, "a full line");
    const hindi = send(base, "/hi/search.data?suggest=1&q=a", "198.18.1.50");
    expect(await hindi.status).toBe(503);
    expect(JSON.parse(await hindi.body)).toEqual({
      success: false,
      error: expect.stringMatching(/^इस समय इतने लोग खोज रहे हैं/),
    });
    for (const request of waiting) request.leave();
  });

  it("budgets scan lookups per address and per network (item 2)", async () => {
    const lookup = "/api/scan-lookup?candidates=4476521005";
    for (let n = 0; n < 3; n++) expect(await send(base, lookup, "198.18.7.1").status).toBe(200);
    const refused = send(base, lookup, "198.18.7.1");
    expect(await refused.status).toBe(429);
    expect(JSON.parse(await refused.body)).toEqual({
      success: false,
      error: expect.stringMatching(/^Too many scan lookups from your address just now\. Wait \d+ s and scan again\.$/),
    });
    // Its /24 has two addresses' budgets: three more from other addresses there, then 429 for all of it.
    for (let n = 2; n < 5; n++) expect(await send(base, lookup, `198.18.7.${n}`).status).toBe(200);
    expect(await send(base, lookup, "198.18.7.9").status).toBe(429);
    expect(await send(base, lookup, "198.18.8.1").status).toBe(200);
  });

  it("frees every gate whenever requests are abandoned: waiting, running or answered (property)", async () => {
    const kinds = [
      (n: number) => `/search?q=part+${n}`,
      (n: number) => `/search.data?suggest=1&q=part+${n}`,
      (n: number) => `/api/scan-lookup?candidates=${n}4476521005`,
      () => "/api/products",
    ];
    let next = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            kind: fc.integer({ min: 0, max: kinds.length - 1 }),
            from: fc.integer({ min: 1, max: 40 }),
            // At which step the visitor leaves (before it is seen, waiting, rendered or answered); null: it stays.
            leaveAfter: fc.option(fc.integer({ min: 0, max: 6 })),
          }),
          { minLength: 1, maxLength: 40 },
        ),
        fc.array(fc.integer({ min: 0, max: 6 }), { maxLength: 12 }),
        async (requests, answers) => {
          const sent = requests.map(({ kind, from, leaveAfter }) => {
            const request = send(
              base,
              (kinds[kind] as (n: number) => string)(next++),
              `198.${18 + (from % 2)}.${from % 5}.${from}`,
            );
            return { request, leaveAfter };
          });
          for (let turn = 0; turn <= 6; turn++) {
            for (const { request, leaveAfter } of sent) if (leaveAfter === turn) request.leave();
            if (answers.includes(turn)) pages.answerNext();
            // A step gives the server time to take the requests in (pacing only: nothing is timed).
            await new Promise((resolve) => setTimeout(resolve, 15));
          }
          // The visitors who stayed are answered (or turned away), then nobody is left.
          const stayed = sent.filter(({ leaveAfter }) => leaveAfter === null);
          let answered = 0;
          for (const { request } of stayed) void request.status.then(() => answered++);
          await until(() => {
            pages.answerNext();
            return answered === stayed.length;
          }, "every visitor who stayed answered");
          await until(() => allFree(shares), "every gate free");
        },
      ),
      { numRuns: 25 },
    );
  });
});
