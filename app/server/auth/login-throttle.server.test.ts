import { afterEach, describe, expect, it, vi } from "vitest";
import { memoryLimitStore } from "../limits/shared-limit.server.ts";
import { LoginThrottle, type ThrottleOptions } from "./login-throttle.server.ts";

const options: ThrottleOptions = {
  windowMs: 60_000,
  maxFailuresPerPair: 3,
  maxFailuresPerAddress: 5,
  freeFailuresPerUsername: 3,
  firstDelayMs: 250,
  maxDelayMs: 3000,
  maxConcurrentChecks: 10,
  maxWaiting: 4,
  maxWaitingClean: 4,
  maxWaitMs: 5000,
  maxWaitCleanMs: 5000,
};

afterEach(() => {
  vi.useRealTimers();
});

/**
 * A throttle counting in memory (SQLite's store; PostgreSQL's is tested through the API and across
 * two instances), on a clock the test moves (the limits read Date), whose waits are only written
 * down, and whose log is kept.
 */
function throttleWithRecorder(overrides: Partial<ThrottleOptions> = {}) {
  const waits: number[] = [];
  const log: { event: string; fields: Record<string, unknown> }[] = [];
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(1000);
  const clock = {
    set now(ms: number) {
      vi.setSystemTime(ms);
    },
  };
  const throttle = new LoginThrottle(
    memoryLimitStore,
    { ...options, ...overrides },
    {
      log: (event, fields) => log.push({ event, fields }),
      wait: async (ms) => {
        waits.push(ms);
      },
    },
  );
  return { throttle, waits, log, clock };
}

const wrong = (throttle: LoginThrottle, username: string, address: string) =>
  throttle.attempt(username, address, async () => undefined);
const right = (throttle: LoginThrottle, username: string, address: string) =>
  throttle.attempt(username, address, async () => "signed in");

/** A password check that ends when the test says so. */
function heldCheck() {
  let end: (value: string | undefined) => void = () => {};
  const promise = new Promise<string | undefined>((resolve) => {
    end = resolve;
  });
  return { verify: () => promise, end };
}

describe("LoginThrottle", () => {
  it("locks out the (username, address) pair and the address, but never the account from elsewhere", async () => {
    const { throttle, log, clock } = throttleWithRecorder();
    for (let i = 0; i < 3; i++)
      expect(await wrong(throttle, "admin", "203.0.113.1")).toMatchObject({ status: "wrong" });
    clock.now = 2000;
    // The guesser's address may not try "admin" again...
    expect(await right(throttle, "Admin ", "203.0.113.1")).toEqual({
      status: "refused",
      reason: "too-many-failures",
      retryAfterSeconds: 59,
    });
    // ...while the real administrator, from their own address, signs in.
    expect(await right(throttle, "admin", "198.51.100.7")).toEqual({ status: "passed", value: "signed in" });
    expect(log).toContainEqual({
      event: "sign-in-locked-out",
      fields: { scope: "username-and-address", username: "admin", address: "203.0.113.1", retryAfterSeconds: 59 },
    });
  });

  it("locks out an address that guesses across many usernames, and an IPv6 network by its /64", async () => {
    const { throttle, log } = throttleWithRecorder();
    for (let i = 0; i < 5; i++) await wrong(throttle, `user-${i}`, "203.0.113.2");
    expect(await right(throttle, "someone-new", "203.0.113.2")).toMatchObject({ status: "refused" });
    expect(await right(throttle, "someone-new", "203.0.113.3")).toMatchObject({ status: "passed" });
    expect(log.at(-1)?.fields).toMatchObject({ scope: "address", address: "203.0.113.2" });
    // Five addresses of one /64 are one address to the throttle; the next /64 is another.
    for (let i = 1; i <= 5; i++) await wrong(throttle, `user-${i}`, `2001:db8:0:7::${i}`);
    expect(await right(throttle, "someone-new", "2001:db8:0:7:ffff::1")).toMatchObject({ status: "refused" });
    expect(await right(throttle, "someone-new", "2001:db8:0:8::1")).toMatchObject({ status: "passed" });
  });

  it("answers wrong passwords on a guessed account late, growing and capped, and a right one at once", async () => {
    const { throttle, waits, log } = throttleWithRecorder({ maxFailuresPerAddress: 100 });
    for (let i = 0; i < 10; i++) await wrong(throttle, "admin", `203.0.113.${i}`);
    // Three failures cost nothing; then 250 ms, doubling, up to 3 s.
    expect(waits).toEqual([250, 500, 1000, 2000, 3000, 3000, 3000]);
    expect(log.filter(({ event }) => event === "sign-in-slowed")).toHaveLength(7);
    // The right password passes the slowdown: no wait, and it clears the account's failures.
    expect(await right(throttle, "admin", "198.51.100.7")).toMatchObject({ status: "passed" });
    expect(waits).toHaveLength(7);
    expect(await wrong(throttle, "admin", "198.51.100.8")).toEqual({ status: "wrong", delayedMs: 0 });
  });

  it("counts attempts still being checked, so a parallel burst gets no more guesses than the limit", async () => {
    const { throttle } = throttleWithRecorder();
    const check = heldCheck();
    // Three guesses start together from one address; none has finished its password check yet.
    const burst = [0, 1, 2].map(() => throttle.attempt("staff", "203.0.113.4", check.verify));
    expect(await right(throttle, "staff", "203.0.113.4")).toMatchObject({
      status: "refused",
      reason: "too-many-failures",
    });
    check.end(undefined);
    await Promise.all(burst);
  });

  it("takes a successful attempt back from the address's count", async () => {
    const { throttle } = throttleWithRecorder();
    for (let i = 0; i < 2; i++) await wrong(throttle, "staff", "198.51.100.1");
    await right(throttle, "staff", "198.51.100.1");
    for (let i = 0; i < 3; i++) await wrong(throttle, "other", "198.51.100.1");
    // The address has 2 + 3 failures counted (the success was taken back): at its limit of 5.
    expect(await right(throttle, "someone-else", "198.51.100.1")).toMatchObject({ status: "refused" });
  });

  it("refuses until the window the first failure opened has ended (a fixed window, decision 197)", async () => {
    const { throttle, clock } = throttleWithRecorder();
    for (let i = 0; i < 3; i++) {
      clock.now = i * 1000;
      await wrong(throttle, "staff", "192.0.2.1");
    }
    clock.now = 30_000;
    expect(await right(throttle, "staff", "192.0.2.1")).toMatchObject({ status: "refused", retryAfterSeconds: 30 });
    clock.now = 60_001;
    expect(await right(throttle, "staff", "192.0.2.1")).toMatchObject({ status: "passed" });
  });

  it("queues attempts while the checks are busy, one place per address, and counts a busy answer", async () => {
    const { throttle } = throttleWithRecorder({ maxConcurrentChecks: 1, maxWaiting: 2 });
    // Four addresses that have tried once before.
    for (const host of [2, 3, 4, 5]) await wrong(throttle, "x", `192.0.2.${host}`);
    const running = heldCheck();
    const first = throttle.attempt("a", "192.0.2.1", running.verify);
    const queued = right(throttle, "b", "192.0.2.2");
    const third = right(throttle, "d", "192.0.2.3");
    // The queue is full and the newcomer's address has tried as much as the waiting ones: busy.
    expect(await right(throttle, "e", "192.0.2.4")).toEqual({
      status: "refused",
      reason: "busy",
      retryAfterSeconds: 1,
    });
    // The same address already waits: busy at once, and counted against it...
    expect(await right(throttle, "c", "192.0.2.2")).toMatchObject({ status: "refused", reason: "busy" });
    // ...so a newcomer from an address that tried less takes its place in the queue.
    const fourth = right(throttle, "f", "192.0.2.5");
    expect(await queued).toMatchObject({ status: "refused", reason: "busy" });
    running.end("signed in");
    for (const attempt of [first, third, fourth]) expect(await attempt).toMatchObject({ status: "passed" });
    // 192.0.2.2's failure and two busy answers count: two more failures reach its limit of five.
    for (let i = 0; i < 2; i++) await wrong(throttle, `x-${i}`, "192.0.2.2");
    expect(await right(throttle, "b", "192.0.2.2")).toMatchObject({ status: "refused", reason: "too-many-failures" });
  });

  it("serves a clean address before flooding ones, and keeps a check free for clean addresses", async () => {
    const { throttle } = throttleWithRecorder({ maxConcurrentChecks: 2, maxWaiting: 3, maxFailuresPerAddress: 100 });
    const flood = heldCheck();
    // Two flooding addresses with failures behind them: only one of them may hold a check.
    for (const address of ["203.0.113.10", "203.0.113.11"]) await wrong(throttle, "admin", address);
    const floodRunning = throttle.attempt("admin", "203.0.113.10", flood.verify);
    const floodWaiting = throttle.attempt("x", "203.0.113.11", flood.verify);
    // The administrator at a clean address gets the check kept free, at once.
    expect(await right(throttle, "admin", "198.51.100.7")).toMatchObject({ status: "passed" });
    flood.end(undefined);
    await Promise.all([floodRunning, floodWaiting]);
  });

  it("always gives a clean address a place, serves it before a flooding one, and times out a long wait", async () => {
    const { throttle } = throttleWithRecorder({
      maxConcurrentChecks: 1,
      maxWaiting: 1,
      maxWaitMs: 50,
      maxWaitCleanMs: 80,
    });
    const checked: string[] = [];
    const recorded = (who: string) => async () => {
      checked.push(who);
      return "signed in";
    };
    const running = heldCheck();
    const first = throttle.attempt("a", "192.0.2.1", running.verify);
    // The flooder's first two attempts wait out their time and are answered busy (and counted).
    for (let i = 0; i < 2; i++)
      expect(await wrong(throttle, "admin", "203.0.113.20")).toMatchObject({ reason: "busy" });
    const flooder = throttle.attempt("admin", "203.0.113.20", recorded("flooder"));
    const admin = throttle.attempt("admin", "198.51.100.7", recorded("administrator"));
    // Both are counted (in the store) and waiting before the check they wait for ends.
    await new Promise((resolve) => setImmediate(resolve));
    running.end(undefined);
    expect(await admin).toMatchObject({ status: "passed" });
    expect(await flooder).toMatchObject({ status: "passed" });
    expect(checked).toEqual(["administrator", "flooder"]);
    await first;
    // Nobody ends the running check: a clean address's wait runs out as busy, never forever.
    const stuck = heldCheck();
    const holding = throttle.attempt("a", "192.0.2.1", stuck.verify);
    expect(await right(throttle, "b", "198.51.100.8")).toMatchObject({ status: "refused", reason: "busy" });
    stuck.end(undefined);
    await holding;
  });

  it("serves the account's own address (it signed in from there before) before a burst of fresh addresses", async () => {
    const { throttle } = throttleWithRecorder({ maxConcurrentChecks: 1, maxFailuresPerAddress: 100 });
    expect(await right(throttle, "admin", "198.51.100.7")).toMatchObject({ status: "passed" });
    const checked: string[] = [];
    const recorded = (who: string) => async () => {
      checked.push(who);
      return "signed in";
    };
    const running = heldCheck();
    const first = throttle.attempt("x", "192.0.2.1", running.verify);
    // Fresh addresses, each clean, each arriving after the administrator: newest would go first.
    const admin = throttle.attempt("admin", "198.51.100.7", recorded("administrator"));
    const burst = [10, 11, 12].map((host) => throttle.attempt("admin", `203.0.113.${host}`, recorded(`fresh-${host}`)));
    running.end(undefined);
    await Promise.all([first, admin, ...burst]);
    expect(checked[0]).toBe("administrator");
  });

  // A full queue for clean addresses turned the administrator away at once; one with room served the
  // newest first, so fresh addresses arriving behind it kept it waiting until it timed out (issue 41).
  it.each([3, 10])(
    "serves a staff member from a never-seen address before fresh addresses that keep trying other names (queue of %i)",
    async (maxWaitingClean) => {
      const { throttle } = throttleWithRecorder({ maxConcurrentChecks: 1, maxWaitingClean, maxWaitCleanMs: 200 });
      const checked: string[] = [];
      const recorded = (who: string) => async () => {
        checked.push(who);
        return who === "administrator" ? "signed in" : undefined;
      };
      const notAnAccount = { isAccount: async () => false };
      const running = heldCheck();
      const first = throttle.attempt("x", "192.0.2.1", running.verify, notAnAccount);
      // The flood fills the clean queue, then the administrator comes from an address never seen...
      const flood = [10, 11, 12].map((host) =>
        throttle.attempt(`user-${host}`, `203.0.113.${host}`, recorded(`fresh-${host}`), notAnAccount),
      );
      const admin = throttle.attempt("admin", "198.51.100.7", recorded("administrator"));
      // ...and more fresh addresses keep arriving after it: newest first would serve them all before it.
      const later = [20, 21, 22].map((host) =>
        throttle.attempt(`user-${host}`, `203.0.113.${host}`, recorded(`fresh-${host}`), notAnAccount),
      );
      running.end(undefined);
      expect(await admin).toMatchObject({ status: "passed" });
      expect(checked[0]).toBe("administrator");
      await Promise.all([first, ...flood, ...later]);
    },
  );
});
