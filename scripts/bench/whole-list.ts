import { Worker } from "node:worker_threads";
import { openDatabase } from "#app/server/db/database.server.ts";
import { upsertProducts } from "#app/server/products/product-writes.server.ts";
import { buildIfNeeded } from "../build-if-needed.mjs";
import { freePort } from "../lib/free-port.mjs";
import { startProductionServer } from "../lib/start-server.mjs";

const PRODUCTS = 70_000;
/** Asks /healthz every 10 ms until told to stop, then hands back each answer's time. */
const SAMPLER = `
const { parentPort, workerData } = require("node:worker_threads");
const times = [];
let stopped = false;
parentPort.once("message", () => { stopped = true; });
(async () => {
  while (!stopped) {
    const started = performance.now();
    await (await fetch(workerData)).arrayBuffer();
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  parentPort.postMessage(times);
})();
`;
const LISTS = 6;

/**
 * `npm run bench -- whole-list`: what `GET /api/products` without `limit` at 70,000 products costs
 * the server's event loop: /healthz is asked every 10 ms while the whole list is fetched six times,
 * one after the other; prints the list's size and time and the slowest /healthz answers.
 */
export async function benchWholeList(dataDir: string) {
  buildIfNeeded();
  const database = await openDatabase({ dataDir });
  await upsertProducts(
    database.db,
    Array.from({ length: PRODUCTS }, (_, i) => ({
      name: `Generated part number ${i} for the whole-list benchmark`,
      partNumber: `WL-${String(i).padStart(6, "0")}`,
      brandSlug: "denso",
      categorySlug: "compressor",
      description: "A generated product with a description of ordinary length for the list.",
      image: null,
      rating: 4,
    })),
  );
  await database.close();
  const server = await startProductionServer({
    dataDir,
    port: await freePort(),
    env: { SEED_DEMO: "false", WHOLE_LISTS_PER_MINUTE: "1000" },
  });
  try {
    // Sampled from a thread of its own: this thread's work on the lists must not count as the server's.
    const sampler = new Worker(SAMPLER, { eval: true, workerData: `${server.base}/healthz` });
    const sampled = new Promise<number[]>((resolve) => sampler.once("message", resolve));
    const lists: { ms: number; bytes: number }[] = [];
    for (let i = 0; i < LISTS; i++) {
      const started = performance.now();
      const body = await (
        await fetch(`${server.base}/api/products`, { headers: { "accept-encoding": "gzip" } })
      ).arrayBuffer();
      lists.push({ ms: performance.now() - started, bytes: body.byteLength });
    }
    sampler.postMessage("stop");
    const healthz = (await sampled).sort((a, b) => a - b);
    await sampler.terminate();
    const raw = await (
      await fetch(`${server.base}/api/products`, { headers: { "accept-encoding": "identity" } })
    ).arrayBuffer();
    console.log(
      `\nGET /api/products without limit at ${PRODUCTS.toLocaleString("en")} products (${(raw.byteLength / 1e6).toFixed(1)} MB of JSON)`,
    );
    console.log(`  each list (gzip): ${lists.map(({ ms }) => `${ms.toFixed(0)} ms`).join(", ")}`);
    const at = (p: number) => healthz[Math.min(healthz.length - 1, Math.floor(p * healthz.length))]?.toFixed(1);
    console.log(
      `  /healthz meanwhile (${healthz.length} asks): p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${healthz.at(-1)?.toFixed(1)} ms`,
    );
  } finally {
    server.child.kill("SIGTERM");
    await server.exited;
  }
}
