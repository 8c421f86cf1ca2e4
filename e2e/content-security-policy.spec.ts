import type { BrowserContext, Page } from "@playwright/test";
import { apiToken } from "./admin-api";
import { expect, test } from "./fixtures";
import { createItem, itemPath, uniqueTag } from "./inventory-api";
import { bandedPng } from "./png";

/*
 * Every real screen, its service worker and /api/docs run under the server's Content-Security-Policy:
 * Chromium reports each blocked script, style, image or connection as a `securitypolicyviolation`
 * event and a console error, and either fails the test.
 */

/** Collects every CSP violation in the context: pages, their workers and their service worker. */
async function watchViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  context.on("console", (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
  });
  context.on("weberror", (error) => {
    if (/Content.Security.Policy/i.test(error.error().message)) violations.push(error.error().message);
  });
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(
        `Content-Security-Policy violation: ${event.effectiveDirective} blocked ${event.blockedURI || "inline"} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return violations;
}

/** Opens a screen and waits until it has drawn and fetched what it needs. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole("heading").first()).toBeVisible();
  await page.waitForLoadState("networkidle");
}

test("public pages, the sign-in and password forms and the service worker run without a violation", async ({
  page,
  context,
}) => {
  const violations = await watchViolations(context);
  await visit(page, "/");
  // The service worker installs and takes over under the policy served with /service-worker.js.
  const active = await page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).active));
  expect(active).toBe(true);
  await visit(page, "/terms_and_conditions");
  await visit(page, "/login");
  await visit(page, "/admin_login");
  await visit(page, "/register");
  // The strength dictionaries arrive as a script chunk of their own; typing runs them.
  await page.getByLabel(/^Contraseña/).fill("qwertyuiop");
  await page.getByLabel(/^Contraseña/).blur();
  await expect(page.getByText(/Es una contraseña usada con mucha frecuencia/)).toBeVisible();
  await visit(page, "/password_reset");
  await visit(page, "/password_reset?code=codigo-de-prueba-123");
  await visit(page, "/error");
  expect(violations).toEqual([]);
});

test.describe("signed in as an administrator", () => {
  test.use({ user: "admin" });

  test("dashboard, inventory, catalog, new item with a photo, notifications and the register dialog", async ({
    page,
    context,
    request,
  }) => {
    const violations = await watchViolations(context);
    await visit(page, "/admin_dashboard");

    const bell = page.getByRole("banner").getByRole("button", { name: "Notificaciones" });
    await bell.click();
    await expect(page.getByRole("dialog", { name: "Notificaciones" })).toBeVisible();
    await page.keyboard.press("Escape");

    await page.getByRole("banner").getByRole("button", { name: /^Caja/ }).click();
    await page
      .getByRole("menu")
      .getByRole("menuitem", { name: /^Caja 1 / })
      .click();
    const dialog = page.getByRole("dialog", { name: /Caja 1/ });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    // Thumbnails and item images come from /api/files/….
    await visit(page, "/admin/inventario");
    const item = await createItem(request, await apiToken(request, "admin"), {
      item_name: `Producto CSP ${uniqueTag()}`,
      item_buy_price: 1000,
      item_sell_price: 1500,
      item_stock: { item_stock_stock: 3, item_stock_critical_stock: 1 },
    });
    await visit(page, itemPath(item.id));

    await visit(page, "/admin/inventario/productos");
    await visit(page, "/admin/inventario/nuevo-producto");
    // The photo is previewed from a blob: URL and scaled on a canvas before any upload.
    await page.locator("input[type=file]:not([capture])").setInputFiles({
      name: "foto.png",
      mimeType: "image/png",
      buffer: bandedPng(800, 600),
    });
    await expect(page.getByRole("img", { name: "Imagen del producto" })).toHaveAttribute("src", /^blob:/);
    expect(violations).toEqual([]);
  });
});

test("the API docs (swagger-ui) run under the policy", async ({ page, context }) => {
  const violations = await watchViolations(context);
  await page.goto("/api/docs");
  await expect(page.getByRole("heading", { name: /Club Padel API/ })).toBeVisible();
  await page.getByText("/api/auth/local").first().click();
  await page.waitForLoadState("networkidle");
  expect(violations).toEqual([]);
});
