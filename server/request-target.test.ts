import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isUsableHost, pathRefusal } from "./request-target.ts";

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

describe("pathRefusal", () => {
  it("refuses a target that is not a path, or a path a URL parser reads as naming a host", () => {
    for (const target of [
      "http://evil.example/",
      "*",
      "https://[::1/assets/x",
      "//evil.example/",
      "/\\evil.example/",
    ]) {
      expect(pathRefusal(target)?.reason, target).toBe("not-a-path");
    }
    for (const target of ["/", "/brands//denso", "/es/search?q=//evil.example", "/%2F%2Fevil.example/"]) {
      expect(pathRefusal(target), target).toBeUndefined();
    }
  });

  it("refuses exactly the paths whose host a URL parser would take from the path itself", () => {
    const base = "http://site.invalid";
    const character = fc.constantFrom("/", "\\", "\t", "\n", "\r", " ", "a", ".", ":", "@", "?", "#", "%");
    const target = fc.array(character, { maxLength: 8 }).map((characters) => `/${characters.join("")}`);
    fc.assert(
      fc.property(target, (path) => {
        const namesAHost = URL.parse(path, base)?.origin !== base;
        expect(pathRefusal(path)?.reason === "not-a-path", JSON.stringify(path)).toBe(namesAHost);
      }),
      { numRuns: 5000 },
    );
  });
});
