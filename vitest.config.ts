import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["app/**/*.test.ts", "server/**/*.test.ts", "tests/integration/**/*.test.ts"],
    setupFiles: ["./tests/setup/setup-test-env.ts"],
    environment: "node",
    pool: "forks",
  },
});
