// `node scripts/first-load-by-language.mjs`: the JavaScript a page really fetches before it is
// interactive, per language: the build's manifest (npm run bundle-size) cannot see the language
// dictionaries a page fetches by dynamic import before hydrating (decision 136, 139). Serves the
// production build with a fresh demo catalogue, opens each page in Chromium and sums the gzip sizes
// (the precompressed files) of every script it loaded.
import { existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "playwright";
import { languageSettings } from "../app/i18n/languages.ts";
import { chromiumFlags, chromiumPath, ensureChromium } from "./lib/chromium.mjs";
import { freePort } from "./lib/free-port.mjs";
import { startProductionServer } from "./lib/start-server.mjs";

ensureChromium();
const clientDir = path.resolve("build/client");
const dataDir = mkdtempSync(path.join(tmpdir(), "coolparts-first-load-"));
const { child: server, base } = await startProductionServer({ dataDir, port: await freePort() });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  const { products } = await (await fetch(`${base}/api/products?brand=denso&limit=1`)).json();
  const productPath = `/brands/${products[0].brandSlug}/products/${encodeURIComponent(products[0].partNumber)}`;
  console.log(`\nFirst-load JS, gzip bytes, as fetched by Chromium (${productPath} as the product page)`);
  for (const [name, pagePath] of [
    ["home", "/"],
    ["product page", productPath],
  ]) {
    for (const { prefix, code } of languageSettings) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const scripts = new Set();
      page.on("request", (request) => {
        const url = new URL(request.url());
        if (url.pathname.endsWith(".js")) scripts.add(url.pathname);
      });
      let response = await page.goto(`${base}${prefix}${pagePath === "/" && prefix ? "" : pagePath}`, {
        waitUntil: "networkidle",
      });
      // Rarely Chromium reports no request of a page that loaded (seen on this busy machine): once more.
      if (scripts.size === 0) response = await page.reload({ waitUntil: "networkidle" });
      if (!response?.ok()) console.log(`  ${pagePath} in ${code}: HTTP ${response?.status()}`);
      let gzip = 0;
      for (const script of scripts) {
        const file = path.join(clientDir, `${script}.gz`);
        gzip += existsSync(file) ? statSync(file).size : 0;
      }
      console.log(
        `  ${name.padEnd(14)} ${code}  ${String(scripts.size).padStart(3)} files  ${String(gzip).padStart(7)} B`,
      );
      await context.close();
    }
  }
} finally {
  await browser.close();
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
