import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { languageSettings } from "./languages.ts";

/**
 * Languages are configuration (issue 29): code names no language other than the default except
 * through the list in languages.ts. Dictionaries and per-language content may, and tests do.
 */
const root = path.resolve(import.meta.dirname, "../..");
const allowed = [
  /^app\/i18n\/languages\.ts$/,
  /^app\/i18n\/[a-z]{2}\.ts$/, // the shell's dictionaries
  /^app\/i18n\/texts\//, // the areas' dictionaries
  /^app\/content\//, // texts and articles per language, edited without touching code
  /\.test\.tsx?$/,
];

function sourceFiles(directory: string): string[] {
  return readdirSync(path.join(root, directory), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${directory}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(relative);
    return /\.(?:ts|tsx|js|mjs)$/.test(entry.name) ? [relative] : [];
  });
}

/** A code's literal: as a string ("es", 'es', `es`), a path ("/es", "/es/…") or in a pattern (\/es). */
function literalsOf(code: string): RegExp {
  return new RegExp(`["'\`]${code}["'\`]|["'\`]/${code}(?:["'\`/])|/${code}/|\\\\/${code}\\b`);
}

/** Lines that are comments say what a path looks like; only code counts. */
function codeLines(text: string): { line: number; text: string }[] {
  return text
    .split("\n")
    .map((line, index) => ({ line: index + 1, text: line }))
    .filter(({ text }) => !/^\s*(?:\/\/|\/\*|\*)/.test(text));
}

function offenders(code: string): string[] {
  const pattern = literalsOf(code);
  return ["app", "server"]
    .flatMap(sourceFiles)
    .filter((file) => !allowed.some((rule) => rule.test(file)))
    .flatMap((file) =>
      codeLines(readFileSync(path.join(root, file), "utf8"))
        .filter(({ text }) => pattern.test(text))
        .map(({ line, text }) => `${file}:${line}: ${text.trim()}`),
    );
}

describe("language literals", () => {
  it("finds a language's code written into a line of code, so the check below can fail", () => {
    expect(literalsOf("es").test(`if (language === "es") return;`)).toBe(true);
    expect(literalsOf("es").test("const home = '/es';")).toBe(true);
    expect(literalsOf("es").test("const spanish = /^\\/es\\//;")).toBe(true);
    expect(literalsOf("es").test(`const key = "estimate";`)).toBe(false);
  });

  it.each(languageSettings.slice(1).map(({ code }) => code))("names %s only through the list of languages", (code) => {
    expect(offenders(code)).toEqual([]);
  });
});
