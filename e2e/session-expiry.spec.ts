import type { Page } from "@playwright/test";
import { apiToken, DESKTOP, storedToken } from "./admin-api";
import { expect, test } from "./fixtures";

test.use({ viewport: DESKTOP });

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
/** A JWT-shaped token with the given claims and a signature the server will not accept. */
const forgedToken = (claims: object) =>
  `${base64url({ alg: "HS256", typ: "JWT" })}.${base64url(claims)}.firma-falsa`;

/** Puts a token where the app keeps it, from a public page of the same origin. */
async function storeToken(page: Page, token: string) {
  await page.goto("/admin_login");
  await expect(page.getByRole("heading", { name: "Ingreso administradores" })).toBeVisible();
  await page.evaluate((value) => localStorage.setItem("userToken", value), token);
}

async function expectSentToLogin(page: Page) {
  await expect(page).toHaveURL(/\/admin_login$/);
  await expect(page.getByRole("heading", { name: "Ingreso administradores" })).toBeVisible();
  await expect.poll(() => storedToken(page)).toBeNull();
}

test("un token que no se puede leer se borra y lleva al ingreso", async ({ page }) => {
  await storeToken(page, "basura.que-no-es.un-jwt");
  await page.goto("/admin_dashboard");
  await expectSentToLogin(page);
});

test("un token vencido se borra y lleva al ingreso", async ({ page }) => {
  const hourAgo = Math.floor(Date.now() / 1000) - 3600;
  await storeToken(page, forgedToken({ sub: "1", iat: hourAgo - 60, exp: hourAgo }));
  await page.goto("/admin/inventario");
  await expectSentToLogin(page);
});

test("un token que el servidor rechaza (401) también termina en el ingreso", async ({ page }) => {
  const now = Math.floor(Date.now() / 1000);
  await storeToken(page, forgedToken({ sub: "1", iat: now, exp: now + 3600 }));
  await page.goto("/admin_dashboard");
  await expectSentToLogin(page);
});

test("un token real sigue funcionando después de recargar", async ({ page, request }) => {
  await storeToken(page, await apiToken(request, "admin"));
  await page.goto("/admin_dashboard");
  await expect(page.getByRole("navigation", { name: "Menú principal" })).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL(/\/admin_dashboard$/);
  expect(await storedToken(page)).not.toBeNull();
});
