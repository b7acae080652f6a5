import { readFileSync } from "node:fs";
import path from "node:path";
import { type BrowserContext, type CDPSession, chromium, type Locator, type Page } from "@playwright/test";
import { buildIfNeeded } from "../build-if-needed.mjs";
import { type BareChromium, launchBareChromium } from "../lib/bare-chromium.ts";
import { chromiumFlags, chromiumPath, ensureChromium } from "../lib/chromium.mjs";
import { freePort } from "../lib/free-port.mjs";
import { startProductionServer } from "../lib/start-server.mjs";
import { benchStaffEnv, benchStaffToken } from "./bench-staff.ts";

// `npm run bench -- taps` (issue 30): how long each tap takes to its next paint on a mid-range phone,
// Chrome DevTools' "mid-tier mobile": a 390x844 touch screen with the CPU slowed four times. Measured
// with the Event Timing API as INP measures it (the longest event of the interaction, events of
// 16 ms and more: shorter ones are not reported and print as "<16"), median and worst of five runs,
// each on a fresh page of the production build served by the real server (a control below the
// first screen is scrolled to a second before its tap, see inView). Also the long tasks
// (over 50 ms) after the first paint while / and a product page hydrate, in Playwright's browser
// and in one driven over a bare DevTools connection (decision 170).

const RUNS = 5;
const FIXTURE_IMAGES = path.resolve(import.meta.dirname, "../../tests/fixtures/images");
const CPU_SLOWDOWN = 4;
/** The phone's screen, in CSS pixels. */
const PHONE = { width: 390, height: 844, deviceScaleFactor: 3 };
/** Under this, the Event Timing API reports nothing (its smallest durationThreshold). */
const THRESHOLD_MS = 16;

/** Installed before any of the page's scripts: what the bench reads back. */
function observe(threshold: number) {
  const state = window as unknown as {
    __events: { name: string; duration: number; interactionId: number }[];
    __longTasks: { start: number; duration: number }[];
  };
  state.__events = [];
  state.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      state.__events.push({ name: entry.name, duration: entry.duration, interactionId: entry.interactionId });
    }
  }).observe({ type: "event", durationThreshold: threshold } as PerformanceObserverInit);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.__longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: "longtask" });
}

interface Phone {
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
}

async function openPhone(browser: Awaited<ReturnType<typeof chromium.launch>>, base: string): Promise<Phone> {
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width: PHONE.width, height: PHONE.height },
    deviceScaleFactor: PHONE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript(observe, THRESHOLD_MS);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  return { context, page, cdp };
}

/** Opens a page and waits until it is interactive and its idle-time downloads are done. */
async function visit(page: Page, path: string) {
  await page.goto(path, { waitUntil: "load" });
  await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 30_000 });
  await page.waitForLoadState("networkidle");
}

/**
 * Scrolls `control` into view as a person would before tapping it, and lets the page settle: a
 * finger cannot scroll and tap in the same frame, as Playwright's tap does, and what a scroll sets
 * off (the nav's dark bar, below-the-fold content going live) belongs to the scroll, not the tap.
 */
async function inView(page: Page, control: Locator): Promise<Locator> {
  await control.scrollIntoViewIfNeeded();
  await page.waitForTimeout(1_000);
  return control;
}

/** Clears the events seen so far, runs the interaction, and returns its longest event (ms). */
async function timed(page: Page, interaction: () => Promise<void>): Promise<number> {
  await page.evaluate(() => {
    (window as unknown as { __events: unknown[] }).__events = [];
  });
  await interaction();
  // Event Timing reports an event after the paint that follows it: give the slowed page time.
  await page.waitForTimeout(800);
  const durations = await page.evaluate(() =>
    (window as unknown as { __events: { duration: number; interactionId: number }[] }).__events
      .filter((event) => event.interactionId > 0)
      .map((event) => event.duration),
  );
  return durations.length ? Math.max(...durations) : 0;
}

/** Typing: each key is an interaction; the slowest key counts. */
async function typed(page: Page, text: string): Promise<number> {
  return timed(page, () => page.keyboard.type(text, { delay: 120 }));
}

type Interaction = { label: string; run: (page: Page, paths: Paths) => Promise<number> };
interface Paths {
  product: string;
  brand: string;
  /** A product with two photos, so its page has the gallery (decision 151). */
  gallery: string;
}

const interactions: Interaction[] = [
  {
    label: "tap the search icon (/)",
    run: async (page) => {
      await visit(page, "/");
      return timed(page, () => page.getByRole("button", { name: "Search parts" }).tap());
    },
  },
  {
    label: "type in the search dialog (slowest key)",
    run: async (page) => {
      await visit(page, "/");
      await page.getByRole("button", { name: "Search parts" }).tap();
      await page.getByRole("combobox", { name: "Part number or product name" }).waitFor();
      return typed(page, "compressor");
    },
  },
  {
    label: "open the menu (/)",
    run: async (page) => {
      await visit(page, "/");
      return timed(page, () => page.getByRole("button", { name: "Open menu" }).tap());
    },
  },
  {
    label: "open the vehicle finder (brand listing's filters)",
    run: async (page, paths) => {
      await visit(page, paths.brand);
      return timed(page, () => page.getByRole("button", { name: "Filters" }).tap());
    },
  },
  {
    label: "tap a listing filter (a category)",
    run: async (page, paths) => {
      await visit(page, paths.brand);
      await page.getByRole("button", { name: "Filters" }).tap();
      const choice = page.getByRole("complementary").getByRole("radio").nth(1);
      await choice.waitFor();
      await page.waitForTimeout(400);
      return timed(page, () => choice.tap());
    },
  },
  {
    label: "tap “Add to enquiry” (product page)",
    run: async (page, paths) => {
      await visit(page, paths.product);
      const add = await inView(page, page.getByRole("button", { name: "Add to enquiry" }).first());
      return timed(page, () => add.tap());
    },
  },
  {
    label: "tap “Compare with other parts”",
    run: async (page, paths) => {
      await visit(page, paths.product);
      const compare = await inView(page, page.getByRole("link", { name: "Compare with other parts" }));
      return timed(page, () => compare.tap());
    },
  },
  {
    label: "tap a photo's thumbnail (product gallery)",
    run: async (page, paths) => {
      await visit(page, paths.gallery);
      const thumbnail = await inView(page, page.getByRole("button", { name: "Show photo 2 of 2" }));
      return timed(page, () => thumbnail.tap());
    },
  },
  {
    label: "type in the staff sign-in (slowest key)",
    run: async (page) => {
      await visit(page, "/login");
      await page.getByLabel("Username").tap();
      return typed(page, "counter-staff");
    },
  },
];

/** Run in the page: the long tasks (ms) that end after its first paint. */
function longTasksAfterFirstPaint(): number[] {
  const firstPaint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0;
  return (window as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks
    .filter((task) => task.start + task.duration > firstPaint)
    .map((task) => Math.round(task.duration));
}

/** Long tasks over 50 ms after the first paint, until the page is hydrated and settled. */
async function hydrationLongTasks(page: Page, path: string): Promise<number[]> {
  await visit(page, path);
  await page.waitForTimeout(500);
  return page.evaluate(longTasksAfterFirstPaint);
}

/** How long a page hydrated in the bare browser is left before its long tasks are read. */
const BARE_SETTLE_MS = 2_000;

/**
 * The same, in a browser driven over a bare DevTools connection (decision 170): the same phone
 * (screen, touch, CPU), the same observer, and nothing of Playwright in the page's process.
 */
async function bareHydrationLongTasks(browser: BareChromium, url: string): Promise<number[]> {
  const { browserContextId } = await browser.send<{ browserContextId: string }>("Target.createBrowserContext");
  try {
    const { targetId } = await browser.send<{ targetId: string }>("Target.createTarget", {
      url: "about:blank",
      browserContextId,
    });
    const { sessionId } = await browser.send<{ sessionId: string }>("Target.attachToTarget", {
      targetId,
      flatten: true,
    });
    const page = <T>(method: string, params?: object) => browser.send<T>(method, params, sessionId);
    const read = async <T>(expression: string) =>
      (await page<{ result: { value: T } }>("Runtime.evaluate", { expression, returnByValue: true })).result.value;
    await page("Emulation.setDeviceMetricsOverride", { ...PHONE, mobile: true });
    await page("Emulation.setTouchEmulationEnabled", { enabled: true, maxTouchPoints: 5 });
    await page("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page("Page.enable");
    await page("Page.addScriptToEvaluateOnNewDocument", { source: `(${observe})(${THRESHOLD_MS})` });
    await page("Page.navigate", { url });
    const hydrated = `location.href === ${JSON.stringify(url)} && document.documentElement.hasAttribute("data-hydrated")`;
    for (let poll = 0; !(await read<boolean>(hydrated)); poll++) {
      if (poll === 300) throw new Error(`${url} did not hydrate within 30 s in the bare browser`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await new Promise((resolve) => setTimeout(resolve, BARE_SETTLE_MS));
    return await read<number[]>(`(${longTasksAfterFirstPaint})()`);
  } finally {
    await browser.send("Target.disposeBrowserContext", { browserContextId });
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const shown = (ms: number) => (ms < THRESHOLD_MS ? `<${THRESHOLD_MS}` : ms.toFixed(0));
const shownTasks = (tasks: number[]) => (tasks.length ? tasks.join("+") : "none");

/** Two photos the gallery shows, from the test fixtures (real files an office camera made). */
const GALLERY_PHOTOS = ["photo-006.jpg", "photo-009.jpg"];

/**
 * Gives `partNumber` two photos through the staff API, as staff upload them (named after the part
 * number, the second with a suffix), so its page shows the gallery.
 */
async function addGalleryPhotos(base: string, partNumber: string) {
  const token = await benchStaffToken(base);
  const form = new FormData();
  GALLERY_PHOTOS.forEach((file, index) => {
    const data = readFileSync(path.join(FIXTURE_IMAGES, file));
    form.append(
      "images[]",
      new Blob([new Uint8Array(data)]),
      `${partNumber}${index === 0 ? "" : `_${index + 1}`}${path.extname(file)}`,
    );
  });
  const upload = await fetch(`${base}/api/upload-images`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (!upload.ok) throw new Error(`the gallery's photos were refused (HTTP ${upload.status}): ${await upload.text()}`);
}

export async function benchTaps(dataDir: string) {
  buildIfNeeded();
  ensureChromium();
  const server = await startProductionServer({
    dataDir,
    port: await freePort(),
    env: benchStaffEnv,
  });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const listed = (await (await fetch(`${server.base}/api/products?limit=2`)).json()) as {
      products: { brandSlug: string; partNumber: string }[];
    };
    const [first, second] = listed.products;
    if (!first || !second) throw new Error("the demo catalogue has fewer than two products");
    const productPath = (product: typeof first) =>
      `/brands/${product.brandSlug}/products/${encodeURIComponent(product.partNumber)}`;
    await addGalleryPhotos(server.base, second.partNumber);
    const paths: Paths = {
      brand: `/brands/${first.brandSlug}`,
      product: productPath(first),
      gallery: productPath(second),
    };
    console.log(
      `\nTime to next paint of each tap, ${RUNS} runs, ${PHONE.width}x${PHONE.height} touch phone, CPU slowed ${CPU_SLOWDOWN}x (Event Timing API, ms)`,
    );
    console.log(`  ${"interaction".padEnd(52)} ${"median".padStart(7)} ${"worst".padStart(7)}   runs`);
    for (const interaction of interactions) {
      const durations: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const phone = await openPhone(browser, server.base);
        try {
          durations.push(await interaction.run(phone.page, paths));
        } finally {
          await phone.context.close();
        }
      }
      console.log(
        `  ${interaction.label.padEnd(52)} ${shown(median(durations)).padStart(7)} ${shown(Math.max(...durations)).padStart(7)}   ${durations.map(shown).join(" ")}`,
      );
    }
    console.log("\nLong tasks (> 50 ms) after the first paint while the page hydrates, same phone, each run (ms)");
    const pages = [
      ["/", "/"],
      ["product page", paths.product],
    ] as const;
    console.log("  in Playwright's browser (its session adds to the page's own tasks, decision 170)");
    for (const [label, path] of pages) {
      const runs: string[] = [];
      for (let run = 0; run < RUNS; run++) {
        const phone = await openPhone(browser, server.base);
        try {
          runs.push(shownTasks(await hydrationLongTasks(phone.page, path)));
        } finally {
          await phone.context.close();
        }
      }
      console.log(`    ${label.padEnd(50)} ${runs.join("   ")}`);
    }
    console.log("  over a bare DevTools connection, as the phone's own browser runs the page");
    const bare = await launchBareChromium();
    try {
      for (const [label, path] of pages) {
        const runs: string[] = [];
        for (let run = 0; run < RUNS; run++)
          runs.push(shownTasks(await bareHydrationLongTasks(bare, server.base + path)));
        console.log(`    ${label.padEnd(50)} ${runs.join("   ")}`);
      }
    } finally {
      await bare.close();
    }
  } finally {
    await browser.close();
    server.child.kill("SIGTERM");
    await server.exited;
  }
}
