import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * End-to-end tests drive Debian's Chromium; a test tool's own browser download cannot work on
 * this network. Installs it with apt-get when it is missing and we are root, else says how.
 */
export function ensureChromium() {
  if (existsSync(chromiumPath)) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium is not installed at ${chromiumPath}. Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium\n` +
        "or set CHROMIUM_PATH to another Chromium binary.",
    );
    process.exit(1);
  }
  console.log("Installing Debian's Chromium for the end-to-end tests (apt-get install chromium)...");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "chromium"], { stdio: "inherit", env });
  if (!existsSync(chromiumPath)) {
    console.error(`apt-get finished but ${chromiumPath} is still missing.`);
    process.exit(1);
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
