import type { Page } from "@playwright/test";
import { apiToken, closeOwnOpenRegisters, DESKTOP, MOBILE } from "./admin-api";
import { expectAccessible, expectAccessibleInBothSchemes, type Scheme } from "./axe";
import { clubDate } from "./booking-api";
import { fillDate } from "./date-field";
import { expect, test } from "./fixtures";
import { createItem, findItem, switchTheme, uniqueTag } from "./inventory-api";
import { clpText, createOrder, findOrder, pendingOrders, pesosText } from "./order-api";
import { shoot } from "./pictures";
import { bookAtDesk, freeOnEvery, openSomeRegister } from "./staff-booking-api";

test.use({ user: "admin", viewport: DESKTOP });

const main = (page: Page) => page.getByRole("main");
const today = () => clubDate(0);

/** The sidebar's "Pendientes" entry reads the global state's count (none: no badge), and says what it counts. */
async function expectPendingBadge(page: Page, count: number) {
  const hint = count === 1 ? "venta pendiente" : "ventas pendientes";
  const text = count <= 0 ? "Pendientes" : `Pendientes${count > 99 ? "99+" : count} ${hint}`;
  await expect(page.getByRole("navigation").getByRole("link", { name: /^Pendientes/ })).toHaveText(text);
}

test("un pedido pendiente: se encuentra en Pendientes, pierde una línea, cambia de origen y se cobra con pago dividido; luego aparece en Ventas con los filtros", async ({
  page,
  request,
}, testInfo) => {
  // A long journey: five screens, each checked by axe in both schemes.
  test.setTimeout(120_000);
  const token = await apiToken(request, "admin");
  await openSomeRegister(request, token);
  const tag = uniqueTag();
  const water = await createItem(request, token, {
    item_name: `Agua ${tag}`,
    item_buy_price: 500,
    item_sell_price: 1_990,
    item_stock: { item_stock_stock: 20, item_stock_critical_stock: 2 },
  });
  const balls = await createItem(request, token, {
    item_name: `Pelotas ${tag}`,
    item_buy_price: 3_000,
    item_sell_price: 6_500,
    item_stock: { item_stock_stock: 10, item_stock_critical_stock: 1 },
  });
  const date = clubDate(6);
  const { court, start } = await freeOnEvery(request, token, [date], 3);
  const booking = await bookAtDesk(request, token, { court, date, start }, { walk_in_name: `Ventas ${tag}` });
  const order = await createOrder(request, token, {
    order_status: "pending",
    order_source: "reception",
    order_items: [
      { item: water.id, quantity: 2 },
      { item: balls.id, quantity: 1 },
    ],
    order_bookings: [{ booking: booking.id, percentage: 50 }],
  });
  const pendingBefore = await pendingOrders(request, token);

  await page.goto("/admin/pendientes");
  await expectPendingBadge(page, pendingBefore);
  await main(page)
    .getByRole("link", { name: `#${order.id}`, exact: true })
    .click();
  await expect(page).toHaveURL(`/admin/pendientes/${order.id}`);
  await expect(main(page).getByRole("heading", { name: `Pedido #${order.id}` })).toBeVisible();
  await shoot(page, testInfo, "sales-pending-order-1366", { fullPage: true });
  await expectAccessibleInBothSchemes(page, testInfo, "sales-pending-order");
  // Reloaded at phone width, where the sidebar starts closed.
  await page.setViewportSize(MOBILE);
  await page.reload();
  await expect(main(page).getByRole("form", { name: "Cobrar pedido" })).toBeVisible();
  await shoot(page, testInfo, "sales-pending-order-390", { fullPage: true });
  await expectAccessibleInBothSchemes(page, testInfo, "sales-pending-order-390");
  await page.setViewportSize(DESKTOP);
  await page.reload();

  // The balls go; the total drops by their price.
  await main(page)
    .getByRole("button", { name: `Quitar Pelotas ${tag}` })
    .click();
  const removeDialog = page.getByRole("dialog", { name: "¿Quitar del pedido?" });
  await removeDialog.getByRole("button", { name: "Quitar" }).click();
  await expect(removeDialog).toBeHidden();
  const total = order.order_amount - 6_500;
  await expect(main(page).getByRole("button", { name: `Cobrar ${clpText(total)}` })).toBeVisible();
  await expect(main(page).getByText(`Pelotas ${tag}`)).toHaveCount(0);

  await main(page).getByRole("combobox", { name: "Origen" }).click();
  await page.getByRole("option", { name: "App" }).click();
  await expect(page.getByText("Origen cambiado a App.")).toBeVisible();
  expect((await findOrder(request, token, order.id)).order_source).toBe("app");

  // Split tender: 5.000 in cash (10.000 handed over) and the rest by debit.
  const form = main(page).getByRole("form", { name: "Cobrar pedido" });
  await form.getByRole("textbox", { name: "Efectivo", exact: true }).fill("5.000");
  await expect(form.getByText(`Falta asignar ${clpText(total - 5_000)}`)).toBeVisible();
  await form.getByRole("textbox", { name: "Débito" }).fill(pesosText(total - 5_000));
  await form.getByRole("textbox", { name: /Efectivo recibido/ }).fill("10.000");
  await expect(form.getByText("Los pagos cubren el total.")).toBeVisible();
  await expect(form.getByText(clpText(5_000), { exact: true })).toBeVisible();
  // The receipt goes by e-mail to a client named in full; an empty name is refused beside its field.
  await form.getByRole("checkbox", { name: /Enviar por correo/ }).check();
  await form.getByRole("textbox", { name: "Correo" }).fill("luz.rojas@example.cl");
  await form.getByRole("button", { name: `Cobrar ${clpText(total)}` }).click();
  await expect(form.getByText("El nombre es obligatorio")).toBeVisible();
  expect((await findOrder(request, token, order.id)).order_status).toBe("pending");
  await form.getByRole("textbox", { name: "Nombre" }).fill("Luz");
  await form.getByRole("textbox", { name: "Apellido" }).fill("Rojas");
  await form.getByRole("button", { name: `Cobrar ${clpText(total)}` }).click();

  await expect(page).toHaveURL(`/admin/ventas/${order.id}`);
  await expect(main(page).getByRole("heading", { name: `Venta #${order.id}` })).toBeVisible();
  await expect(main(page).getByText("Pagada", { exact: true }).first()).toBeVisible();
  const payment = main(page).getByRole("region", { name: "Pago" });
  await expect(payment).toContainText(`Efectivo${clpText(5_000)}`);
  await expect(payment).toContainText(`Débito${clpText(total - 5_000)}`);
  await expect(payment).toContainText(`Efectivo recibido${clpText(10_000)}`);
  await expect(payment).toContainText(`Vuelto${clpText(5_000)}`);
  const paid = await findOrder(request, token, order.id);
  expect(paid.order_status).toBe("paid");
  expect(paid.order_amount).toBe(total);
  expect(paid.order_details.items.map((i) => i.item_id)).toEqual([water.id]);
  expect((paid as unknown as { order_send_mail_client: unknown }).order_send_mail_client).toEqual({
    name: "Luz",
    lastname: "Rojas",
    email: "luz.rojas@example.cl",
  });
  // The badge follows without a reload.
  await expectPendingBadge(page, await pendingOrders(request, token));
  expect(await pendingOrders(request, token)).toBe(pendingBefore - 1);
  await shoot(page, testInfo, "sales-sale-1366", { fullPage: true });
  await expectAccessibleInBothSchemes(page, testInfo, "sales-sale");

  // Ventas, filtered to today's paid sales, holds it; cancelled ones of today do not.
  await page.goto("/admin/ventas");
  await fillDate(main(page).getByLabel("Desde"), today());
  await fillDate(main(page).getByLabel("Hasta"), today());
  await main(page).getByRole("combobox", { name: "Estado" }).click();
  await page.getByRole("option", { name: "Pagada" }).click();
  await expect(page).toHaveURL(new RegExp(`desde=${today()}.*hasta=${today()}.*estado=paid|estado=paid`));
  const row = main(page)
    .getByRole("row")
    .filter({ has: page.getByRole("link", { name: `#${order.id}`, exact: true }) });
  await expect(row).toContainText(`2 × Agua ${tag}, Reserva ${court.court_name} ${start}`);
  await expect(row).toContainText("App");
  await expect(row).toContainText(clpText(total));
  await shoot(page, testInfo, "sales-list-1366");
  await expectAccessibleInBothSchemes(page, testInfo, "sales-list");
  await page.reload();
  await expect(row).toBeVisible();
  await main(page).getByRole("combobox", { name: "Estado" }).click();
  await page.getByRole("option", { name: "Anulada" }).click();
  await expect(page).toHaveURL(/estado=cancelled/);
  await expect(main(page).getByRole("link", { name: `#${order.id}`, exact: true })).toHaveCount(0);

  await page.setViewportSize(MOBILE);
  await page.goto(`/admin/ventas?desde=${today()}&hasta=${today()}`);
  await expect(main(page).getByRole("link", { name: new RegExp(`^#${order.id} ·`) })).toBeVisible();
  await shoot(page, testInfo, "sales-list-390", { fullPage: true });
  await expectAccessibleInBothSchemes(page, testInfo, "sales-list-390");
  await switchTheme(page, "dark");
  await page.goto(`/admin/ventas/${order.id}`);
  await expect(main(page).getByRole("heading", { name: `Venta #${order.id}` })).toBeVisible();
  await shoot(page, testInfo, "sales-sale-390-dark", { fullPage: true });
  await switchTheme(page, "light");
  await closeOwnOpenRegisters(request, token);
});

test("anular una venta pagada devuelve el stock y registra la devolución en la caja abierta; sin caja abierta se explica", async ({
  page,
  request,
}, testInfo) => {
  const token = await apiToken(request, "admin");
  const register = await openSomeRegister(request, token);
  const tag = uniqueTag();
  const item = await createItem(request, token, {
    item_name: `Raqueta ${tag}`,
    item_buy_price: 20_000,
    item_sell_price: 45_000,
    item_stock: { item_stock_stock: 10, item_stock_critical_stock: 1 },
  });
  const sale = await createOrder(request, token, {
    order_status: "paid",
    order_source: "pos",
    order_items: [{ item: item.id, quantity: 3 }],
    order_payments: [{ method: "credit", amount: 135_000 }],
  });
  const unrefunded = await createOrder(request, token, {
    order_status: "paid",
    order_source: "pos",
    order_items: [{ item: item.id, quantity: 1 }],
    order_payments: [{ method: "cash", amount: 45_000 }],
    order_cash_received: 50_000,
  });
  expect((await findItem(request, token, item.id)).item_stock.item_stock_stock).toBe(6);

  await page.goto(`/admin/ventas/${sale.id}`);
  await expect(main(page).getByRole("heading", { name: `Venta #${sale.id}` })).toBeVisible();
  await expect(main(page).getByText(register?.cash_register_name ?? "?", { exact: true })).toBeVisible();
  const dialog = page.getByRole("dialog", { name: "¿Anular esta venta?" });
  // The theme switch sits behind the dialog: each scheme opens the dialog anew.
  for (const scheme of ["dark", "light"] as Scheme[]) {
    await switchTheme(page, scheme);
    await main(page).getByRole("button", { name: "Anular venta" }).click();
    await expect(dialog).toContainText("El stock de sus productos vuelve al inventario.");
    await expect(dialog).toContainText(
      `La devolución de ${clpText(135_000)} queda registrada en tu caja abierta.`,
    );
    await shoot(page, testInfo, `sales-cancel-dialog-1366-${scheme}`);
    await expectAccessible(page, testInfo, `sales-cancel-dialog-${scheme}`);
    if (scheme === "dark") {
      await dialog.getByRole("button", { name: "Volver" }).click();
      await expect(dialog).toBeHidden();
    }
  }
  await dialog.getByRole("button", { name: "Anular venta" }).click();
  await expect(dialog).toBeHidden();
  await expect(main(page).getByText("Anulada", { exact: true }).first()).toBeVisible();
  await expect(main(page).getByRole("button", { name: "Anular venta" })).toHaveCount(0);
  expect((await findOrder(request, token, sale.id)).order_status).toBe("cancelled");
  expect((await findItem(request, token, item.id)).item_stock.item_stock_stock).toBe(9);

  // The receipt on paper: 80 mm, alone on the page.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByTestId("receipt")).toBeVisible();
  await expect(page.getByTestId("receipt")).toContainText(`Comprobante de venta #${sale.id}`);
  await expect(main(page)).toBeHidden();
  // Nothing else is laid out on paper: the shell, toasts and dialogs all stay off it.
  const others = await page.evaluate(() => {
    const receipt = document.querySelector('[data-testid="receipt"]');
    return [...document.body.querySelectorAll("*")]
      .filter(
        (el) => receipt && !el.contains(receipt) && !receipt.contains(el) && el.getClientRects().length > 0,
      )
      .map((el) => `${el.tagName} ${el.className}`.slice(0, 80));
  });
  expect(others).toEqual([]);
  await shoot(page, testInfo, "sales-receipt-print");
  await page.emulateMedia({ media: "screen" });

  // Without an open register the refund has nowhere to go: the server's 409 is shown in the dialog.
  await closeOwnOpenRegisters(request, token);
  await page.goto(`/admin/ventas/${unrefunded.id}`);
  await main(page).getByRole("button", { name: "Anular venta" }).click();
  const refused = page.getByRole("dialog", { name: "¿Anular esta venta?" });
  await refused.getByRole("button", { name: "Anular venta" }).click();
  await expect(refused.getByRole("alert")).toContainText("No se pudo anular la venta");
  await shoot(page, testInfo, "sales-cancel-refused-1366");
  expect((await findOrder(request, token, unrefunded.id)).order_status).toBe("paid");
  expect((await findItem(request, token, item.id)).item_stock.item_stock_stock).toBe(9);
});

test("Pendientes y Ventas vacías o con filtros sin resultados se explican en español, a 390 px", async ({
  page,
}, testInfo) => {
  await page.setViewportSize(MOBILE);
  await page.goto("/admin/ventas?desde=2001-01-01&hasta=2001-01-02");
  await expect(main(page).getByText("Ninguna venta coincide con los filtros.")).toBeVisible();
  await page.goto("/admin/pendientes?desde=2001-01-01&hasta=2001-01-02");
  await expect(main(page).getByText("Ningún pedido pendiente en esas fechas.")).toBeVisible();
  await shoot(page, testInfo, "sales-pending-empty-390");
  await expectAccessibleInBothSchemes(page, testInfo, "sales-pending-empty-390");
});
