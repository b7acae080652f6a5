import { chromium } from "playwright-core";

const [url, out, width = "1280", height = "900", scroll = "0"] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});
const page = await browser.newPage({ viewport: { width: +width, height: +height } });
const errors = [];
page.on("console", (m) => {
  if (m.type() === "error" || m.type() === "warning") errors.push(m.text());
});
page.on("pageerror", (e) => errors.push(String(e)));
await page.goto(url, { waitUntil: "networkidle" });
if (+scroll) {
  await page.mouse.wheel(0, +scroll);
  await page.waitForTimeout(500);
}
await page.screenshot({ path: out, fullPage: false });
console.log("errors:", errors);
await browser.close();
