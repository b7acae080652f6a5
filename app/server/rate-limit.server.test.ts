import { describe, expect, it } from "vitest";
import { limitKey, SlidingWindowLimiter } from "./rate-limit.server.ts";

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

describe("limitKey", () => {
  it("keys IPv4 as it is and IPv6 by its /64, so one network cannot rotate through its own addresses", () => {
    expect(limitKey("203.0.113.9")).toBe("203.0.113.9");
    expect(limitKey("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(limitKey("2001:db8:0:1:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:0:1::/64");
    expect(limitKey("2001:0db8:0000:0001::1")).toBe("2001:db8:0:1::/64");
    expect(limitKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(limitKey("2001:db8:0:2::1")).not.toBe(limitKey("2001:db8:0:1::1"));
    expect(limitKey("::1")).toBe("0:0:0:0::/64");
    expect(limitKey("unknown")).toBe("unknown");
  });
});
