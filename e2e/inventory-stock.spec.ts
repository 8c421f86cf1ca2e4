import type { Page } from "@playwright/test";
import { apiToken, DESKTOP } from "./admin-api";
import { expect, test } from "./fixtures";
import {
  adjustStock,
  createItem,
  findItem,
  itemPath,
  notificationsLinkingTo,
  shootWholePage,
  switchTheme,
  uniqueBarcode,
  uniqueTag,
} from "./inventory-api";
import { shoot } from "./pictures";

/*
 * Stock movements on an item of this run, and the critical_stock alert they send: one per crossing of
 * the critical level, re-armed when the stock goes back above it. Notifications are counted by the
 * link to this run's item, so other runs and the demo's notifications do not matter.
 */
test.use({ user: "admin", viewport: DESKTOP });

const bell = (page: Page) => page.getByRole("banner").getByRole("button", { name: "Notificaciones" });
const dropdown = (page: Page) => page.getByRole("dialog", { name: "Notificaciones" });
const toast = (page: Page, text: string) =>
  page.locator(".mantine-Notifications-root").getByText(text, { exact: true });
const stockPanel = (page: Page) => page.getByRole("region", { name: "Stock", exact: true });

/** Records a movement from the item page's form and waits for the server's answer. */
async function recordMovement(
  page: Page,
  itemId: number,
  movement: { reason: "Reposición" | "Ajuste" | "Conteo"; quantity: string; note?: string },
) {
  const form = page.getByRole("form", { name: "Movimiento de stock" });
  await form.getByText(movement.reason, { exact: true }).click();
  const label = {
    Reposición: "Cantidad que llegó",
    Ajuste: "Cantidad a sumar o restar",
    Conteo: "Stock contado",
  };
  const quantity = form.getByRole("textbox", { name: label[movement.reason] });
  await quantity.fill("");
  await quantity.pressSequentially(movement.quantity);
  if (movement.note !== undefined) await form.getByRole("textbox", { name: "Nota" }).fill(movement.note);
  const answered = page.waitForResponse(
    (r) => new URL(r.url()).pathname === `/api/admin/item/adjust_item_stock/${itemId}`,
  );
  await form.getByRole("button", { name: "Registrar movimiento" }).click();
  return answered;
}

test("un ajuste que deja el stock en su nivel crítico avisa una vez en la campana", async ({
  page,
  request,
}, testInfo) => {
  const token = await apiToken(request, "admin");
  const name = `Pelotas Head e2e ${uniqueTag()}`;
  const item = await createItem(request, token, {
    item_name: name,
    item_brand: "Head",
    item_barcode: uniqueBarcode(),
    item_buy_price: 5500,
    item_sell_price: 8990,
    item_stock: { item_stock_stock: 10, item_stock_critical_stock: 3 },
  });
  const link = itemPath(item.id);
  expect(await notificationsLinkingTo(request, token, link)).toHaveLength(0);

  await page.goto(link);
  await expect(page.getByRole("heading", { name, level: 2 })).toBeVisible();
  await expect(stockPanel(page).getByText("10", { exact: true })).toBeVisible();
  await expect(stockPanel(page).getByText("Crítico", { exact: true })).toHaveCount(0);

  // An adjustment needs its note: without one the form says so and sends nothing.
  const form = page.getByRole("form", { name: "Movimiento de stock" });
  await form.getByText("Ajuste", { exact: true }).click();
  await form.getByRole("textbox", { name: "Cantidad a sumar o restar" }).pressSequentially("-7");
  await form.getByRole("button", { name: "Registrar movimiento" }).click();
  await expect(form.getByRole("textbox", { name: "Nota" })).toHaveAccessibleDescription(
    /Explica el motivo del ajuste/,
  );
  expect((await findItem(request, token, item.id)).item_stock.item_stock_stock).toBe(10);

  const adjusted = await recordMovement(page, item.id, {
    reason: "Ajuste",
    quantity: "-7",
    note: "Tubos abiertos para clases",
  });
  expect(adjusted.status()).toBe(200);
  await expect(toast(page, "Ajuste registrado")).toBeVisible();
  await expect(stockPanel(page).getByText("3", { exact: true })).toBeVisible();
  await expect(stockPanel(page).getByText("Crítico", { exact: true })).toBeVisible();
  await expect(stockPanel(page)).toContainText("En o bajo el stock crítico de 3");
  const ledger = page.getByRole("table", { name: "Movimientos de stock" });
  await expect(ledger.getByRole("row").nth(1)).toContainText("Ajuste");
  await expect(ledger.getByRole("row").nth(1)).toContainText("-7");
  await expect(ledger.getByRole("row").nth(1)).toContainText("Tubos abiertos para clases");

  // The alert arrives in the bell without reloading the page.
  const message = `Quedan 3 unidades de ${name} (nivel crítico: 3).`;
  await bell(page).click();
  const alert = dropdown(page).getByRole("listitem").filter({ hasText: message });
  await expect(alert).toHaveCount(1);
  await expect(alert.getByRole("link", { name: "Stock crítico" })).toHaveAttribute("href", link);
  await expect(alert.getByRole("button", { name: "Marcar como leída" })).toBeVisible();
  await shoot(page, testInfo, "stock-critical-bell-light-desktop");
  const alerts = await notificationsLinkingTo(request, token, link);
  expect(alerts).toEqual([
    expect.objectContaining({
      notification_type: "critical_stock",
      notification_title: "Stock crítico",
      notification_message: message,
      notification_status: "unread",
    }),
  ]);

  // Opening it from another page leads to the item (and marks it read).
  await page.keyboard.press("Escape");
  await expect(dropdown(page)).toBeHidden();
  await page
    .getByRole("navigation", { name: "Menú principal" })
    .getByRole("link", { name: "Inventario" })
    .click();
  await expect(page).toHaveURL(/\/admin\/inventario$/);
  await bell(page).click();
  await dropdown(page)
    .getByRole("listitem")
    .filter({ hasText: message })
    .getByRole("link", { name: "Stock crítico" })
    .click();
  await expect(page).toHaveURL(new RegExp(`${link}$`));
  await expect(page.getByRole("heading", { name, level: 2 })).toBeVisible();
  await expect
    .poll(async () => (await notificationsLinkingTo(request, token, link))[0]?.notification_status)
    .toBe("read");

  // A count that stays below the level is the same crossing: no second alert.
  const counted = await recordMovement(page, item.id, { reason: "Conteo", quantity: "2" });
  expect(counted.status()).toBe(200);
  await expect(toast(page, "Conteo registrado")).toBeVisible();
  await expect(stockPanel(page).getByText("2", { exact: true })).toBeVisible();
  await expect(stockPanel(page).getByText("Crítico", { exact: true })).toBeVisible();
  await expect(ledger.getByRole("row").nth(1)).toContainText("Conteo");
  expect(await notificationsLinkingTo(request, token, link)).toHaveLength(1);
  await switchTheme(page, "dark");
  await shootWholePage(page, testInfo, "stock-critical-item-dark-desktop");
  await switchTheme(page, "light");

  // A restock above the level re-arms the alert; the next crossing sends a second one.
  const restocked = await recordMovement(page, item.id, { reason: "Reposición", quantity: "12" });
  expect(restocked.status()).toBe(200);
  await expect(stockPanel(page).getByText("14", { exact: true })).toBeVisible();
  await expect(stockPanel(page).getByText("Crítico", { exact: true })).toHaveCount(0);
  expect(await notificationsLinkingTo(request, token, link)).toHaveLength(1);
  await adjustStock(request, token, item.id, { stock_movement_reason: "count", stock_movement_quantity: 1 });
  const after = await notificationsLinkingTo(request, token, link);
  expect(after.map((n) => n.notification_message)).toEqual([
    `Queda 1 unidad de ${name} (nivel crítico: 3).`,
    message,
  ]);
});

test("un movimiento que dejaría el stock bajo cero se rechaza con su mensaje y nada cambia", async ({
  page,
  request,
}, testInfo) => {
  const token = await apiToken(request, "admin");
  const name = `Grip Wilson e2e ${uniqueTag()}`;
  const item = await createItem(request, token, {
    item_name: name,
    item_barcode: uniqueBarcode(),
    item_buy_price: 2000,
    item_sell_price: 4500,
    item_stock: { item_stock_stock: 2, item_stock_critical_stock: 0 },
  });
  await page.goto(itemPath(item.id));
  const refused = await recordMovement(page, item.id, { reason: "Ajuste", quantity: "-5", note: "Prueba" });
  expect(refused.status()).toBe(400);
  const form = page.getByRole("form", { name: "Movimiento de stock" });
  await expect(form.getByRole("textbox", { name: "Cantidad a sumar o restar" })).toHaveAccessibleDescription(
    new RegExp(`No hay stock suficiente de ${name}: quedan 2 unidades`),
  );
  await shoot(page, testInfo, "stock-refused-light-desktop");
  await expect(stockPanel(page).getByText("2", { exact: true })).toBeVisible();
  expect((await findItem(request, token, item.id)).item_stock.item_stock_stock).toBe(2);
  await expect(page.getByRole("table", { name: "Movimientos de stock" }).getByRole("row")).toHaveCount(2);
});
