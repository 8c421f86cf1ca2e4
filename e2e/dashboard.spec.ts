import type { Page } from "@playwright/test";
import { apiToken, call, closeOwnOpenRegisters, DESKTOP } from "./admin-api";
import { expectAccessibleInEveryLook } from "./axe";
import { expect, test } from "./fixtures";
import { createItem } from "./inventory-api";
import { clpText, createOrder } from "./order-api";
import { openSomeRegister } from "./staff-booking-api";

type Figure = { net_amount: number; orders_count: number };
type Day = {
  sales: { today: Figure };
  courts: { total: number; now: unknown[] };
  critical_stock: { count: number; items: { id: number; item_name: string }[] };
};

test.use({ user: "admin" });

const main = (page: Page) => page.getByRole("main");
const card = (page: Page, label: string) =>
  main(page)
    .getByRole("link")
    .filter({ has: page.getByText(label, { exact: true }) });
const today = async (request: Parameters<typeof apiToken>[0], token: string) =>
  (await call<{ data: Day }>(request, token, "GET", "/api/admin/report/dashboard")).data;

test.afterEach(async ({ request }) => {
  await closeOwnOpenRegisters(request, await apiToken(request, "admin"));
});

test("el dashboard muestra las ventas de hoy, se actualiza con una venta y cada tarjeta abre su pantalla", async ({
  page,
  request,
}) => {
  const token = await apiToken(request, "admin");
  await page.setViewportSize(DESKTOP);
  await page.goto("/admin_dashboard");
  const before = await today(request, token);
  const sales = card(page, "Ventas de hoy");
  await expect(sales).toContainText(clpText(before.sales.today.net_amount));
  await expect(card(page, "Canchas ahora")).toContainText(
    `${before.courts.now.length} de ${before.courts.total}`,
  );
  await expect(card(page, "Stock crítico")).toContainText(String(before.critical_stock.count));

  // A sale at the counter reaches the open dashboard through the live updates.
  await openSomeRegister(request, token);
  const item = await createItem(request, token, {
    item_name: `Bebida dashboard e2e ${Date.now().toString(36)}`,
    item_buy_price: 500,
    item_sell_price: 2_490,
    item_stock: { item_stock_stock: 10, item_stock_critical_stock: 1 },
  });
  await createOrder(request, token, {
    order_status: "paid",
    order_source: "pos",
    order_items: [{ item: item.id, quantity: 2 }],
    order_payments: [{ method: "debit", amount: 4_980 }],
  });
  await expect(sales).toContainText(clpText(before.sales.today.net_amount + 4_980));

  await sales.click();
  await expect(page).toHaveURL(/\/admin\/reportes$/);
  await page.goBack();
  const first = before.critical_stock.items[0];
  if (first) {
    await main(page)
      .getByRole("region", { name: "Stock crítico" })
      .getByRole("link", { name: first.item_name })
      .click();
    await expect(page).toHaveURL(new RegExp(`/admin/inventario/${first.id}$`));
  }
});

test("el dashboard en claro y oscuro, 1366 y 390 px, con axe", async ({ page }, testInfo) => {
  await page.goto("/admin_dashboard");
  await expect(main(page).getByRole("heading", { name: "Canchas hoy" })).toBeVisible();
  await expect(main(page).locator(".mantine-Skeleton-root")).toHaveCount(0);
  await expectAccessibleInEveryLook(page, testInfo, "dashboard", { fullPage: true });
});
