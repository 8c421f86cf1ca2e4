import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: ["packages/domain", "packages/contract", "apps/server", "apps/web"],
  },
});
