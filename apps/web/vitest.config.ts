import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";

export default defineProject({
  plugins: [react()],
  test: {
    name: "web",
    include: ["src/**/*.test.{ts,tsx}"],
    environment: "jsdom",
    setupFiles: ["./src/test/setup.ts"],
    // A test that renders a whole form and types into it took up to 2.8 s there (register.test.tsx):
    // Vitest's default 5 s left less than twice that, and a busy machine failed such tests.
    testTimeout: 15_000,
  },
});
