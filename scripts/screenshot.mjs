// A screenshot of a page as a person would see it, for looking at the site from the command line:
//   node scripts/screenshot.mjs <url> <out.png> [width=1280] [height=900] [scrollY=0]
// (run through npm's PATH so Node 24 and playwright-core are used). Prints console errors.
import { chromium } from "playwright-core";
import { chromiumFlags, chromiumPath } from "./lib/chromium.mjs";

const [url, out, width = "1280", height = "900", scroll = "0"] = process.argv.slice(2);
if (!url || !out) {
  console.log("Usage: node scripts/screenshot.mjs <url> <out.png> [width] [height] [scrollY]");
  process.exit(2);
}
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } });
const errors = [];
page.on("console", (message) => {
  if (message.type() === "error" || message.type() === "warning") errors.push(message.text());
});
page.on("pageerror", (error) => errors.push(String(error)));
await page.goto(url, { waitUntil: "networkidle" });
if (Number(scroll)) {
  await page.mouse.wheel(0, Number(scroll));
  await page.waitForTimeout(500);
}
await page.screenshot({ path: out });
console.log("errors:", errors);
await browser.close();
