import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { eagerCommonJs } from "./scripts/vite/eager-commonjs.ts";
import { precompressAssets } from "./scripts/vite/precompress.ts";
import { catalogueChunk, shellChunk } from "./scripts/vite/shell-chunk.ts";

export default defineConfig({
  // The server bundle's entry is our Express host, so the host, the routes and the request
  // context objects share one module graph (see docs/decisions/002-server-host.md).
  environments: {
    ssr: { build: { rolldownOptions: { input: "./server/app.ts" } } },
    // Every page's first load is one chunk of the framework and the shell, not some thirty small ones
    // (decision 111): each small chunk paid its own module wrapper, imports and compression restart.
    client: { build: { rolldownOptions: { output: { codeSplitting: { groups: [shellChunk, catalogueChunk] } } } } },
  },
  // Code loaded on demand (decision 020) fetches its own imports, nearly all already loaded, so
  // Vite's helper that preloads them is left out of every page's first load (0.5 KB gzip).
  build: {
    modulePreload: false,
  },
  plugins: [tailwindcss(), reactRouter(), eagerCommonJs(), precompressAssets()],
});
