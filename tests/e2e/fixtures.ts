import { test as base, expect } from "@playwright/test";

/**
 * Every end-to-end test fails when the page logs an error or warning, or throws: a CSP violation,
 * a hydration mismatch or a failed request would otherwise pass unseen.
 */
export const test = base.extend<{ consoleProblems: string[]; expectedConsole: RegExp[] }>({
  /** Console lines a test provokes on purpose (the browser's own line for a 404 document). */
  expectedConsole: [[], { option: true }],
  consoleProblems: [
    async ({ page, expectedConsole }, use) => {
      const problems: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error" && message.type() !== "warning") return;
        if (expectedConsole.some((pattern) => pattern.test(message.text()))) return;
        problems.push(message.text());
      });
      page.on("pageerror", (error) => problems.push(String(error)));
      await use(problems);
      expect(problems, "console errors and warnings").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
