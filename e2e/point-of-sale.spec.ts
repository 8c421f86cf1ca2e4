import type { APIRequestContext, Page } from "@playwright/test";
import { apiToken, call, closeOwnOpenRegisters, DESKTOP, globalState, MOBILE } from "./admin-api";
import { expectAccessibleInBothSchemes } from "./axe";
import { clubDate } from "./booking-api";
import { expect, test } from "./fixtures";
import { type ApiItem, createItem, uniqueBarcode, uniqueTag } from "./inventory-api";
import { shoot } from "./pictures";
import { openWithServiceWorker } from "./service-worker";
import { bookAtDesk, freeOnEvery, openSomeRegister } from "./staff-booking-api";

/*
 * The counter: a register opened from the screen, items scanned into the cart, a booking of today
 * charged, split tender with change, a pending sale, a double Enter that makes one sale, and a sale made
 * offline that is kept across a reload and sent once when the connection returns.
 */
test.use({ user: "admin", viewport: DESKTOP });
test.describe.configure({ mode: "serial" });

const PATH = "/admin/punto-de-venta";
const main = (page: Page) => page.getByRole("main");
const search = (page: Page) => main(page).getByRole("textbox", { name: "Buscar producto o escanear código" });
const paymentDialog = (page: Page) => page.getByRole("dialog", { name: "Cobrar venta" });

type OrderPage = { orders: { id: number; order_status: string }[]; pagination: { total: number } };
type OrderDetail = {
  id: number;
  order_amount: number;
  order_status: string;
  order_change: number;
  order_cash_payed: number;
  order_details: { payments: { method: string; amount: number }[]; bookings: { id: number }[] };
};

const ordersToday = (request: APIRequestContext, token: string, status?: string) =>
  call<OrderPage>(
    request,
    token,
    "GET",
    `/api/admin/order/get_orders?limit=100&start_date=${clubDate(0)}&end_date=${clubDate(0)}${status ? `&status=${status}` : ""}`,
  );

async function item(request: APIRequestContext, token: string, price: number, stock = 20) {
  const barcode = uniqueBarcode();
  const made = await createItem(request, token, {
    item_name: `Bebida POS e2e ${uniqueTag()}`,
    item_barcode: barcode,
    item_buy_price: 500,
    item_sell_price: price,
    item_stock: { item_stock_stock: stock, item_stock_critical_stock: 1 },
  });
  return { ...made, item_barcode: barcode } as ApiItem & { item_barcode: string };
}

/** The operator's register, opened through the API when a journey run alone starts without one. */
async function ensureOpenRegister(request: APIRequestContext, token: string) {
  const state = await globalState(request, token);
  const own = state.cash_register.some(
    (r) => r.cash_register_open && r.users_permissions_user?.id === state.user_id,
  );
  if (!own) await openSomeRegister(request, token);
}

/** What a USB scanner does in the focused search: the digits, then Enter. */
async function scan(page: Page, barcode: string) {
  // The tabs come with the catalogue: a code typed before it loads finds nothing yet.
  await expect(main(page).getByRole("tab", { name: "Todos" })).toBeVisible();
  await search(page).fill(barcode);
  await search(page).press("Enter");
  await expect(search(page)).toHaveValue("");
}

async function openRegisterFromScreen(page: Page) {
  await expect(main(page).getByRole("heading", { name: "Abre una caja para vender" })).toBeVisible();
  await main(page).getByRole("button", { name: "Caja cerrada" }).click();
  await page
    .getByRole("menuitem")
    .filter({ hasNotText: /Abierta por/ })
    .first()
    .click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("textbox").fill("20.000");
  await dialog.getByRole("button", { name: "Abrir caja" }).click();
  await expect(search(page)).toBeVisible();
}

test("abrir caja y vender productos y una reserva con pago dividido y vuelto", async ({
  page,
  request,
}, testInfo) => {
  const token = await apiToken(request, "admin");
  await closeOwnOpenRegisters(request, token);
  const water = await item(request, token, 1990);
  const balls = await item(request, token, 8990);
  const { court, start } = await freeOnEvery(request, token, [clubDate(0)], 3, { pastToo: true });
  const booking = await bookAtDesk(
    request,
    token,
    { court, date: clubDate(0), start },
    { walk_in_name: "Cliente POS e2e" },
  );

  const { price } = await call<{ price: number }>(
    request,
    token,
    "GET",
    `/api/admin/booking/find_booking/${booking.id}`,
  );
  await page.goto(PATH);
  await openRegisterFromScreen(page);

  await scan(page, water.item_barcode);
  await scan(page, water.item_barcode);
  await scan(page, balls.item_barcode);
  await expect(main(page).getByRole("textbox", { name: `Cantidad de ${water.item_name}` })).toHaveValue("2");
  const bookingRow = main(page).getByRole("button", {
    name: new RegExp(`^Cobrar 100 % de la reserva ${court.court_name} ${start}`),
  });
  await bookingRow.click();
  const estimate = 2 * 1990 + 8990 + price;
  await expect(main(page).getByTestId("cart-total")).toHaveText(
    new Intl.NumberFormat("es-CL", { style: "currency", currency: "CLP" }).format(estimate),
  );
  await shoot(page, testInfo, "pos-cart-desktop", { fullPage: true });

  await main(page).getByRole("button", { name: "Cobrar", exact: true }).click();
  const dialog = paymentDialog(page);
  const cash = dialog.getByRole("textbox", { name: "Efectivo", exact: true });
  await expect(cash).toBeFocused();
  // 10.000 in cash (20.000 handed over), the rest by debit.
  await page.keyboard.type("10.000");
  await dialog.getByRole("textbox", { name: "Débito" }).fill(String(estimate - 10_000));
  await dialog.getByRole("textbox", { name: "Efectivo recibido" }).fill("20.000");
  await expect(dialog.getByTestId("payment-change")).toHaveText("$10.000");
  await shoot(page, testInfo, "pos-payment-desktop");
  await page.keyboard.press("Enter");

  const receipt = page.getByRole("dialog", { name: "Venta registrada" }).getByTestId("receipt");
  await expect(receipt).toBeVisible();
  await expect(receipt.getByTestId("receipt-change")).toHaveText("$10.000");
  await shoot(page, testInfo, "pos-receipt-desktop");
  await page.emulateMedia({ media: "print" });
  await shoot(page, testInfo, "pos-receipt-print");
  await page.emulateMedia({ media: "screen" });
  const id = Number(
    (await receipt.getByText(/^Comprobante de venta #\d+/).textContent())?.match(/#(\d+)/)?.[1],
  );
  const order = await call<OrderDetail>(request, token, "GET", `/api/admin/order/find_order/${id}`);
  expect(order).toMatchObject({
    order_status: "paid",
    order_amount: estimate,
    order_change: 10_000,
    order_cash_payed: 20_000,
  });
  expect(order.order_details.payments).toEqual([
    { method: "cash", amount: 10_000 },
    { method: "debit", amount: estimate - 10_000 },
  ]);
  expect(order.order_details.bookings.map((b) => b.id)).toEqual([booking.id]);
  const after = await call<{ data: ApiItem }>(request, token, "GET", `/api/admin/item/find_item/${water.id}`);
  expect(after.data.item_stock.item_stock_stock).toBe(18);

  await page.getByRole("button", { name: "Nueva venta" }).click();
  // The booking is paid now: it leaves the list of today's bookings to charge.
  await expect(bookingRow).toBeHidden();
});

test("dejar una venta pendiente", async ({ page, request }) => {
  const token = await apiToken(request, "admin");
  await ensureOpenRegister(request, token);
  const water = await item(request, token, 1500);
  const before = (await ordersToday(request, token, "pending")).pagination.total;
  await page.goto(PATH);
  await scan(page, water.item_barcode);
  await main(page).getByRole("button", { name: "Dejar pendiente" }).click();
  await expect(page.getByRole("dialog", { name: "Venta pendiente registrada" })).toContainText(
    "Pendiente de pago",
  );
  expect((await ordersToday(request, token, "pending")).pagination.total).toBe(before + 1);
  const stock = await call<{ data: ApiItem }>(request, token, "GET", `/api/admin/item/find_item/${water.id}`);
  expect(stock.data.item_stock.item_stock_stock).toBe(20);
});

test("un doble Enter hace una sola venta", async ({ page, request }) => {
  const token = await apiToken(request, "admin");
  await ensureOpenRegister(request, token);
  const water = await item(request, token, 2500);
  const before = (await ordersToday(request, token)).pagination.total;
  await page.goto(PATH);
  await scan(page, water.item_barcode);
  await main(page).getByRole("button", { name: "Cobrar", exact: true }).click();
  await expect(paymentDialog(page).getByRole("textbox", { name: "Efectivo", exact: true })).toBeFocused();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog", { name: "Venta registrada" }).getByTestId("receipt")).toBeVisible();
  await page.waitForTimeout(1000);
  expect((await ordersToday(request, token)).pagination.total).toBe(before + 1);
});

test("sin conexión la venta queda en cola, sobrevive a una recarga y se envía una vez al volver", async ({
  page,
  context,
  request,
}, testInfo) => {
  const token = await apiToken(request, "admin");
  await ensureOpenRegister(request, token);
  const water = await item(request, token, 3000);
  const before = (await ordersToday(request, token)).pagination.total;
  await openWithServiceWorker(page, PATH);
  await expect(
    main(page).getByRole("button", { name: `Agregar ${water.item_name} al carrito` }),
  ).toBeVisible();

  await context.setOffline(true);
  await scan(page, water.item_barcode);
  await main(page).getByRole("button", { name: "Cobrar", exact: true }).click();
  await expect(paymentDialog(page).getByRole("textbox", { name: "Efectivo", exact: true })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Sin conexión: venta en cola")).toBeVisible();
  const queue = main(page).getByTestId("sale-queue");
  await expect(queue).toHaveText("En cola: 1");
  await shoot(page, testInfo, "pos-offline-queue-desktop");

  await page.reload();
  await expect(main(page).getByTestId("sale-queue")).toHaveText("En cola: 1");
  expect((await ordersToday(request, token)).pagination.total).toBe(before);

  await context.setOffline(false);
  await expect(main(page).getByTestId("sale-queue")).toBeHidden({ timeout: 20_000 });
  expect((await ordersToday(request, token)).pagination.total).toBe(before + 1);
  await page.reload();
  await expect(search(page)).toBeVisible();
  await page.waitForTimeout(1500);
  expect((await ordersToday(request, token)).pagination.total).toBe(before + 1);
  const stock = await call<{ data: ApiItem }>(request, token, "GET", `/api/admin/item/find_item/${water.id}`);
  expect(stock.data.item_stock.item_stock_stock).toBe(19);
});

test("una venta en cola que el servidor rechaza queda a la vista con su motivo", async ({
  page,
  context,
  request,
}) => {
  const token = await apiToken(request, "admin");
  await ensureOpenRegister(request, token);
  const last = await item(request, token, 1000, 1);
  await page.goto(PATH);
  await expect(
    main(page).getByRole("button", { name: `Agregar ${last.item_name} al carrito` }),
  ).toBeVisible();
  await context.setOffline(true);
  await scan(page, last.item_barcode);
  await scan(page, last.item_barcode);
  await main(page).getByRole("button", { name: "Cobrar", exact: true }).click();
  await expect(paymentDialog(page).getByRole("textbox", { name: "Efectivo", exact: true })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(main(page).getByTestId("sale-queue")).toHaveText("En cola: 1");
  await context.setOffline(false);
  const queue = main(page).getByTestId("sale-queue");
  await expect(queue).toHaveText("Con error: 1", { timeout: 20_000 });
  await queue.click();
  await expect(page.getByRole("dialog").or(page.locator(".mantine-Popover-dropdown"))).toContainText(
    /stock/i,
  );
  await page.reload();
  await expect(main(page).getByTestId("sale-queue")).toHaveText("Con error: 1");
  await main(page).getByTestId("sale-queue").click();
  await page.getByRole("button", { name: "Descartar" }).click();
  await expect(main(page).getByTestId("sale-queue")).toBeHidden();
});

test("punto de venta accesible en claro y oscuro, 1366 y 390 px", async ({ page, request }, testInfo) => {
  // Several screens in several looks: more than the default minute on a busy machine.
  test.setTimeout(120_000);
  const token = await apiToken(request, "admin");
  await ensureOpenRegister(request, token);
  const water = await item(request, token, 1990);
  await page.goto(PATH);
  await scan(page, water.item_barcode);
  await expectAccessibleInBothSchemes(page, testInfo, "punto de venta");
  // The cart stays beside the catalogue while the page scrolls to its end.
  const scrolls = await page.evaluate(() => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    return document.documentElement.scrollHeight - window.innerHeight;
  });
  expect(scrolls).toBeGreaterThan(200);
  await expect(main(page).getByRole("heading", { name: "Carrito" })).toBeInViewport();
  await expect(main(page).getByTestId("cart-total")).toBeInViewport();
  await shoot(page, testInfo, "pos-desktop-scrolled");
  await main(page).getByRole("button", { name: "Cobrar", exact: true }).click();
  await expect(paymentDialog(page)).toBeVisible();
  await expectAccessibleInBothSchemes(page, testInfo, "cobro");
  await page.keyboard.press("Escape");

  // A phone opens the screen as it is (the sidebar shut), with the cart behind its bottom button.
  await page.setViewportSize(MOBILE);
  await page.reload();
  await scan(page, water.item_barcode);
  await expect(page.getByRole("button", { name: /^Carrito \(1\)/ })).toBeVisible();
  await expectAccessibleInBothSchemes(page, testInfo, "punto de venta movil");
  await page.getByRole("button", { name: /^Carrito \(1\)/ }).click();
  await expect(page.getByRole("dialog", { name: "Carrito" })).toBeVisible();
  await expectAccessibleInBothSchemes(page, testInfo, "carrito movil");
});

test("sin caja abierta, la pantalla pide abrir una", async ({ page, request }, testInfo) => {
  const token = await apiToken(request, "admin");
  await closeOwnOpenRegisters(request, token);
  await page.goto(PATH);
  await expect(main(page).getByRole("heading", { name: "Abre una caja para vender" })).toBeVisible();
  await shoot(page, testInfo, "pos-no-register-desktop");
});
