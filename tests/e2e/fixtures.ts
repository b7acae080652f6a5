import { test as base, expect } from "@playwright/test";

/**
 * Every end-to-end test fails when the page logs an error or warning, or throws: a CSP violation,
 * a hydration mismatch or a failed request would otherwise pass unseen.
 */
export const test = base.extend<{ consoleProblems: string[]; expectedConsole: RegExp[] }>({
  // A click before React has hydrated the page is lost; on a busy machine that can take a while, so
  // every navigation waits until the page says it is interactive (<html data-hydrated>).
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (javaScriptEnabled !== false && response?.headers()["content-type"]?.includes("text/html")) {
        await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 15_000 });
      }
      return response;
    };
    await use(page);
  },
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

/**
 * The axe-core rules the accessibility checks run: WCAG 2.0–2.2 A and AA, and axe's best practices
 * (landmarks, allowed roles, accessible names that contain the visible label…).
 */
export const axeTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

export { expect };
