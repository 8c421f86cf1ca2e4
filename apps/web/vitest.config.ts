import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";

/**
 * Tests that render the app's whole route tree: its pages load lazily, and a page still loading when its
 * file ends would land in the next file's environment after this one's was torn down. They run isolated,
 * as the project `web-routes` (vitest.routes.config.ts); every other web test shares its worker's modules.
 */
export const ROUTE_TREE_TESTS = [
  "src/app/prefetch.test.tsx",
  "src/app/guards/require-admin-offline.test.tsx",
  "src/app/guards/guards.test.tsx",
  "src/app/layouts/admin-shell/admin-shell.test.tsx",
  "src/app/layouts/admin-shell/breadcrumb-labels.test.ts",
  "src/features/errors/components/route-error-boundary.test.tsx",
  "src/prerender/public-pages.test.tsx",
];

export const webTest = {
  environment: "jsdom" as const,
  setupFiles: ["./src/test/setup.ts"],
  // A test that renders a whole form and types into it took up to 2.8 s there (register.test.tsx):
  // Vitest's default 5 s left less than twice that, and a busy machine failed such tests.
  testTimeout: 15_000,
};

export default defineProject({
  plugins: [react()],
  test: {
    ...webTest,
    name: "web",
    include: ["src/**/*.test.{ts,tsx}"],
    exclude: ROUTE_TREE_TESTS,
    // Files share their worker's loaded modules (React, Mantine, the router are imported once per worker, not
    // per file), as the server's tests do; each test still ends with the DOM, the storages and the online flag
    // reset (src/test/setup.ts). Measured here: the web suite 316 s → 42–55 s.
    isolate: false,
  },
});
