import { describe, expect, it } from "vitest";
import { databaseKinds, databasePerTest } from "#tests/setup/test-database.ts";
import { listSubscribers } from "./enquiries/enquiries.server.ts";
import { memoryLimitStore, SharedLimit } from "./limits/shared-limit.server.ts";
import { submitSubscription } from "./subscribers.server.ts";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
};

const limiter = () => new SharedLimit(memoryLimitStore, { name: "subscriptions", max: 2, windowMs: 10 * 60 * 1000 });

describe.each(databaseKinds)("the footer's Subscribe form on %s", (kind) => {
  const database = databasePerTest(kind);

  it("stores an address once, lower-cased, in the page's language when the form names none", async () => {
    const shared = new SharedLimit(memoryLimitStore, { name: "subscriptions", max: 10, windowMs: 60_000 });
    const first = await submitSubscription(
      database.db,
      form({ email: "Ravi@Example.in" }),
      "203.0.113.1",
      "es",
      shared,
    );
    expect(first).toEqual({ result: { ok: true }, status: 200 });
    await submitSubscription(
      database.db,
      form({ email: "ravi@example.in", language: "en" }),
      "203.0.113.1",
      "en",
      shared,
    );
    expect(await listSubscribers(database.db)).toEqual([
      expect.objectContaining({ email: "ravi@example.in", language: "es" }),
    ]);
  });

  it("answers a bot that fills the hidden field as if it worked, stores nothing, and counts it", async () => {
    const shared = limiter();
    const bot = form({ email: "bot@spam.example", website: "https://spam.example" });
    expect(await submitSubscription(database.db, bot, "198.51.100.7", "en", shared)).toEqual({
      result: { ok: true },
      status: 200,
    });
    expect(await listSubscribers(database.db)).toEqual([]);
    await submitSubscription(database.db, bot, "198.51.100.7", "en", shared);
    expect(await submitSubscription(database.db, bot, "198.51.100.7", "en", shared)).toMatchObject({
      result: { ok: false, error: "too-many" },
      status: 429,
    });
  });

  it("refuses an address that is not one, storing nothing", async () => {
    const answer = await submitSubscription(
      database.db,
      form({ email: "not-an-address" }),
      "198.51.100.8",
      "en",
      limiter(),
    );
    expect(answer).toEqual({ result: { ok: false, error: "invalid" }, status: 400 });
    expect(await listSubscribers(database.db)).toEqual([]);
  });
});
