import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Noto's Devanagari face, so Hindi pages render in the test browser as on a phone (Debian's Chromium
 * brings no font for it, and boxes instead of letters would pass unnoticed in screenshots).
 */
const devanagariFont = "/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf";

/**
 * End-to-end tests drive Debian's Chromium; a test tool's own browser download cannot work on
 * this network. Installs it and the fonts it needs with apt-get when missing and we are root, else
 * says how. The check is two file lookups when everything is there.
 */
export function ensureChromium() {
  const missing = [
    ...(existsSync(chromiumPath) ? [] : ["chromium"]),
    ...(existsSync(devanagariFont) ? [] : ["fonts-noto-core"]),
  ];
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `Missing for the end-to-end tests: ${missing.join(", ")}. Install with:\n  sudo apt-get update && sudo apt-get install -y ${missing.join(" ")}\n` +
        "or set CHROMIUM_PATH to another Chromium binary.",
    );
    process.exit(1);
  }
  console.log(`Installing Debian's ${missing.join(" and ")} for the end-to-end tests (apt-get install)...`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", ...missing], { stdio: "inherit", env });
  for (const [file, name] of [
    [chromiumPath, "chromium"],
    [devanagariFont, "fonts-noto-core"],
  ]) {
    if (!existsSync(file)) {
      console.error(`apt-get finished but ${file} (${name}) is still missing.`);
      process.exit(1);
    }
  }
}

/**
 * Flags for headless runs here: without the networking ones Chromium keeps dialling Google's hosts,
 * which this network refuses; the sandbox cannot start as root in a container.
 */
export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
