// The Node entry of the site. In production it loads the server bundle that `react-router build`
// wrote (our Express host and the routes in one module graph); with --dev it lets Vite compile
// the same host on the fly with hot reloading.
import path from "node:path";
import { pathToFileURL } from "node:url";
import "../scripts/check-node.mjs";

const development = process.argv.includes("--dev");
if (development) {
  process.env.NODE_ENV = "development";
  const { createServer } = await import("vite");
  const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
  const { startServer } = await vite.ssrLoadModule("/server/app.ts");
  await startServer({ vite });
} else {
  // React, Express and others pick their production code from NODE_ENV; unset, React renders pages
  // with its development build, several times slower. `npm start` is production unless told otherwise.
  process.env.NODE_ENV ??= "production";
  const buildDir = path.resolve(import.meta.dirname, "..", process.env.BUILD_DIR ?? "build");
  const { startServer } = await import(pathToFileURL(path.join(buildDir, "server/index.js")).href);
  await startServer();
}
