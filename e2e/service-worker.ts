import { expect, type Page } from "@playwright/test";

/** Opens a page online and waits until the service worker has precached the app and controls the page. */
export async function openWithServiceWorker(page: Page, url: string) {
  await page.goto(url);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // A first visit is not controlled by the worker it installs; the next load is.
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}
