import { describe, expect, test } from "vitest";
import { filledHoneypot, HONEYPOT_FIELD } from "./honeypot.ts";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
};

describe("filledHoneypot", () => {
  test("a filled hidden field, in a posted form or a JSON body, is a bot", () => {
    expect(filledHoneypot(form({ email: "a@b.in", [HONEYPOT_FIELD]: "https://spam.example" }))).toBe(true);
    expect(filledHoneypot({ name: "Bot", [HONEYPOT_FIELD]: "x" })).toBe(true);
  });

  test("an empty, missing or non-text field is a person", () => {
    expect(filledHoneypot(form({ email: "a@b.in", [HONEYPOT_FIELD]: "" }))).toBe(false);
    expect(filledHoneypot(form({ email: "a@b.in" }))).toBe(false);
    expect(filledHoneypot({ name: "Ravi" })).toBe(false);
    expect(filledHoneypot({ [HONEYPOT_FIELD]: 42 })).toBe(false);
    const withFile = new FormData();
    withFile.set(HONEYPOT_FIELD, new File(["x"], "x.txt"));
    expect(filledHoneypot(withFile)).toBe(false);
  });
});
