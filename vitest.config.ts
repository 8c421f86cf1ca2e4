import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      "packages/domain",
      "packages/contract",
      "apps/server",
      "apps/web",
      "apps/web/vitest.routes.config.ts",
    ],
    // Vitest's default leaves a core to its own process (cores − 1 workers): one file at a time on the
    // 2-core CI machine, while that process mostly waits, and the server's files wait on their database.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
