import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { expect, test } from "./fixtures";
import { shoot } from "./pictures";
import { openWithServiceWorker } from "./service-worker";

const UPDATE_TEXT = "Recarga Club Padel para obtener la última versión";

test.use({ user: "jugador" });

test("una versión nueva se anuncia hasta que un clic recarga la app en ella", async ({ page }, testInfo) => {
  await openWithServiceWorker(page, "/rank");
  const notice = page.getByText(UPDATE_TEXT);
  await expect(notice).toBeHidden();

  // A deploy changes the worker's bytes, and to the browser any changed byte is a new version. The browser
  // fetches the worker itself, out of reach of page.route, so the served file is changed, and restored at
  // the end (this spec runs alone, after the others: see playwright.config.ts).
  // The build also leaves its .br and .gz twins, which the server sends to a browser that accepts them.
  const workerFile = path.resolve(testInfo.project.testDir, "../apps/web/dist/service-worker.js");
  const files = [workerFile, `${workerFile}.br`, `${workerFile}.gz`];
  const originals = await Promise.all(files.map((file) => readFile(file)));
  try {
    const changed = Buffer.concat([
      originals[0] as Buffer,
      Buffer.from(`\n// e2e: versión nueva ${Date.now()}\n`),
    ]);
    await writeFile(workerFile, changed);
    await writeFile(`${workerFile}.br`, brotliCompressSync(changed));
    await writeFile(`${workerFile}.gz`, gzipSync(changed));
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });

    await expect(notice).toBeVisible();
    // Toasts close after 5 s; this one waits for the person.
    await page.waitForTimeout(6_000);
    await expect(notice).toBeVisible();
    await shoot(page, testInfo, "update-notice");

    await page.evaluate(() => {
      (window as unknown as { beforeUpdate: boolean }).beforeUpdate = true;
    });
    const reloaded = page.waitForEvent("load");
    await notice.click();
    // The waiting worker takes over and the page loads again, in the new version and without the notice.
    await reloaded;
    expect(await page.evaluate(() => "beforeUpdate" in window)).toBe(false);
    await expect(page.getByRole("heading", { name: "Ranking" })).toBeVisible();
    await expect(notice).toBeHidden();
    const workers = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return {
        waiting: registration?.waiting ?? null,
        controlled: navigator.serviceWorker.controller !== null,
      };
    });
    expect(workers).toEqual({ waiting: null, controlled: true });
  } finally {
    await Promise.all(files.map((file, i) => writeFile(file, originals[i] as Buffer)));
  }
});
