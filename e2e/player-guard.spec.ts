import type { Page } from "@playwright/test";
import { DESKTOP, MOBILE, storedToken } from "./admin-api";
import { DEMO_PASSWORD, expect, test } from "./fixtures";
import { shoot } from "./pictures";
import { expectReadable } from "./readability";

test.use({ viewport: DESKTOP });

async function expectAccessDenied(page: Page) {
  await expect(page).toHaveURL(/\/error$/);
  await expect(page.getByRole("heading", { name: "¡Whoops! Territorio inexplorado" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Ir al inicio" })).toBeVisible();
  // Nothing of the back office shows, not even for a moment's worth of layout.
  await expect(page.getByRole("navigation", { name: "Menú principal" })).toHaveCount(0);
}

test("un jugador que ingresa no entra al back office: va a /error", async ({ page }, testInfo) => {
  await page.goto("/login");
  await page.getByLabel("Usuario o correo").fill("jugador");
  await page.getByRole("textbox", { name: "Contraseña", exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Ingresar" }).click();
  await expect(page.getByRole("heading", { name: /^Hola, / })).toBeVisible();
  expect(await storedToken(page)).not.toBeNull();

  await page.goto("/admin_dashboard");
  await expectAccessDenied(page);
  await shoot(page, testInfo, "player-error-desktop");

  await page.goto("/admin/inventario");
  await expectAccessDenied(page);
  // The player keeps their session: /error is about this route, not about them.
  expect(await storedToken(page)).not.toBeNull();

  await page.setViewportSize(MOBILE);
  await page.goto("/admin/inventario");
  await expectAccessDenied(page);
  await shoot(page, testInfo, "player-error-mobile");
  await page.emulateMedia({ colorScheme: "dark" });
  await page.evaluate(() => localStorage.setItem("theme", "dark"));
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", "dark");
  await expectAccessDenied(page);
  // The heading and the way out must read in dark; the grey explanation is for the contrast sweep.
  await expectReadable(page, ["h1", "h2", "a[href]"]);
  await shoot(page, testInfo, "player-error-mobile-dark");

  await page.getByRole("link", { name: "Ir al inicio" }).click();
  await expect(page).not.toHaveURL(/\/error$/);
});

test("un jugador sin sesión que abre /reservas ingresa en /login y vuelve a /reservas", async ({ page }) => {
  await page.goto("/reservas");
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel("Usuario o correo").fill("jugador");
  await page.getByRole("textbox", { name: "Contraseña", exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Ingresar" }).click();
  await expect(page).toHaveURL(/\/reservas$/);
  expect(await storedToken(page)).not.toBeNull();
});
