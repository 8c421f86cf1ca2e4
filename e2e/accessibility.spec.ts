import type { Page } from "@playwright/test";
import { apiToken, closeOwnOpenRegisters, DESKTOP, MOBILE } from "./admin-api";
import { expectAccessible, openInScheme, type Scheme } from "./axe";
import { expect, test } from "./fixtures";
import { createItem, itemPath, uniqueTag } from "./inventory-api";

/*
 * Every real screen, in light and in dark, on a desktop and a phone, through axe-core: no serious or
 * critical violation (contrast of every text at 4.5:1, 3:1 when large; names, roles, labels).
 */

const PUBLIC_SCREENS = [
  ["inicio", "/"],
  ["términos", "/terms_and_conditions"],
  ["login de jugador", "/login"],
  ["login de administrador", "/admin_login"],
  ["registro", "/register"],
  ["recuperar contraseña", "/password_reset"],
  ["confirmar correo, enlace que no existe", "/confirmar-correo?code=enlace-que-no-existe-123"],
  ["error", "/error"],
  ["pago no encontrado", "/pago_no_encontrado"],
] as const;

const main = (page: Page) => page.getByRole("main");

const VIEWPORTS = [
  ["escritorio", DESKTOP],
  ["teléfono", MOBILE],
] as const;

for (const [scheme, [size, viewport]] of (["light", "dark"] as Scheme[]).flatMap((s) =>
  VIEWPORTS.map((v) => [s, v] as const),
)) {
  test.describe(`modo ${scheme === "light" ? "claro" : "oscuro"}, ${size}`, () => {
    test.use({ viewport });
    test.beforeEach(async ({ page }) => openInScheme(page, scheme));

    test("las páginas públicas", async ({ page }, testInfo) => {
      for (const [name, path] of PUBLIC_SCREENS) {
        await page.goto(path);
        await expect(page.getByRole("heading").first()).toBeVisible();
        await expectAccessible(page, testInfo, `${name} (${scheme})`);
      }
    });

    test.describe("el área del jugador", () => {
      test.use({ user: "jugador" });

      test("inicio, reservar y mis reservas", async ({ page }, testInfo) => {
        const screens = [
          ["inicio del jugador", "/", /^Hola, /, "Reservar de nuevo|Reservar"],
          ["reservar cancha", "/court", "Reservar cancha", "^Cancha "],
          ["mis reservas", "/reservas", "Mis reservas", "Próximas"],
        ] as const;
        for (const [name, path, heading, loaded] of screens) {
          await page.goto(path);
          await expect(main(page).getByRole("heading", { name: heading }).first()).toBeVisible();
          await expect(main(page).getByText(new RegExp(loaded)).first()).toBeVisible();
          await expectAccessible(page, testInfo, `${name} (${scheme})`);
        }
      });
    });

    test.describe("el back office", () => {
      test.use({ user: "admin" });

      test("dashboard, notificaciones y cajas", async ({ page, request }, testInfo) => {
        await closeOwnOpenRegisters(request, await apiToken(request, "admin"));
        await page.goto("/admin_dashboard");
        await expect(main(page).getByRole("heading", { name: "Notificaciones" })).toBeVisible();
        await expectAccessible(page, testInfo, `dashboard (${scheme})`);

        await page.getByRole("banner").getByRole("button", { name: "Notificaciones" }).click();
        await expect(page.getByRole("dialog", { name: "Notificaciones" })).toBeVisible();
        await expectAccessible(page, testInfo, `notificaciones abiertas (${scheme})`);
        await page.keyboard.press("Escape");
        await page.mouse.click(5, 400);
        await expect(page.getByRole("dialog", { name: "Notificaciones" })).toBeHidden();

        await page.getByRole("banner").getByRole("button", { name: "Caja cerrada" }).click();
        await expect(page.getByRole("menu")).toBeVisible();
        await expectAccessible(page, testInfo, `selector de cajas (${scheme})`);
        await page
          .getByRole("menu")
          .getByRole("menuitem", { name: /^Caja 1 / })
          .click();
        await expect(page.getByRole("dialog", { name: "Abrir Caja 1" })).toBeVisible();
        await expectAccessible(page, testInfo, `diálogo de caja (${scheme})`);
      });

      test("inventario, producto, alta y catálogo", async ({ page, request }, testInfo) => {
        const token = await apiToken(request, "admin");
        const item = await createItem(request, token, {
          item_name: `Grip e2e ${uniqueTag()}`,
          item_buy_price: 1990,
          item_sell_price: 3490,
          // Above its level: a critical one would add a "Stock crítico" notification other journeys count.
          item_stock: { item_stock_stock: 5, item_stock_critical_stock: 2 },
        });
        const screens = [
          ["inventario", "/admin/inventario", "Inventario"],
          ["producto", itemPath(item.id), item.item_name],
          ["nuevo producto", "/admin/inventario/nuevo-producto", "Nuevo producto"],
          ["catálogo", "/admin/inventario/productos", "Catálogo"],
        ] as const;
        for (const [name, path, heading] of screens) {
          await page.goto(path);
          await expect(main(page).getByRole("heading", { name: heading }).first()).toBeVisible();
          await expectAccessible(page, testInfo, `${name} (${scheme})`);
        }
      });
    });
  });
}
