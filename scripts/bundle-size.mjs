// `npm run bundle-size`: the JavaScript and CSS each key page loads first, read from the production
// build (React Router's manifest names each route's chunks), as raw bytes, gzip -9 and brotli -11
// (the precompressed files the server sends). The end-to-end budget test uses the same figures.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/** Pages and the routes that render them (the root layout always). */
export const budgetPages = {
  "/": ["routes/_public/home"],
  "/brands/denso": ["routes/_public/brand"],
  "product page": ["routes/_public/product-in-brand"],
  "/categories/compressor": ["routes/_public/category"],
  "/blogs/audi": ["routes/_public/blog"],
  "/contact": ["routes/_public/contact"],
  "/add-products (staff)": ["routes/_staff/add-products"],
};

function readManifest(clientDir) {
  const assets = path.join(clientDir, "assets");
  const file = readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`No React Router manifest in ${assets}: run npm run build first.`);
  const source = readFileSync(path.join(assets, file), "utf8");
  return JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1));
}

function fileSize(file) {
  return existsSync(file) ? statSync(file).size : 0;
}

/** Sizes in bytes of the first-load JavaScript and CSS of a page made of these routes. */
export function firstLoadSizes(clientDir, routeIds) {
  const manifest = readManifest(clientDir);
  const scripts = new Set([manifest.entry.module, ...manifest.entry.imports]);
  const styles = new Set(manifest.entry.css);
  for (const id of ["root", ...routeIds]) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`Route ${id} is not in the build's manifest.`);
    for (const key of [
      "module",
      "clientActionModule",
      "clientLoaderModule",
      "clientMiddlewareModule",
      "hydrateFallbackModule",
    ]) {
      if (route[key]) scripts.add(route[key]);
    }
    for (const chunk of route.imports ?? []) scripts.add(chunk);
    for (const sheet of route.css ?? []) styles.add(sheet);
  }
  const measure = (urls) => {
    const total = { files: urls.size, raw: 0, gzip: 0, brotli: 0 };
    for (const url of urls) {
      const file = path.join(clientDir, url);
      total.raw += fileSize(file);
      total.gzip += fileSize(`${file}.gz`);
      total.brotli += fileSize(`${file}.br`);
    }
    return total;
  };
  return { js: measure(scripts), css: measure(styles) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const clientDir = path.join(process.env.BUILD_DIR ?? "build", "client");
  const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(7);
  console.log(`\nFirst-load assets from ${clientDir} (KB)`);
  console.log(
    `  ${"page".padEnd(24)} ${"JS files".padStart(8)} ${"JS raw".padStart(7)} ${"gzip".padStart(7)} ${"brotli".padStart(7)}   ${"CSS gzip".padStart(8)} ${"brotli".padStart(7)}`,
  );
  for (const [page, routes] of Object.entries(budgetPages)) {
    const { js, css } = firstLoadSizes(clientDir, routes);
    console.log(
      `  ${page.padEnd(24)} ${String(js.files).padStart(8)} ${kb(js.raw)} ${kb(js.gzip)} ${kb(js.brotli)}   ${kb(css.gzip).padStart(8)} ${kb(css.brotli)}`,
    );
  }
}
