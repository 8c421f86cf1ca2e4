import type { Page } from "@playwright/test";
import { DESKTOP, MOBILE } from "./admin-api";
import { expect, test } from "./fixtures";
import { shoot } from "./pictures";

test.use({ user: "admin", viewport: DESKTOP });

const html = (page: Page) => page.locator("html");
const toDark = (page: Page) =>
  page.getByRole("banner").getByRole("button", { name: "Cambiar a modo oscuro" });
const toLight = (page: Page) =>
  page.getByRole("banner").getByRole("button", { name: "Cambiar a modo claro" });

test("el modo oscuro sobrevive a la recarga y se puede volver al claro", async ({ page }, testInfo) => {
  await page.goto("/admin_dashboard");
  await expect(html(page)).toHaveAttribute("data-mantine-color-scheme", "light");

  await toDark(page).click();
  await expect(html(page)).toHaveAttribute("data-mantine-color-scheme", "dark");
  await expect(toLight(page)).toBeVisible();

  await page.reload();
  await expect(html(page)).toHaveAttribute("data-mantine-color-scheme", "dark");
  await expect(toLight(page)).toBeVisible();
  await expect(page.getByRole("main").getByRole("heading", { name: "Notificaciones" })).toBeVisible();
  await shoot(page, testInfo, "theme-dark-dashboard-desktop");

  // The other surfaces that float over the page, in dark.
  await page.getByRole("banner").getByRole("button", { name: "Notificaciones" }).click();
  await expect(page.getByRole("dialog", { name: "Notificaciones" })).toBeVisible();
  await shoot(page, testInfo, "theme-dark-notifications-desktop");
  // Outside click: Escape does nothing while focus is still on the bell (see the report).
  await page
    .getByRole("navigation", { name: "Ruta de navegación" })
    .getByText("Dashboard", { exact: true })
    .click();
  await expect(page.getByRole("dialog", { name: "Notificaciones" })).toBeHidden();
  await page
    .getByRole("banner")
    .getByRole("button", { name: /^Caja (cerrada|abierta: .+)$/ })
    .click();
  await expect(page.getByRole("menu")).toBeVisible();
  await shoot(page, testInfo, "theme-dark-registers-desktop");
  // Mantine moves focus into the menu a frame after it opens, and only there does Escape close it: a
  // person never presses it sooner, CI once did.
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.closest("[role=menu]") !== null))
    .toBe(true);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toBeHidden();

  await page.setViewportSize(MOBILE);
  await page.reload();
  await expect(html(page)).toHaveAttribute("data-mantine-color-scheme", "dark");
  await shoot(page, testInfo, "theme-dark-dashboard-mobile");
  await page.getByRole("button", { name: "Mostrar menú lateral" }).click();
  await expect(page.getByRole("navigation", { name: "Menú principal" })).toBeInViewport();
  await shoot(page, testInfo, "theme-dark-sidebar-mobile");
  await page.getByRole("button", { name: "Ocultar menú lateral" }).click();
  await expect(page.locator('nav[aria-label="Menú principal"]')).not.toBeInViewport();

  await toLight(page).click();
  await expect(html(page)).toHaveAttribute("data-mantine-color-scheme", "light");
  await page.reload();
  await expect(html(page)).toHaveAttribute("data-mantine-color-scheme", "light");
  await expect(toDark(page)).toBeVisible();
});

test("el tema elegido también vale en la pantalla de ingreso, y salir no lo olvida", async ({
  page,
}, testInfo) => {
  await page.goto("/admin_dashboard");
  await toDark(page).click();
  await expect(html(page)).toHaveAttribute("data-mantine-color-scheme", "dark");

  await page
    .getByRole("navigation", { name: "Menú principal" })
    .getByRole("button", { name: "Salir" })
    .click();
  await page
    .getByRole("dialog", { name: "¿Cerrar sesión?" })
    .getByRole("button", { name: "Cerrar sesión" })
    .click();
  await expect(page).toHaveURL(/\/admin_login$/);
  // The theme is the device's preference, not the session's.
  await expect(html(page)).toHaveAttribute("data-mantine-color-scheme", "dark");
  await shoot(page, testInfo, "theme-dark-login-desktop");
  await page.setViewportSize(MOBILE);
  await shoot(page, testInfo, "theme-dark-login-mobile");
});
