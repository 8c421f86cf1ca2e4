/**
 * Puts a session token where the app keeps it. Playwright runs it in the page (pass it to
 * `page.evaluate` or `context.addInitScript`), where localStorage exists; this folder is typed for Node.
 */
export const storeToken = (token: string) =>
  (
    globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } }
  ).localStorage.setItem("userToken", token);
