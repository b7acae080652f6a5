import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const MAX_LINES = 400;

/**
 * Content and text tables may be long (issue 45): the site's written content, the language tables,
 * and the catalogue's word lists. Tests are held to the rule of the code they test only by review.
 */
const exempt = [
  /^app\/content\//,
  /^app\/i18n\//,
  /^app\/catalogue\/category-words\.ts$/,
  /\.test\.tsx?$/,
  /\.spec\.ts$/,
];

/** The source files git tracks under the folders of the product and its scripts, with their line counts. */
function sourceLineCounts(): { file: string; lines: number }[] {
  const files = execFileSync("git", ["ls-files", "app", "server", "scripts", "tests/setup"], {
    cwd: root,
    encoding: "utf8",
  })
    .split("\n")
    .filter((file) => /\.(ts|tsx|mts|mjs|js|css)$/.test(file));
  return files.map((file) => ({ file, lines: readFileSync(path.join(root, file), "utf8").split("\n").length - 1 }));
}

describe("source file size", () => {
  it(`no source file over ${MAX_LINES} lines outside content and text tables`, () => {
    const long = sourceLineCounts().filter(
      ({ file, lines }) => lines > MAX_LINES && !exempt.some((rule) => rule.test(file)),
    );
    expect(long).toEqual([]);
  });
});
