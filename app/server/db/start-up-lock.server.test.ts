import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createEmptyPostgresDatabase } from "#tests/setup/test-database.ts";
import { withStartUpLock } from "./start-up-lock.server.ts";

const postgres = process.env.TEST_POSTGRES_URL ? describe : describe.skip;

postgres("the start-up lock on PostgreSQL (decision 208)", () => {
  let database: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;
  beforeEach(async () => {
    database = await createEmptyPostgresDatabase();
  });
  afterEach(async () => {
    await database.drop();
  });

  it("runs one process's start-up work at a time: the second waits, says so, and starts after the first ends", async () => {
    const events: string[] = [];
    let finishFirst = () => {};
    const firstMayEnd = new Promise<void>((resolve) => {
      finishFirst = resolve;
    });
    let firstStarted = () => {};
    const firstIsWorking = new Promise<void>((resolve) => {
      firstStarted = resolve;
    });
    const first = withStartUpLock({ databaseUrl: database.url }, async () => {
      events.push("first starts");
      firstStarted();
      await firstMayEnd;
      events.push("first ends");
      return "first";
    });
    await firstIsWorking;
    let told = () => {};
    const secondWaits = new Promise<void>((resolve) => {
      told = resolve;
    });
    const second = withStartUpLock({ databaseUrl: database.url, onWait: () => told() }, async () => {
      events.push("second starts");
      return "second";
    });
    // A second that does not wait ends at once, and fails the check below.
    await Promise.race([secondWaits, second]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(events).toEqual(["first starts"]);
    finishFirst();
    expect(await Promise.all([first, second])).toEqual(["first", "second"]);
    expect(events).toEqual(["first starts", "first ends", "second starts"]);
  });

  it("lets the next process in when the work fails", async () => {
    await expect(
      withStartUpLock({ databaseUrl: database.url }, async () => {
        throw new Error("migration failed");
      }),
    ).rejects.toThrow("migration failed");
    let waited = false;
    const result = await withStartUpLock(
      {
        databaseUrl: database.url,
        onWait: () => {
          waited = true;
        },
      },
      async () => "started",
    );
    expect(result).toBe("started");
    expect(waited).toBe(false);
  });
});

describe("the start-up lock without PostgreSQL", () => {
  it("runs the work as is: SQLite is one process's file", async () => {
    expect(await withStartUpLock({}, async () => 42)).toBe(42);
  });
});
