import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, databaseKinds, type TestDatabase } from "#tests/setup/test-database.ts";
import { DemandCounter } from "./demand-counter.server.ts";
import type { DemandEvent } from "./demand-events.server.ts";
import { addDemandCounts, foldOldDemand } from "./demand-store.server.ts";

const browser =
  "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";
const buyer = { address: "203.0.113.7", userAgent: browser };

function search(subject: string, results: number): DemandEvent {
  return { event: "search", subject, language: "en", detail: "words", results };
}

/** 2026-11-26 10:00 in India. */
const NOV_26 = Date.parse("2026-11-26T04:30:00Z");

describe.each(databaseKinds)("demand counting on %s", (kind) => {
  let database: TestDatabase;
  let now = NOV_26;
  beforeEach(async () => {
    database = await createTestDatabase(kind);
    now = NOV_26;
  });
  afterEach(async () => {
    await database.dispose();
  });

  const rows = () =>
    database.db
      .selectFrom("demand_counts")
      .select(["period", "event", "subject", "language", "detail", "results", "hits"])
      .orderBy("period")
      .orderBy("subject")
      .execute();

  it("writes counts per day only when flushed, adding to the day's row", async () => {
    const counter = new DemandCounter(database.db, { now: () => now });
    counter.count([search("compressor creta", 4)], buyer);
    counter.count([search("compressor creta", 3)], { ...buyer, address: "198.51.100.2" });
    expect(await rows()).toEqual([]);
    await counter.flush();
    expect(await rows()).toEqual([
      {
        period: "2026-11-26",
        event: "search",
        subject: "compressor creta",
        language: "en",
        detail: "words",
        results: 3,
        hits: 2,
      },
    ]);
    counter.count([search("compressor creta", 0)], { ...buyer, address: "198.51.100.3" });
    await counter.stop();
    expect(await rows()).toMatchObject([{ hits: 3, results: 0 }]);
  });

  it("does not count known bots, scripts or a request without a user agent", async () => {
    const counter = new DemandCounter(database.db, { now: () => now });
    for (const userAgent of [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0)",
      "facebookexternalhit/1.1",
      "WhatsApp/2.23.20.0",
      "curl/8.5.0",
      "python-requests/2.31",
      undefined,
    ]) {
      expect(counter.count([search("radiator", 2)], { address: "192.0.2.1", userAgent })).toBe(0);
    }
    await counter.flush();
    expect(await rows()).toEqual([]);
  });

  it("lets one address add at most the daily cap to a count, and starts again the next day", async () => {
    const counter = new DemandCounter(database.db, { now: () => now, capPerAddress: 3 });
    for (let i = 0; i < 10; i++) counter.count([search("sd7v16", 0)], buyer);
    // Another count from the same address is its own.
    counter.count([search("condenser", 5)], buyer);
    // So is the same search from another network (an IPv6 /64 is one address).
    for (let i = 0; i < 5; i++) counter.count([search("sd7v16", 0)], { ...buyer, address: `2001:db8:1:2::${i}` });
    await counter.flush();
    expect((await rows()).map((row) => [row.subject, row.hits])).toEqual([
      ["condenser", 1],
      ["sd7v16", 6],
    ]);
    now += 24 * 3600_000;
    for (let i = 0; i < 10; i++) counter.count([search("sd7v16", 0)], buyer);
    await counter.flush();
    expect((await rows()).map((row) => [row.period, row.subject, row.hits])).toEqual([
      ["2026-11-26", "condenser", 1],
      ["2026-11-26", "sd7v16", 6],
      ["2026-11-27", "sd7v16", 3],
    ]);
  });

  it("adds at most 1 a request to a count, and keeps the cap per count whatever else a request names", async () => {
    const counter = new DemandCounter(database.db, { now: () => now, capPerAddress: 3 });
    expect(counter.count([search("sd7v16", 0), search("sd7v16", 0), search("sd7v16", 0)], buyer)).toBe(1);
    // Requests that each name it beside something new are still the same address asking again.
    for (let i = 0; i < 5; i++) counter.count([search("sd7v16", 0), search(`other ${i}`, 1)], buyer);
    await counter.flush();
    expect((await rows()).map((row) => [row.subject, row.hits])).toEqual([
      ["other 0", 1],
      ["other 1", 1],
      ["other 2", 1],
      ["other 3", 1],
      ["other 4", 1],
      ["sd7v16", 3],
    ]);
  });

  it("writes yesterday's counts under yesterday when the day turns before a write", async () => {
    const counter = new DemandCounter(database.db, { now: () => now });
    counter.count([search("blower", 1)], buyer);
    now += 24 * 3600_000;
    counter.count([search("blower", 1)], buyer);
    counter.count([search("blower", 1)], { ...buyer, address: "198.51.100.9" });
    await counter.flush();
    expect((await rows()).map((row) => [row.period, row.hits])).toEqual([
      ["2026-11-26", 1],
      ["2026-11-27", 2],
    ]);
  });

  it("counts by the day in India: 20:00 UTC is already the next day", async () => {
    now = Date.parse("2026-11-26T20:00:00Z");
    const counter = new DemandCounter(database.db, { now: () => now });
    counter.count([search("evaporator", 1)], buyer);
    await counter.flush();
    expect(await rows()).toMatchObject([{ period: "2026-11-27" }]);
  });

  it("folds day rows older than 400 days into months, summing hits, and leaves newer days alone", async () => {
    const row = (period: string, subject: string, hits: number, results: number | null = 0) => ({
      period,
      event: "search",
      subject,
      language: "en",
      detail: "words",
      results,
      hits,
    });
    await addDemandCounts(database.db, [
      row("2025-09-30", "blower", 2),
      row("2025-10-01", "blower", 3),
      row("2025-10-21", "blower", 4, 2),
      row("2025-10-22", "blower", 5),
      row("2025-10-21", "valve", 1),
      // A month folded earlier takes more days.
      row("2025-09", "blower", 10),
    ]);
    // 400 days before 2026-11-26 is 2025-10-22: days before it are folded.
    expect(await foldOldDemand(database.db, "2026-11-26")).toBe(4);
    expect((await rows()).map((r) => [r.period, r.subject, r.hits, r.results])).toEqual([
      ["2025-09", "blower", 12, 0],
      ["2025-10", "blower", 7, 2],
      ["2025-10", "valve", 1, 0],
      ["2025-10-22", "blower", 5, 0],
    ]);
    // Folding again changes nothing.
    expect(await foldOldDemand(database.db, "2026-11-26")).toBe(0);
  });

  it("folds old days when it writes on a new day", async () => {
    await addDemandCounts(database.db, [
      { period: "2025-01-05", event: "view", subject: "12", language: "es", detail: "", results: null, hits: 9 },
    ]);
    const counter = new DemandCounter(database.db, { now: () => now });
    await counter.flush();
    expect(await rows()).toMatchObject([{ period: "2025-01", subject: "12", hits: 9 }]);
  });
});
