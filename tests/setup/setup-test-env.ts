import { afterEach, beforeEach, vi } from "vitest";

// The shell's texts in every language, as the server has them (decision 136).

// A console error or warning during a test is a bug we have not noticed yet: fail the test.
let consoleProblems: string[] = [];
beforeEach(() => {
  consoleProblems = [];
  for (const method of ["error", "warn"] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      consoleProblems.push(`console.${method}: ${args.map(String).join(" ")}`);
    });
  }
});
afterEach(() => {
  vi.restoreAllMocks();
  if (consoleProblems.length > 0) throw new Error(`Unexpected console output:\n${consoleProblems.join("\n")}`);
});
