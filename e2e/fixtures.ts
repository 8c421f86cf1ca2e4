import path from "node:path";
import { test as base, expect, type TestInfo } from "@playwright/test";
import { serverUrl } from "./servers";

/** The demo accounts' password, set for the e2e server in playwright.config.ts. */
export const DEMO_PASSWORD = "e2e-demo-pass";
export type DemoUser = "admin" | "jugador" | "admin2";

type Fixtures = {
  /** The demo account logged in before the page loads (`test.use({ user: "admin" })`), or nobody. */
  user: DemoUser | null;
  /** Logs in through the API and stores the token where the app keeps it, for the next page load. */
  loginAs: (user: DemoUser) => Promise<string>;
};

export const test = base.extend<Fixtures>({
  user: [null, { option: true }],

  // The worker's own server (e2e/servers.ts), for pages and API calls alike.
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern; none here.
  baseURL: async ({}, use, testInfo) => {
    await use(serverUrl(testInfo.parallelIndex));
  },

  loginAs: async ({ context, request, baseURL }, use) => {
    await use(async (identifier) => {
      const response = await request.post("/api/auth/local", {
        data: { identifier, password: DEMO_PASSWORD },
      });
      if (!response.ok()) {
        throw new Error(
          `No se pudo iniciar sesión como ${identifier}: ${response.status()} ${await response.text()}`,
        );
      }
      const { jwt } = (await response.json()) as { jwt: string };
      // Once per tab (sessionStorage outlives navigations), so that a logout inside a test sticks.
      await context.addInitScript(
        ({ origin, token }) => {
          if (location.origin !== origin || sessionStorage.getItem("e2e:token") === token) return;
          sessionStorage.setItem("e2e:token", token);
          localStorage.setItem("userToken", token);
        },
        { origin: new URL(baseURL ?? "http://127.0.0.1").origin, token: jwt },
      );
      return jwt;
    });
  },

  page: async ({ page, user, loginAs }, use) => {
    if (user) await loginAs(user);
    await use(page);
  },
});

export { expect };

/** Screenshots for people to look at go to e2e/screenshots/ (not committed). */
export function screenshotPath(testInfo: TestInfo, name: string): string {
  return path.join(testInfo.project.testDir, "screenshots", `${name}.png`);
}
