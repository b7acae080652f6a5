// `npm run audit`: Lighthouse (mobile) on the site's key pages, served by the production build on
// a free port with a fresh demo catalogue, in Debian's Chromium. Prints the four category scores and
// LCP, CLS and TBT per page. With --gate it exits non-zero when a page scores below the gate
// (performance 90 by default, accessibility / best practices / SEO 100): the test run uses that.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { buildIfNeeded } from "./build-if-needed.mjs";
import { chromiumFlags, chromiumPath, ensureChromium } from "./lib/chromium.mjs";
import { freePort } from "./lib/free-port.mjs";
import { startProductionServer } from "./lib/start-server.mjs";

const gate = process.argv.includes("--gate");
// `--only=/hi` audits only the pages whose address starts so (one language's, to measure them alone).
const only = process.argv.find((argument) => argument.startsWith("--only="))?.slice("--only=".length);
// The gate: performance 90 (the target is 98; the margin absorbs a shared 2-core machine's
// noise, with each page judged on its best of three runs); the other categories are deterministic
// and must be perfect.
const GATE = {
  performance: Number(process.env.AUDIT_MIN_PERFORMANCE ?? 90),
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
};

async function pagesToAudit(base) {
  const { products } = await (await fetch(`${base}/api/products?brand=denso&limit=1`)).json();
  const product = products[0];
  return [
    "/",
    "/es",
    // Hindi (issue 29): its home, a product page and a search, in Devanagari type.
    "/hi",
    `/hi/brands/${product.brandSlug}/products/${encodeURIComponent(product.partNumber)}`,
    "/hi/search?q=%E0%A4%95%E0%A4%82%E0%A4%AA%E0%A5%8D%E0%A4%B0%E0%A5%87%E0%A4%B8%E0%A4%B0",
    "/brands/denso",
    "/search?q=creta%20compressor",
    `/brands/${product.brandSlug}/products/${encodeURIComponent(product.partNumber)}`,
    "/categories/compressor",
    // A filtered listing (issue 27): the category's specification filter, as its links write it.
    "/categories/compressor?spec.refrigerant=R134a",
    "/blogs/audi",
    "/contact",
    "/enquiry",
    // A car's page (issue 44): its generations, parts by category and AC data, in English and Hindi.
    "/vehicles/hyundai/creta",
    "/hi/vehicles/hyundai/creta",
  ];
}

ensureChromium();
buildIfNeeded();
const dataDir = mkdtempSync(path.join(tmpdir(), "coolparts-audit-"));
const port = await freePort();
const { child: server, base } = await startProductionServer({ dataDir, port });
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  // The window matches Lighthouse's emulated phone (412 × 823): Chrome may lay out a first frame at
  // the window's own size before the emulation applies, and Lighthouse counts the shift that follows
  // (https://crbug.com/1302667) although no visitor's phone would ever see it.
  chromeFlags: ["--headless=new", "--window-size=412,823", ...chromiumFlags],
});
const failures = [];
try {
  const pages = (await pagesToAudit(base)).filter((page) => !only || page.startsWith(only));
  console.log(`\nLighthouse ${gate ? "(gate) " : ""}mobile, ${pages.length} pages`);
  console.log(
    `  ${"page".padEnd(48)} ${"perf".padStart(5)} ${"a11y".padStart(5)} ${"bp".padStart(5)} ${"seo".padStart(5)} ${"LCP s".padStart(6)} ${"CLS".padStart(6)} ${"TBT ms".padStart(7)}`,
  );
  for (const page of pages) {
    // A Lighthouse run can fail on its own (a protocol timeout on a busy machine gives a score of
    // 0 with a runtimeError), and another process's burst of CPU lowers one run's performance
    // score: noise only ever makes a page look slower. So a page gets up to three runs and is judged
    // on its best; a page that is really slow is slow in all three.
    let result;
    for (let attempt = 1; attempt <= 3; attempt++) {
      const run = await lighthouse(`${base}${page}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: Object.keys(GATE),
        // Search results are noindex on purpose (search.tsx's meta): not crawlable is the intent there.
        ...(/^(\/\w\w)?\/search/.test(page) ? { skipAudits: ["is-crawlable"] } : {}),
      });
      const failed = run.lhr.runtimeError || run.lhr.categories.performance?.score == null;
      if (failed) {
        console.log(`  (${page}: Lighthouse run failed: ${run.lhr.runtimeError?.code ?? "no score"}; retrying)`);
        continue;
      }
      if (!result || run.lhr.categories.performance.score > result.lhr.categories.performance.score) result = run;
      if (Object.entries(GATE).every(([id, minimum]) => Math.round(run.lhr.categories[id].score * 100) >= minimum)) {
        break;
      }
    }
    result ??= { lhr: { categories: {}, audits: {} } };
    const { categories, audits } = result.lhr;
    const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
    const lcp = (audits["largest-contentful-paint"]?.numericValue ?? 0) / 1000;
    const cls = audits["cumulative-layout-shift"]?.numericValue ?? 0;
    const tbt = audits["total-blocking-time"]?.numericValue ?? 0;
    console.log(
      `  ${page.slice(0, 48).padEnd(48)} ${String(score("performance")).padStart(5)} ${String(score("accessibility")).padStart(5)} ${String(score("best-practices")).padStart(5)} ${String(score("seo")).padStart(5)} ${lcp.toFixed(2).padStart(6)} ${cls.toFixed(3).padStart(6)} ${tbt.toFixed(0).padStart(7)}`,
    );
    for (const [id, minimum] of Object.entries(GATE)) {
      if (score(id) < minimum) {
        const failing = Object.values(audits)
          .filter(
            (audit) =>
              audit.score !== null &&
              audit.score < 1 &&
              categories[id]?.auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0),
          )
          .map((audit) => audit.id);
        failures.push(`${page}: ${id} ${score(id)} < ${minimum} (${failing.slice(0, 6).join(", ")})`);
      }
    }
  }
} finally {
  await chrome.kill();
  server.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
}
if (failures.length > 0) {
  console.log(`\nBelow the gate:\n  ${failures.join("\n  ")}`);
  if (gate) process.exit(1);
}
