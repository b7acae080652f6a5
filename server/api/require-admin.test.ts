import type { Request } from "express";
import { describe, expect, it } from "vitest";
import { bearerToken } from "./require-admin.ts";

const token = "abcdefghijklmnopqrstuvwxyz_0123456789-AB";
const requestWith = (authorization: string | undefined) =>
  ({ get: (name: string) => (name.toLowerCase() === "authorization" ? authorization : undefined) }) as Request;

describe("bearerToken", () => {
  it("reads the scheme case-insensitively, as RFC 9110 says", () => {
    for (const scheme of ["Bearer", "bearer", "BEARER", "bEaReR"]) {
      expect(bearerToken(requestWith(`${scheme} ${token}`)), scheme).toBe(token);
    }
  });

  it("reads no token from another scheme or a malformed header", () => {
    for (const header of [undefined, "", "Basic Zm9vOmJhcg==", `Bearer`, `Bearertoken ${token}`, "Bearer short"]) {
      expect(bearerToken(requestWith(header)), String(header)).toBeUndefined();
    }
  });
});
