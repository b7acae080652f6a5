import { describe, expect, it } from "vitest";
import { isClientGone } from "./http-errors.ts";

describe("isClientGone", () => {
  it("knows a request that broke off or a reset connection from a fault of ours", () => {
    expect(isClientGone(Object.assign(new Error("Parse Error"), { code: "HPE_INVALID_EOF_STATE" }))).toBe(true);
    expect(isClientGone(Object.assign(new Error("aborted"), { code: "ECONNRESET" }))).toBe(true);
    expect(isClientGone(Object.assign(new Error("ENOENT"), { code: "ENOENT" }))).toBe(false);
    expect(isClientGone(new TypeError("x is undefined"))).toBe(false);
    expect(isClientGone(undefined)).toBe(false);
  });
});
