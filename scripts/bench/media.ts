import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { Agent, get as httpGet } from "node:http";
import path from "node:path";
import { MediaBucket } from "#app/server/media/media-bucket.server.ts";
import { processImage } from "#app/server/media/process-image.server.ts";
import { readFixture } from "#tests/setup/fixtures.ts";
import { buildIfNeeded } from "../build-if-needed.mjs";
import { freePort } from "../lib/free-port.mjs";
import { startS3rver } from "../lib/s3rver.ts";
import { startProductionServer } from "../lib/start-server.mjs";

const REQUESTS = 200;
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

/** One kind of request: its headers for each process (each has its own ETag) and the status it expects. */
interface Case {
  label: string;
  folder: Record<string, string>;
  bucket: Record<string, string>;
  status: number;
}

/**
 * `npm run bench -- media`: the latency a photo served from an S3 bucket adds over the media folder
 * (decision 200). Two production processes, one with its photos in DATA_DIR/media and one with them
 * in a bucket of s3rver on this machine, each asked for the same 640 px WebP rendition 200 times one
 * after the other: whole (200), revalidated (304) and a range (206). Prints the median and p95 of each
 * and the difference. s3rver answers from this machine's disk: a real bucket adds its network round
 * trip (a few ms in the same region) on top; MEDIA_PUBLIC_URL takes the app off the path altogether.
 */
export async function benchMedia(dataDir: string) {
  buildIfNeeded();
  const s3 = await startS3rver();
  const servers: Awaited<ReturnType<typeof startProductionServer>>[] = [];
  try {
    const processed = await processImage({ name: "bench.jpg", data: readFixture("images", "AC 417 000S.jpg") });
    if ("refused" in processed) throw new Error("the fixture photo was refused");
    const rendition = processed.renditions.find((r) => r.width === 640) ?? processed.renditions.at(-1);
    if (!rendition) throw new Error("no rendition");
    const key = `${randomBytes(12).toString("hex")}-${rendition.width}.webp`;

    const folderData = path.join(dataDir, "folder");
    mkdirSync(path.join(folderData, "media"), { recursive: true });
    writeFileSync(path.join(folderData, "media", key), rendition.data);
    await new MediaBucket(s3.settings).put(key, rendition.data);

    const common = { SEED_DEMO: "false", DEMAND_COUNTING: "false" };
    const folder = await startProductionServer({ dataDir: folderData, port: await freePort(), env: common });
    servers.push(folder);
    const bucket = await startProductionServer({
      dataDir: path.join(dataDir, "bucket"),
      port: await freePort(),
      env: { ...common, ...s3.env },
    });
    servers.push(bucket);

    const etagOf = async (base: string) => (await fetch(`${base}/media/${key}`)).headers.get("etag") ?? "";
    const etag = await etagOf(bucket.base);
    const folderEtag = await etagOf(folder.base);
    console.log(`\nA ${rendition.data.length}-byte WebP rendition, ${REQUESTS} requests one after the other (ms):`);
    console.log("| request | folder median | folder p95 | bucket median | bucket p95 | added (median) |");
    console.log("| --- | ---: | ---: | ---: | ---: | ---: |");
    const range = { range: "bytes=0-1023" };
    const cases: Case[] = [
      { label: "whole (200)", folder: {}, bucket: {}, status: 200 },
      {
        label: "revalidated (304)",
        folder: { "if-none-match": folderEtag },
        bucket: { "if-none-match": etag },
        status: 304,
      },
      { label: "range 0-1023 (206)", folder: range, bucket: range, status: 206 },
    ];
    for (const { label, folder: folderHeaders, bucket: bucketHeaders, status } of cases) {
      const a = await timings(`${folder.base}/media/${key}`, folderHeaders, status);
      const b = await timings(`${bucket.base}/media/${key}`, bucketHeaders, status);
      console.log(
        `| ${label} | ${ms(a.median)} | ${ms(a.p95)} | ${ms(b.median)} | ${ms(b.p95)} | ${ms(b.median - a.median)} |`,
      );
    }
  } finally {
    for (const server of servers) {
      server.child.kill("SIGTERM");
      await server.exited;
    }
    await s3.stop();
    agent.destroy();
  }
}

async function timings(
  url: string,
  headers: Record<string, string>,
  status: number,
): Promise<{ median: number; p95: number }> {
  for (let i = 0; i < 20; i++) await get(url, headers);
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now();
    const answered = await get(url, headers);
    times.push(performance.now() - started);
    if (answered !== status)
      throw new Error(`${url} answered ${answered}, not ${status}, to ${JSON.stringify(headers)}`);
  }
  times.sort((x, y) => x - y);
  return { median: times[Math.floor(times.length / 2)] ?? 0, p95: times[Math.floor(times.length * 0.95)] ?? 0 };
}

/**
 * One GET on a kept-alive connection, read to the end; its status. Not fetch: fetch adds
 * `Cache-Control: no-cache` to a conditional request, and Express's sendFile then never answers 304.
 */
function get(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpGet(url, { headers, agent }, (response) => {
      response.resume();
      response.once("end", () => resolve(response.statusCode ?? 0));
      response.once("error", reject);
    });
    request.once("error", reject);
  });
}

function ms(value: number): string {
  return value.toFixed(2);
}
