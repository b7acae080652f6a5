import { readFileSync } from "node:fs";
import path from "node:path";

/** The test files (real office-suite spreadsheets, photos, files to refuse): tests/fixtures, see its README. */
export const fixturesDir = path.resolve(import.meta.dirname, "../fixtures");

export function fixturePath(...parts: string[]): string {
  return path.join(fixturesDir, ...parts);
}

export function readFixture(...parts: string[]): Buffer {
  return readFileSync(fixturePath(...parts));
}
