import { describe, expect, it } from "vitest";
import { z } from "zod";
import { controlCharacterIn, isControlCharacterIssue, noControlCharacters } from "./plain-text.ts";

describe("the control-character rule (decision 079)", () => {
  it("refuses every C0 control character and DEL in single-line text, naming the first", () => {
    for (let code = 0; code < 0x20; code++) {
      expect(controlCharacterIn(`a${String.fromCharCode(code)}b`)).toBe(
        `U+${code.toString(16).toUpperCase().padStart(4, "0")}`,
      );
    }
    expect(controlCharacterIn("a\u007fb")).toBe("U+007F");
    expect(controlCharacterIn("Mahle Behr — 4½ ★, Ünïcødé, हिन्दी")).toBeUndefined();
  });

  it("lets multi-line text keep tabs and line breaks, and nothing else", () => {
    expect(controlCharacterIn("one\r\ntwo\tthree\n", "multi-line")).toBeUndefined();
    expect(controlCharacterIn("one\u000btwo", "multi-line")).toBe("U+000B");
    expect(controlCharacterIn("one\u0000two", "multi-line")).toBe("U+0000");
  });

  it("runs as a check in a zod schema, naming the field, marked so the API can say it plainly", () => {
    const schema = z.object({
      name: z
        .string()
        .trim()
        .check(noControlCharacters({ label: "Name" })),
    });
    const parsed = schema.safeParse({ name: " Denso\u0000 " });
    expect(parsed.success).toBe(false);
    const issue = parsed.error?.issues[0];
    expect(issue?.message).toBe("Name holds a control character (U+0000), which is not text; remove it.");
    expect(issue && isControlCharacterIssue(issue)).toBe(true);
    expect(schema.safeParse({ name: " Denso " }).data).toEqual({ name: "Denso" });
  });
});
