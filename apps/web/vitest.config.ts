import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";

export default defineProject({
  plugins: [react()],
  test: {
    name: "web",
    include: ["src/**/*.test.{ts,tsx}"],
    environment: "jsdom",
    // Files share their worker's loaded modules (React, Mantine, the router are imported once per worker, not
    // per file), as the server's tests do; each test still ends with the DOM, the storages and the online flag
    // reset (src/test/setup.ts). Measured here: the web suite 316 s → 42–55 s, all green.
    isolate: false,
    setupFiles: ["./src/test/setup.ts"],
    // A test that renders a whole form and types into it took up to 2.8 s there (register.test.tsx):
    // Vitest's default 5 s left less than twice that, and a busy machine failed such tests.
    testTimeout: 15_000,
  },
});
