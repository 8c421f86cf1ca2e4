import { apiToken, DESKTOP } from "./admin-api";
import { expect, test } from "./fixtures";
import { createItem, uniqueTag } from "./inventory-api";
import { shoot } from "./pictures";
import { openWithServiceWorker } from "./service-worker";

/*
 * Offline, the inventory and the item pages read before open with their data, marked as possibly out
 * of date with the time they were read, instead of an error over placeholders.
 */
test.use({ user: "admin", viewport: DESKTOP });

const STALE = /^Sin conexión: datos leídos a las \d\d:\d\d, pueden estar desactualizados\.$/;

test("sin conexión, el inventario y un producto ya vistos se abren con sus datos y la hora en que se leyeron", async ({
  page,
  context,
  request,
}, testInfo) => {
  const token = await apiToken(request, "admin");
  const name = `Toalla e2e ${uniqueTag()}`;
  const item = await createItem(request, token, {
    item_name: name,
    item_buy_price: 2500,
    item_sell_price: 4990,
    item_stock: { item_stock_stock: 7, item_stock_critical_stock: 2 },
  });

  await openWithServiceWorker(page, `/admin/inventario?buscar=${encodeURIComponent(name)}`);
  await expect(page.getByRole("link", { name })).toBeVisible();
  await page.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { name, level: 2 })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem("offlineQueries:inventory") ?? ""))
    .toContain(`["inventory","item",${item.id}]`);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { name, level: 2 })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: STALE })).toBeVisible();
  await expect(page.getByRole("region", { name: "Stock", exact: true })).toContainText("7");
  await expect(page.getByText("No se pudo cargar el producto")).toBeHidden();
  await shoot(page, testInfo, "offline-item-desktop");

  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/inventario\?buscar=/);
  await expect(page.getByRole("link", { name })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: STALE })).toBeVisible();
  await expect(page.getByText("No se pudo cargar el inventario")).toBeHidden();
  await shoot(page, testInfo, "offline-inventory-desktop");
  await context.setOffline(false);
  await expect(page.getByRole("status").filter({ hasText: STALE })).toBeHidden();
});
