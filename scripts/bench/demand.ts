import { statSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { openDatabase } from "#app/server/db/database.server.ts";
import { daysBefore } from "#app/server/demand/demand-day.ts";
import { addDemandCounts, type DemandCountRow, foldOldDemand } from "#app/server/demand/demand-store.server.ts";
import { buildIfNeeded } from "../build-if-needed.mjs";
import { freePort } from "../lib/free-port.mjs";
import { startProductionServer } from "../lib/start-server.mjs";
import { seedGeneratedCatalogue } from "./finder.ts";
import { ACCEPT, DURATION_S, processCpuMs } from "./http.ts";

const PRODUCTS = 5_000;
const ROUNDS = 3;
/** Requests whose server CPU time is measured: enough for the clock's 10 ms ticks to be 1 % of it. */
const CPU_REQUESTS = 8000;
/** CPU time is the least of this many turns: other work on the machine only ever adds to it. */
const CPU_ROUNDS = 5;
/** A phone browser: autocannon's requests carry no user agent, which counting takes for a script. */
const BROWSER = {
  ...ACCEPT,
  "user-agent":
    "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36",
};

/**
 * `npm run bench -- demand` (decision 120): requests per second of pages the render cache keeps, with
 * demand counting on and off (two processes over one database, measured in turns, best of three
 * rounds each). Every request comes from another address (X-Forwarded-For through TRUST_PROXY), so
 * each is counted in full, never stopped by the daily cap. Then the storage a simulated year of
 * 20,000 searches a day takes in SQLite.
 */
export async function benchDemand(dataDir: string) {
  buildIfNeeded();
  const productPage = await seedGeneratedCatalogue(dataDir, PRODUCTS);
  const pages: [string, string][] = [
    ["product page", productPage],
    ["search with no result", "/search?q=zz9-404"],
    ["home (no event)", "/"],
  ];
  const env = { SEED_DEMO: "false", TRUST_PROXY: "loopback", SEARCHES_PER_MINUTE: "1000000" };
  const on = await startProductionServer({ dataDir, port: await freePort(), env });
  const off = await startProductionServer({
    dataDir,
    port: await freePort(),
    env: { ...env, DEMAND_COUNTING: "false" },
  });
  try {
    console.log(
      `\nCached pages with demand counting on and off: 10 connections, ${DURATION_S} s a run, best of ${ROUNDS} (2 cores shared by server and load)`,
    );
    for (const [label, target] of pages) {
      for (const server of [on, off])
        await (await fetch(`${server.base}${target}`, { headers: BROWSER })).arrayBuffer();
      let bestOn = 0;
      let bestOff = 0;
      for (let round = 0; round < ROUNDS; round++) {
        bestOn = Math.max(bestOn, await rps(`${on.base}${target}`));
        bestOff = Math.max(bestOff, await rps(`${off.base}${target}`));
      }
      // Requests per second move with whatever else the machine runs; the server's own CPU time per
      // request does not, and it is what counting adds to.
      let cpuOn = Number.POSITIVE_INFINITY;
      let cpuOff = Number.POSITIVE_INFINITY;
      for (let round = 0; round < CPU_ROUNDS; round++) {
        cpuOn = Math.min(cpuOn, await cpuPerRequest(on, target));
        cpuOff = Math.min(cpuOff, await cpuPerRequest(off, target));
      }
      const change = (a: number, b: number) => `${(((a - b) / b) * 100).toFixed(1).padStart(5)} %`;
      console.log(
        `  ${label.padEnd(24)} on ${bestOn.toFixed(0).padStart(6)} req/s   off ${bestOff.toFixed(0).padStart(6)} req/s   ${change(bestOn, bestOff)}` +
          `   server CPU a request: on ${(cpuOn * 1000).toFixed(0).padStart(4)} µs   off ${(cpuOff * 1000).toFixed(0).padStart(4)} µs   ${change(cpuOn, cpuOff)}`,
      );
    }
  } finally {
    on.child.kill("SIGTERM");
    off.child.kill("SIGTERM");
    await Promise.all([on.exited, off.exited]);
  }
  await storageAfterAYear(path.join(dataDir, "year"));
}

/** The server's CPU time (ms) per request over CPU_REQUESTS requests, each from another address. */
async function cpuPerRequest(server: { base: string; child: { pid?: number | undefined } }, target: string) {
  const before = processCpuMs(server.child.pid);
  await load(`${server.base}${target}`, { amount: CPU_REQUESTS });
  return (processCpuMs(server.child.pid) - before) / CPU_REQUESTS;
}

async function rps(url: string): Promise<number> {
  return (await load(url, { duration: DURATION_S })).requests.average;
}

let sent = 0;
async function load(url: string, limit: { duration: number } | { amount: number }) {
  const result = await autocannon({
    url,
    connections: 10,
    ...limit,
    headers: BROWSER,
    requests: [
      {
        setupRequest: (request) => {
          const n = ++sent;
          const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
          return { ...request, headers: { ...request.headers, "x-forwarded-for": address } };
        },
      },
    ],
  });
  if (result.non2xx > 0 || result.errors > 0) console.log(`  ! ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result;
}

/**
 * A year of 20,000 searches a day, written as the counter writes them, into a fresh SQLite file:
 * queries drawn from 60,000 distinct ones with a Zipf-like skew (a few are asked all the time, most
 * once), with 3,000 finder choices and 15,000 product views a day among 5,000 products.
 */
async function storageAfterAYear(dataDir: string) {
  const database = await openDatabase({ dataDir });
  const today = "2026-11-26";
  let seed = 7;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  // Rank r is drawn with weight about 1/r: the inverse of the harmonic distribution's CDF.
  const zipf = (distinct: number) => Math.min(distinct, Math.floor(Math.exp(random() * Math.log(distinct + 1))));
  let rows = 0;
  for (let day = 364; day >= 0; day--) {
    const period = daysBefore(today, day);
    const counts = new Map<string, DemandCountRow>();
    const add = (event: string, subject: string, detail: string, results: number | null) => {
      const key = `${event}\n${subject}`;
      const row = counts.get(key);
      if (row) row.hits++;
      else counts.set(key, { period, event, subject, language: "en", detail, results, hits: 1 });
    };
    for (let i = 0; i < 20_000; i++) {
      const rank = zipf(60_000);
      add("search", `query words ${rank}`, rank % 3 === 0 ? "number" : "words", rank % 5 === 0 ? 0 : 12);
    }
    for (let i = 0; i < 3_000; i++) add("finder", `make${zipf(40)}|model ${zipf(300)}|`, "", 20);
    for (let i = 0; i < 15_000; i++) add("view", String(zipf(5_000)), "", null);
    await addDemandCounts(database.db, [...counts.values()]);
    rows += counts.size;
  }
  await foldOldDemand(database.db, today);
  await database.close();
  const file = path.join(dataDir, "catalogue.sqlite");
  const bytes = statSync(file).size;
  console.log(
    `\nStorage after a simulated year (20,000 searches, 3,000 finder choices, 15,000 views a day): ${rows.toLocaleString("en")} day rows, SQLite file ${(bytes / 1024 / 1024).toFixed(1)} MB (the empty catalogue included)`,
  );
}
