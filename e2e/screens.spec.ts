import type { Page } from "@playwright/test";
import { apiToken, call, DESKTOP, MOBILE, notificationCounts } from "./admin-api";
import { expect, test } from "./fixtures";
import { createItem, itemPath, uniqueTag } from "./inventory-api";
import { shoot } from "./pictures";

/*
 * What a person reads around the content: the tab's title, the breadcrumb, where toasts land, the
 * question before losing edits, the dashboard's count, notification links and bulk prices.
 */
test.use({ user: "admin", viewport: DESKTOP });

const banner = (page: Page) => page.getByRole("banner");
const crumbs = (page: Page) => page.getByRole("navigation", { name: "Ruta de navegación" });

async function newItem(page: Page) {
  const token = await apiToken(page.request, "admin");
  const name = `Grip e2e ${uniqueTag()}`;
  const item = await createItem(page.request, token, {
    item_name: name,
    item_buy_price: 1500,
    item_sell_price: 2990,
    item_stock: { item_stock_stock: 10, item_stock_critical_stock: 2 },
  });
  return { token, item, name };
}

test("cada pantalla nombra su pestaña, y la miga de pan termina en el nombre del producto", async ({
  page,
}) => {
  const { item, name } = await newItem(page);
  await page.goto("/admin/inventario");
  await expect(page).toHaveTitle("Inventario · Club Padel");
  await page.goto(itemPath(item.id));
  await expect(page).toHaveTitle(`${name} · Club Padel`);
  await expect(crumbs(page).locator('[aria-current="page"]')).toHaveText(name);
  await expect(crumbs(page)).not.toContainText(`#${item.id}`);
  await page.goto("/admin/inventario/productos");
  await expect(page).toHaveTitle("Catálogo de productos · Club Padel");
  await page.goto("/admin_dashboard");
  await expect(page).toHaveTitle("Dashboard · Club Padel");
  await page.goto("/admin/ventas");
  await expect(page).toHaveTitle("Ventas · Club Padel");
});

test("una notificación de stock crítico de la demo abre su producto, no la lista", async ({ page }) => {
  const token = await apiToken(page.request, "admin");
  const { data } = await call<{ data: { notification_title: string; notification_link: string }[] }>(
    page.request,
    token,
    "GET",
    "/api/admin/notification/get_notifications?page=1&limit=50",
  );
  const alert = data.find((n) => n.notification_title === "Stock crítico: Pelotas Head Padel Pro");
  expect(alert?.notification_link).toMatch(/^\/admin\/inventario\/\d+$/);
  await page.goto(alert?.notification_link ?? "/");
  await expect(page.getByRole("heading", { name: "Pelotas Head Padel Pro", level: 2 })).toBeVisible();
});

for (const [size, viewport] of [
  ["escritorio", DESKTOP],
  ["teléfono", MOBILE],
] as const) {
  test(`los avisos quedan bajo la cabecera, sin tapar la caja ni la campana (${size})`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    const { item } = await newItem(page);
    await page.goto(itemPath(item.id));
    const form = page.getByRole("form", { name: "Movimiento de stock" });
    await form.getByRole("textbox", { name: "Cantidad que llegó" }).pressSequentially("3");
    await form.getByRole("button", { name: "Registrar movimiento" }).click();
    const toast = page.locator(".mantine-Notifications-root .mantine-Notification-root").first();
    await expect(toast).toBeVisible();
    await page.waitForTimeout(350);
    const header = await banner(page).boundingBox();
    const box = await toast.boundingBox();
    expect(box?.y).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
    for (const control of [
      banner(page).getByRole("button", { name: "Notificaciones" }),
      banner(page).getByRole("button", { name: /^Caja/ }),
    ]) {
      const other = await control.boundingBox();
      expect(other && box && other.y + other.height <= box.y).toBe(true);
    }
    await shoot(page, testInfo, `screens-toast-${size === "escritorio" ? "desktop" : "mobile"}`);
  });
}

test("un formulario con cambios pregunta antes de salir", async ({ page }, testInfo) => {
  const { item, name } = await newItem(page);
  await page.goto(itemPath(item.id));
  const nameField = page.getByRole("textbox", { name: "Nombre", exact: true });
  await nameField.fill(`${name} editado`);
  await crumbs(page).getByRole("link", { name: "Inventario" }).click();
  const dialog = page.getByRole("dialog", { name: "¿Salir sin guardar?" });
  await expect(dialog).toBeVisible();
  await shoot(page, testInfo, "screens-unsaved-desktop");
  await dialog.getByRole("button", { name: "Seguir editando" }).click();
  await expect(page).toHaveURL(new RegExp(`${itemPath(item.id)}$`));
  await expect(nameField).toHaveValue(`${name} editado`);

  await crumbs(page).getByRole("link", { name: "Inventario" }).click();
  await page
    .getByRole("dialog", { name: "¿Salir sin guardar?" })
    .getByRole("button", { name: "Salir sin guardar" })
    .click();
  await expect(page).toHaveURL(/\/admin\/inventario$/);
});

test("la tarjeta de notificaciones del dashboard muestra cuántas hay sin leer", async ({ page }) => {
  const token = await apiToken(page.request, "admin");
  const { unread } = await notificationCounts(page.request, token);
  await page.goto("/admin_dashboard");
  const card = page
    .getByRole("main")
    .locator(".mantine-Paper-root")
    .filter({ hasText: /^Notificaciones/ });
  await expect(card.first()).toContainText(String(unread));
});

test("los precios a granel dicen su unidad: $30 / gr", async ({ page }) => {
  const token = await apiToken(page.request, "admin");
  const name = `Maní e2e ${uniqueTag()}`;
  await call(page.request, token, "POST", "/api/admin/item/create_item", {
    data: {
      item_name: name,
      item_buy_price: 12,
      item_sell_price: 30,
      item_bulk: true,
      item_measurement_unit: "Gramos",
      item_stock: { item_stock_stock: 500, item_stock_critical_stock: 100 },
    },
  });
  await page.goto(`/admin/inventario?buscar=${encodeURIComponent(name)}`);
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("$30 / gr");
  await expect(row).toContainText("$12 / gr");
  await page.setViewportSize(MOBILE);
  await expect(page.getByRole("listitem").filter({ hasText: name })).toContainText("$30 / gr");
});
