import { describe, expect, it } from "vitest";
import { LoginThrottle } from "./login-throttle.server.ts";

const options = { windowMs: 60_000, maxFailuresPerUsername: 3, maxFailuresPerAddress: 5, maxConcurrentChecks: 10 };

function beginAllowed(throttle: LoginThrottle, username: string, address: string, now: number) {
  const attempt = throttle.begin(username, address, now);
  if (!attempt.allowed) throw new Error(`refused: ${attempt.reason}`);
  return attempt;
}

describe("LoginThrottle", () => {
  it("counts attempts still being checked, so a parallel burst gets no more guesses than the limit", () => {
    const throttle = new LoginThrottle(options);
    // Three guesses start together; none has finished its password check yet.
    for (let i = 0; i < 3; i++) beginAllowed(throttle, "staff", `203.0.113.${i}`, 1000);
    const fourth = throttle.begin("Staff ", "203.0.113.9", 1000);
    expect(fourth).toEqual({ allowed: false, reason: "too-many-failures", retryAfterSeconds: 60 });
  });

  it("takes a successful attempt back: the right password clears the username's failures", () => {
    const throttle = new LoginThrottle(options);
    for (let i = 0; i < 2; i++) beginAllowed(throttle, "staff", "198.51.100.1", 1000).finished();
    const right = beginAllowed(throttle, "staff", "198.51.100.1", 2000);
    right.succeeded();
    right.finished();
    for (let i = 0; i < 3; i++) beginAllowed(throttle, "staff", "198.51.100.1", 3000).finished();
    // The address has 2 + 3 failures counted (the success was taken back): at its limit of 5.
    expect(throttle.begin("someone-else", "198.51.100.1", 3000)).toMatchObject({ allowed: false });
    expect(throttle.begin("someone-else", "198.51.100.2", 3000)).toMatchObject({ allowed: true });
  });

  it("lets the oldest failure age out of the window", () => {
    const throttle = new LoginThrottle(options);
    for (let i = 0; i < 3; i++) beginAllowed(throttle, "staff", "192.0.2.1", i * 1000).finished();
    expect(throttle.begin("staff", "192.0.2.1", 30_000)).toMatchObject({ allowed: false, retryAfterSeconds: 30 });
    expect(throttle.begin("staff", "192.0.2.1", 60_001)).toMatchObject({ allowed: true });
  });

  it("runs only a few password checks at once and frees a slot when one finishes", () => {
    const throttle = new LoginThrottle({ ...options, maxConcurrentChecks: 2 });
    const first = beginAllowed(throttle, "a", "192.0.2.1", 0);
    beginAllowed(throttle, "b", "192.0.2.2", 0);
    expect(throttle.begin("c", "192.0.2.3", 0)).toEqual({ allowed: false, reason: "busy", retryAfterSeconds: 1 });
    first.finished();
    first.finished(); // a second call must not free a slot it does not hold
    beginAllowed(throttle, "c", "192.0.2.3", 0);
    expect(throttle.begin("d", "192.0.2.4", 0)).toMatchObject({ allowed: false, reason: "busy" });
  });
});
