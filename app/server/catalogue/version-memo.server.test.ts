import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "#tests/setup/test-database.ts";
import { boundedMemoPerVersion, weighedMemoPerVersion } from "./version-memo.server.ts";

describe("boundedMemoPerVersion", () => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase("sqlite");
  });
  afterEach(async () => {
    await database.dispose();
  });

  it("keeps at most its number of keys, dropping the least recently used", async () => {
    const memo = boundedMemoPerVersion(2);
    const loads: string[] = [];
    const read = (key: string) =>
      memo(database.db, key, async () => {
        loads.push(key);
        return key;
      });
    await read("a");
    await read("b");
    await read("a"); // kept; "b" is now the least recently used
    await read("c"); // drops "b"
    await read("a");
    await read("b");
    expect(loads).toEqual(["a", "b", "c", "b"]);
  });

  it("keeps at most its weight in all, dropping the least recently used first", async () => {
    const memo = weighedMemoPerVersion<number[]>({ most: 10, weigh: (ids) => ids.length, maxWeight: 5 });
    const loads: string[] = [];
    const read = (key: string, size: number) =>
      memo(database.db, key, async () => {
        loads.push(key);
        return Array.from({ length: size }, (_, i) => i);
      });
    await read("a", 2);
    await read("b", 2);
    await read("c", 3); // 7 > 5: "a", read longest ago, goes
    await read("b", 2);
    await read("a", 2);
    // A value heavier than all the room is handed over, and kept only until the next comes.
    await read("huge", 9);
    await read("huge", 9);
    await read("b", 2);
    expect(loads).toEqual(["a", "b", "c", "a", "huge", "b"]);
  });
});
