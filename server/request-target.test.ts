import { describe, expect, it } from "vitest";
import { isUsableHost } from "./request-target.ts";

describe("isUsableHost", () => {
  it("takes a name or an address with an optional port", () => {
    for (const host of ["localhost", "localhost:3000", "parts.example.in", "127.0.0.1:65535", "[::1]", "[::1]:8080"]) {
      expect(isUsableHost(host), host).toBe(true);
    }
  });

  it("refuses what no URL can be built from", () => {
    for (const host of [
      "",
      undefined,
      "x:99999",
      "[::1",
      "[::zz]",
      "a b",
      "x:",
      "x:port",
      "evil/path",
      "a@b",
      "x:1:2",
    ]) {
      expect(isUsableHost(host), String(host)).toBe(false);
    }
  });
});
