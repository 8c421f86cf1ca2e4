import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "server",
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    pool: "forks",
    // A deprecation fails the test that caused it: node-postgres 9 turns statements sent on a busy
    // connection (a transaction's, in parallel) from a warning into an error.
    execArgv: ["--throw-deprecation"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    globalSetup: ["test/global-setup.ts"],
  },
});
