import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["app/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts", "tests/integration/**/*.test.ts"],
    setupFiles: ["./tests/setup/setup-test-env.ts"],
    environment: "node",
    pool: "forks",
    // Many tests make and migrate a database (PostgreSQL too) or start a worker; on two busy cores
    // the default 5 s fails them for the machine's load, not for what they check.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
