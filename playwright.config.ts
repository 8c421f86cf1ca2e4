import { defineConfig, devices } from "@playwright/test";
import { mailPort } from "./e2e/mail-catcher";
import { E2E_PORT, E2E_WORKERS, serverUrl } from "./e2e/servers";

const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    // The machine has no network but the loopback: keep Chromium from calling home.
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  },
};

/**
 * End-to-end tests drive Debian's Chromium (`apt-get install chromium`); Playwright never downloads a
 * browser here. Each worker has its own server (e2e/servers.ts): the built app (scripts/start.mjs builds
 * what is missing, for the first server; the others start once it is up) on a fresh embedded database
 * seeded with the demo club. They all mail the one SMTP catcher.
 */
export default defineConfig({
  testDir: "e2e",
  // The SMTP server the app mails to (e2e/mail-catcher.ts): journeys read links from real mail.
  globalSetup: "./e2e/mail-catcher.ts",
  outputDir: "test-results",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: E2E_WORKERS,
  forbidOnly: !!process.env.CI,
  // No retry: a test that passes on its second try is a flaky test, and CI must say so.
  retries: 0,
  // In CI a JSON report feeds the closing count line of .ci/run.
  reporter: process.env.CI
    ? [["list"], ["json", { outputFile: "reports/e2e.json" }]]
    : [["list"], ["html", { open: "never" }]],
  use: {
    // The worker's own server replaces it (e2e/fixtures.ts).
    baseURL: serverUrl(0),
    locale: "es-CL",
    timezoneId: "America/Santiago",
    // A trace records the DOM at every step: in CI that cost a fifth of the run. There a failure keeps its
    // screenshot and the page's aria snapshot (error-context.md); a local run keeps the whole trace.
    trace: process.env.CI ? "off" : "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    { name: "chromium", use: chromium, testIgnore: /update-toast/ },
    // It changes the served service worker for a moment, so it runs alone, after the others.
    { name: "chromium-update", use: chromium, testMatch: /update-toast/, dependencies: ["chromium"] },
  ],
  webServer: Array.from({ length: E2E_WORKERS }, (_, index) => webServer(E2E_PORT + index)),
});

function webServer(port: number) {
  const dataDir = `test-results/e2e-data-${port}`;
  return {
    // Playwright empties test-results before it starts this; the rm also covers --preserve-output-dir.
    command: `rm -rf ${dataDir} && exec node scripts/start.mjs`,
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      JWT_SECRET: "",
      NODE_ENV: "",
      SEED_DEMO: "true",
      DEMO_PASSWORD: "e2e-demo-pass",
      LOGIN_RATE_LIMIT: "1000",
      // Every journey signs up from one address; the limit itself is tested against the API.
      REGISTER_RATE_LIMIT: "50",
      SMTP_URL: `smtp://127.0.0.1:${mailPort(E2E_PORT)}`,
      LOG_LEVEL: "warn",
    },
  };
}
