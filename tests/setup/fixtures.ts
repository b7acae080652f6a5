import { readFileSync } from "node:fs";
import path from "node:path";

/** The shared fixtures (real office-suite files) live beside the project: ../shared/fixtures. */
export const fixturesDir = path.resolve(import.meta.dirname, "../../../shared/fixtures");

export function fixturePath(...parts: string[]): string {
  return path.join(fixturesDir, ...parts);
}

export function readFixture(...parts: string[]): Buffer {
  return readFileSync(fixturePath(...parts));
}
