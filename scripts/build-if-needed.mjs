// `npm start` on a fresh clone must work without a separate build step: build when the server
// bundle is missing or older than any source it is made from.
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { run } from "./lib/run.mjs";

const bundle = path.join(process.env.BUILD_DIR ?? "build", "server/index.js");
const sources = ["app", "server", "public", "package-lock.json", "vite.config.ts", "react-router.config.ts"];

function newestChange(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestChange(path.join(entry, child)));
  return newest;
}

export function buildIfNeeded() {
  const builtAt = existsSync(bundle) ? statSync(bundle).mtimeMs : 0;
  const changedAt = Math.max(...sources.map(newestChange));
  if (builtAt >= changedAt) return;
  console.log(builtAt ? "Sources changed since the last build: building..." : "No build yet: building...");
  const status = run("react-router", ["build"]);
  if (status !== 0) process.exit(status);
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfNeeded();
