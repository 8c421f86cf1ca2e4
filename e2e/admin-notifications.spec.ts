import type { APIRequestContext, Page } from "@playwright/test";
import { apiToken, DESKTOP, MOBILE, notificationCounts } from "./admin-api";
import { expect, test } from "./fixtures";
import { adjustStock, createItem, uniqueTag } from "./inventory-api";
import { shoot } from "./pictures";

/*
 * admin has 9 notifications on a fresh server (4 unread; every `playwright test` run starts from a fresh
 * database). Counts are read from the API first and the assertions are relative to them. The journey
 * that marks them read makes its own two unread ones first, as a club does (stock falling to its
 * critical level), so it runs the same on a server whose seeded ones were read already (--repeat-each).
 * Nothing is archived, so the total (and the dashboard's two pages) stays.
 */
test.describe.configure({ mode: "serial" });
test.use({ user: "admin", viewport: DESKTOP });

const badgeText = (n: number) => (n === 1 ? "1 nueva" : `${n} nuevas`);
const bell = (page: Page) => page.getByRole("banner").getByRole("button", { name: "Notificaciones" });
const dropdown = (page: Page) => page.getByRole("dialog", { name: "Notificaciones" });
/** The panel embedded in the dashboard (the dropdown lives in a portal, outside <main>). */
const dashboardPanel = (page: Page) => page.getByRole("main");

/** The "N nuevas" badge next to a panel's title; absent with nothing unread. */
async function expectBadge(panel: ReturnType<typeof dropdown>, unread: number) {
  const badge = panel.getByText(/^\d+ nuevas?$/);
  if (unread === 0) await expect(badge).toHaveCount(0);
  else await expect(badge).toHaveText(badgeText(unread));
}

/**
 * One unread critical-stock alert for every administrator of the club: an item counted down to its level.
 * Gives the item's name, which only this alert's message carries.
 */
async function raiseStockAlert(request: APIRequestContext, token: string) {
  const name = `Alerta ${uniqueTag()}`;
  const item = await createItem(request, token, {
    item_name: name,
    item_buy_price: 500,
    item_sell_price: 900,
    item_stock: { item_stock_stock: 10, item_stock_critical_stock: 3 },
  });
  await adjustStock(request, token, item.id, { stock_movement_reason: "count", stock_movement_quantity: 2 });
  return name;
}

/** An outside click closes the dropdown (after its 300 ms transition). */
async function closeWithOutsideClick(page: Page) {
  // The breadcrumb's current page: in the header, clear of the dropdown on any screen, and inert.
  await page
    .getByRole("navigation", { name: "Ruta de navegación" })
    .getByText("Dashboard", { exact: true })
    .click();
  await expect(dropdown(page)).toBeHidden();
  await expect(bell(page)).toHaveAttribute("aria-expanded", "false");
}

test("el panel de la campana y el del dashboard, con pestañas y páginas", async ({
  page,
  request,
}, testInfo) => {
  const counts = await notificationCounts(request, await apiToken(request, "admin"));
  expect(counts.all, "the seed gives admin 9 notifications, two pages of 5").toBeGreaterThan(5);

  await page.goto("/admin_dashboard");
  await bell(page).click();
  const panel = dropdown(page);
  await expect(panel).toBeVisible();
  await expect(panel.getByRole("heading", { name: "Notificaciones" })).toBeVisible();
  await expect(panel.getByRole("tab", { name: "No leídas" })).toHaveAttribute("aria-selected", "true");
  await expect(panel.getByRole("tab", { name: "Todas" })).toBeVisible();
  await expectBadge(panel, counts.unread);
  await expect(panel.getByRole("listitem")).toHaveCount(Math.min(counts.unread, 5));
  await shoot(page, testInfo, "notifications-dropdown-desktop");

  // "Todas": the first page of 5 and, being a dropdown, a link to the rest instead of page buttons.
  await panel.getByRole("tab", { name: "Todas" }).click();
  await expect(panel.getByRole("listitem")).toHaveCount(5);
  await expect(panel.getByRole("link", { name: "Ver todas las notificaciones" })).toBeVisible();
  await expect(panel.getByRole("button", { name: /^Página \d+$/ })).toHaveCount(0);
  await shoot(page, testInfo, "notifications-dropdown-all-desktop");
  await closeWithOutsideClick(page);

  // The dashboard's list pages through the inbox, 5 at a time.
  const embedded = dashboardPanel(page);
  await embedded.getByRole("tab", { name: "Todas" }).click();
  const pages = embedded.getByRole("navigation", { name: "Páginas de notificaciones" });
  const totalPages = Math.ceil(counts.all / 5);
  await expect(pages.getByRole("button", { name: /^Página \d+$/ })).toHaveCount(Math.min(totalPages, 3));
  await expect(pages.getByRole("button", { name: "Página 1" })).toHaveAttribute("aria-current", "page");
  await expect(pages.getByRole("button", { name: "Página anterior" })).toBeDisabled();
  await expect(embedded.getByRole("listitem")).toHaveCount(5);
  const firstPageTitle = await embedded.getByRole("listitem").first().getAttribute("aria-label");

  await pages.getByRole("button", { name: "Página 2" }).click();
  await expect(pages.getByRole("button", { name: "Página 2" })).toHaveAttribute("aria-current", "page");
  await expect(embedded.getByRole("listitem")).toHaveCount(Math.min(counts.all - 5, 5));
  await expect(embedded.getByRole("listitem").first()).not.toHaveAttribute(
    "aria-label",
    firstPageTitle ?? "",
  );
  await embedded.getByRole("navigation", { name: "Páginas de notificaciones" }).scrollIntoViewIfNeeded();
  await shoot(page, testInfo, "notifications-dashboard-page2-desktop");

  // The same on a phone: the dropdown must fit the screen.
  await page.setViewportSize(MOBILE);
  await page.reload();
  await bell(page).click();
  await expect(dropdown(page)).toBeInViewport({ ratio: 1 });
  await shoot(page, testInfo, "notifications-dropdown-mobile");
  await closeWithOutsideClick(page);
  await dashboardPanel(page).getByRole("tab", { name: "Todas" }).click();
  await dashboardPanel(page)
    .getByRole("navigation", { name: "Páginas de notificaciones" })
    .scrollIntoViewIfNeeded();
  await shoot(page, testInfo, "notifications-dashboard-mobile");
});

test("marcar una como leída baja la cuenta en una y marcar todas deja la bandeja sin nuevas", async ({
  page,
  request,
}, testInfo) => {
  const token = await apiToken(request, "admin");
  await raiseStockAlert(request, token);
  const newest = await raiseStockAlert(request, token);
  const before = await notificationCounts(request, token);
  expect(before.unread).toBeGreaterThanOrEqual(2);

  await page.goto("/admin_dashboard");
  // The red dot on the bell says there is something unread.
  await expect(page.getByRole("banner").locator(".mantine-Indicator-indicator")).toBeVisible();
  await bell(page).click();
  const panel = dropdown(page);
  await expectBadge(panel, before.unread);

  // The newest alert comes first.
  const alert = panel.getByRole("listitem").filter({ hasText: newest });
  await expect(panel.getByRole("listitem").first()).toContainText(newest);
  await alert.getByRole("button", { name: "Marcar como leída" }).click();
  await expectBadge(panel, before.unread - 1);
  await expect(alert).toHaveCount(0);
  // The dashboard's copy follows: same data.
  await expectBadge(dashboardPanel(page), before.unread - 1);
  expect((await notificationCounts(request, token)).unread).toBe(before.unread - 1);

  // In "Todas" it is still there, now read: no "Marcar como leída" on it.
  await panel.getByRole("tab", { name: "Todas" }).click();
  const nowRead = panel.getByRole("listitem").filter({ hasText: newest });
  await expect(nowRead).toBeVisible();
  await expect(nowRead.getByRole("button", { name: "Marcar como leída" })).toHaveCount(0);
  await panel.getByRole("tab", { name: "No leídas" }).click();

  await panel.getByRole("button", { name: "Marcar todas como leídas" }).click();
  await expect(panel.getByText("No hay nuevas notificaciones")).toBeVisible();
  await expectBadge(panel, 0);
  await expect(panel.getByRole("button", { name: "Marcar todas como leídas" })).toBeDisabled();
  await expect(page.getByRole("banner").locator(".mantine-Indicator-indicator")).toHaveCount(0);
  await expect(dashboardPanel(page).getByText("No hay nuevas notificaciones")).toBeVisible();
  expect(await notificationCounts(request, token)).toEqual({ unread: 0, all: before.all });
  await shoot(page, testInfo, "notifications-dropdown-empty-desktop");

  await closeWithOutsideClick(page);
});
