// `npm run bench -- fleet`: requests per second and p99 of a cached product page through Debian's nginx
// to one app process and to two (issue 42), beside one process asked directly, on PostgreSQL. Prints
// figures, asserts nothing. Every process, nginx and the load generator share this machine's cores,
// so two processes behind nginx can add capacity only where the cores are not already busy; the app
// processes' CPU time per request is the figure other load on the machine barely moves.
import autocannon from "autocannon";
import { buildIfNeeded } from "../build-if-needed.mjs";
import { freePort } from "../lib/free-port.mjs";
import { startNginx } from "../lib/nginx.mjs";
import { postgresUrl } from "../lib/postgres-url.mjs";
import { ACCEPT, DURATION_S, load, processCpuMs } from "./http.ts";

const PRODUCT_PAGE = "/brands/denso/products/447652-1005";

export async function benchFleet() {
  const adminUrl = postgresUrl();
  if (!adminUrl) {
    console.log("\nFleet benchmark skipped: no PostgreSQL (see the warning above).");
    return;
  }
  // The fleet harness makes its database with the test suites' account.
  process.env.TEST_POSTGRES_URL ??= adminUrl;
  const { startFleet } = await import("../../tests/setup/fleet.ts");
  buildIfNeeded();
  const fleet = await startFleet({ env: { LOG_LEVEL: "error" } });
  const [first] = fleet.processes;
  if (!first) throw new Error("a fleet of two");
  const toOne = await startNginx({ port: await freePort(), upstreams: [`127.0.0.1:${first.port}`] });
  try {
    // Each process renders the page once, then serves it from its render cache.
    for (const base of [...fleet.processes.map((member) => member.base), fleet.base, fleet.base]) {
      const response = await fetch(`${base}${PRODUCT_PAGE}`, { headers: ACCEPT });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${base}${PRODUCT_PAGE} answered ${response.status}`);
    }
    console.log(
      `\nA cached product page (${PRODUCT_PAGE}), 10 connections, ${DURATION_S} s each, on PostgreSQL; nginx 1.22, one worker`,
    );
    console.log("| path | req/s | p50 ms | p99 ms | app CPU µs/request |");
    console.log("| --- | ---: | ---: | ---: | ---: |");
    // The app processes' CPU time per request, which the load of other processes barely moves.
    const pids = fleet.processes.map((member) => member.child?.pid);
    const appCpuMs = (): number => pids.reduce<number>((sum, pid) => sum + processCpuMs(pid), 0);
    for (const [label, base] of [
      ["one process, directly", first.base],
      ["nginx → one process", toOne.base],
      ["nginx → two processes", fleet.base],
    ] as const) {
      // A warm-up, not counted: the first seconds of a run measure the JIT and the connections.
      await autocannon({ url: `${base}${PRODUCT_PAGE}`, connections: 10, duration: 2, headers: ACCEPT });
      const cpuBefore = appCpuMs();
      const figures = await load(`${base}${PRODUCT_PAGE}`);
      const cpuUs = ((appCpuMs() - cpuBefore) * 1000) / Math.max(1, figures.rps * DURATION_S);
      console.log(`| ${label} | ${Math.round(figures.rps)} | ${figures.p50} | ${figures.p99} | ${Math.round(cpuUs)} |`);
    }
  } finally {
    await toOne.stop();
    await fleet.dispose();
  }
}
