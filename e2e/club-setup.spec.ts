import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { apiToken, call, closeOwnOpenRegisters, DESKTOP } from "./admin-api";
import { EVERY_LOOK, expectAccessible, expectAccessibleInEveryLook, setLook } from "./axe";
import { clubDate, freeRun } from "./booking-api";
import { fillDate } from "./date-field";
import { expect, test } from "./fixtures";
import { uniqueTag } from "./inventory-api";
import { createOrder } from "./order-api";
import { shoot } from "./pictures";

type ClubSettings = Record<string, unknown> & { id: number };
type Court = {
  id: number;
  court_name: string;
  prices: { band: string; duration_int: number; price: number }[];
};

const main = (page: Page) => page.getByRole("main");
const SETUP = "/admin/configuracion";

test.describe("configuración del club y pagos", () => {
  test.use({ user: "admin" });

  test("edita las reglas de reserva y el precio de una cancha y lo ve reflejado", async ({
    page,
    request,
  }, testInfo) => {
    const token = await apiToken(request, "admin");
    const { data: before } = await call<{ data: ClubSettings }>(
      request,
      token,
      "GET",
      "/api/admin/club/get_club",
    );
    const name = `Cancha e2e ${uniqueTag()}`;
    const { data: court } = await call<{ data: Court }>(
      request,
      token,
      "POST",
      "/api/admin/court/create_court",
      {
        data: {
          court_name: name,
          indoor: true,
          surface: "Césped sintético",
          schedules: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
            weekday,
            start_time: "08:00",
            end_time: "23:00",
            slot_minutes: 30,
            band: "off_peak",
          })),
          prices: [{ band: "off_peak", duration_int: 60, price: 16000 }],
        },
      },
    );
    try {
      await page.setViewportSize(DESKTOP);
      await page.goto(SETUP);
      await expect(main(page).getByRole("heading", { name: "Configuración" })).toBeVisible();
      await main(page).getByRole("link", { name: "Editar club" }).click();
      await expect(page).toHaveURL(/\/admin\/configuracion\/editar_club$/);
      await page.getByLabel("Ventana de reserva (días)").fill("21");
      await page.getByLabel("Máximo de reservas activas por jugador").fill("3");
      await page.getByLabel("50 % al reservar").check();
      await shoot(page, testInfo, "club-setup-edit-1366", { fullPage: true });
      await page.getByRole("button", { name: "Guardar cambios" }).click();
      await expect(page).toHaveURL(/\/admin\/configuracion$/);
      const rules = page.getByTestId("booking-rules");
      await expect(rules).toContainText("Hasta 21 días de anticipación");
      await expect(rules).toContainText("3 reservas activas por jugador");
      await expect(rules).toContainText("50 % al reservar");
      const { data: after } = await call<{ data: ClubSettings }>(
        request,
        token,
        "GET",
        "/api/admin/club/get_club",
      );
      expect(after).toMatchObject({
        booking_window_days: 21,
        max_active_bookings: 3,
        online_payment_percentage: 50,
      });

      // The court's price, typed as in Chile.
      await main(page)
        .getByRole("button", { name: `Editar ${name}` })
        .click();
      const dialog = page.getByRole("dialog", { name: `Editar ${name}` });
      await dialog.getByLabel("Valle ($)").first().fill("17.500");
      await dialog.getByLabel("Punta ($)").first().fill("21.000");
      await shoot(page, testInfo, "club-setup-court-1366");
      await dialog.getByRole("button", { name: "Guardar cancha" }).click();
      await expect(dialog).toBeHidden();
      const card = page.getByTestId("court-card").filter({ hasText: name });
      await expect(card).toContainText("$17.500");
      await expect(card).toContainText("$21.000");
      const { data: courts } = await call<{ data: Court[] }>(
        request,
        token,
        "GET",
        "/api/admin/court/get_courts",
      );
      expect(courts.find((c) => c.id === court.id)?.prices).toEqual(
        expect.arrayContaining([
          { band: "off_peak", duration_int: 60, price: 17500 },
          { band: "peak", duration_int: 60, price: 21000 },
        ]),
      );
      await shoot(page, testInfo, "club-setup-overview-1366", { fullPage: true });
    } finally {
      const { id: _id, logo: _logo, ...restore } = before;
      await call(request, token, "PUT", "/api/admin/club/update_club", { data: restore });
      await call(request, token, "PUT", `/api/admin/court/update_court/${court.id}`, {
        data: { active: false },
      });
    }
  });

  test("la lista de pagos, con las reservas cobradas en ventas, filtra y exporta un CSV", async ({
    page,
    request,
  }, testInfo) => {
    const token = await apiToken(request, "admin");
    const state = await closeOwnOpenRegisters(request, token);
    const register = state.cash_register.find((r) => !r.cash_register_open);
    if (!register) throw new Error("Sin caja libre para cobrar");
    await call(request, token, "PUT", `/api/admin/cash_register/open_cash_register/${register.id}`, {
      cash_register_record_open_cash_user_amount: 10000,
    });
    const tag = uniqueTag();
    const clubs = (await (await request.get("/api/clubs")).json()) as {
      data: { id: number; name: string }[];
    };
    const clubId = clubs.data.find((c) => c.name === "Club Demo Padel")?.id ?? 0;
    const paid: Record<string, string> = {};
    let sale = 0;
    try {
      for (const [who, method] of [
        [`Efectivo ${tag}`, "cash"],
        [`Débito ${tag}`, "debit"],
        [`Venta ${tag}`, "credit"],
      ] as const) {
        const date = clubDate(10);
        const { court, start } = await freeRun(request, clubId, date, 2);
        const { created } = await call<{ created: { id: number; price: number }[] }>(
          request,
          token,
          "POST",
          "/api/admin/booking/create_booking",
          {
            data: {
              court_id: court.id,
              date,
              start_time: start,
              duration_int: 60,
              status: "p0",
              booking_type: "match",
              walk_in_name: who,
            },
          },
        );
        const booking = created[0];
        if (!booking) throw new Error("Reserva no creada");
        if (method === "credit") {
          // Charged at the counter as a sale of the point of sale, not through pay_booking.
          const order = await createOrder(request, token, {
            order_status: "paid",
            order_source: "reception",
            order_bookings: [{ booking: booking.id, percentage: 100 }],
            order_payments: [{ method, amount: booking.price }],
          });
          sale = order.id;
        } else {
          await call(request, token, "POST", `/api/admin/booking/pay_booking/${booking.id}`, {
            method,
            percentage: 100,
          });
        }
        paid[method] = who;
      }
    } finally {
      await closeOwnOpenRegisters(request, token);
    }

    await page.setViewportSize(DESKTOP);
    await page.goto("/admin/pagos");
    await expect(main(page).getByRole("heading", { name: "Pagos" })).toBeVisible();
    const table = page.getByRole("table", { name: "Pagos de reservas" });
    await expect(table).toContainText(paid.cash as string);
    await expect(table).toContainText(paid.debit as string);
    const saleRow = table.getByRole("row").filter({ hasText: paid.credit as string });
    await expect(saleRow).toContainText("Crédito");
    await expect(saleRow.getByRole("link", { name: `Venta #${sale}` })).toHaveAttribute(
      "href",
      `/admin/ventas/${sale}`,
    );
    const today = clubDate(0);
    await fillDate(page.getByLabel("Desde"), today);
    await fillDate(page.getByLabel("Hasta"), today);
    await page.getByRole("combobox", { name: "Medio de pago" }).click();
    await page.getByRole("option", { name: "Efectivo" }).click();
    await expect(page).toHaveURL(/medio=cash/);
    await expect(table).toContainText(paid.cash as string);
    await expect(table).not.toContainText(paid.debit as string);
    await expect(table).not.toContainText(paid.credit as string);
    await expect(table).toContainText(register.cash_register_name);
    await shoot(page, testInfo, "payments-filtered-1366");

    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Exportar CSV" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^pagos-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path()) as string, "utf8");
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const lines = csv.slice(1).trim().split(/\r?\n/);
    expect(lines[0]).toBe(
      "Creado;Liquidado;Reserva;Fecha de la reserva;Hora;Cancha;Cliente;Canal;Venta;Medio;Porcentaje;Monto (CLP);Estado;Caja",
    );
    const mine = lines.find((line) => line.includes(paid.cash as string));
    expect(mine).toMatch(/;Recepción;;Efectivo;100;\d+;Pagado;/);
    expect(csv).not.toContain(paid.debit as string);
    // A sale split between cash and another method is listed under cash too, as mixed.
    expect(lines.slice(1).every((line) => /;(Efectivo|Mixto);/.test(line))).toBe(true);
  });

  // The payments list is checked in every look in payment-statuses.spec.ts.
  test("axe en claro y oscuro, escritorio y teléfono: configuración, editar club y nueva cancha", async ({
    page,
  }, testInfo) => {
    const screens = [
      ["configuracion", SETUP, "Configuración"],
      ["editar club", `${SETUP}/editar_club`, "Editar club"],
    ] as const;
    for (const [name, path, heading] of screens) {
      await page.goto(path);
      await expect(main(page).getByRole("heading", { name: heading, exact: true })).toBeVisible();
      await expect(main(page).getByText("Reglas de reserva").first()).toBeVisible();
      await expectAccessibleInEveryLook(page, testInfo, name);
    }
    await page.goto(SETUP);
    for (const look of EVERY_LOOK) {
      await setLook(page, look);
      await main(page).getByRole("button", { name: "Nueva cancha" }).click();
      const dialog = page.getByRole("dialog", { name: "Nueva cancha" });
      await expect(dialog).toBeVisible();
      await expectAccessible(page, testInfo, `nueva cancha ${look.scheme} ${look.size}`);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
    }
  });
});
