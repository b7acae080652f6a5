import { describe, expect, it } from "vitest";
import { addressLanes, limitKey, networkKey } from "./address-keys.ts";

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
