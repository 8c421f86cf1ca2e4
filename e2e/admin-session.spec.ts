import type { Page } from "@playwright/test";
import { DESKTOP, MOBILE, storedToken } from "./admin-api";
import { DEMO_PASSWORD, expect, test } from "./fixtures";
import { shoot } from "./pictures";

/** Sidebar of Club Demo Padel, which has every service (1 GoMatch, 2 GoMarket, 3 GoRegisters). */
const SIDEBAR_LINKS = [
  "Dashboard",
  "IA",
  "Reservas",
  "Ranking y categorías",
  "Punto de venta",
  "Inventario",
  "Cajas",
  "Ventas",
  "Pendientes",
  "Reportes",
  "Balances",
];

const sidebar = (page: Page) => page.getByRole("navigation", { name: "Menú principal" });
/** The sidebar element itself, also while collapsed (inert, so out of the accessibility tree). */
const sidebarBox = (page: Page) => page.locator('nav[aria-label="Menú principal"]');
const focusInSidebar = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest('nav[aria-label="Menú principal"]') != null);
const breadcrumb = (page: Page) => page.getByRole("navigation", { name: "Ruta de navegación" });

async function signInThroughForm(page: Page) {
  await page.getByLabel("Usuario o correo").fill("admin");
  await page.getByRole("textbox", { name: "Contraseña", exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Ingresar" }).click();
}

async function expectAdminShell(page: Page) {
  const header = page.getByRole("banner");
  await expect(breadcrumb(page).getByText("Dashboard", { exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  // The register journey may hold Caja 1 open at the same moment: either status counts here.
  await expect(header.getByRole("button", { name: /^Caja (cerrada|abierta: .+)$/ })).toBeVisible();
  await expect(header.getByRole("button", { name: "Notificaciones" })).toBeVisible();
  await expect(header.getByRole("button", { name: /^Cambiar a modo (oscuro|claro)$/ })).toBeVisible();

  const links = sidebar(page).getByRole("link");
  // In order, and nothing else: badges (Beta, counts) are part of a link's name, hence the prefix match.
  await expect(links).toHaveText(SIDEBAR_LINKS.map((label) => new RegExp(`^${label}`)));
  await expect(sidebar(page).getByRole("link", { name: /^IA/ })).toContainText("Beta");
  await expect(sidebar(page).getByRole("button", { name: "Salir" })).toBeVisible();
}

test.describe("ingreso de administrador", () => {
  test.use({ viewport: DESKTOP });

  test("ingresa con el formulario y ve el back office completo", async ({ page }, testInfo) => {
    await page.goto("/admin_login");
    await expect(page.getByRole("heading", { name: "Ingreso administradores" })).toBeVisible();
    await shoot(page, testInfo, "admin-login-desktop");
    expect(await storedToken(page)).toBeNull();

    await signInThroughForm(page);
    await expect(page).toHaveURL(/\/admin_dashboard$/);
    await expectAdminShell(page);
    expect(await storedToken(page)).not.toBeNull();
    await expect(page.getByRole("heading", { level: 2, name: /Camila/ })).toBeVisible();
    await shoot(page, testInfo, "admin-dashboard-desktop");
    await shoot(page, testInfo, "admin-dashboard-desktop-full", { fullPage: true });

    // Following a sidebar entry moves the breadcrumb and the highlighted entry.
    await sidebar(page).getByRole("link", { name: "Inventario" }).click();
    await expect(page).toHaveURL(/\/admin\/inventario$/);
    await expect(breadcrumb(page).getByText("Inventario", { exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(breadcrumb(page).getByRole("link", { name: "Dashboard" })).toBeVisible();
    await expect(sidebar(page).getByRole("link", { name: "Inventario" })).toHaveAttribute(
      "data-active",
      "true",
    );
  });

  test("un enlace de administración sin sesión vuelve a él después de ingresar", async ({ page }) => {
    await page.goto("/admin/ventas");
    await expect(page).toHaveURL(/\/admin_login$/);
    await signInThroughForm(page);
    await expect(page).toHaveURL(/\/admin\/ventas$/);
    await expect(breadcrumb(page).getByText("Ventas", { exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("en un teléfono el menú lateral empieza cerrado y se cierra al elegir una sección", async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(MOBILE);
    await page.goto("/admin_login");
    await shoot(page, testInfo, "admin-login-mobile");
    await signInThroughForm(page);
    await expect(page).toHaveURL(/\/admin_dashboard$/);

    const burger = page.getByRole("banner").getByRole("button", { name: "Mostrar menú lateral" });
    await expect(burger).toHaveAttribute("aria-expanded", "false");
    await expect(sidebarBox(page)).not.toBeInViewport();
    await expect(
      page.getByRole("banner").getByRole("button", { name: /^Caja (cerrada|abierta: .+)$/ }),
    ).toBeVisible();
    // Keyboard: after the header's last control, Tab goes on to the page, not into the hidden sidebar.
    await page.getByRole("banner").getByRole("button", { name: "Cambiar a modo oscuro" }).focus();
    await page.keyboard.press("Tab");
    expect(await focusInSidebar(page)).toBe(false);
    await shoot(page, testInfo, "admin-dashboard-mobile");
    await shoot(page, testInfo, "admin-dashboard-mobile-full", { fullPage: true });

    await burger.click();
    await expect(sidebar(page)).toBeInViewport();
    await expectAdminShell(page);
    await shoot(page, testInfo, "admin-sidebar-mobile");

    await sidebar(page).getByRole("link", { name: "Cajas" }).click();
    await expect(page).toHaveURL(/\/admin\/historial-cajas$/);
    await expect(sidebarBox(page)).not.toBeInViewport();
    await expect(breadcrumb(page).getByText("Cajas", { exact: true })).toBeVisible();
  });
});

test.describe("salida", () => {
  test.use({ user: "admin", viewport: DESKTOP });

  test("Salir pide confirmación, borra la sesión y las rutas de administración vuelven al ingreso", async ({
    page,
  }, testInfo) => {
    await page.goto("/admin_dashboard");
    await expectAdminShell(page);

    // Cancelling keeps the session.
    await sidebar(page).getByRole("button", { name: "Salir" }).click();
    const confirm = page.getByRole("dialog", { name: "¿Cerrar sesión?" });
    await expect(confirm).toBeVisible();
    await shoot(page, testInfo, "admin-logout-confirm-desktop");
    await confirm.getByRole("button", { name: "Cancelar" }).click();
    await expect(confirm).toBeHidden();
    await expect(page).toHaveURL(/\/admin_dashboard$/);
    expect(await storedToken(page)).not.toBeNull();

    await sidebar(page).getByRole("button", { name: "Salir" }).click();
    await confirm.getByRole("button", { name: "Cerrar sesión" }).click();
    await expect(page).toHaveURL(/\/admin_login$/);
    await expect(page.getByRole("heading", { name: "Ingreso administradores" })).toBeVisible();
    expect(await storedToken(page)).toBeNull();

    await page.goto("/admin_dashboard");
    await expect(page).toHaveURL(/\/admin_login$/);
    await expect(page.getByRole("heading", { name: "Ingreso administradores" })).toBeVisible();
    expect(await storedToken(page)).toBeNull();
  });

  test("la confirmación de salida en un teléfono", async ({ page }, testInfo) => {
    await page.setViewportSize(MOBILE);
    await page.goto("/admin_dashboard");
    await page.getByRole("button", { name: "Mostrar menú lateral" }).click();
    await sidebar(page).getByRole("button", { name: "Salir" }).click();
    const confirm = page.getByRole("dialog", { name: "¿Cerrar sesión?" });
    await expect(confirm).toBeInViewport({ ratio: 1 });
    await shoot(page, testInfo, "admin-logout-confirm-mobile");
    await confirm.getByRole("button", { name: "Cerrar sesión" }).click();
    await expect(page).toHaveURL(/\/admin_login$/);
    expect(await storedToken(page)).toBeNull();
  });
});
