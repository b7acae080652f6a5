import { defineConfig, devices } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "./scripts/lib/chromium.mjs";
import { adminPassword, adminUsername, dataDir, publicPort, staffPorts } from "./tests/e2e/servers.ts";

// scripts/e2e.mjs chooses the ports and the throw-away data directories; run the suite through
// `npm run test:e2e` (or `npm test`), which also builds and installs Chromium when needed.
// Every test is independent of the others and of their order (docs/decisions/084): the public tests
// only read the demo catalogue of one shared server; each staff test makes the data it needs through
// the fixtures in tests/e2e/staff/fixtures.ts, on the staff server of its worker slot, which no test
// running at the same time uses, and leaves that server's catalogue as it found it.

function server(command: string, port: number, serverDataDir: string, extraEnv: Record<string, string> = {}) {
  return {
    command,
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 90_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: serverDataDir,
      LOG_LEVEL: "error",
      // Every test searches from this one address, many at once: a visitor's budget would refuse them.
      SEARCHES_PER_MINUTE: "1000000",
      // The first staff account, for the staff-area tests.
      ADMIN_USERNAME: adminUsername,
      ADMIN_PASSWORD: adminPassword,
      ...extraEnv,
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
  // One worker per staff server: a worker slot's tests have its server to themselves.
  workers: staffPorts.length,
  // A committed test.only would silently skip the rest of the suite.
  forbidOnly: true,
  retries: 0,
  reporter: [["list"]],
  timeout: 30_000,
  use: { trace: "retain-on-failure" },
  projects: [
    {
      name: "public",
      testIgnore: "**/staff/**",
      use: { ...browser, baseURL: `http://127.0.0.1:${publicPort}` },
    },
    {
      // The staff area: the base address is the worker slot's own staff server (tests/e2e/staff/fixtures.ts).
      name: "staff",
      testDir: "tests/e2e/staff",
      // Sign-in hashes with scrypt and imports parse real workbooks: give them time on a busy machine.
      timeout: 60_000,
      use: browser,
    },
    {
      // The back office on a phone (issue 16): staff fix a product from the shop floor.
      name: "staff-phone",
      testDir: "tests/e2e/staff",
      testMatch: "back-office.spec.ts",
      timeout: 60_000,
      use: { ...browser, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: [
    // The README's own start command, so the tests prove it; it also builds when sources changed.
    // Tests that send enquiry lists give each its own address (X-Forwarded-For), like the staff tests.
    server("npm start", publicPort, `${dataDir}/public`, { TRUST_PROXY: "loopback" }),
    // The servers start one after another, so the staff ones find the build in place. Staff tests give
    // each enquiry an address of its own (X-Forwarded-For from this machine), so no test spends
    // another's allowance of five enquiries per address.
    ...staffPorts.map((port, slot) =>
      server("node server/main.js", port, `${dataDir}/staff-${slot}`, { TRUST_PROXY: "loopback" }),
    ),
  ],
});
