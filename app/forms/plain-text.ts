/**
 * The one rule for text anyone sends us (decision 079): no control characters. PostgreSQL cannot
 * store NUL in a text column at all (a 500 where SQLite stored it), SQLite's full-text search
 * chokes on one, and no name, number or message needs the others. Every schema that takes text
 * from a form, an API body or query, a path or a spreadsheet cell runs this check, so both
 * databases refuse the same input with the same 400 and a sentence that names the field.
 *
 * Built with zod/mini so the contact form's bundle stays small; a zod (classic) schema takes the
 * same check with `.check(...)`.
 */
import * as z from "zod/mini";

/** Single-line text: no C0 control character (U+0000 to U+001F) and no DEL (U+007F). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this rule's job
const SINGLE_LINE_CONTROLS = /[\u0000-\u001f\u007f]/;
/** Multi-line text (a message, a description, a list cell) may also hold tabs and line breaks. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this rule's job
const MULTI_LINE_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export type TextLines = "single-line" | "multi-line";

/** The first control character the text may not hold, as "U+0000"; undefined when there is none. */
export function controlCharacterIn(text: string, lines: TextLines = "single-line"): string | undefined {
  const found = (lines === "single-line" ? SINGLE_LINE_CONTROLS : MULTI_LINE_CONTROLS).exec(text);
  return found ? `U+${found[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}` : undefined;
}

/** The refusal, naming the field and the character. */
export function controlCharacterMessage(label: string, codePoint: string): string {
  return `${label} holds a control character (${codePoint}), which is not text; remove it.`;
}

/** Marks the issue, so a call whose other faults share one sentence can still say this one plainly. */
export const CONTROL_CHARACTER_ISSUE = { controlCharacter: true } as const;

export function isControlCharacterIssue(issue: { code: string; params?: unknown }): boolean {
  return (
    issue.code === "custom" && (issue.params as { controlCharacter?: unknown } | undefined)?.controlCharacter === true
  );
}

/**
 * The check: `message` is the field's label (the refusal names it and the character) or a fixed
 * message (the contact form's translation key).
 */
export function noControlCharacters(
  message: { label: string } | { key: string },
  lines: TextLines = "single-line",
): z.core.$ZodCheck<string> {
  return z.superRefine((value: string, ctx) => {
    const codePoint = controlCharacterIn(value, lines);
    if (codePoint === undefined) return;
    ctx.addIssue({
      code: "custom",
      message: "key" in message ? message.key : controlCharacterMessage(message.label, codePoint),
      params: CONTROL_CHARACTER_ISSUE,
      input: value,
    });
  });
}
