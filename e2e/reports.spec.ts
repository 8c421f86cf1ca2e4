import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { apiToken, call, DESKTOP, MOBILE } from "./admin-api";
import { expectAccessible, type Scheme } from "./axe";
import { clubDate } from "./booking-api";
import { fillDate } from "./date-field";
import { expect, test } from "./fixtures";
import { createItem, switchTheme, uniqueTag } from "./inventory-api";
import { clpText, createOrder } from "./order-api";
import { shoot } from "./pictures";
import { openSomeRegister } from "./staff-booking-api";

test.use({ user: "admin", viewport: DESKTOP });

type Performance = { current: { net: number; sales_count: number; start_date: string } };
type SalesReport = { buckets: { date: string; gross: number; net: number; sales_count: number }[] };

const main = (page: Page) => page.getByRole("main");
const kpi = (page: Page, label: string) =>
  main(page)
    .locator(".mantine-Paper-root")
    .filter({ has: page.getByText(label, { exact: true }) });

async function axeBothSchemes(page: Page, testInfo: Parameters<typeof expectAccessible>[1], name: string) {
  for (const scheme of ["light", "dark"] as Scheme[]) {
    await switchTheme(page, scheme);
    await shoot(page, testInfo, `${name}-${scheme}`, { fullPage: true });
    await expectAccessible(page, testInfo, `${name}-${scheme}`);
  }
  await switchTheme(page, "light");
}

test("el dueño lee las ventas del mes, acota a la semana, exporta el CSV y lo abre", async ({
  page,
  request,
}, testInfo) => {
  // Two widths, two themes, axe on each: more than the default minute on a shared machine.
  test.setTimeout(180_000);
  const token = await apiToken(request, "admin");
  // A sale big enough to lead this month's top items among the demo club's sales.
  await openSomeRegister(request, token);
  const tag = uniqueTag();
  const item = await createItem(request, token, {
    item_name: `Jugo ${tag}`,
    item_buy_price: 700,
    item_sell_price: 9_990,
    item_stock: { item_stock_stock: 20, item_stock_critical_stock: 1 },
  });
  await createOrder(request, token, {
    order_status: "paid",
    order_source: "pos",
    order_items: [{ item: item.id, quantity: 20 }],
    order_payments: [{ method: "debit", amount: 199_800 }],
  });
  const report = <T>(path: string) => call<T>(request, token, "GET", `/api/admin/${path}`);

  // This month: the default of the picker.
  await page.goto("/admin/reportes");
  await expect(main(page).getByRole("heading", { name: "Reportes de ventas" })).toBeVisible();
  const month = await report<Performance>("order/get_sales_period_performance_report?period=month");
  await expect(kpi(page, "Ventas netas")).toContainText(clpText(month.current.net));
  await expect(kpi(page, "N° de ventas")).toContainText(String(month.current.sales_count));
  await expect(main(page).getByRole("region", { name: "Productos más vendidos" })).toContainText(
    `Jugo ${tag}`,
  );
  // Where the money came from: each source with the API's figure (bookings paid at reception and online too).
  const { sources } = await report<{ sources: { source: string; net: number }[] }>(
    "report/sales_by_source?period=month",
  );
  const bySource = main(page).getByRole("region", { name: "Ingresos por origen" });
  for (const [source, label] of [
    ["pos", "Punto de venta"],
    ["reception", "Reservas en recepción"],
    ["online", "Reservas en línea"],
  ] as const) {
    const net = sources.find((s) => s.source === source)?.net ?? 0;
    await expect(bySource.getByRole("row").filter({ hasText: label })).toContainText(clpText(net));
  }
  await axeBothSchemes(page, testInfo, "reports-month-desktop");

  // Narrowed to this week: in the URL, the figures follow.
  await main(page).getByText("Esta semana", { exact: true }).click();
  await expect(page).toHaveURL(/periodo=semana/);
  const week = await report<Performance>("order/get_sales_period_performance_report?period=week");
  await expect(kpi(page, "Ventas netas")).toContainText(clpText(week.current.net));
  const section = main(page).getByRole("region", { name: "Ventas en el tiempo" });
  await expect(section.getByRole("table")).toBeVisible();

  // The CSV of the sales over time: Excel's BOM and separator, pesos as plain integers, today's figure.
  const downloading = page.waitForEvent("download");
  await section.getByRole("button", { name: "Exportar CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^ventas-en-el-tiempo-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), "utf8");
  expect(csv.startsWith("\uFEFFDesde;Ventas;Bruto;Devoluciones;Neto")).toBe(true);
  const sales = await report<SalesReport>("order/get_sales_report?period=week");
  const today = sales.buckets.find((b) => b.date === clubDate(0));
  expect(today?.sales_count).toBeGreaterThan(0);
  expect(csv).toContain(`${today?.date};${today?.sales_count};${today?.gross};`);
  expect(csv.split(/\r?\n/).length - 1).toBe(sales.buckets.length);

  // The printable page: the report alone, without the shell, the picker or the buttons.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(main(page).getByRole("button", { name: "Imprimir" })).toBeHidden();
  await expect(section.getByRole("table")).toBeVisible();
  await shoot(page, testInfo, "reports-week-print", { fullPage: true });
  await page.emulateMedia({ media: "screen" });

  // A range of days: both days in the URL.
  await main(page).getByText("Rango", { exact: true }).click();
  await fillDate(main(page).getByLabel("Desde"), week.current.start_date);
  await fillDate(main(page).getByLabel("Hasta"), clubDate(0));
  await expect(page).toHaveURL(/periodo=rango&desde=\d{4}-\d{2}-\d{2}&hasta=\d{4}-\d{2}-\d{2}/);
  await expect(kpi(page, "Ventas netas")).toContainText(clpText(week.current.net));

  await page.setViewportSize(MOBILE);
  await page.goto("/admin/reportes?periodo=semana");
  await expect(kpi(page, "Ventas netas")).toContainText(clpText(week.current.net));
  await axeBothSchemes(page, testInfo, "reports-week-mobile");
});

test("un período sin ventas muestra estados vacíos en español", async ({ page }, testInfo) => {
  await page.goto("/admin/reportes?periodo=rango&desde=2020-01-01&hasta=2020-01-31");
  // The first visit loads the app, the screen's chunk and six reports at once.
  await expect(main(page).getByRole("region", { name: "Ventas en el tiempo" })).toContainText(
    "No hay ventas en este período.",
    { timeout: 30_000 },
  );
  await expect(main(page).getByRole("region", { name: "Pedidos por estado" })).toContainText(
    "No se crearon pedidos en este período.",
  );
  await shoot(page, testInfo, "reports-empty-desktop", { fullPage: true });
});
