import type { Page } from "@playwright/test";
import { expect, screenshotPath, test } from "./fixtures";
import { openWithServiceWorker } from "./service-worker";

const OFFLINE_TEXT =
  "Sin conexión: estás viendo la app guardada. Algunas acciones no estarán disponibles hasta recuperar la conexión.";

const offlineBanner = (page: Page) => page.getByRole("status").filter({ hasText: OFFLINE_TEXT });

/** The app's own page, from the worker's cache, and not the browser's "no internet" page. */
async function expectAppShell(page: Page) {
  await expect(page).toHaveTitle("Club Padel");
  await expect(page.locator("#root")).not.toBeEmpty();
}

test.describe("jugador", () => {
  test.use({ user: "jugador" });

  test("sin conexión, la app guardada se abre y avisa que falta la conexión", async ({
    page,
    context,
  }, testInfo) => {
    await openWithServiceWorker(page, "/rank");
    const sections = page.getByRole("navigation", { name: "Secciones" });
    await expect(sections).toBeVisible();
    await expect(offlineBanner(page)).toBeHidden();

    await context.setOffline(true);
    await page.reload();
    await expectAppShell(page);
    await expect(sections).toBeVisible();
    await expect(offlineBanner(page)).toBeVisible();
    await page.screenshot({ path: screenshotPath(testInfo, "offline-rank") });

    // A screen not opened before gets the same shell.
    await page.goto("/feed");
    await expectAppShell(page);
    await expect(sections).toBeVisible();
    await expect(offlineBanner(page)).toBeVisible();

    await context.setOffline(false);
    await expect(offlineBanner(page)).toBeHidden();
  });
});

test.describe("administrador", () => {
  test.use({ user: "admin" });

  test("sin conexión, el back office se abre desde la caché con el aviso", async ({
    page,
    context,
  }, testInfo) => {
    await openWithServiceWorker(page, "/admin_dashboard");
    await expect(page.getByRole("navigation").getByRole("link", { name: "Dashboard" })).toBeVisible();

    await context.setOffline(true);
    await page.goto("/admin/inventario");
    await expectAppShell(page);
    await expect(offlineBanner(page)).toBeVisible();
    await page.screenshot({ path: screenshotPath(testInfo, "offline-admin") });
  });

  test("las llamadas a la API nunca se responden desde la caché", async ({ page, context }) => {
    await openWithServiceWorker(page, "/admin_dashboard");
    expect((await page.request.get("/api/health")).ok()).toBe(true);

    await context.setOffline(true);
    const outcome = await page.evaluate(() =>
      fetch("/api/health").then(
        (response) => `respuesta ${response.status}`,
        () => "sin conexión",
      ),
    );
    expect(outcome).toBe("sin conexión");
    const docs = await page.goto("/api/docs").catch(() => null);
    expect(docs?.ok() ?? false).toBe(false);
  });
});
