import type { APIRequestContext, Browser } from "@playwright/test";
import { MOBILE } from "./admin-api";
import { DEMO_PASSWORD, expect } from "./fixtures";

/**
 * A phone of its own for another person (390 px, Chilean locale and clock), signed in as a demo account
 * through the API when a username is given, signed out otherwise.
 */
export async function phone(
  browser: Browser,
  baseURL: string,
  request: APIRequestContext,
  username?: string,
) {
  const context = await browser.newContext({
    baseURL,
    viewport: MOBILE,
    locale: "es-CL",
    timezoneId: "America/Santiago",
  });
  if (username) {
    const login = await request.post("/api/auth/local", {
      data: { identifier: username, password: DEMO_PASSWORD },
    });
    expect(login.ok(), `login ${username}`).toBe(true);
    const { jwt } = (await login.json()) as { jwt: string };
    await context.addInitScript((token) => localStorage.setItem("userToken", token), jwt);
  }
  return context.newPage();
}
