import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FuzzFigures, fuzzServer, type ReplayedSeed } from "#tests/fuzz/run-fuzz.ts";
import { ServerUnderFuzz } from "#tests/fuzz/server-under-fuzz.ts";
import { HEALTHZ_LIMIT_MS } from "#tests/fuzz/violations.ts";
import { databaseKinds } from "#tests/setup/test-database.ts";

// Issue 24: random methods, targets, headers, Host values and bodies against the production server
// process, on each database. No 5xx, no crash, /healthz quick throughout, one clean log line per
// request (tests/fuzz/ holds the generators and the checks; docs/decisions/081 the design).
// `npm test` runs a few hundred seeded cases; `npm run fuzz` runs many more (FUZZ_RUNS,
// FUZZ_SECONDS, FUZZ_SEED; FUZZ_SHRINK=1 shrinks a failing case).

const runs = Number(process.env.FUZZ_RUNS ?? 150);
// In `npm test` at most 20 s a database, however busy the machine: the cases keep their order, a
// busy machine runs fewer of them (the figures say how many).
const seconds = Number(process.env.FUZZ_SECONDS ?? 20);
const seed = Number(process.env.FUZZ_SEED ?? 2024);
const shrink = process.env.FUZZ_SHRINK === "1";
const timeoutMs = (seconds + 120) * 1000;

/** Cases that found a defect fixed on this branch, replayed exactly (seed and path) on every run. */
const seedsThatFoundBugs: (ReplayedSeed & { reason: string })[] = [
  { seed: 1, path: "644", reason: "GET /sitemaps/products-0.xml answered 500 on PostgreSQL (a negative OFFSET)" },
  { seed: 2, path: "722", reason: "a form post from another site logged a stack trace (React Router's CSRF refusal)" },
  { seed: 1, path: "2926", reason: "a media request whose body broke off logged a stack trace (Node's Parse Error)" },
  { seed: 12345, path: "20", reason: "a refused request with a broken chunked body was answered but never logged" },
  { seed: 777, path: "24", reason: "GET https://[::1/assets/… skipped the app for an unlogged 404 and a raw DEP0170" },
  {
    seed: 41002,
    path: "47",
    reason: "Node's 431 to a big form with a 20 KB header was judged as the app not refusing it",
  },
  { seed: 41003, path: "784", reason: "an upload cut off in a file field the call refuses ended the process" },
];

describe.each(databaseKinds)("the production server under request fuzzing on %s", (kind) => {
  let server: ServerUnderFuzz;
  const figures: FuzzFigures[] = [];

  beforeAll(async () => {
    server = await ServerUnderFuzz.start(kind);
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    const healthz = server?.healthz.figures();
    for (const run of figures) {
      console.log(
        `[fuzz] ${kind}: ${run.cases} cases in ${run.seconds} s (seed ${run.seed}), ${run.failures} failures, ` +
          `restarts ${run.restarts}, statuses ${JSON.stringify(run.statuses)}`,
      );
    }
    console.log(`[fuzz] ${kind}: /healthz ${JSON.stringify(healthz)} (limit ${HEALTHZ_LIMIT_MS} ms per case)`);
  });

  it("numbers product sitemaps from 1: products-0.xml is no file, not a negative offset", async () => {
    const base = `http://127.0.0.1:${server.port}`;
    expect((await fetch(`${base}/sitemaps/products-1.xml`)).status).toBe(200);
    for (const name of ["products-0.xml", "products-00.xml"]) {
      expect((await fetch(`${base}/sitemaps/${name}`)).status, name).toBe(404);
    }
  });

  it("refuses a form post from another site with 400 and one info line, no stack trace", async () => {
    const from = server.log.mark();
    const answer = await fetch(`http://127.0.0.1:${server.port}/es/contact`, {
      method: "POST",
      headers: { origin: "https://attacker.example", "content-type": "application/x-www-form-urlencoded" },
      body: "name=Ravi",
    });
    expect(answer.status).toBe(400);
    await server.log.waitForRequest({ method: "POST", path: "/es/contact", status: 400 }, from, 2000);
    const lines = server.log.since(from);
    expect(lines.filter((line) => !line.json || "stack" in line.json)).toEqual([]);
    expect(lines.some((line) => line.json?.reason === "cross-origin-action")).toBe(true);
  });

  it.each(seedsThatFoundBugs)("replays seed $seed path $path: $reason", async ({ seed: kept, path }) => {
    const run = await fuzzServer(server, { seed: kept, path, runs: 1 });
    expect(run.failures).toBe(0);
  });

  it(
    `answers ${runs} generated requests without a 5xx, a crash, a slow /healthz or a stack trace in the log`,
    async () => {
      const run = await fuzzServer(server, { seed, runs, seconds, shrink });
      figures.push(run);
      expect(run.failures).toBe(0);
      expect(run.cases).toBeGreaterThan(0);
    },
    timeoutMs,
  );
});

describe("the server under fuzzing, once closed", () => {
  it("is never started again, not even by a case still going after its run's time limit", async () => {
    const server = await ServerUnderFuzz.start("sqlite");
    await server.close();
    await expect(server.ensureRunning()).rejects.toThrow(/closed/);
    expect(server.alive).toBe(false);
  }, 60_000);
});
