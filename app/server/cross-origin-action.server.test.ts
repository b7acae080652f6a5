import { describe, expect, it } from "vitest";
import { isCrossOriginAction } from "./cross-origin-action.server.ts";

const post = (origin?: string, method = "POST") =>
  new Request("http://localhost:3000/contact", { method, headers: origin === undefined ? {} : { origin } });

describe("isCrossOriginAction", () => {
  it("tells a form post from another site (or an Origin no URL) from one of our own", () => {
    expect(isCrossOriginAction(post("https://attacker.example"))).toBe(true);
    expect(isCrossOriginAction(post("null"))).toBe(true);
    expect(isCrossOriginAction(post("not a url"))).toBe(true);
    expect(isCrossOriginAction(post("http://localhost:3001"))).toBe(true);
    expect(isCrossOriginAction(post("http://localhost:3000"))).toBe(false);
    expect(isCrossOriginAction(post())).toBe(false);
    expect(isCrossOriginAction(post("https://attacker.example", "GET"))).toBe(false);
  });
});
