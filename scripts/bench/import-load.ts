// `npm run bench -- import-load`: does the site keep answering while it imports? Imports a generated
// 50,000-row sheet through the API of the production server while sampling /healthz and a brand page
// every 100 ms, and prints worst and p99 latency against the same figures at rest. Goals (issue 17):
// worst /healthz under 100 ms; brand-page p99 under twice its idle p99. Prints, asserts nothing.
import { buildIfNeeded } from "../build-if-needed.mjs";
import { freePort } from "../lib/free-port.mjs";
import { startProductionServer } from "../lib/start-server.mjs";
import { benchStaffEnv, benchStaffToken } from "./bench-staff.ts";
import { generatedWorkbook } from "./generated-workbook.ts";

const ROWS = 50_000;
const SAMPLE_EVERY_MS = 100;
const IDLE_MS = 6_000;
const BRAND_PAGE = "/brands/denso";

interface Samples {
  healthz: number[];
  brand: number[];
  failures: number;
}

/**
 * Fires one /healthz and one brand-page request every 100 ms, without waiting for earlier ones: a
 * stalled server shows as long latencies, not as fewer samples. Each latency runs from the send to
 * the last byte. Stops when `until` settles and waits for the requests in flight.
 */
async function sample(base: string, until: Promise<unknown>): Promise<Samples> {
  const samples: Samples = { healthz: [], brand: [], failures: 0 };
  const inFlight = new Set<Promise<void>>();
  const timeOne = (path: string, into: number[]) => {
    const started = performance.now();
    const request = fetch(`${base}${path}`)
      .then(async (response) => {
        await response.arrayBuffer();
        if (!response.ok) samples.failures++;
        into.push(performance.now() - started);
      })
      .catch(() => {
        samples.failures++;
      })
      .finally(() => inFlight.delete(request));
    inFlight.add(request);
  };
  const timer = setInterval(() => {
    timeOne("/healthz", samples.healthz);
    timeOne(BRAND_PAGE, samples.brand);
  }, SAMPLE_EVERY_MS);
  try {
    await until;
  } finally {
    clearInterval(timer);
    await Promise.all(inFlight);
  }
  return samples;
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const ms = (value: number) => `${value.toFixed(0).padStart(6)} ms`;

export async function benchImportUnderLoad(dataDir: string): Promise<void> {
  buildIfNeeded();
  const workbook = generatedWorkbook(ROWS, 5_000);
  const { child, base } = await startProductionServer({
    dataDir,
    port: await freePort(),
    env: benchStaffEnv,
  });
  try {
    const token = await benchStaffToken(base);
    // Warm the page and the statement caches, then measure at rest.
    for (let i = 0; i < 20; i++) await (await fetch(`${base}${BRAND_PAGE}`)).arrayBuffer();
    const idle = await sample(base, new Promise((resolve) => setTimeout(resolve, IDLE_MS)));

    const form = new FormData();
    form.append("excel", new Blob([new Uint8Array(workbook)]), "bench-50000.xlsx");
    const started = performance.now();
    const upload = fetch(`${base}/api/upload-excel`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: form,
    }).then(async (response) => ({
      status: response.status,
      body: (await response.json()) as Record<string, unknown>,
    }));
    // The import may answer at once (202, in the background) or only when done (200): sample until
    // the catalogue has all rows either way.
    const done = upload.then(async (answer) => {
      if (answer.status !== 200 && answer.status !== 202) throw new Error(`import failed: ${JSON.stringify(answer)}`);
      for (;;) {
        const list = await fetch(`${base}/api/products?limit=1&q=BN-049999`);
        const { total } = (await list.json()) as { total?: number };
        if (answer.status === 200 || (total ?? 0) > 0) return answer;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    });
    const busy = await sample(base, done);
    const answer = await done;
    const seconds = (performance.now() - started) / 1000;

    console.log(
      `\nA ${ROWS.toLocaleString("en")}-row .xlsx (${(workbook.length / 1e6).toFixed(1)} MB) imported through the API in ${seconds.toFixed(1)} s (HTTP ${answer.status}),`,
    );
    console.log(
      `sampling /healthz and ${BRAND_PAGE} every ${SAMPLE_EVERY_MS} ms (2 cores shared by server and client)`,
    );
    console.log(
      `  ${"".padEnd(28)} ${"samples".padStart(8)} ${"p50".padStart(9)} ${"p99".padStart(9)} ${"worst".padStart(9)}`,
    );
    for (const [label, values] of [
      ["/healthz at rest", idle.healthz],
      ["/healthz while importing", busy.healthz],
      [`${BRAND_PAGE} at rest`, idle.brand],
      [`${BRAND_PAGE} while importing`, busy.brand],
    ] as const) {
      console.log(
        `  ${label.padEnd(28)} ${String(values.length).padStart(8)} ${ms(percentile(values, 50))} ${ms(percentile(values, 99))} ${ms(Math.max(0, ...values))}`,
      );
    }
    const worstHealthz = Math.max(0, ...busy.healthz);
    const ratio = percentile(busy.brand, 99) / Math.max(1, percentile(idle.brand, 99));
    console.log(
      `  goal: worst /healthz under 100 ms: ${worstHealthz.toFixed(0)} ms ${worstHealthz < 100 ? "(met)" : "(missed)"}`,
    );
    console.log(`  goal: brand-page p99 under 2x at rest: ${ratio.toFixed(2)}x ${ratio < 2 ? "(met)" : "(missed)"}`);
    if (idle.failures + busy.failures > 0) console.log(`  ! ${idle.failures + busy.failures} failed samples`);
  } finally {
    child.kill("SIGTERM");
  }
}
