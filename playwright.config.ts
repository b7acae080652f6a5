import { defineConfig, devices } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "./scripts/lib/chromium.mjs";

// scripts/e2e.mjs chooses the ports and the throw-away data directories; run the suite through
// `npm run test:e2e` (or `npm test`), which also builds and installs Chromium when needed.
// Two servers: one whose demo catalogue the read-only tests rely on, and one for the tests that
// change the catalogue (the staff area, imports), so neither disturbs the other.
const port = Number(process.env.E2E_PORT ?? 3210);
const staffPort = Number(process.env.E2E_STAFF_PORT ?? 3211);
const dataDir = process.env.E2E_DATA_DIR ?? "data/e2e";
const mutatingTests = /(staff|xss)\.spec\.ts$/;
// Undoing imports removes products: those tests run on the staff server once the staff project is done,
// so no test counting the catalogue sees products vanish under it.
const undoTests = /staff-import-history\.spec\.ts$/;
// An import that creates a brand and is undone again (its products vanish, and other tests' product
// choices must not land on them): on its own, after the undo tests.
const newBrandTests = /new-brand-import-staff\.spec\.ts$/;
// Saving a product by hand is refused while an import runs (409): the back-office tests run after the
// staff project's imports, and before the undo tests', so no import of another file is under way.
const backOfficeTests = /back-office-staff\.spec\.ts$/;

function server(serverPort: number, serverDataDir: string) {
  return {
    // The README's own start command, so the tests prove it.
    command: "npm start",
    url: `http://127.0.0.1:${serverPort}/healthz`,
    reuseExistingServer: false,
    timeout: 90_000,
    env: {
      PORT: String(serverPort),
      HOST: "127.0.0.1",
      DATA_DIR: serverDataDir,
      LOG_LEVEL: "error",
      // Every test searches from this one address, many at once: a visitor's budget would refuse them.
      SEARCHES_PER_MINUTE: "1000000",
      // The first staff account, for the staff-area tests.
      ADMIN_USERNAME: process.env.ADMIN_USERNAME ?? "e2e-admin",
      ADMIN_PASSWORD: process.env.ADMIN_PASSWORD ?? "e2e-admin-password-123",
    },
  };
}

const browser = {
  ...devices["Desktop Chrome"],
  channel: undefined,
  launchOptions: { executablePath: chromiumPath, args: chromiumFlags },
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [["list"]],
  timeout: 30_000,
  use: { trace: "retain-on-failure" },
  projects: [
    {
      name: "public",
      testIgnore: [mutatingTests, undoTests, newBrandTests],
      use: { ...browser, baseURL: `http://127.0.0.1:${port}` },
    },
    {
      name: "staff",
      testMatch: mutatingTests,
      testIgnore: [undoTests, backOfficeTests, newBrandTests],
      use: { ...browser, baseURL: `http://127.0.0.1:${staffPort}` },
    },
    {
      name: "back-office",
      testMatch: backOfficeTests,
      dependencies: ["staff"],
      use: { ...browser, baseURL: `http://127.0.0.1:${staffPort}` },
    },
    {
      // The same back-office tasks on a phone (issue 16): staff fix a product from the shop floor.
      name: "back-office-phone",
      testMatch: backOfficeTests,
      dependencies: ["back-office"],
      use: {
        ...browser,
        baseURL: `http://127.0.0.1:${staffPort}`,
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      },
    },
    {
      name: "staff-undo",
      testMatch: undoTests,
      dependencies: ["back-office-phone"],
      use: { ...browser, baseURL: `http://127.0.0.1:${staffPort}` },
    },
    {
      name: "staff-new-brand",
      testMatch: newBrandTests,
      dependencies: ["staff-undo"],
      use: { ...browser, baseURL: `http://127.0.0.1:${staffPort}` },
    },
  ],
  webServer: [server(port, `${dataDir}/public`), server(staffPort, `${dataDir}/staff`)],
});
