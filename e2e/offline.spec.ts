import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { shoot } from "./pictures";
import { openWithServiceWorker } from "./service-worker";

const OFFLINE_TEXT =
  "Sin conexión: estás viendo la app guardada. Algunas acciones no estarán disponibles hasta recuperar la conexión.";

const offlineBanner = (page: Page) => page.getByRole("status").filter({ hasText: OFFLINE_TEXT });

/** The app's own page, from the worker's cache, and not the browser's "no internet" page. */
async function expectAppShell(page: Page) {
  // Each screen names the tab "… · Club Padel" (or just "Club Padel" before it knows its name).
  await expect(page).toHaveTitle(/Club Padel$/);
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
    await shoot(page, testInfo, "offline-rank");

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

  test("sin conexión, el back office recarga con el último estado conocido y avisa que falta la conexión", async ({
    page,
    context,
  }, testInfo) => {
    const sidebar = page.getByRole("navigation", { name: "Menú principal" });
    const breadcrumb = page.getByRole("navigation", { name: "Ruta de navegación" });
    const greeting = page.getByRole("heading", { level: 2, name: /, Camila$/ });

    await openWithServiceWorker(page, "/admin_dashboard");
    await expect(sidebar.getByRole("link", { name: "Dashboard" })).toBeVisible();
    await expect(greeting).toBeVisible();
    // The app keeps the state it was shown (written a moment after it arrives).
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("globalStateCache") ?? ""))
      .toContain('"name":"Camila"');

    await context.setOffline(true);
    await page.reload();
    await expectAppShell(page);
    // The shell comes from the state kept from the last visit, not from a spinner waiting for the server.
    await expect(page.getByRole("status", { name: "Verificando acceso" })).toBeHidden();
    await expect(sidebar.getByRole("link", { name: "Dashboard" })).toBeVisible();
    // Enabled services are part of that state: the market and registers sections are there too.
    await expect(sidebar.getByRole("link", { name: "Inventario" })).toBeVisible();
    await expect(sidebar.getByRole("link", { name: "Balances" })).toBeVisible();
    await expect(breadcrumb.getByText("Dashboard")).toHaveAttribute("aria-current", "page");
    await expect(greeting).toBeVisible();
    await expect(page.getByRole("button", { name: /^Caja (abierta|cerrada)/ })).toBeVisible();
    await expect(offlineBanner(page)).toBeVisible();
    await expect(page).toHaveURL(/\/admin_dashboard$/);
    await shoot(page, testInfo, "offline-admin");

    // Another back-office page, never opened before, gets the same shell.
    await sidebar.getByRole("link", { name: "Inventario" }).click();
    await expect(breadcrumb.getByText("Inventario")).toHaveAttribute("aria-current", "page");
    await expect(sidebar.getByRole("link", { name: "Dashboard" })).toBeVisible();

    // The connection drops again with the page open (the browser's offline event, not a reload): an
    // action that needs the server still fails at once with a clear message instead of waiting forever.
    await context.setOffline(false);
    await expect(offlineBanner(page)).toBeHidden();
    await context.setOffline(true);
    await expect(offlineBanner(page)).toBeVisible();
    await page.getByRole("button", { name: /^Caja (abierta|cerrada)/ }).click();
    await page.getByRole("menuitem", { disabled: false }).first().click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("textbox").fill("1000");
    await dialog.getByRole("button", { name: /^(Abrir|Cerrar) caja$/ }).click();
    await expect(dialog.getByRole("alert")).toContainText("Sin conexión con el servidor");
    await shoot(page, testInfo, "offline-admin-action");

    await context.setOffline(false);
    await expect(offlineBanner(page)).toBeHidden();
  });

  test("sin conexión y sin un estado guardado, el back office dice que no puede verificar el acceso", async ({
    page,
    context,
  }, testInfo) => {
    // The app was installed from a player page: the back office was never opened, so nothing was kept.
    await openWithServiceWorker(page, "/rank");
    await context.setOffline(true);
    await page.goto("/admin_dashboard");
    await expectAppShell(page);
    await expect(page.getByRole("heading", { name: "Sin conexión con el servidor" })).toBeVisible();
    await expect(page).toHaveURL(/\/admin_dashboard$/);
    await expect(offlineBanner(page)).toBeVisible();
    await shoot(page, testInfo, "offline-admin-no-state");

    // Back online, the same page opens by itself.
    await context.setOffline(false);
    await expect(page.getByRole("navigation", { name: "Menú principal" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: /, Camila$/ })).toBeVisible();
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
