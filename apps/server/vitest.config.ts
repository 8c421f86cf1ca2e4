import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "server",
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    pool: "forks",
    // Files share their worker's loaded modules (no fresh import of Fastify, Drizzle and PGlite per file, and
    // code stays warm): each file still builds its own app on its own database, and no module keeps state
    // between files. Measured on the 2-core CI machine: the items folder 77 s → 31 s; the server suite on
    // PGlite ran whole and green in 290 s (an estimated 700 s or more isolated).
    isolate: false,
    // A deprecation fails the test that caused it: node-postgres 9 turns statements sent on a busy
    // connection (a transaction's, in parallel) from a warning into an error.
    execArgv: ["--throw-deprecation"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    globalSetup: ["test/global-setup.ts"],
  },
});
