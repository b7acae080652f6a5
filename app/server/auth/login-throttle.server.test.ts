import { describe, expect, it } from "vitest";
import { LoginThrottle, type ThrottleOptions } from "./login-throttle.server.ts";

const options: ThrottleOptions = {
  windowMs: 60_000,
  maxFailuresPerPair: 3,
  maxFailuresPerAddress: 5,
  freeFailuresPerUsername: 3,
  firstDelayMs: 250,
  maxDelayMs: 3000,
  maxConcurrentChecks: 10,
};

/** A throttle whose waits are only written down, and whose log is kept. */
function throttleWithRecorder(overrides: Partial<ThrottleOptions> = {}) {
  const waits: number[] = [];
  const log: { event: string; fields: Record<string, unknown> }[] = [];
  const throttle = new LoginThrottle(
    { ...options, ...overrides },
    {
      log: (event, fields) => log.push({ event, fields }),
      wait: async (ms) => {
        waits.push(ms);
      },
    },
  );
  return { throttle, waits, log };
}

async function beginAllowed(throttle: LoginThrottle, username: string, address: string, now: number) {
  const attempt = await throttle.begin(username, address, now);
  if (!attempt.allowed) throw new Error(`refused: ${attempt.reason}`);
  return attempt;
}

/** A wrong password: begun and finished, never succeeded. */
async function fail(throttle: LoginThrottle, username: string, address: string, now: number) {
  (await beginAllowed(throttle, username, address, now)).finished();
}

describe("LoginThrottle", () => {
  it("locks out the (username, address) pair and the address, but never the account from elsewhere", async () => {
    const { throttle, log } = throttleWithRecorder();
    for (let i = 0; i < 3; i++) await fail(throttle, "admin", "203.0.113.1", 1000);
    // The guesser's address may not try "admin" again...
    expect(await throttle.begin("Admin ", "203.0.113.1", 2000)).toEqual({
      allowed: false,
      reason: "too-many-failures",
      retryAfterSeconds: 59,
    });
    // ...while the real administrator, from their own address, signs in.
    const real = await beginAllowed(throttle, "admin", "198.51.100.7", 2000);
    real.succeeded();
    real.finished();
    expect(log).toContainEqual({
      event: "sign-in-locked-out",
      fields: { scope: "username-and-address", username: "admin", address: "203.0.113.1", retryAfterSeconds: 59 },
    });
  });

  it("locks out an address that guesses across many usernames", async () => {
    const { throttle, log } = throttleWithRecorder();
    for (let i = 0; i < 5; i++) await fail(throttle, `user-${i}`, "203.0.113.2", 1000);
    expect(await throttle.begin("someone-new", "203.0.113.2", 1000)).toMatchObject({ allowed: false });
    expect(await throttle.begin("someone-new", "203.0.113.3", 1000)).toMatchObject({ allowed: true });
    expect(log.at(-1)?.fields).toMatchObject({ scope: "address", address: "203.0.113.2" });
  });

  it("slows a guess spread over many addresses with a growing wait, capped, and never refuses it", async () => {
    const { throttle, waits, log } = throttleWithRecorder({ maxFailuresPerAddress: 100 });
    for (let i = 0; i < 10; i++) await fail(throttle, "admin", `203.0.113.${i}`, 1000 + i);
    // Three failures cost nothing; then 250 ms, doubling, up to 3 s.
    expect(waits).toEqual([250, 500, 1000, 2000, 3000, 3000, 3000]);
    const real = await beginAllowed(throttle, "admin", "198.51.100.7", 2000);
    expect(real.delayedMs).toBe(3000);
    expect(log.filter(({ event }) => event === "sign-in-slowed")).toHaveLength(8);
    expect(log.at(-1)).toEqual({
      event: "sign-in-slowed",
      fields: { username: "admin", address: "198.51.100.7", delayMs: 3000 },
    });
    // The right password clears the account's failures: the next sign-in waits no more.
    real.succeeded();
    real.finished();
    expect((await beginAllowed(throttle, "admin", "198.51.100.7", 3000)).delayedMs).toBe(0);
  });

  it("counts attempts still being checked, so a parallel burst gets no more guesses than the limit", async () => {
    const { throttle } = throttleWithRecorder();
    // Three guesses start together from one address; none has finished its password check yet.
    for (let i = 0; i < 3; i++) await beginAllowed(throttle, "staff", "203.0.113.4", 1000);
    expect(await throttle.begin("staff", "203.0.113.4", 1000)).toMatchObject({
      allowed: false,
      reason: "too-many-failures",
    });
  });

  it("takes a successful attempt back from the address's count", async () => {
    const { throttle } = throttleWithRecorder();
    for (let i = 0; i < 2; i++) await fail(throttle, "staff", "198.51.100.1", 1000);
    const right = await beginAllowed(throttle, "staff", "198.51.100.1", 2000);
    right.succeeded();
    right.finished();
    for (let i = 0; i < 3; i++) await fail(throttle, "other", "198.51.100.1", 3000);
    // The address has 2 + 3 failures counted (the success was taken back): at its limit of 5.
    expect(await throttle.begin("someone-else", "198.51.100.1", 3000)).toMatchObject({ allowed: false });
  });

  it("lets the oldest failure age out of the window", async () => {
    const { throttle } = throttleWithRecorder();
    for (let i = 0; i < 3; i++) await fail(throttle, "staff", "192.0.2.1", i * 1000);
    expect(await throttle.begin("staff", "192.0.2.1", 30_000)).toMatchObject({ allowed: false, retryAfterSeconds: 30 });
    expect(await throttle.begin("staff", "192.0.2.1", 60_001)).toMatchObject({ allowed: true });
  });

  it("runs only a few password checks at once and frees a slot when one finishes", async () => {
    const { throttle } = throttleWithRecorder({ maxConcurrentChecks: 2 });
    const first = await beginAllowed(throttle, "a", "192.0.2.1", 0);
    await beginAllowed(throttle, "b", "192.0.2.2", 0);
    expect(await throttle.begin("c", "192.0.2.3", 0)).toEqual({ allowed: false, reason: "busy", retryAfterSeconds: 1 });
    first.finished();
    first.finished(); // a second call must not free a slot it does not hold
    await beginAllowed(throttle, "c", "192.0.2.3", 0);
    expect(await throttle.begin("d", "192.0.2.4", 0)).toMatchObject({ allowed: false, reason: "busy" });
  });
});
