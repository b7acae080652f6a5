import { describe, expect, it } from "vitest";
import { SlidingWindowLimiter } from "./rate-limit.server.ts";

describe("SlidingWindowLimiter", () => {
  it("allows up to the limit per key, then says how long to wait until the oldest event ages out", () => {
    const limiter = new SlidingWindowLimiter({ windowMs: 1000, max: 2 });
    expect(limiter.waitMs("a", 0)).toBe(0);
    limiter.record("a", 0);
    limiter.record("a", 400);
    expect(limiter.waitMs("a", 500)).toBe(500);
    expect(limiter.waitMs("b", 500)).toBe(0);
    expect(limiter.waitMs("a", 1000)).toBe(0);
    limiter.record("a", 1000);
    expect(limiter.waitMs("a", 1100)).toBe(300);
    limiter.clear("a");
    expect(limiter.waitMs("a", 1100)).toBe(0);
  });

  it("forgets keys whose events aged out, without being asked about them again", () => {
    const limiter = new SlidingWindowLimiter({ windowMs: 1000, max: 5 });
    for (let address = 0; address < 999; address++) limiter.record(`old-${address}`, 0);
    expect(limiter.size).toBe(999);
    limiter.record("new", 1500); // the thousandth record sweeps
    expect(limiter.size).toBe(1);
    expect(limiter.waitMs("new", 1500)).toBe(0);
  });
});
