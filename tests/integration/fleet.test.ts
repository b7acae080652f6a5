import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, photosForm } from "#tests/setup/api-client.ts";
import { readFixture } from "#tests/setup/fixtures.ts";
import { type Fleet, fleetUnavailable, signIn, startFleet } from "#tests/setup/fleet.ts";
import { steadyTraffic } from "#tests/setup/steady-traffic.ts";
import { type RunningS3rver, startS3rver } from "../../scripts/lib/s3rver.ts";

// Several machines on one (issue 42): two production processes with data folders of their own on one
// PostgreSQL and one S3 bucket (s3rver), behind Debian's nginx as docs/deploy.md configures it. More
// cross-server checks (shared limits, one import writer) belong here as further `it` blocks on `fleet`.

const unavailable = fleetUnavailable();
if (unavailable) {
  process.stderr.write(
    `\n${"!".repeat(78)}\n  NO FLEET: ${unavailable}\n  The several-processes tests (tests/integration/fleet.test.ts) are SKIPPED.\n${"!".repeat(78)}\n`,
  );
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A visitor's pages and API reads, every language, from the demo catalogue. */
const VISITOR_PATHS = [
  "/",
  "/brands/denso",
  "/brands/denso/products/447652-1005",
  "/es/brands",
  "/hi/categories/condenser",
  "/categories/condenser?brand=denso",
  "/api/products?brand=denso&limit=20",
  "/api/products/details/447652-1005",
  "/brands/denso/products/447652-1005.data",
  "/sitemap.xml",
] as const;

/**
 * nginx's access log from line `from` on, once it holds `count` lines: nginx writes a request's line
 * when it has finished it, which can be just after the client has read the answer.
 */
async function accessLogSince(fleet: Fleet, from: number, count: number): Promise<string[]> {
  for (let tries = 0; ; tries++) {
    const lines = fleet.nginx.accessLog().slice(from);
    if (lines.length >= count || tries === 100) return lines;
    await wait(20);
  }
}

/** Events a server logged, by name (its logs are JSON lines). */
function loggedEvents(lines: string[]): string[] {
  return lines.flatMap((line) => {
    try {
      return [(JSON.parse(line) as { event?: string }).event ?? ""];
    } catch {
      return [];
    }
  });
}

describe.skipIf(unavailable)("two processes on one PostgreSQL and one bucket behind nginx", () => {
  let s3: RunningS3rver;
  let fleet: Fleet;
  beforeAll(async () => {
    s3 = await startS3rver();
    // Media in the bucket (decision 200) for the whole fleet, the rolling restart included.
    fleet = await startFleet({ env: s3.env });
  }, 120_000);
  afterAll(async () => {
    await fleet?.dispose();
    await s3?.stop();
  }, 60_000);

  it("both came up, started at the same moment on an empty database: one loaded the data, neither crashed", async () => {
    for (const server of fleet.processes) {
      const health = await fetch(`${server.base}/healthz`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: "ok", database: "postgres" });
    }
    const events = fleet.processes.map((server) => loggedEvents(server.logLines()));
    // The start-up lock (decision 208): exactly one created the administrator and loaded the demo catalogue.
    expect(events.flat().filter((event) => event === "first-administrator-created")).toHaveLength(1);
    expect(events.flat().filter((event) => event === "demo-catalogue-loaded")).toHaveLength(1);
    expect(events.flat().filter((event) => event === "start-up-failed")).toEqual([]);
  });

  it("shows a product created through one server through the other and through nginx", async () => {
    const [first, second] = fleet.processes;
    if (!first || !second) throw new Error("a fleet of two");
    const token = await signIn(first.base);
    const created = await fetch(`${first.base}/api/products`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({
        name: "Fleet Test Condenser",
        partNumber: "FLEET-42",
        brand: "Denso",
        category: "Condenser",
      }),
    });
    expect(created.status).toBe(201);
    const details = await fetch(`${second.base}/api/products/details/FLEET-42`);
    expect(details.status).toBe(200);
    expect(await details.json()).toMatchObject({ product: { name: "Fleet Test Condenser", partNumber: "FLEET-42" } });
    // Round robin: two requests through nginx, one to each process.
    const logged = fleet.nginx.accessLog().length;
    for (let turn = 0; turn < 2; turn++) {
      const page = await fetch(`${fleet.base}/brands/denso/products/FLEET-42`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("Fleet Test Condenser");
    }
    const lastTwo = await accessLogSince(fleet, logged, 2);
    expect(new Set(lastTwo.map((line) => line.split(" ")[3])).size).toBe(2);
  });

  it("serves a photo uploaded through one server through the other and through nginx, and the other's product page links it", async () => {
    const [first, second] = fleet.processes;
    if (!first || !second) throw new Error("a fleet of two");
    const token = await signIn(first.base);
    const callFirst = apiClient(
      () => first.base,
      () => token,
    );
    const created = await callFirst("POST", "/api/products", {
      json: { name: "Fleet Photo Compressor", partNumber: "FLEET-PHOTO-42", brand: "Denso", category: "Compressor" },
    });
    expect(created.status, created.text).toBe(201);
    const productId = (created.json.product as { id: number }).id;
    // The staff screen's photo upload, through the first process only: the file name names the part.
    const uploaded = await callFirst("POST", "/api/upload-images", {
      form: photosForm([{ name: "FLEET-PHOTO-42.png", data: readFixture("images", "33740.png") }]),
    });
    expect(uploaded.status, uploaded.text).toBe(200);
    const photos = await callFirst("GET", `/api/products/${productId}/photos`);
    expect(photos.status, photos.text).toBe(200);
    const src = (photos.json.photos as { src: string }[])[0]?.src ?? "";
    expect(src).toMatch(/^\/media\/[0-9a-f]{24}-\d+\.webp$/);

    const fromFirst = await fetch(`${first.base}${src}`);
    expect(fromFirst.status).toBe(200);
    const bytes = Buffer.from(await fromFirst.arrayBuffer());
    expect(bytes.subarray(8, 12).toString("latin1")).toBe("WEBP");
    // The other machine never saw the upload: it reads the photo from the bucket.
    const fromSecond = await fetch(`${second.base}${src}`);
    expect(fromSecond.status).toBe(200);
    expect(Buffer.from(await fromSecond.arrayBuffer())).toEqual(bytes);
    // Through nginx until each process has answered it (round robin: the first two requests).
    const logged = fleet.nginx.accessLog().length;
    const answeredBy = new Set<string>();
    for (let turn = 0; turn < 6 && answeredBy.size < 2; turn++) {
      const throughNginx = await fetch(`${fleet.base}${src}`);
      expect(throughNginx.status).toBe(200);
      expect(Buffer.from(await throughNginx.arrayBuffer())).toEqual(bytes);
      for (const line of await accessLogSince(fleet, logged, turn + 1)) answeredBy.add(line.split(" ")[3] ?? "");
    }
    expect(answeredBy).toEqual(new Set(fleet.processes.map((server) => `127.0.0.1:${server.port}`)));
    // Neither data folder holds a copy: the bytes came from the bucket.
    for (const server of fleet.processes) {
      const mediaFolder = path.join(server.dataDir, "media");
      expect(existsSync(mediaFolder) ? readdirSync(mediaFolder) : []).toEqual([]);
    }

    const page = await fetch(`${second.base}/brands/denso/products/FLEET-PHOTO-42`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(src);
  });

  it("loses no request through nginx, read or write, while both processes are restarted one after the other under 30 s of traffic", async () => {
    let restartsDone = false;
    const started = Date.now();
    const until = () => restartsDone && Date.now() - started >= 30_000;
    const visitors = steadyTraffic(fleet.base, VISITOR_PATHS, { clients: 4, pauseMs: 25, until });
    // A staff member editing a product meanwhile: nginx never retries a PATCH it has sent, so one cut
    // by a stopping process would be a failure here (GETs it would quietly retry elsewhere).
    const token = await signIn(fleet.base);
    const [product] = (
      (await (await fetch(`${fleet.base}/api/products?brand=denso&limit=1`)).json()) as {
        products: { id: number }[];
      }
    ).products;
    const staff = steadyTraffic(
      fleet.base,
      [
        {
          method: "PATCH",
          path: `/api/products/${product?.id}`,
          headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
          body: (turn) => JSON.stringify({ description: `Edited during the rolling restart, turn ${turn}.` }),
        },
      ],
      { clients: 1, pauseMs: 300, until },
    );
    await wait(3000);
    const exitCodes: (number | null)[] = [];
    const logLinesBefore = fleet.processes.map((server) => server.logLines().length);
    for (const server of fleet.processes) {
      exitCodes.push(await server.stop());
      await server.start();
      // The restart order of docs/deploy.md: the next server stops only once nginx takes this one
      // back, after its fail_timeout (5 s) from the refused connection that took it out.
      await wait(6000);
    }
    restartsDone = true;
    const [read, written] = await Promise.all([visitors, staff]);
    expect([...read.failures, ...written.failures]).toEqual([]);
    expect(exitCodes).toEqual([0, 0]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(30_000);
    expect(read.total).toBeGreaterThan(100);
    expect(written.total).toBeGreaterThan(5);
    fleet.processes.forEach((server, index) => {
      const events = loggedEvents(server.logLines().slice(logLinesBefore[index]));
      // Each stopped gracefully, came back, and then answered visitors again through nginx.
      expect(events).toEqual(expect.arrayContaining(["draining", "port-closed", "stopped", "listening"]));
      expect(
        events.slice(events.lastIndexOf("listening")).filter((event) => event === "request").length,
      ).toBeGreaterThan(0);
    });
  }, 120_000);
});

describe.skipIf(unavailable)("three processes started at once on an empty database", () => {
  it("all come up, in each of two rounds", async () => {
    for (let round = 0; round < 2; round++) {
      const fleet = await startFleet({ size: 3 });
      try {
        for (const server of fleet.processes) expect((await fetch(`${server.base}/healthz`)).status).toBe(200);
        const events = fleet.processes.flatMap((server) => loggedEvents(server.logLines()));
        expect(events.filter((event) => event === "demo-catalogue-loaded")).toHaveLength(1);
      } finally {
        await fleet.dispose();
      }
    }
  }, 300_000);
});
