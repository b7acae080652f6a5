import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { brotliCompressSync, gzipSync, constants as zlibConstants } from "node:zlib";
import autocannon from "autocannon";
import { buildIfNeeded } from "../build-if-needed.mjs";
import { freePort } from "../lib/free-port.mjs";
import { startProductionServer } from "../lib/start-server.mjs";

export const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);

/** Browsers always ask for compressed text; so does every request of this benchmark. */
export const ACCEPT = { "accept-encoding": "br, gzip" };

/**
 * Requests per second and latency of a load run; with the serving process's id, also its CPU time
 * per request (µs), which the load of other processes on a shared machine barely moves.
 */
export async function load(url: string, pid?: number) {
  const cpuBefore = pid ? processCpuMs(pid) : 0;
  const result = await autocannon({ url, connections: 10, duration: DURATION_S, headers: ACCEPT });
  const cpuMs = pid ? processCpuMs(pid) - cpuBefore : 0;
  if (result.non2xx > 0 || result.errors > 0) console.log(`  ! ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytes: result.throughput.average / Math.max(1, result.requests.average),
    cpuUs: (cpuMs * 1000) / Math.max(1, result.requests.total),
  };
}

async function singleRequestMs(url: string, headers: Record<string, string> = ACCEPT): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 20; i++) {
    const started = performance.now();
    await (await fetch(url, { headers })).arrayBuffer();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[10] ?? 0;
}

/** CPU time the process has used so far (user + system), in ms: a figure the load of other processes barely moves. */
export function processCpuMs(pid: number | undefined): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  // utime and stime, fields 14 and 15 of the line, in clock ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** The server's CPU time per request over 50 requests one after the other. */
async function serverCpuMs(url: string, pid: number | undefined): Promise<number> {
  await (await fetch(url, { headers: ACCEPT })).arrayBuffer();
  const before = processCpuMs(pid);
  for (let i = 0; i < 50; i++) await (await fetch(url, { headers: ACCEPT })).arrayBuffer();
  return (processCpuMs(pid) - before) / 50;
}

/** Median time of one request made right after a catalogue write (the page renders again). */
async function afterBumpMs(url: string, bump: () => void): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 15; i++) {
    bump();
    const started = performance.now();
    const response = await fetch(url, { headers: ACCEPT });
    await response.arrayBuffer();
    times.push(performance.now() - started);
    if (response.headers.get("x-render-cache") !== "miss") throw new Error(`${url} was not rendered again`);
  }
  return times.sort((a, b) => a - b)[7] ?? 0;
}

/** One answer exactly as the server sent it: status, raw headers and the compressed body. */
function capture(url: string): Promise<{ status: number; headers: string[]; body: string }> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers: ACCEPT }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        // Connection and Date are the transport's: the bare server's Node writes its own, as the site's does.
        const headers: string[] = [];
        for (let i = 0; i < response.rawHeaders.length; i += 2) {
          const name = response.rawHeaders[i] ?? "";
          if (!/^(connection|date|keep-alive|transfer-encoding)$/i.test(name))
            headers.push(name, response.rawHeaders[i + 1] ?? "");
        }
        resolve({ status: response.statusCode ?? 0, headers, body: Buffer.concat(chunks).toString("base64") });
      });
    })
      .on("error", reject)
      .end();
  });
}

/**
 * A bare node:http process serving the cached server's answers for these addresses from memory
 * (scripts/bench/bare-server.ts): what Node itself does on this machine with the same bytes.
 */
async function startBareServer(dataDir: string, base: string, targets: string[]) {
  const pages = [];
  for (const target of targets) pages.push({ path: target, ...(await capture(`${base}${target}`)) });
  const file = path.join(dataDir, "bare-pages.json");
  writeFileSync(file, JSON.stringify(pages));
  const port = await freePort();
  const child = spawn(process.execPath, [path.resolve(import.meta.dirname, "bare-server.ts"), file, String(port)], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise((resolve, reject) => {
    child.stdout.once("data", resolve);
    child.once("exit", reject);
  });
  return { child, base: `http://127.0.0.1:${port}` };
}

export function builtCss(): string {
  const name = readdirSync(path.resolve(import.meta.dirname, "../../build/client/assets")).find((file) =>
    /^root-.*\.css$/.test(file),
  );
  if (!name) throw new Error("no built stylesheet");
  return `/assets/${name}`;
}

/** Requests per second and latency of the production server over the import's catalogue (see scripts/bench.ts). */
export async function benchHttp(dataDir: string) {
  buildIfNeeded();
  // The whole-list budget per address would turn the load run into 429s: lift it for this run.
  const env = { SEED_DEMO: "false", WHOLE_LISTS_PER_MINUTE: "1000000" };
  // Two processes over the same SQLite file: one with the render cache, one without (first renders).
  const cached = await startProductionServer({ dataDir, port: await freePort(), env });
  const uncached = await startProductionServer({
    dataDir,
    port: await freePort(),
    env: { ...env, RENDER_CACHE_MB: "0" },
  });
  // A catalogue write as staff make them, through a connection of its own: the triggers bump.
  const writer = new DatabaseSync(path.join(dataDir, "catalogue.sqlite"));
  writer.exec("PRAGMA busy_timeout = 5000");
  const touch = writer.prepare("update products set updated_at = updated_at where part_number = 'BN-000042'");
  const bump = () => touch.run();
  let bare: Awaited<ReturnType<typeof startBareServer>> | undefined;
  try {
    const css = builtCss();
    const pages: [string, string][] = [
      ["page product /brands/denso/products/BN-000042", "/brands/denso/products/BN-000042"],
      ["page /brands/denso (5,000 products)", "/brands/denso"],
      ["page /brands/denso?category=condenser&q=12", "/brands/denso?category=condenser&q=12"],
      ["page /", "/"],
      ["page /es/categories/condenser", "/es/categories/condenser"],
    ];
    const apis: [string, string][] = [
      ["GET /api/products?brand=denso&limit=24", "/api/products?brand=denso&limit=24"],
      ["GET /api/products?brand=denso (5,000)", "/api/products?brand=denso"],
      ["GET /api/products/details/BN-000042", "/api/products/details/BN-000042"],
    ];
    console.log(
      `\nHTTP on loopback, 10 connections, ${DURATION_S} s each, accept-encoding br (2 cores shared by server and load)`,
    );
    const column = (value: string, width: number) => value.padStart(width);
    console.log(
      `  ${"target".padEnd(50)} ${column("req/s", 8)} ${column("p50 ms", 7)} ${column("p99 ms", 7)} ${column("× static", 9)}   ${column("uncached req/s", 14)} ${column("p50 ms", 7)} ${column("× static", 9)}   ${column("bare req/s", 10)} ${column("× bare", 7)}   ${column("CPU µs/req", 10)} ${column("bare µs", 8)} ${column("× bare CPU", 10)}`,
    );
    // Warm the cache, so the bare server is handed the kept answers.
    for (const [, target] of pages) await (await fetch(`${cached.base}${target}`, { headers: ACCEPT })).arrayBuffer();
    bare = await startBareServer(
      dataDir,
      cached.base,
      pages.map(([, target]) => target),
    );
    const ceiling = await load(`${cached.base}${css}`);
    type Figures = Awaited<ReturnType<typeof load>>;
    const row = (label: string, a: Figures, b?: Figures, bareFigures?: Figures) =>
      console.log(
        `  ${label.padEnd(50)} ${column(a.rps.toFixed(0), 8)} ${column(String(a.p50), 7)} ${column(String(a.p99), 7)} ${column((a.rps / ceiling.rps).toFixed(2), 9)}${
          b
            ? `   ${column(b.rps.toFixed(0), 14)} ${column(String(b.p50), 7)} ${column((b.rps / ceiling.rps).toFixed(2), 9)}`
            : ""
        }${
          bareFigures
            ? `   ${column(bareFigures.rps.toFixed(0), 10)} ${column((a.rps / bareFigures.rps).toFixed(2), 7)}   ${column(a.cpuUs.toFixed(0), 10)} ${column(bareFigures.cpuUs.toFixed(0), 8)} ${column((bareFigures.cpuUs / a.cpuUs).toFixed(2), 10)}`
            : ""
        }`,
      );
    row(`static CSS ${css.slice(8, 30)} (ceiling)`, ceiling);
    for (const [label, target] of pages) {
      const hot = await load(`${cached.base}${target}`, cached.child.pid);
      const bareFigures = await load(`${bare.base}${target}`, bare.child.pid);
      row(label, hot, await load(`${uncached.base}${target}`), bareFigures);
    }
    for (const [label, target] of apis) row(label, await load(`${cached.base}${target}`));

    console.log("\nSingle request, median of 20: cached, first render (cache off), and right after a write");
    for (const target of ["/brands/denso", "/brands/denso/products/BN-000042", "/"]) {
      const hit = await singleRequestMs(`${cached.base}${target}`);
      const first = await singleRequestMs(`${uncached.base}${target}`);
      // The render alone: the same request without compression (brotli of a 150 KB page as it streams).
      const plain = await singleRequestMs(`${uncached.base}${target}`, { "accept-encoding": "identity" });
      const afterWrite = await afterBumpMs(`${cached.base}${target}`, bump);
      const cpu = await serverCpuMs(`${uncached.base}${target}`, uncached.child.pid);
      console.log(
        `  ${target.padEnd(36)} cached ${hit.toFixed(1).padStart(5)} ms   first render ${first.toFixed(1).padStart(5)} ms (uncompressed ${plain.toFixed(1).padStart(5)} ms, server CPU ${cpu.toFixed(1).padStart(4)} ms)   after a write ${afterWrite.toFixed(1).padStart(5)} ms`,
      );
    }

    // What a version bump costs a busy site: the brand page under load while staff write every
    // second, and ten times a second.
    console.log("\nA catalogue write invalidates every page: /brands/denso under load while writes go on");
    for (const everyMs of [1000, 100]) {
      const timer = setInterval(bump, everyMs);
      const figures = await load(`${cached.base}/brands/denso`);
      clearInterval(timer);
      console.log(
        `  a write every ${String(everyMs).padStart(4)} ms ${"".padEnd(30)} ${column(figures.rps.toFixed(0), 8)} req/s   p50 ${figures.p50} ms   p99 ${figures.p99} ms`,
      );
    }
    await nonceOrHashes(`${cached.base}/brands/denso/products/BN-000042`);
  } finally {
    writer.close();
    cached.child.kill("SIGTERM");
    uncached.child.kill("SIGTERM");
    bare?.child.kill("SIGTERM");
  }
}

/**
 * Decision 056's measurement: what each copy of a cached page costs per response if a fresh nonce
 * were written into it (the bytes differ per visitor, so they must be compressed per response),
 * against hashes (the kept compressed bytes go out as they are).
 */
async function nonceOrHashes(url: string) {
  const html = await (await fetch(url)).text();
  const template = html.replaceAll("<script", '<script nonce="NONCE_PLACEHOLDER_0000000"');
  const runs = 300;
  const time = (work: () => void) => {
    const started = performance.now();
    for (let i = 0; i < runs; i++) work();
    return (performance.now() - started) / runs;
  };
  const nonce = () => randomBytes(16).toString("base64");
  const substitute = () => template.replaceAll("NONCE_PLACEHOLDER_0000000", nonce());
  const substituteOnly = time(() => substitute());
  const gzip = time(() => gzipSync(substitute(), { level: 6 }));
  const brotli = time(() => brotliCompressSync(substitute(), { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } }));
  console.log(`\nA fresh nonce per response instead of hashes (product page, ${(html.length / 1024).toFixed(0)} KB)`);
  console.log(`  substitute the nonce only (sent uncompressed)   ${substituteOnly.toFixed(3)} ms a response`);
  console.log(`  substitute + gzip level 6                       ${gzip.toFixed(3)} ms a response`);
  console.log(`  substitute + brotli quality 4                   ${brotli.toFixed(3)} ms a response`);
  console.log("  hashes: the kept brotli bytes as they are         0 ms (and a CDN may keep them too)");
}
