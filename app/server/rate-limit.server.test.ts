import { describe, expect, it } from "vitest";
import {
  addressLanes,
  ClientAndNetworkBudget,
  limitKey,
  networkKey,
  SlidingWindowLimiter,
} from "./rate-limit.server.ts";

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

describe("networkKey and addressLanes", () => {
  it("group IPv4 by /24 (lanes /16, /24, address) and IPv6 by /48 (lanes /32, /48, /64)", () => {
    expect(networkKey("198.18.3.7")).toBe("198.18.3.0/24");
    expect(networkKey("::ffff:198.18.3.7")).toBe("198.18.3.0/24");
    expect(networkKey("198.18.4.7")).not.toBe(networkKey("198.18.3.7"));
    expect(addressLanes("198.18.3.7")).toEqual(["198.18.0.0/16", "198.18.3.0/24", "198.18.3.7"]);
    expect(networkKey("2001:db8:aa:1::1")).toBe("2001:db8:aa::/48");
    expect(networkKey("2001:db8:aa:ffff::1")).toBe(networkKey("2001:db8:aa:1::1"));
    expect(addressLanes("2001:db8::1")).toEqual(["2001:db8::/32", "2001:db8:0::/48", "2001:db8:0:0::/64"]);
    expect(networkKey("unknown")).toBe("unknown");
  });
});

describe("ClientAndNetworkBudget", () => {
  it("limits a client to its budget and a crowd of addresses in one network to the network's", () => {
    const budget = new ClientAndNetworkBudget({ perMinute: 2, networkFactor: 3 });
    budget.record("198.18.0.1", 0);
    budget.record("198.18.0.1", 0);
    expect(budget.waitMs("198.18.0.1", 1000)).toBe(59_000);
    // Four more addresses of the same /24: one of them fills the network's six.
    for (const address of ["198.18.0.2", "198.18.0.3", "198.18.0.4", "198.18.0.5"]) {
      expect(budget.waitMs(address, 1000), address).toBe(0);
      budget.record(address, 1000);
    }
    expect(budget.waitMs("198.18.0.6", 1000)).toBe(59_000);
    expect(budget.waitMs("198.18.1.6", 1000)).toBe(0);
  });
});
