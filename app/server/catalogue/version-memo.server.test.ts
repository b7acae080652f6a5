import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "#tests/setup/test-database.ts";
import { boundedMemoPerVersion } from "./version-memo.server.ts";

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
});
