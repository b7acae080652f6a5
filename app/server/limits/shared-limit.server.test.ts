import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { databaseKinds } from "#tests/setup/test-database.ts";
import { createTestLimitStores, type TestLimitStores } from "#tests/setup/test-limit-store.ts";
import { ClientAndNetworkBudget } from "./client-and-network-budget.server.ts";
import { SharedLimit, takeEach } from "./shared-limit.server.ts";

const TEN_MINUTES = 10 * 60_000;

describe.each(databaseKinds)("limits beside %s (rate-limiter-flexible)", (kind) => {
  let stores: TestLimitStores;
  beforeEach(async () => {
    stores = await createTestLimitStores(kind);
  });
  afterEach(async () => {
    vi.useRealTimers();
    await stores.dispose();
  });

  it("takes up to the limit per key, then says how long until the window ends; other keys are their own", async () => {
    const limit = new SharedLimit(stores.store, { name: "enquiries", max: 5, windowMs: TEN_MINUTES });
    for (let i = 1; i <= 5; i++) expect(await limit.take("203.0.113.7")).toEqual({ count: i, waitMs: 0 });
    const refused = await limit.take("203.0.113.7");
    expect(refused.waitMs).toBeGreaterThan(TEN_MINUTES - 60_000);
    expect(refused.waitMs).toBeLessThanOrEqual(TEN_MINUTES);
    expect(await limit.waitMs("203.0.113.7")).toBeGreaterThan(0);
    expect(await limit.take("203.0.113.8")).toEqual({ count: 1, waitMs: 0 });
    // A long key, or one with a NUL, is stored under its hash: still counted, never an error.
    const long = `${"x".repeat(300)}\u0000203.0.113.7`;
    expect(await limit.take(long)).toEqual({ count: 1, waitMs: 0 });
    expect(await limit.count(long)).toBe(1);
  });

  it("gives one back, forgets a key, and opens a new window once the first one's time is up", async () => {
    const limit = new SharedLimit(stores.store, { name: "sign-in-pair", max: 2, windowMs: 60_000 });
    await limit.take("staff 192.0.2.1");
    await limit.take("staff 192.0.2.1");
    expect(await limit.waitMs("staff 192.0.2.1")).toBeGreaterThan(0);
    await limit.giveBack("staff 192.0.2.1");
    expect(await limit.waitMs("staff 192.0.2.1")).toBe(0);
    expect(await limit.count("staff 192.0.2.1")).toBe(1);
    await limit.clear("staff 192.0.2.1");
    expect(await limit.count("staff 192.0.2.1")).toBe(0);

    await limit.take("staff 192.0.2.2");
    await limit.take("staff 192.0.2.2");
    expect((await limit.take("staff 192.0.2.2")).waitMs).toBeGreaterThan(0);
    // The window is fixed: it ends 60 s after the key's first count, however many came since.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 60_001);
    expect(await limit.take("staff 192.0.2.2")).toEqual({ count: 1, waitMs: 0 });
  });

  it("takeEach gives back what the limits before the refusing one took", async () => {
    const wide = new SharedLimit(stores.store, { name: "wide", max: 10, windowMs: 60_000 });
    const narrow = new SharedLimit(stores.store, { name: "narrow", max: 1, windowMs: 60_000 });
    expect(
      await takeEach([
        [wide, "a"],
        [narrow, "b"],
      ]),
    ).toBe(0);
    expect(
      await takeEach([
        [wide, "a"],
        [narrow, "b"],
      ]),
    ).toBeGreaterThan(0);
    expect(await wide.count("a")).toBe(1);
  });

  it("budgets a client and the crowd of addresses in its network (decision 171)", async () => {
    const budget = new ClientAndNetworkBudget(stores.store, { name: "searches", perMinute: 2, networkFactor: 3 });
    expect(await budget.take("198.18.0.1")).toBe(0);
    expect(await budget.take("198.18.0.1")).toBe(0);
    expect(await budget.take("198.18.0.1")).toBeGreaterThan(55_000);
    // Four more addresses of the same /24: the first four fill the network's six...
    for (const address of ["198.18.0.2", "198.18.0.3", "198.18.0.4", "198.18.0.5"])
      expect(await budget.take(address), address).toBe(0);
    // ...and a fifth, with a budget of its own untouched, is refused for its network.
    expect(await budget.take("198.18.0.6")).toBeGreaterThan(55_000);
    expect(await budget.take("198.18.1.6")).toBe(0);
  });
});

describe.skipIf(!databaseKinds.includes("postgres"))("limits shared by two processes on one PostgreSQL", () => {
  let stores: TestLimitStores;
  beforeEach(async () => {
    stores = await createTestLimitStores("postgres");
  });
  afterEach(async () => {
    await stores.dispose();
  });

  it("counts one key's takes through both pools together, and never lets both take the last place", async () => {
    const one = new SharedLimit(stores.store, { name: "enquiries", max: 5, windowMs: TEN_MINUTES });
    const two = new SharedLimit(stores.another(), { name: "enquiries", max: 5, windowMs: TEN_MINUTES });
    expect((await one.take("203.0.113.7")).waitMs).toBe(0);
    expect((await two.take("203.0.113.7")).waitMs).toBe(0);
    expect(await one.count("203.0.113.7")).toBe(2);
    // Eight at once through both: exactly three more get in.
    const burst = await Promise.all(Array.from({ length: 8 }, (_, i) => (i % 2 ? one : two).take("203.0.113.7")));
    expect(burst.filter((taken) => taken.waitMs === 0)).toHaveLength(3);
    expect((await two.take("203.0.113.7")).waitMs).toBeGreaterThan(0);
  });

  it("spends one search budget from both processes", async () => {
    const budgets = [stores.store, stores.another()].map(
      (store) => new ClientAndNetworkBudget(store, { name: "searches", perMinute: 4, networkFactor: 10 }),
    );
    for (let i = 0; i < 4; i++) expect(await budgets[i % 2]?.take("198.51.100.20")).toBe(0);
    expect(await budgets[0]?.take("198.51.100.20")).toBeGreaterThan(0);
    expect(await budgets[1]?.take("198.51.100.20")).toBeGreaterThan(0);
  });

  it("refuses the rest of a spent network from memory, asking the database nothing", async () => {
    const store = stores.store;
    if (store.kind !== "postgres") throw new Error("a PostgreSQL store was expected");
    const budget = new ClientAndNetworkBudget(store, { name: "searches", perMinute: 1, networkFactor: 2 });
    expect(await budget.take("198.51.100.1")).toBe(0);
    expect(await budget.take("198.51.100.2")).toBe(0);
    // The network's third is refused by the database, which the process then remembers...
    expect(await budget.take("198.51.100.3")).toBeGreaterThan(0);
    const queries = vi.spyOn(store.pool, "query");
    // ...so a flood rotating through the network's other addresses costs no query at all.
    for (let host = 4; host < 50; host++) expect(await budget.take(`198.51.100.${host}`)).toBeGreaterThan(0);
    expect(queries).not.toHaveBeenCalled();
    queries.mockRestore();
  });
});
