// `npm run bench`: prints figures, asserts nothing. Measures, on this machine:
//  1. importing a generated 50,000-row .xlsx (parse and validate in the worker, commit) on SQLite
//     (scripts/bench/import.ts);
//  2. requests per second and latency of the production server on loopback (autocannon), for the
//     API calls and pages a visitor makes, with 5,000 products in one brand, against the same
//     process serving the built stylesheet (the ceiling): pages from the render cache, beside the
//     same pages rendered every time (a second process with the cache off), what a catalogue write
//     costs, and a fresh nonce per response against hashes (decision 056) (scripts/bench/http.ts);
//  3. the parts finder at 100,000 products with OE numbers, cross references and fitments on
//     SQLite: p50/p95 of a search by another number, of vehicle-filtered listings and of word
//     searches (vehicle, category, brand, Spanish, typos) (scripts/bench/finder.ts).
// `npm run bench -- finder` runs only the third, `npm run bench -- http` the first two.
// `npm run bench -- import-load` runs only a 50,000-row import through the API while sampling /healthz
// and a brand page (scripts/bench/import-load.ts). `npm run bench -- price-list` imports a mapped 50,000-row
// supplier price list and previews a 100,000-row one through the import worker (scripts/bench/price-list.ts).
// `npm run bench -- import-ratio`: a 50,000-row supplier list saved through LibreOffice, imported as the API
// does, as a ratio to SheetJS's bare read of the same file, with the import's phases (scripts/bench/import-ratio.ts).
// `npm run bench -- placing-lists`: issue 40's figures per supplier list of tests/setup/placing-lists.ts through
// the API (a check, then the import): rows read, placed by category, needing a look, left out, and how many
// placed rows are wrong by our own reading of their names (scripts/bench/placing-lists.ts).
// `npm run bench -- import-memory`: the server's resident memory before, at the peak of and after the check
// and the import of a valid 92,563-row sheet of about 131 MB inflated (scripts/bench/import-memory.ts).
// `npm run bench -- search-flood`: a cached product page's p50/p99 while 100 connections send distinct
// searches, with the search budget off and on (scripts/bench/search-flood.ts).
// `npm run bench -- flood`: a real buyer's searches, a cached page and /healthz while 100 connections send
// distinct searches from 1,000 addresses and 100 send scan lookups from one (scripts/bench/flood.ts).
// `npm run bench -- demand`: cached pages' requests per second with demand counting on and off, and the
// storage a simulated year of 20,000 searches a day takes (scripts/bench/demand.ts).
// `npm run bench -- scan`: the label scanner's read rate and time to a result on the project's label photos
// (scripts/bench/scan.ts).
// `npm run bench -- whole-list`: /healthz while the whole list of 70,000 products is fetched
// (scripts/bench/whole-list.ts).
// `npm run bench -- fleet`: a cached product page's requests per second and p99 through nginx to one and to two
// processes on PostgreSQL (scripts/bench/fleet.ts).
// `npm run bench -- taps`: each tap's time to next paint on a slowed touch phone, and the long tasks
// while / and a product page hydrate, in Playwright's browser and over a bare DevTools socket
// (scripts/bench/taps.ts).
// `npm run bench -- media`: the latency a photo served from an S3 bucket (s3rver) adds over the media folder,
// median and p95 of 200 requests, whole, revalidated and a range (scripts/bench/media.ts, decision 200).
// `npm run bench -- growth [--sizes=50000,1000000]`: on PostgreSQL, searches, a listing, the sitemaps, a 50,000-row
// import and the server's memory at each catalogue size (scripts/bench/growth.ts, decision 226).
// The HTTP table's "× bare" column divides a cached page's requests per second by those of a bare
// node:http process sending the same bytes and headers from memory (scripts/bench/bare-server.ts).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { benchDemand } from "./bench/demand.ts";
import { benchFinder } from "./bench/finder.ts";
import { benchFleet } from "./bench/fleet.ts";
import { benchFlood } from "./bench/flood.ts";
import { benchGrowth } from "./bench/growth.ts";
import { benchHttp } from "./bench/http.ts";
import { benchImport } from "./bench/import.ts";
import { benchImportUnderLoad } from "./bench/import-load.ts";
import { benchImportMemory } from "./bench/import-memory.ts";
import { benchImportRatio } from "./bench/import-ratio.ts";
import { benchMedia } from "./bench/media.ts";
import { benchPlacingLists } from "./bench/placing-lists.ts";
import { benchPriceList } from "./bench/price-list.ts";
import { benchScan } from "./bench/scan.ts";
import { benchSearchFlood } from "./bench/search-flood.ts";
import { benchTaps } from "./bench/taps.ts";
import { benchWholeList } from "./bench/whole-list.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "coolparts-bench-"));
try {
  if (process.argv.includes("finder")) {
    await benchFinder(dataDir);
  } else if (process.argv.includes("import-ratio")) {
    const profileDir = process.argv.find((arg) => arg.startsWith("--cpu-prof-dir="))?.split("=")[1];
    const keptWorkbook = process.argv.find((arg) => arg.startsWith("--workbook="))?.split("=")[1];
    await benchImportRatio(dataDir, profileDir, keptWorkbook);
  } else if (process.argv.includes("placing-lists")) {
    await benchPlacingLists(dataDir);
  } else if (process.argv.includes("import-memory")) {
    await benchImportMemory(dataDir);
  } else if (process.argv.includes("import-load")) {
    await benchImportUnderLoad(dataDir);
  } else if (process.argv.includes("price-list")) {
    await benchPriceList(dataDir);
  } else if (process.argv.includes("search-flood")) {
    await benchSearchFlood(dataDir);
  } else if (process.argv.includes("flood")) {
    await benchFlood(dataDir);
  } else if (process.argv.includes("demand")) {
    await benchDemand(dataDir);
  } else if (process.argv.includes("scan")) {
    await benchScan(dataDir);
  } else if (process.argv.includes("taps")) {
    await benchTaps(dataDir);
  } else if (process.argv.includes("fleet")) {
    await benchFleet();
  } else if (process.argv.includes("media")) {
    await benchMedia(dataDir);
  } else if (process.argv.includes("growth")) {
    await benchGrowth(dataDir);
  } else if (process.argv.includes("whole-list")) {
    await benchWholeList(dataDir);
  } else {
    await benchImport(dataDir);
    await benchHttp(dataDir);
    if (!process.argv.includes("http")) await benchFinder(dataDir);
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
