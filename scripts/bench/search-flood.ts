import autocannon from "autocannon";
import { buildIfNeeded } from "../build-if-needed.mjs";
import { freePort } from "../lib/free-port.mjs";
import { startProductionServer } from "../lib/start-server.mjs";
import { seedGeneratedCatalogue } from "./finder.ts";
import { ACCEPT, DURATION_S } from "./http.ts";

const PRODUCTS = 20_000;
const FLOOD_CONNECTIONS = 100;
const words = ["compressor", "condenser", "creta", "swift", "radiator", "blower", "hyundai", "valve"];

/**
 * `npm run bench -- search-flood`: 100 connections send distinct searches (each one a render the
 * cache cannot answer) from one address while 2 connections read a product page the render cache
 * keeps; prints that page's p50/p99 (goal: p99 under 50 ms) and what became of the searches.
 */
export async function benchSearchFlood(dataDir: string) {
  buildIfNeeded();
  const productPage = await seedGeneratedCatalogue(dataDir, PRODUCTS);
  console.log(
    `\nCached product page under a flood of distinct searches: ${PRODUCTS.toLocaleString("en")} products, ` +
      `${FLOOD_CONNECTIONS} connections of searches, 2 of the product page, ${DURATION_S} s (2 cores shared by server and load)`,
  );
  const server = await startProductionServer({
    dataDir,
    port: await freePort(),
    env: { SEED_DEMO: "false" },
  });
  try {
    const first = await fetch(`${server.base}${productPage}`, { headers: ACCEPT });
    await first.arrayBuffer();
    if (first.status !== 200) throw new Error(`${productPage} answered ${first.status}`);
    let next = 0;
    const flood = autocannon({
      url: server.base,
      connections: FLOOD_CONNECTIONS,
      duration: DURATION_S,
      headers: ACCEPT,
      requests: [
        {
          setupRequest: (request) => {
            const n = next++;
            return { ...request, path: `/search?q=${words[n % words.length]}+${n}` };
          },
        },
      ],
    });
    const page = autocannon({
      url: `${server.base}${productPage}`,
      connections: 2,
      duration: DURATION_S,
      headers: ACCEPT,
    });
    const [searches, cached] = await Promise.all([flood, page]);
    console.log(
      `  product page p50 ${String(cached.latency.p50).padStart(4)} ms   p99 ${String(cached.latency.p99).padStart(4)} ms   ` +
        `${cached.requests.average.toFixed(0).padStart(5)} req/s   | searches ${searches.requests.average.toFixed(0)} req/s, ` +
        `${searches["2xx"]} answered 200, ${searches.non2xx} refused, p99 ${searches.latency.p99} ms`,
    );
  } finally {
    server.child.kill("SIGTERM");
    await server.exited;
  }
}
