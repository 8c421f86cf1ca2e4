import type { APIRequestContext, Page } from "@playwright/test";
import { apiToken, call, closeOwnOpenRegisters } from "./admin-api";
import { EVERY_LOOK, expectAccessible, expectAccessibleInEveryLook, setLook } from "./axe";
import { cancelThroughApi, playerBookingAhead } from "./booking-api";
import { expect, test } from "./fixtures";
import { createItem, itemPath, uniqueTag } from "./inventory-api";

/*
 * Every real screen, in light and in dark, on a desktop and a phone, through axe-core: no serious or
 * critical violation (contrast of every text at 4.5:1, 3:1 when large; names, roles, labels). Each
 * screen is opened once and switched between the four looks in place.
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

// Each test checks several screens in four looks: more than the default minute on a busy machine.
test.describe.configure({ timeout: 120_000 });

test("las páginas públicas", async ({ page }, testInfo) => {
  for (const [name, path] of PUBLIC_SCREENS) {
    await page.goto(path);
    await expect(page.getByRole("heading").first()).toBeVisible();
    await expectAccessibleInEveryLook(page, testInfo, name);
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
      await expectAccessibleInEveryLook(page, testInfo, name);
    }
  });
});

test.describe("la comunidad del club", () => {
  test.use({ user: "jugador" });

  test("ranking, perfiles y editar el propio", async ({ page }, testInfo) => {
    await page.goto("/rank");
    const ranking = main(page).getByRole("list", { name: "Ranking" });
    await expect(ranking.getByRole("listitem").first()).toBeVisible();
    await expectAccessibleInEveryLook(page, testInfo, "ranking", { fullPage: true });
    await ranking.getByRole("link").first().click();
    await expect(main(page).getByRole("list", { name: "Últimos resultados" })).toBeVisible();
    await expectAccessibleInEveryLook(page, testInfo, "perfil de otro jugador", { fullPage: true });
    await page.goto("/profile");
    await expect(main(page).getByText("Solo tú y tu club ven estos datos.")).toBeVisible();
    await expectAccessibleInEveryLook(page, testInfo, "mi perfil", { fullPage: true });
    await main(page).getByRole("link", { name: "Editar perfil" }).click();
    await expect(main(page).getByRole("textbox", { name: "Teléfono" })).toBeVisible();
    await expectAccessibleInEveryLook(page, testInfo, "editar perfil", { fullPage: true });
  });
});

test.describe("un partido abierto", () => {
  /** The demo player's booking some days ahead, opened as a match of two free places; its slug. */
  async function openMatch(request: APIRequestContext) {
    const { jugador, booking } = await playerBookingAhead(request, 6);
    const match = await call<{ slug: string }>(request, jugador, "POST", "/api/match/create_match", {
      booking_slug: booking.slug,
      open_places: 2,
      visibility: "public",
      strongest_category: "M3ra",
      weakest_category: "M5ta",
      side: "drive",
    });
    return { slug: match.slug, release: () => cancelThroughApi(request, jugador, booking.slug) };
  }

  test("visto sin sesión, desde el enlace", async ({ page, request }, testInfo) => {
    const { slug, release } = await openMatch(request);
    try {
      await page.goto(`/match/${slug}`);
      await expect(main(page).getByRole("heading", { name: /^Partido en / })).toBeVisible();
      await expect(main(page).getByRole("link", { name: "Ingresa para unirte" })).toBeVisible();
      await expectAccessibleInEveryLook(page, testInfo, "partido sin sesión", { fullPage: true });
    } finally {
      await release();
    }
  });

  test.describe("por quien lo abrió", () => {
    test.use({ user: "jugador" });

    test("lo abre desde sus reservas y lo ve con el enlace para compartir", async ({
      page,
      request,
    }, testInfo) => {
      const { jugador, booking } = await playerBookingAhead(request, 7);
      try {
        await page.goto("/reservas");
        const card = main(page).getByRole("article").filter({ hasText: booking.court_name }).filter({
          hasText: booking.start_time,
        });
        await card.getByRole("button", { name: "Abrir partido" }).click();
        const dialog = page.getByRole("dialog", { name: "Abrir como partido" });
        await dialog.getByText("2", { exact: true }).click();
        await dialog.getByRole("combobox", { name: "Desde" }).click();
        await page.getByRole("option", { name: "M3ra" }).click();
        await dialog.getByRole("combobox", { name: "Hasta" }).click();
        await page.getByRole("option", { name: "M5ta" }).click();
        await expectAccessibleInEveryLook(page, testInfo, "abrir partido");
        await dialog.getByRole("button", { name: "Abrir partido" }).click();
        await expect(main(page).getByText(/^Reservaste esta cancha/)).toBeVisible();
        await expect(main(page).getByText("2 cupos libres")).toBeVisible();
        await expect(main(page).getByText("M3ra a M5ta")).toBeVisible();
        await expectAccessibleInEveryLook(page, testInfo, "partido de quien reservó", { fullPage: true });
      } finally {
        await cancelThroughApi(request, jugador, booking.slug);
      }
    });
  });
});

test.describe("el back office", () => {
  test.use({ user: "admin" });

  // The dashboard itself is checked in dashboard.spec.ts; these are what opens over it.
  test("la campana, el selector de cajas y su diálogo", async ({ page, request }, testInfo) => {
    await closeOwnOpenRegisters(request, await apiToken(request, "admin"));
    await page.goto("/admin_dashboard");
    await expect(main(page).getByRole("heading", { name: "Notificaciones" })).toBeVisible();
    for (const look of EVERY_LOOK) {
      await setLook(page, look);
      const named = (screen: string) => `${screen} ${look.scheme} ${look.size}`;
      await page.getByRole("banner").getByRole("button", { name: "Notificaciones" }).click();
      await expect(page.getByRole("dialog", { name: "Notificaciones" })).toBeVisible();
      await expectAccessible(page, testInfo, named("notificaciones abiertas"));
      await page.keyboard.press("Escape");
      await page.mouse.click(5, 400);
      await expect(page.getByRole("dialog", { name: "Notificaciones" })).toBeHidden();

      await page.getByRole("banner").getByRole("button", { name: "Caja cerrada" }).click();
      await expect(page.getByRole("menu")).toBeVisible();
      await expectAccessible(page, testInfo, named("selector de cajas"));
      await page
        .getByRole("menu")
        .getByRole("menuitem", { name: /^Caja 1 / })
        .click();
      const dialog = page.getByRole("dialog", { name: "Abrir Caja 1" });
      await expect(dialog).toBeVisible();
      await expectAccessible(page, testInfo, named("diálogo de caja"));
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
    }
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
      await expectAccessibleInEveryLook(page, testInfo, name);
    }
  });
});
